import { useCallback } from 'react';

/**
 * A ref for an <img> that shows `file`: its object URL is made when the image mounts and revoked when it goes or the
 * file changes, so no picture stays in memory (a ref's cleanup, not state: nothing to render twice for).
 */
export function useObjectUrl(file: Blob) {
  return useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
}
