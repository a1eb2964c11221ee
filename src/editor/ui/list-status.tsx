import type { RefObject } from 'react';
import { Notice } from './controls';
import { labels } from './labels';
import type { Fetched } from './use-fetched';

/** What an action on a list's item (a cancel, a revoke) says while and after it runs. */
export interface ListNote {
  text: string;
  failed: boolean;
}

interface Props {
  fetched: Fetched<unknown>;
  note?: ListNote | null;
  /** focus goes to the note: the item it is about may leave the list, and focus would fall to the page */
  noteRef?: RefObject<HTMLDivElement | null>;
}

/**
 * Above a fetched list: the note of the last action on it, then the list's loading or failure line (a session that
 * ended says nothing here: its own alert does).
 */
export function ListStatus({ fetched, note = null, noteRef }: Props) {
  return (
    <>
      {note && (
        <Notice ref={noteRef} tabIndex={-1} role={note.failed ? 'alert' : 'status'} $tone={note.failed ? 'danger' : 'info'}>
          {note.text}
        </Notice>
      )}
      {fetched.phase === 'loading' && <p role="status">{labels.loadingList}</p>}
      {fetched.phase === 'failed' && <p role="alert">{labels.listFailed(fetched.message)}</p>}
    </>
  );
}
