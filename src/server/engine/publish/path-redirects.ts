import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RedirectChanges } from '../../../shared/redirects.ts';
import { asSummaries } from '../../../model/page-summary.ts';
import { withRedirectList } from '../../../model/publish-redirects.ts';
import { withPathRedirects } from '../../../model/redirects.ts';
import { asText, bytesOf } from '../../../model/text-bytes.ts';
import { objects } from '../../../model/json-values.ts';
import { basisName, contentName } from '../releases/release-manifest.ts';
import type { LiveRelease } from './live-basis.ts';
import type { ValidContent } from './validate-content.ts';

type PageId = { id?: unknown; path?: unknown };

/**
 * The live release's pages, each its id and path: from the summaries its validation kept (validated.json) when
 * they have ids, else from its content; none when neither can be read (no redirect is made then).
 */
function livePages(dir: string): PageId[] | undefined {
  try {
    const summaries = asSummaries((JSON.parse(readFileSync(path.join(dir, basisName), 'utf8')) as { summaries?: unknown }).summaries);
    if (summaries?.every((summary) => summary.id !== undefined)) return summaries;
  } catch {
    // an older release, or one without a basis: its content says
  }
  try {
    return objects((JSON.parse(readFileSync(path.join(dir, contentName), 'utf8')) as { pages?: unknown }).pages);
  } catch {
    return undefined;
  }
}

/**
 * The text of `content` as it goes live over `previous` (npm run publish): with the redirects its path changes
 * make, the chains collapsed, and without those a page took the path of (withPathRedirects). The pages a publish
 * reads lazily answer their id and path from their summaries: nothing is parsed for it. `bytes` only when they differ.
 */
export function pathRedirects(content: ValidContent, previous: LiveRelease | undefined, stamp: { by?: string; at?: string }): { changes: RedirectChanges; bytes?: Buffer } {
  const pages = previous && livePages(previous.dir);
  if (!pages) return { changes: { added: [], removed: [] } };
  const { redirects, added, removed } = withPathRedirects(content.site, { pages }, stamp);
  if (added.length === 0 && removed.length === 0) return { changes: { added, removed } };
  return { changes: { added, removed }, bytes: bytesOf(withRedirectList(asText(content.bytes), content.site, redirects)) };
}
