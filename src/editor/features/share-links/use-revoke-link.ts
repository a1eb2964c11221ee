import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../api/request';
import type { ListNote } from '../../ui/list-status';
import { previewLabels } from './labels';
import { revokePreviewLink, type PreviewLink } from './previews-api';

/**
 * Revoke of one active link: what it says while and after it runs, focused (the confirmed Revoke leaves the item,
 * and focus would fall to the page); the list is asked again either way. A 401 says nothing here: the session alert does.
 */
export function useRevokeLink(reload: () => void) {
  const [note, setNote] = useState<ListNote | null>(null);
  const noteRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (note) noteRef.current?.focus();
  }, [note]);
  // a second Yes while the first is on its way would be refused as already revoked
  const busy = useRef(false);
  const revoke = async (link: PreviewLink, what: string) => {
    if (busy.current) return;
    busy.current = true;
    setNote({ text: previewLabels.revoking, failed: false });
    try {
      await revokePreviewLink(link.id);
      setNote({ text: previewLabels.revoked(what), failed: false });
    } catch (caught) {
      const message = errorText(caught);
      setNote(message === null ? null : { text: previewLabels.revokeFailed(message), failed: true });
    }
    busy.current = false;
    // also after a 409: it expired or was revoked meanwhile, which the list then shows
    reload();
  };
  return { note, noteRef, revoke };
}
