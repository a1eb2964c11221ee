import { useState } from 'react';
import { visibleText } from '@/shared/visible-text';
import { deleteImage, type LibraryItem } from '../../api/media-api';
import { mediaLabels } from '../../ui/upload/media-labels';

export interface MediaNote {
  text: string;
  failed: boolean;
  /** a refused delete: the pages that show the image */
  pages?: string[];
  /** the note takes the focus the Delete button had: its card is gone, or the refusal above is out of view (a phone) */
  takeFocus?: boolean;
}

/**
 * Delete in the library: the image being confirmed, then the server's answer as a note (refused while the draft or
 * the live version shows it, naming the pages); the list loads again either way, as it may have changed.
 */
export function useMediaDelete(reload: () => void, setNote: (note: MediaNote | null) => void) {
  const [confirming, setConfirming] = useState<LibraryItem | null>(null);
  const remove = async (item: LibraryItem) => {
    setConfirming(null);
    const name = visibleText(item.fileName);
    setNote({ text: mediaLabels.deleting(name), failed: false });
    const result = await deleteImage(item.src);
    if (result.kind === 'deleted') setNote({ text: mediaLabels.deleted(name), failed: false, takeFocus: true });
    else if (result.kind === 'in-use') setNote({ text: result.message, failed: true, pages: result.usedOn, takeFocus: true });
    else if (result.kind === 'failed') setNote({ text: mediaLabels.deleteFailed(result.message), failed: true, takeFocus: true });
    // an ended session has its own alert
    else setNote(null);
    reload();
  };
  return { confirming, ask: setConfirming, cancel: () => setConfirming(null), remove };
}
