import type { Site } from '@/generated/site';
import { applyChanges, diff, type Change } from '@/shared/json-diff';

/** An unsaved draft kept across reloads: the changes from the site.json version it was made from (`baseHash`). */
export interface StoredDraft {
  baseHash: string;
  changes: Change[];
  /** that version itself, for a three-way re-apply once site.json has changed; null when storage had no room for it */
  base: Site | null;
}

// The changes are rewritten after each pause in typing and stay small. The base is megabytes on a 1,000-page site
// (stringifying and storing it held the page ~240 ms, under the next keystroke), so it is written when the tab is
// hidden or left, once per version of site.json.
const draftKey = 'site-editor:draft';
const baseKey = 'site-editor:base';

// the version this page last wrote (or found no room for): each is written once, not tried again on every change
let writtenBaseHash: string | null = null;

/** Keeps `site`, the version of site.json whose hash is `hash`, unless it is kept already. */
function writeBase(hash: string, site: Site): void {
  if (writtenBaseHash === hash) return;
  writtenBaseHash = hash;
  try {
    localStorage.setItem(baseKey, JSON.stringify({ hash, site }));
  } catch {
    // storage full: the changes still re-apply onto the same version of site.json after a reload
    localStorage.removeItem(baseKey);
  }
}

export function readDraft(): StoredDraft | null {
  try {
    const stored = JSON.parse(localStorage.getItem(draftKey) ?? 'null') as Partial<StoredDraft> | null;
    if (!stored || typeof stored.baseHash !== 'string' || !Array.isArray(stored.changes)) return null;
    const base = JSON.parse(localStorage.getItem(baseKey) ?? 'null') as { hash?: string; site?: Site } | null;
    return { baseHash: stored.baseHash, changes: stored.changes, base: base?.hash === stored.baseHash ? (base.site ?? null) : null };
  } catch {
    return null;
  }
}

export interface DraftToKeep {
  baseHash: string;
  base: Site;
  draft: Site;
}

/** Keeps `draft` as its changes from `base`, the version of site.json whose hash is `baseHash` (not that version itself). */
export function writeChanges({ baseHash, base, draft }: DraftToKeep): void {
  try {
    localStorage.setItem(draftKey, JSON.stringify({ baseHash, changes: diff(base, draft) }));
  } catch {
    // storage full or off: the draft still lives in the page, and beforeunload warns before it goes
  }
}

/** Keeps the changes and the version they were made from: when the tab is hidden or left. */
export function writeDraft(toKeep: DraftToKeep): void {
  writeChanges(toKeep);
  writeBase(toKeep.baseHash, toKeep.base);
}

/** The draft a stored one describes, on `site` (the version it was made from, or the newest when that is gone). */
export const draftOn = (site: Site, stored: StoredDraft): Site => applyChanges(site, stored.changes);

export function clearDraft(): void {
  localStorage.removeItem(draftKey);
  localStorage.removeItem(baseKey);
  writtenBaseHash = null;
}
