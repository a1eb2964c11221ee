// Shared by the client (navigations) and the server (the release's files), so this file imports nothing.

/** Where the server answers the pages' data: no page may have a path under it. */
export const pageDataBase = '/_data';

const dataUrl = new RegExp(`^${pageDataBase}((?:/[^/.]+)+)\\.json$`);

/**
 * Where a page's data is fetched: `/` → `/_data/index.json`, `/about-us` → `/_data/about-us.json`. Page paths are
 * lowercase words and hyphens and never `/index` (schema/site.schema.json), so no two pages share a file.
 */
export function pageDataUrl(path: string): string {
  return `${pageDataBase}${path === '/' ? '/index' : path}.json`;
}

/** The page path a data URL names, or undefined: the inverse of pageDataUrl. */
export function pathOfDataUrl(url: string): string | undefined {
  const match = dataUrl.exec(url);
  if (!match) return undefined;
  return match[1] === '/index' ? '/' : match[1];
}

/** The id of the `<script type="application/json">` that carries a page's data in its HTML. */
export const pageDataElementId = 'page-data';
