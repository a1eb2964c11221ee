import { useEffect } from 'react';

/** Adds `<script async src>` to the body while the component is mounted; nothing when `src` is empty. */
export function useExternalScript(src: string | undefined) {
  useEffect(() => {
    if (!src) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    document.body.append(script);
    return () => script.remove();
  }, [src]);
}
