import type { Site } from '../../../generated/site.ts';
import { pageDataSource } from '../../../model/page-data.ts';
import type { Collection } from '../../../model/references.ts';
import { findMediaSrcs } from '../../../shared/media.ts';


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
    for (const src of findMediaSrcs(JSON.stringify(source.dataOf(page)))) {
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
