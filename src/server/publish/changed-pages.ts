import type { Site } from '../../generated/site.ts';
import { pageDataSource } from '../content/page-data.ts';
import type { Collection } from '../content/references.ts';

/**
 * The pages whose data differ between two versions of a site (the history's "pages changed"): new and changed
 * pages in the new site's order, then removed ones. A change to the header changes every page.
 */
export function changedPages(before: Site | null, after: Site, referenceKeys: Map<string, Collection>): string[] {
  if (!before) return after.pages.map((page) => page.path);
  const old = pageDataSource(before, '', referenceKeys);
  const next = pageDataSource(after, '', referenceKeys);
  const oldPages = new Map(before.pages.map((page) => [page.path, page]));
  const changed = after.pages
    .filter((page) => {
      const was = oldPages.get(page.path);
      return !was || JSON.stringify(old.dataOf(was)) !== JSON.stringify(next.dataOf(page));
    })
    .map((page) => page.path);
  const paths = new Set(after.pages.map((page) => page.path));
  return [...changed, ...before.pages.filter((page) => !paths.has(page.path)).map((page) => page.path)];
}
