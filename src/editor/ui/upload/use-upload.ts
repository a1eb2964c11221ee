import { useEffect, useRef, useState } from 'react';
import { uploadImage, type MediaItem } from '../../api/media-api';

/**
 * Sends an image with its alt text: `busy` while it travels, the server's refusal as `error` (what was typed stays
 * with the caller); an ended session leaves no error, as its own alert says it. Unmounting (the dialog closed)
 * stops the request, and its answer is dropped.
 */
export function useUpload(onUploaded: (item: MediaItem, alt: string, stored: boolean) => void) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const send = async (file: File, alt: string) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ busy: true, error: null });
    const result = await uploadImage(file, alt, controller.signal);
    running.current = null;
    if (controller.signal.aborted) return;
    if (result.kind === 'uploaded') return onUploaded(result.item, alt, result.stored);
    setState({ busy: false, error: result.kind === 'failed' ? result.message : null });
  };
  return { ...state, send };
}
