import { useCallback, useSyncExternalStore } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Whether the page is scrolled past `thresholdPx`, and a function that scrolls back to the top. */
export function useBackToTop(thresholdPx: number) {
  const visible = useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > thresholdPx,
    () => false,
  );
  const reduceMotion = usePrefersReducedMotion();
  const scrollToTop = useCallback(() => {
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [reduceMotion]);
  return { visible, scrollToTop };
}
