import { useCallback, useEffect, useState } from 'react';

export type Fetched<T> = { phase: 'loading' } | { phase: 'failed'; message: string } | { phase: 'ready'; data: T };

/**
 * What `load` answers, asked when the component mounts (a dialog's content mounts as it opens) and again on
 * `reload`, the last answer shown meanwhile; an answer after unmounting is dropped.
 */
export function useFetched<T>(load: () => Promise<T>) {
  const [fetched, setFetched] = useState<Fetched<T>>({ phase: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let active = true;
    load().then(
      (data) => {
        if (active) setFetched({ phase: 'ready', data });
      },
      (error: Error) => {
        if (active) setFetched({ phase: 'failed', message: error.message });
      },
    );
    return () => {
      active = false;
    };
  }, [load, round]);
  return { fetched, reload: useCallback(() => setRound((n) => n + 1), []) };
}
