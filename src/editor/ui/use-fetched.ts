import { useCallback, useEffect, useState } from 'react';
import { SessionEndedError } from '../api/request';

/** signed-out: the session ended, which the editor's own alert says once; the list keeps quiet */
export type Fetched<T> = { phase: 'loading' } | { phase: 'failed'; message: string } | { phase: 'ready'; data: T } | { phase: 'signed-out' };

/**
 * What `load` answers, asked when the component mounts (a dialog's content mounts as it opens) and again on
 * `reload`, the last answer shown meanwhile (and kept when the session has ended); an answer after unmounting is dropped.
 */
export function useFetched<T>(load: () => Promise<T>) {
  const [fetched, setFetched] = useState<Fetched<T>>({ phase: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let active = true;
    // a load that throws at once (no live config any more: a test took it out) fails as a rejection would
    new Promise<T>((resolve) => resolve(load())).then(
      (data) => {
        if (active) setFetched({ phase: 'ready', data });
      },
      (error: Error) => {
        if (!active) return;
        if (error instanceof SessionEndedError) setFetched((last) => (last.phase === 'ready' ? last : { phase: 'signed-out' }));
        else setFetched({ phase: 'failed', message: error.message });
      },
    );
    return () => {
      active = false;
    };
  }, [load, round]);
  return { fetched, reload: useCallback(() => setRound((n) => n + 1), []) };
}

/** Asks for the list again once, as the component using it mounts (a dialog's content, as it opens). */
export function useReloadOnMount(reload: () => void) {
  useEffect(() => reload(), [reload]);
}
