import { useCallback, useEffect, useRef, useState } from 'react';
import type { Site } from '@/generated/site';
import { fetchSite, saveSite } from '../api';
import type { Problem } from '../editor-types';
import { clearDraft } from './draft-storage';
import { useEditor } from './editor-context';
import { reapply as reapplyChanges, type Collision } from '@/shared/json-diff';

/** Changes that could not be saved because site.json changed on disk: mine, made against `base`. */
export interface Conflict {
  origin: 'save' | 'load';
  base: Site;
  mine: Site;
}

export interface Reapplied {
  applied: number;
  collisions: Collision[];
}

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saving the draft (Save, Ctrl+S) and what follows: a new base on 200, the problems on 422, a conflict on
 * 409, which "Reload and re-apply my changes" resolves with a three-way merge onto the new site.json.
 */
export function useSiteSync(initialConflict: Conflict | null, onInvalid: (problems: Problem[]) => void) {
  const { state, dispatch, dirty } = useEditor();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(initialConflict);
  const [reapplied, setReapplied] = useState<Reapplied | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const busy = useRef(false);

  const save = useCallback(async () => {
    const { base, draft } = latest.current;
    if (busy.current) return;
    busy.current = true;
    setStatus('saving');
    setError(null);
    const result = await saveSite(base, draft);
    busy.current = false;
    switch (result.kind) {
      case 'saved':
        dispatch({ type: 'saved', site: draft, hash: result.hash });
        clearDraft();
        setShowProblems(false);
        setReapplied(null);
        return setStatus('saved');
      case 'invalid':
        onInvalid(result.problems);
        setShowProblems(true);
        return setStatus('failed');
      case 'conflict':
        setConflict({ origin: 'save', base: base.site, mine: draft });
        return setStatus('failed');
      case 'failed':
        setError(result.message);
        return setStatus('failed');
    }
  }, [dispatch, onInvalid]);

  const reapply = useCallback(async () => {
    if (!conflict) return;
    try {
      const current = await fetchSite();
      // what I changed since the conflict was found counts too
      const mine = conflict.origin === 'save' ? latest.current.draft : conflict.mine;
      const { result, applied, collisions } = reapplyChanges(conflict.base, mine, current.site);
      dispatch({ type: 'load', site: current.site, hash: current.hash, draft: result });
      setReapplied({ applied: applied.length, collisions });
      setConflict(null);
      setStatus('idle');
    } catch (caught) {
      setError((caught as Error).message);
    }
  }, [conflict, dispatch]);

  const discard = useCallback(async () => {
    try {
      const current = await fetchSite();
      clearDraft();
      dispatch({ type: 'load', site: current.site, hash: current.hash });
      setConflict(null);
      setReapplied(null);
      setStatus('idle');
    } catch (caught) {
      setError((caught as Error).message);
    }
  }, [dispatch]);

  return { status: dirty && status === 'saved' ? 'idle' : status, error, conflict, reapplied, showProblems, save, reapply, discard, dismissReapplied: () => setReapplied(null) };
}
