// Shared by the client (navigations) and the server (the release's files), so this file imports nothing.

/** Where a page's data is fetched: `/` → `/_data/index.json`, `/about-us` → `/_data/about-us/index.json`. */
export function pageDataUrl(path: string): string {
  return `/_data${path === '/' ? '' : path}/index.json`;
}

/** The page path a data URL names, or undefined: the inverse of pageDataUrl. */
export function pathOfDataUrl(url: string): string | undefined {
  const match = /^\/_data((?:\/[^/]+)*)\/index\.json$/.exec(url);
  return match ? match[1] || '/' : undefined;
}

/** The id of the `<script type="application/json">` that carries a page's data in its HTML. */
export const pageDataElementId = 'page-data';
