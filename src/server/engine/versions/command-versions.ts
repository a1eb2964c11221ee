import { hostname, userInfo } from 'node:os';
import { hashOf } from '../../../model/edit-version.ts';
import { asText } from '../../../model/text-bytes.ts';
import type { ContentStore, VersionSummary } from '../../db/editor-store.ts';
import { editorChanges, mergeEditorChanges } from './editor-changes.ts';

/** Who published from a command line, for History: `npm run publish (deploy@web-1)`. */
export function commandAuthor(command: string): string {
  let user = 'unknown';
  try {
    user = userInfo().username;
  } catch {
    // no passwd entry (a container's numeric user)
  }
  return `${command} (${user}@${hostname()})`;
}

/** An ISO time as a person reads it in a terminal: `2026-11-25 12:45 UTC`. */
export const when = (iso: string) => iso.replace('T', ' ').replace(/:\d\d\.\d+Z$/, ' UTC');

/**
 * Why publishing `text` would discard what marketers published in the editor, or undefined: it must hold every
 * change the editor made since the content last came from a file (`npm run content -- pull` brings them in).
 */
export async function discardsEditorWork(store: ContentStore, text: string | Buffer, file: string): Promise<string | undefined> {
  const since = await editorChanges(store);
  if (!since || hashOf(text) === since.live.hash) return undefined;
  const { missing } = mergeEditorChanges(since, JSON.parse(asText(text)));
  if (missing.length === 0) return undefined;
  const { live } = since;
  const places = missing.slice(0, 5).map((change) => `  ${change.pointer}`);
  if (missing.length > 5) places.push(`  … and ${missing.length - 5} more`);
  return [
    `${file} is not based on the live version: version ${live.id}, ${live.source === 'restore' ? `restored from version ${live.restoredFrom}` : 'published from the editor'} by ${live.author} at ${when(live.createdAt)}.`,
    `Publishing it would overwrite ${missing.length === 1 ? 'this change' : 'these changes'} made in the editor:`,
    ...places,
    'Run `npm run content -- pull` to bring them into the file (then review them with git diff and commit), or publish with --force to overwrite them.',
  ].join('\n');
}

/**
 * Records what a command published as the live version, if the live version is still `expectedLive` (what the
 * command checked against), so every instance renders it and History shows it. `unchanged` when the live version
 * already has this content; `ok: false` with the version someone published meanwhile.
 */
export async function recordCommandVersion(
  store: ContentStore,
  expectedLive: VersionSummary | null,
  { text, pages, author, source = 'publish', restoredFrom = null }: { text: string | Buffer; pages: string[]; author: string; source?: 'publish' | 'restore'; restoredFrom?: number | null },
): Promise<{ ok: true; version: VersionSummary | null } | { ok: false; live: VersionSummary | null }> {
  if (expectedLive?.hash === hashOf(text)) return { ok: true, version: null };
  const result = await store.addLiveVersion({ text, hash: hashOf(text), author, source, pages, restoredFrom, at: new Date() }, { expectedLive: expectedLive?.id ?? null });
  return result.ok ? { ok: true, version: result.version } : result;
}
