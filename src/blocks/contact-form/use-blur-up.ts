import { useEffect, useRef } from 'react';

/**
 * Marks a lazily loaded image `data-loaded="false"` until it has loaded, so CSS can show a blurred
 * placeholder and fade the image in. Without JavaScript the attribute never appears and the image shows as usual.
 */
export function useBlurUp() {
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = ref.current;
    if (!image || (image.complete && image.naturalWidth > 0)) return;
    image.dataset.loaded = 'false';
    const done = () => {
      image.dataset.loaded = 'true';
    };
    image.addEventListener('load', done);
    image.addEventListener('error', done);
    return () => {
      image.removeEventListener('load', done);
      image.removeEventListener('error', done);
    };
  }, []);

  return ref;
}
