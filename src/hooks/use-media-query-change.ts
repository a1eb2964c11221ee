import { useEffect, useEffectEvent } from 'react';

/** Calls `onMatch` when the media query starts to match (e.g. the window grows past a breakpoint). */
export function useMediaQueryMatchEvent(query: string, onMatch: () => void, enabled = true) {
  const handleMatch = useEffectEvent(onMatch);
  useEffect(() => {
    if (!enabled) return;
    const list = window.matchMedia(query);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) handleMatch();
    };
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query, enabled]);
}
