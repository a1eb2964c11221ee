import { diff, appliesTo, applyChanges, type Change } from '../../../shared/json-diff.ts';
import { deepEqual, getAt } from '../../../shared/json-pointer.ts';
import type { ContentStore, Version } from '../../db/editor-store.ts';

/** What the editor published since the content last came from a file (`npm run publish`, or the first start). */
export interface EditorChanges {
  /** the newest version published from a file */
  from: Version;
  /** the live version */
  live: Version;
  /** from → live: what marketers changed */
  changes: Change[];
}

/** The editor's changes since the last publish from a file, or undefined when the live version is that publish. */
export async function editorChanges(store: ContentStore): Promise<EditorChanges | undefined> {
  const summary = await store.liveVersion();
  if (!summary || summary.source === 'publish') return undefined;
  // newest first: the first one published from a file is where the editor's changes start
  const versions = await store.listVersions(10_000);
  const fromSummary = versions.find((version) => version.source === 'publish');
  const [from, live] = await Promise.all([fromSummary ? store.getVersion(fromSummary.id) : undefined, store.getVersion(summary.id)]);
  if (!live) return undefined;
  const base = from ?? { ...live, text: '{}' };
  return { from: base, live, changes: diff(JSON.parse(base.text), JSON.parse(live.text)) };
}

/** Whether `site` holds `change` already: the same value at its place (an appended item: one equal item in the list). */
function holds(site: unknown, change: Change): boolean {
  const here = getAt(site, change.path);
  if (change.kind === 'append') return Array.isArray(here) && here.some((item) => deepEqual(item, change.value));
  if (change.kind === 'remove') return here === undefined;
  return deepEqual(here, change.value);
}

export interface Merge {
  /** `site` with the changes it does not hold */
  result: unknown;
  /** the changes it did not hold */
  missing: Change[];
  /** changes `site` changed too (to a third value), or whose place it no longer has: not applied */
  collisions: Change[];
}

/**
 * The editor's changes brought into `site` (the file): each it already holds is skipped; each whose place the
 * file left as it was (`from`'s value) is applied; the others collide and are left out.
 */
export function mergeEditorChanges({ from, changes }: Pick<EditorChanges, 'from' | 'changes'>, site: unknown): Merge {
  const before = JSON.parse(from.text) as unknown;
  let result = site;
  const missing: Change[] = [];
  const collisions: Change[] = [];
  for (const change of changes) {
    if (holds(site, change)) continue;
    missing.push(change);
    const untouched = change.kind === 'append' || deepEqual(getAt(site, change.path), getAt(before, change.path));
    if (!untouched || !appliesTo(result, change)) {
      collisions.push(change);
      continue;
    }
    result = applyChanges(result, [change]);
  }
  return { result, missing, collisions };
}
