import type { InsightsStore } from '../../db/insights-store.ts';
import { monthsBefore, siteDay } from '../../../shared/site-day.ts';

// a day is rolled up this long after it ends, once every instance's last batch of it has come
const lateMs = 10 * 60_000;

export interface RollUpOptions {
  /** SITE_TIME_ZONE: where a day ends */
  timeZone: string;
  /** INSIGHTS_KEEP_MONTHS: rolled-up days older than this are erased */
  keepMonths: number;
  /** the clock (tests pass theirs) */
  now?: () => number;
}

/**
 * Rolls every day that is over into insight_days (one instance does each, the others find it taken), deleting its
 * visitors and the salts up to it, then erases the days older than `keepMonths` months. Resolves with the days this
 * call rolled up.
 */
export async function rollUpClosedDays(store: Pick<InsightsStore, 'daysToRollUp' | 'rollUp' | 'forgetBefore'>, { timeZone, keepMonths, now = Date.now }: RollUpOptions): Promise<string[]> {
  const rolled: string[] = [];
  for (const day of await store.daysToRollUp(siteDay(now() - lateMs, timeZone))) {
    if (await store.rollUp(day, new Date(now()))) rolled.push(day);
  }
  await store.forgetBefore(monthsBefore(siteDay(now(), timeZone), keepMonths));
  return rolled;
}

/** Rolls up at start and every `everyMs` (10 minutes), each instance; a failure is logged and tried again later. */
export function startRollUps(store: Parameters<typeof rollUpClosedDays>[0], options: RollUpOptions & { everyMs?: number; log?: (message: string) => void }): { close(): Promise<void> } {
  const { everyMs = 10 * 60_000, log = () => {} } = options;
  let running: Promise<unknown> | undefined;
  const run = () =>
    (running ??= rollUpClosedDays(store, options)
      .catch((error: Error) => log(`the page views of past days could not be rolled up: ${error.message}`))
      .finally(() => (running = undefined)));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
