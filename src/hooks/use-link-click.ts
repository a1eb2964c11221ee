import { useEffect, useEffectEvent, type RefObject } from 'react';

/** Calls `onLinkClick` when a link inside the container is followed (e.g. to close the panel it sits in). */
export function useLinkClick(containerRef: RefObject<HTMLElement | null>, onLinkClick: () => void) {
  const handle = useEffectEvent(onLinkClick);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) handle();
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, [containerRef]);
}
