import { useEffect, useRef, useState } from 'react';
import { errorText } from '../api/request';
import type { ListNote } from './list-status';

/** What an action on a list's item says while it runs, once it is done, and when the server refused it. */
export interface ActionWords<Args extends unknown[]> {
  running: string;
  done: (...args: Args) => string;
  failed: (message: string) => string;
}

/**
 * An action on one item of a list (cancel a schedule, revoke a link): what it says while and after it runs, focused
 * (the confirmed action can take the item out of the list, and focus would fall to the page); the list is asked
 * again either way, also after a 409 (someone else did it meanwhile, which the list then shows). A second Yes while
 * the first is on its way does nothing: the server would refuse it as done already. A 401 says nothing here: the
 * session alert does.
 */
export function useListAction<Args extends unknown[]>(act: (...args: Args) => Promise<unknown>, words: ActionWords<Args>, reload: () => void) {
  const [note, setNote] = useState<ListNote | null>(null);
  const noteRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (note) noteRef.current?.focus();
  }, [note]);
  const busy = useRef(false);
  const run = async (...args: Args) => {
    if (busy.current) return;
    busy.current = true;
    setNote({ text: words.running, failed: false });
    try {
      await act(...args);
      setNote({ text: words.done(...args), failed: false });
    } catch (caught) {
      const message = errorText(caught);
      setNote(message === null ? null : { text: words.failed(message), failed: true });
    }
    busy.current = false;
    reload();
  };
  return { note, noteRef, run };
}
