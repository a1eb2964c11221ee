import { useState, type RefObject } from 'react';
import { visibleText } from '@/shared/visible-text';
import type { MediaItem } from '../api/media-api';
import { mediaLabels } from '../ui/upload/media-labels';
import { useFileDrop } from '../ui/upload/use-file-drop';
import type { ImageObject } from './image-object';

/**
 * Upload in an image field: the file picked or dropped (the upload dialog is open while there is one), and what the
 * upload did, said once it is done. `button` is Upload, which has the focus back when the dialog closes; `image`
 * null: a field without Upload, which takes no drop either.
 */
export function useFieldUpload(image: ImageObject | null, button: RefObject<HTMLButtonElement | null>) {
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const pick = (next: File) => {
    setNote('');
    // the dialog gives focus back to what had it: Upload, also after a drop
    button.current?.focus();
    setFile(next);
  };
  const drop = useFileDrop(pick);
  const uploaded = (item: MediaItem, alt: string, stored: boolean) => {
    image?.set({ src: item.src, alt, width: item.width, height: item.height });
    const name = visibleText(item.fileName);
    setNote(stored ? mediaLabels.uploaded(name, item.width, item.height) : mediaLabels.alreadyThere(name));
  };
  return {
    file,
    note,
    pick,
    close: () => setFile(null),
    uploaded,
    dragging: image !== null && drop.dragging,
    dropProps: image ? drop.props : {},
  };
}
