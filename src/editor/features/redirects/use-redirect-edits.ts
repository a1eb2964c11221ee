import { useEffect, useRef, useState } from 'react';
import type { Redirect } from '@/shared/redirects';
import { useEditor } from '../../state/editor-context';
import type { ListNote } from '../../ui/list-status';
import { redirectLabels as words } from './labels';
import { targetOf } from './redirect-list';

/** What the last change said, and whether Undo in it still takes that change back. */
export interface EditNote extends ListNote {
  undoable: boolean;
  /** a change's note takes focus (its row or form may be gone); an export's is only said */
  focus: boolean;
}

/**
 * The draft's redirects and the view's changes to them, each one edit of the draft (undoable, saved and published as
 * any edit), said in a note that takes focus: the row or the form the change came from may be gone.
 */
export function useRedirectEdits() {
  const { state, dispatch } = useEditor();
  const list = state.draft.redirects ?? [];
  const [note, setNote] = useState<EditNote | null>(null);
  const noteRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (note?.focus) noteRef.current?.focus();
  }, [note]);
  const change = (redirects: Redirect[], text: string) => {
    dispatch({ type: 'setRedirects', redirects });
    setNote({ text, failed: false, undoable: true, focus: true });
  };
  return {
    list,
    note,
    noteRef,
    say: (text: string) => setNote({ text, failed: false, undoable: false, focus: false }),
    add: (redirect: Redirect) => change([...list, redirect], words.added(redirect.from, targetOf(redirect, words.gone))),
    remove: (from: string) =>
      change(
        list.filter((redirect) => redirect.from !== from),
        words.removed(from),
      ),
    replace: change,
    undo: () => {
      dispatch({ type: 'undo' });
      setNote({ text: words.undone, failed: false, undoable: false, focus: true });
    },
  };
}
