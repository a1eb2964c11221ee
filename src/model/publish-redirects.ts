import type { RedirectChanges } from '../shared/redirects.ts';
import type { Json, JsonObject } from './json-values.ts';
import { withPathRedirects } from './redirects.ts';
import { editJsonText } from './site-edits.ts';

/**
 * `text` (whose parsed value is `site`) as a publish over `live` makes it live: with the redirects its path changes
 * make and without those a page took the path of (withPathRedirects), written into the text with the smallest edit;
 * `text` itself when there are none. `live` null (nothing published yet): no path changed.
 */
export function withRedirectsText(text: string, site: unknown, live: unknown, stamp: { by?: string; at?: string }): { text: string; changes: RedirectChanges } {
  if (live === null || live === undefined) return { text, changes: { added: [], removed: [] } };
  const { redirects, added, removed } = withPathRedirects(site, live, stamp);
  if (added.length === 0 && removed.length === 0) return { text, changes: { added, removed } };
  // the other values are shared with `site`: the edit finds them unchanged without comparing them
  const next = { ...(site as JsonObject), redirects: redirects as unknown as Json[] };
  return { text: editJsonText(text, site as Json, next), changes: { added, removed } };
}
