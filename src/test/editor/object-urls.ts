import { afterEach, beforeEach } from 'vitest';

/**
 * For a test file (call it at its top): URL.createObjectURL and revokeObjectURL, which jsdom has not, making `blob:`
 * URLs that name nothing; the returned set holds those not revoked yet, so a test sees a picture's URL let go.
 */
export function withObjectUrls(): Set<string> {
  const live = new Set<string>();
  const own = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  let made = 0;
  beforeEach(() => {
    live.clear();
    URL.createObjectURL = () => {
      const url = `blob:http://editor.test/${++made}`;
      live.add(url);
      return url;
    };
    URL.revokeObjectURL = (url: string) => {
      live.delete(url);
    };
  });
  afterEach(() => {
    URL.createObjectURL = own.create;
    URL.revokeObjectURL = own.revoke;
  });
  return live;
}
