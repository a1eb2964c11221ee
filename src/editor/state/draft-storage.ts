import type { Site } from '@/generated/site';

/** An unsaved draft kept across reloads, with the site.json it was made from (to re-apply it if that changed). */
export interface StoredDraft {
  baseHash: string;
  base: Site;
  draft: Site;
}

const key = 'site-editor:draft';

export function readDraft(): StoredDraft | null {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<StoredDraft> | null;
    return stored && typeof stored.baseHash === 'string' && stored.base && stored.draft ? (stored as StoredDraft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: StoredDraft): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // storage full or off: the draft still lives in the page, and beforeunload warns before it goes
  }
}

export const clearDraft = (): void => localStorage.removeItem(key);
