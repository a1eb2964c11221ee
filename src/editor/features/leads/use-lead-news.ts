import { useEffect, useRef } from 'react';
import { waitForNews } from './leads-api';
import { leadsSettings } from './leads-settings';

/** Resolves after `ms`, or at once when `signal` aborts. */
export const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Asks the server, one long request after another, for a lead newer than the newest known; `onNews` gets its id (and
 * the next request waits until it has done its work). A failed request is tried again after a pause that doubles up
 * to a limit; two requests are never closer than the least gap, whatever the server answers. Ends with `signal`.
 */
export async function pollNews(signal: AbortSignal, shownNewest: () => number, onNews: (newest: number) => Promise<void>): Promise<void> {
  const { newsMinGapMs, newsRetryMs, newsRetryMaxMs } = leadsSettings;
  let after = shownNewest();
  let failures = 0;
  while (!signal.aborted) {
    const started = Date.now();
    try {
      after = Math.max(after, shownNewest());
      const newest = await waitForNews(after, signal);
      if (newest !== null && newest > after) {
        await onNews(newest);
        after = newest;
      }
      failures = 0;
      await pause(newsMinGapMs - (Date.now() - started), signal);
    } catch {
      failures += 1;
      await pause(Math.min(newsRetryMs * 2 ** (failures - 1), newsRetryMaxMs), signal);
    }
  }
}

/** pollNews while the component is mounted and `newest` (the newest lead shown) is known. */
export function useLeadNews(newest: number | null, onNews: (newest: number) => Promise<void>) {
  const latest = useRef({ newest, onNews });
  useEffect(() => {
    latest.current = { newest, onNews };
  });
  const known = newest !== null;
  useEffect(() => {
    if (!known) return;
    const controller = new AbortController();
    void pollNews(
      controller.signal,
      () => latest.current.newest ?? 0,
      (id) => latest.current.onNews(id),
    );
    return () => controller.abort();
  }, [known]);
}
