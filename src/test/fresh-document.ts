// The jsdom window outlives a test file when files share a worker (tests/fresh-file.ts): each file starts from
// the empty document, storage, cookies and address a new window has, and styled-components from an empty sheet.
import { __PRIVATE__ } from 'styled-components';

const firstAddress = Symbol.for('site-tests: the first address of this window');
type WithAddress = Window & { [firstAddress]?: string };

export function freshDocument(): void {
  const window = globalThis.window as WithAddress;
  window[firstAddress] ??= window.location.href;
  // it would otherwise take the rules of the previous file's components as written, and their <style> is gone
  const sheet = __PRIVATE__.mainSheet;
  sheet.names.clear();
  sheet.keyframeIds.clear();
  sheet.clearTag();
  // the same <body>: Testing Library's screen holds on to it
  for (const element of [document.documentElement, document.head, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';').filter((one) => one.trim())) document.cookie = `${cookie.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  if (window.location.href !== window[firstAddress]) window.history.replaceState(null, '', window[firstAddress]);
}
