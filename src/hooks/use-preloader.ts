import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';

// How many preloaders cover the page now (one on a first visit, none elsewhere: the catalog, the editor's previews).
let covering = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
function cover(delta: number) {
  covering += delta;
  for (const listener of listeners) listener();
}

/** True on the first render (so the server HTML shows the preloader), false once `durationMs` have passed. */
export function usePreloader(durationMs: number): boolean {
  const [visible, setVisible] = useState(true);
  // in the commit that shows it, before any block's effects: a block under it never sees the page uncovered first
  useLayoutEffect(() => {
    if (!visible) return;
    cover(1);
    return () => cover(-1);
  }, [visible]);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [durationMs]);
  return visible;
}

/** Whether a preloader covers the page: what lies under it is not seen yet (counters wait to count). */
export function useCoveredByPreloader(): boolean {
  return useSyncExternalStore(subscribe, () => covering > 0, () => false);
}
