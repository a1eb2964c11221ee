import type { Site } from '@/generated/site';
import { fetchSite } from '../api/api';
import { fetchVersion, type VersionSummary } from '../api/live-api';
import { clearDraft } from './draft-storage';
import type { EditorAction, EditorState } from './editor-reducer';
import type { Collision } from '@/shared/json-diff';
import type { KeptShared } from '@/model/shared-edits';
import { reapplyDraft } from './reapply-draft';

/** Changes that could not be saved or published because the site changed meanwhile. */
export type Conflict =
  /** mine, made against `base`: a save refused (409), a stored draft of an earlier visit, a publish of a draft another editor has saved over */
  | { origin: 'save' | 'load' | 'publish'; base: Site; mine: Site; message?: string }
  /** a publish refused because `live` is no longer the version the draft was started from */
  | { origin: 'live'; live: VersionSummary; message: string };

export interface Reapplied {
  applied: number;
  collisions: Collision[];
  kept: KeptShared[];
}

/** What answering a conflict loads into the editor, and what the re-apply could not carry over. */
export interface Resolution {
  load: Extract<EditorAction, { type: 'load' }>;
  reapplied: Reapplied | null;
}

/** The draft re-applied onto the live version, on top of the stored draft: unsaved, its next save based on `live`. */
const onLive = (state: EditorState, live: VersionSummary, draft: Site): Resolution['load'] => ({ type: 'load', ...state.base, live, draft, rebase: live.id });

/** "Reload and re-apply my changes": a three-way merge of my changes onto the newer version. */
export async function reapplyConflict(conflict: Conflict, state: EditorState): Promise<Resolution> {
  if (conflict.origin === 'live') {
    const { baseVersion } = state.base;
    const [base, live] = await Promise.all([baseVersion != null ? fetchVersion(baseVersion) : null, fetchVersion(conflict.live.id)]);
    // a draft started before the first publish has no version in common with the live one: it stays as it is
    const { result, ...reapplied } = reapplyDraft(base?.site ?? live.site, state.draft, live.site);
    return { load: onLive(state, conflict.live, result), reapplied };
  }
  const current = await fetchSite();
  // what I changed since the conflict was found counts too
  const mine = conflict.origin === 'load' ? conflict.mine : state.draft;
  const { result, ...reapplied } = reapplyDraft(conflict.base, mine, current.site);
  return { load: { type: 'load', ...current, draft: result, rebase: state.rebase ?? undefined }, reapplied };
}

/** "Discard my changes": the newer version as it is (on the live site, the live version as the next draft). */
export async function discardConflict(conflict: Conflict, state: EditorState): Promise<Resolution> {
  if (conflict.origin === 'live') return { load: onLive(state, conflict.live, (await fetchVersion(conflict.live.id)).site), reapplied: null };
  const current = await fetchSite();
  clearDraft();
  return { load: { type: 'load', ...current }, reapplied: null };
}
