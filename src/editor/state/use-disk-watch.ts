import { useEffect, useRef } from 'react';
import { fetchSiteIfChanged, type SiteSnapshot } from '../api';

/** How often the editor looks at site.json on disk while nothing is unsaved. */
export const watchIntervalMs = 2000;

/**
 * While `enabled` (no unsaved changes, no save or conflict under way), asks for site.json every two
 * seconds whether its hash is still `hash` (a 304 without the file while it is) and hands over a version
 * whose hash differs: an edit on disk loads by itself.
 */
export function useDiskWatch(enabled: boolean, hash: string, onChange: (snapshot: SiteSnapshot) => void) {
  const latest = useRef({ hash, onChange });
  useEffect(() => {
    latest.current = { hash, onChange };
  });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = window.setInterval(() => {
      fetchSiteIfChanged(latest.current.hash, controller.signal)
        .then((snapshot) => {
          if (snapshot && !controller.signal.aborted && snapshot.hash !== latest.current.hash) latest.current.onChange(snapshot);
        })
        .catch(() => undefined); // a restarting dev server: the next tick tries again
    }, watchIntervalMs);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [enabled]);
}
