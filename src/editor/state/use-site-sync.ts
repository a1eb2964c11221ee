import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { saveSite } from '../api/api';
import type { Problem } from '../api/editor-types';
import { errorText } from '../api/request';
import { discardConflict, reapplyConflict, type Conflict, type Reapplied, type Resolution } from './conflict';
import { clearDraft } from './draft-storage';
import { useEditor } from './editor-context';
import type { SaveOrder } from './save-order';

export type { Conflict, Reapplied } from './conflict';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'publishing' | 'published';

/**
 * Saving the draft (Save, Ctrl+S) and what follows: a new base on 200, the problems on 422, a conflict on
 * 409, which "Reload and re-apply my changes" resolves with a three-way merge onto the newer version. Each save
 * is told to `saves`, which the validations wait for.
 * `report` is for Publish (use-publish.ts), whose answers end the same ways.
 */
export function useSiteSync(initialConflict: Conflict | null, onInvalid: (problems: Problem[]) => void, saves: SaveOrder) {
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

  const invalid = useCallback(
    (problems: Problem[]) => {
      onInvalid(problems);
      setShowProblems(true);
      setStatus('failed');
    },
    [onInvalid],
  );
  const report = useMemo(() => ({ status: setStatus, error: setError, conflict: setConflict, invalid }), [invalid]);

  const save = useCallback(async () => {
    const { base, draft, rebase } = latest.current;
    if (busy.current) return;
    busy.current = true;
    setStatus('saving');
    setError(null);
    const answer = saveSite(base, draft, rebase ?? undefined);
    saves.track(base, draft, answer);
    const result = await answer;
    busy.current = false;
    switch (result.kind) {
      case 'saved':
        dispatch({ type: 'saved', site: draft, hash: result.hash });
        clearDraft();
        setShowProblems(false);
        setReapplied(null);
        return setStatus('saved');
      case 'invalid':
        return invalid(result.problems);
      case 'conflict':
        setConflict({ origin: 'save', base: base.site, mine: draft });
        return setStatus('failed');
      case 'failed':
        setError(result.message);
        return setStatus('failed');
      case 'session-ended':
        // the session alert says it; the draft stays here and in the browser's storage
        return setStatus('failed');
    }
  }, [dispatch, invalid, saves]);

  const resolve = useCallback(
    async (how: typeof reapplyConflict) => {
      if (!conflict) return;
      let resolution: Resolution;
      try {
        resolution = await how(conflict, latest.current);
      } catch (caught) {
        return setError(errorText(caught));
      }
      dispatch(resolution.load);
      setReapplied(resolution.reapplied);
      setConflict(null);
      setStatus('idle');
    },
    [conflict, dispatch],
  );

  return {
    status: dirty && (status === 'saved' || status === 'published') ? 'idle' : status,
    error,
    conflict,
    reapplied,
    showProblems,
    save,
    reapply: () => void resolve(reapplyConflict),
    discard: () => void resolve(discardConflict),
    dismissReapplied: () => setReapplied(null),
    report,
  };
}
