import type { Site } from '../../generated/site.ts';
import type { Collection } from '../content/references.ts';
import { pagesByRoute } from './language-sites.ts';
import type { Untranslated } from '../content/keywords.ts';

/**
 * The pages whose data differ between two versions of a site (the history's "pages changed"), in every language:
 * new and changed pages in the new site's order, then removed ones. A change to the header changes every page of
 * its language; a Hindi text changes only Hindi pages. `untranslated`: each version's, from its validation, for
 * the sections a language that falls back shows in the default one.
 */
export function changedPages(
  before: Site | null,
  after: Site,
  referenceKeys: Map<string, Collection>,
  routeKeys: readonly string[],
  untranslated: { before?: readonly Untranslated[]; after?: readonly Untranslated[] } = {},
): string[] {
  const next = pagesByRoute(after, referenceKeys, routeKeys, '', untranslated.after);
  if (!before) return [...next.keys()];
  const old = pagesByRoute(before, referenceKeys, routeKeys, '', untranslated.before);
  const changed = [...next].filter(([route, page]) => old.get(route)?.inputs() !== page.inputs()).map(([route]) => route);
  return [...changed, ...[...old.keys()].filter((route) => !next.has(route))];
}
