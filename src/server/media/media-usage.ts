import type { Site } from '../../generated/site.ts';
import { pageDataSource } from '../content/page-data.ts';
import type { Collection } from '../content/references.ts';

const uploadedPath = /\/media\/[0-9a-f]{16}-[1-9][0-9]*x[1-9][0-9]*\.(?:jpg|png)/g;

/**
 * The pages that show each uploaded image: what a page's data holds (its sections, the chrome every page shows, the
 * entities it references), so an image in the header is used on every page and a project's on the pages listing it.
 * The not-found page is `/_404`.
 */
export function mediaUsage(site: Site, referenceKeys: Map<string, Collection>): Map<string, string[]> {
  const source = pageDataSource(site, '', referenceKeys);
  const usage = new Map<string, string[]>();
  const pages: [string, Site['pages'][number] | null][] = [...site.pages.map((page) => [page.path, page] as [string, typeof page]), ['/_404', null]];
  for (const [path, page] of pages) {
    for (const src of new Set(JSON.stringify(source.dataOf(page)).match(uploadedPath) ?? [])) {
      const list = usage.get(src) ?? [];
      list.push(path);
      usage.set(src, list);
    }
  }
  return usage;
}

/** Both lists of pages as one, '/' first, then sorted. */
export const mergedPages = (...lists: (readonly string[] | undefined)[]): string[] =>
  [...new Set(lists.flatMap((list) => list ?? []))].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
