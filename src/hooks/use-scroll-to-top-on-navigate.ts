import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

function targetOf(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * On every new path: scroll to the top (or to the #hash element), smoothly unless the visitor prefers
 * less motion, and move focus to `mainRef` so screen readers start reading the new page.
 * The first render keeps the browser's own scroll position and focus.
 */
export function useScrollToTopOnNavigate(mainRef: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const reduceMotion = usePrefersReducedMotion();
  const previousPath = useRef<string | null>(null);

  const onLocation = useEffectEvent((path: string, fragment: string) => {
    const isFirst = previousPath.current === null;
    const pathChanged = previousPath.current !== path;
    previousPath.current = path;
    const behavior: ScrollBehavior = reduceMotion ? 'auto' : 'smooth';
    const target = targetOf(fragment);
    if (target) target.scrollIntoView({ behavior, block: 'start' });
    else if (pathChanged && !isFirst) window.scrollTo({ top: 0, behavior });
    if (pathChanged && !isFirst) mainRef.current?.focus({ preventScroll: true });
  });

  useEffect(() => {
    onLocation(pathname, hash);
  }, [pathname, hash]);
}
