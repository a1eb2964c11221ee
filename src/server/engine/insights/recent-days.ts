import type { DayRow, InsightsStore } from '../../db/insights-store.ts';

export type ReportStore = Pick<InsightsStore, 'sum' | 'dayRows' | 'daysToRollUp' | 'leadsBetween'>;

/**
 * The store as reports read it, with a day not rolled up yet (today) read again at most every `ms`: its visitors are
 * a report's dearest read, and the view asks for several reports in a row. Today's figures are then up to `ms` old.
 */
export function withRecentDays(store: ReportStore, ms = 30_000, now = Date.now): ReportStore {
  const recent = new Map<string, { at: number; rows: Promise<DayRow[]> }>();
  return {
    sum: (query) => store.sum(query),
    daysToRollUp: (before) => store.daysToRollUp(before),
    leadsBetween: (from, to) => store.leadsBetween(from, to),
    dayRows(day) {
      const at = now();
      const known = recent.get(day);
      if (known && at - known.at < ms) return known.rows;
      // today and, just after midnight, yesterday: never more
      if (recent.size > 2) recent.clear();
      const rows = store.dayRows(day);
      recent.set(day, { at, rows });
      rows.catch(() => recent.delete(day));
      return rows;
    },
  };
}
