import { useCallback, useEffect, useState } from 'react';
import { SessionEndedError } from '../../api/request';
import type { InsightsReport } from '@/shared/insights';
import { fetchInsights } from './insights-api';

interface Answer {
  /** the request it answers: the query and the round of Try again */
  to: string;
  report: InsightsReport | null;
  /** why it failed (null also when the session ended: its own alert says so) */
  error: string | null;
}

/**
 * The report of the API query `query` (a URLSearchParams' text), asked again whenever it changes or on `retry`. The
 * last report stays while the next loads (`loading`), so the page does not jump.
 */
export function useInsights(query: string) {
  const [answer, setAnswer] = useState<Answer>({ to: '', report: null, error: null });
  const [round, setRound] = useState(0);
  const asked = `${round} ${query}`;
  useEffect(() => {
    const abort = new AbortController();
    fetchInsights(new URLSearchParams(query), abort.signal).then(
      (report) => {
        if (!abort.signal.aborted) setAnswer({ to: asked, report, error: null });
      },
      (error: Error) => {
        if (!abort.signal.aborted) setAnswer((last) => ({ to: asked, report: last.report, error: error instanceof SessionEndedError ? null : error.message }));
      },
    );
    return () => abort.abort();
  }, [query, asked]);
  const loading = answer.to !== asked;
  return { report: answer.report, loading, error: loading ? null : answer.error, retry: useCallback(() => setRound((n) => n + 1), []) };
}
