import { useEffect, useRef } from 'react';
import { fetchSiteIfChanged, type SiteSnapshot } from '../api/api';

/** How often the editor looks at site.json on disk (the live site: the stored draft) while nothing is unsaved. */
export const watchIntervalMs = 2000;

/** Whether `snapshot` differs from `known`: other content, or (the live site) another live or base version. */
const differs = (snapshot: SiteSnapshot, known: SiteSnapshot) =>
  snapshot.hash !== known.hash || (snapshot.live?.id ?? null) !== (known.live?.id ?? null) || (snapshot.baseVersion ?? null) !== (known.baseVersion ?? null);

/**
 * While `enabled` (no unsaved changes, no save or conflict under way), asks every two seconds whether the site
 * still has the hash of `known` (a 304 without it while it does) and hands over a version that differs: an
 * edit on disk, or another editor's save or publish, loads by itself.
 */
export function useDiskWatch(enabled: boolean, known: SiteSnapshot, onChange: (snapshot: SiteSnapshot) => void) {
  const latest = useRef({ known, onChange });
  useEffect(() => {
    latest.current = { known, onChange };
  });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = window.setInterval(() => {
      fetchSiteIfChanged(latest.current.known, controller.signal)
        .then((snapshot) => {
          if (snapshot && !controller.signal.aborted && differs(snapshot, latest.current.known)) latest.current.onChange(snapshot);
        })
        .catch(() => undefined); // a restarting server, an ended session: the next tick tries again
    }, watchIntervalMs);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [enabled]);
}
