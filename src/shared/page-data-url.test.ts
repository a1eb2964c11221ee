// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageDataUrl, pathOfDataUrl } from './page-data-url';

describe('page data URLs', () => {
  it.each([
    ['/', '/_data/index.json'],
    ['/about-us', '/_data/about-us.json'],
    ['/services/web/app-2', '/_data/services/web/app-2.json'],
  ])('%s ↔ %s', (path, url) => {
    expect(pageDataUrl(path)).toBe(url);
    expect(pathOfDataUrl(url)).toBe(path);
  });

  it.each(['/_data/.json', '/_data/../etc/passwd.json', '/_data/a.b.json', '/_data/about-us', '/about-us.json', '/_data//x.json'])('names no page for %s', (url) => {
    expect(pathOfDataUrl(url)).toBeUndefined();
  });
});
