import type { Redirect, RedirectChanges } from '../shared/redirects.ts';
import type { Json, JsonObject } from './json-values.ts';
import { withPathRedirects } from './redirects.ts';
import { editJsonText } from './site-edits.ts';

/**
 * `text` (whose parsed value is `site`) with `redirects` as its list, written with the smallest edit: the other
 * values are shared with `site`, so the edit finds them unchanged without comparing them (nor reading a page read
 * lazily). A site without a list gets one after its last key.
 */
export function withRedirectList(text: string, site: unknown, redirects: readonly Redirect[]): string {
  const next = { ...(site as JsonObject), redirects: redirects as unknown as Json[] };
  return editJsonText(text, site as Json, next);
}

/**
 * `text` (whose parsed value is `site`) as a publish over `live` makes it live: with the redirects its path changes
 * make and without those a page took the path of (withPathRedirects); `text` itself when there are none. `live`
 * null (nothing published yet): no path changed.
 */
export function withRedirectsText(text: string, site: unknown, live: unknown, stamp: { by?: string; at?: string }): { text: string; changes: RedirectChanges } {
  if (live === null || live === undefined) return { text, changes: { added: [], removed: [] } };
  const { redirects, added, removed } = withPathRedirects(site, live, stamp);
  if (added.length === 0 && removed.length === 0) return { text, changes: { added, removed } };
  return { text: withRedirectList(text, site, redirects), changes: { added, removed } };
}
