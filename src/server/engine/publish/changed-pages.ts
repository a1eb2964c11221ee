import type { Site } from '../../../generated/site.ts';
import type { Collection } from '../../../model/references.ts';
import { pagesByRoute } from './language-sites.ts';
import type { Untranslated } from '../../../model/keywords.ts';

/** What each page of each language depends on (its inputs' hash), by route: what changedPages compares. */
export type PageInputs = Map<string, string>;

/** Each page's inputs in every language of `site`; `untranslated` from its validation (see changedPages). */
export function pageInputs(site: Site, referenceKeys: Map<string, Collection>, routeKeys: readonly string[], untranslated?: readonly Untranslated[]): PageInputs {
  return new Map([...pagesByRoute(site, referenceKeys, routeKeys, '', untranslated)].map(([route, page]) => [route, page.inputs()]));
}

/**
 * The pages whose data differ between two versions of a site (the history's "pages changed"), in every language:
 * new and changed pages in the new site's order, then removed ones. A change to the header changes every page of
 * its language; a Hindi text changes only Hindi pages. Each version as pageInputs gives it (null: no version before).
 */
export function changedPages(before: PageInputs | null, after: PageInputs): string[] {
  if (!before) return [...after.keys()];
  const changed = [...after].filter(([route, inputs]) => before.get(route) !== inputs).map(([route]) => route);
  return [...changed, ...[...before.keys()].filter((route) => !after.has(route))];
}
