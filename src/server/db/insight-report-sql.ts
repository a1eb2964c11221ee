// The sums a report reads of insight_days (or of its daily sums), the same SQL on both engines but for placeholders
// and the day's type.
import type { InsightsFilter } from '../../shared/insights.ts';
import { daySums } from './insight-rollup-sql.ts';

/** the columns a report groups or filters by */
export const insightColumns = ['day', 'page', 'locale', 'source', 'utm_source', 'utm_medium', 'utm_campaign', 'device'] as const;
export type InsightColumn = (typeof insightColumns)[number];

/** A report's filter as the columns it narrows. */
export const filterColumns: Record<keyof InsightsFilter, InsightColumn> = {
  page: 'page',
  locale: 'locale',
  source: 'source',
  utmSource: 'utm_source',
  utmCampaign: 'utm_campaign',
  device: 'device',
};

export interface SumQuery {
  from: string;
  to: string;
  filter: InsightsFilter;
  /** the columns grouped by; `variant` for a test's results (test-results-api.ts) */
  by: readonly (InsightColumn | 'variant')[];
  /** visitors: of each page (a visitor counted once per page); entries: once a day, by their first page */
  measure: 'visitors' | 'entries';
}

/** The table a sum reads: the first daily sum holding every column it needs, else insight_days. */
export function sumTable(columns: readonly string[]): string {
  // a daily sum's figures are insight_days' summed by its columns, so any sum over fewer columns comes out the same
  const needed = columns.filter((column) => column !== 'day');
  return daySums.find((sum) => needed.every((column) => (sum.columns as readonly string[]).includes(column)))?.table ?? 'insight_days';
}

/** Visitors and views of the rolled-up days from `from` to `to`, filtered, grouped `by`. */
export function sumSql({ from, to, filter, by, measure }: SumQuery, engine: 'sqlite' | 'postgres'): { sql: string; values: string[] } {
  const values = [from, to];
  const dayParam = engine === 'sqlite' ? '?' : '?::date';
  const where = [`day BETWEEN ${dayParam} AND ${dayParam}`];
  const filtered: InsightColumn[] = [];
  for (const [key, column] of Object.entries(filterColumns) as [keyof InsightsFilter, InsightColumn][]) {
    const value = filter[key];
    if (value === undefined) continue;
    values.push(value);
    where.push(`${column} = ?`);
    filtered.push(column);
  }
  const keys = by.map((column) => (column === 'day' && engine === 'postgres' ? 'day::text AS day' : column));
  const group = by.length ? ` GROUP BY ${by.join(', ')}` : '';
  const sql = `SELECT ${[...keys, `sum(${measure}) AS visitors`, 'sum(views) AS views'].join(', ')} FROM ${sumTable([...by, ...filtered])} WHERE ${where.join(' AND ')}${group}`;
  let n = 0;
  return { sql: engine === 'sqlite' ? sql : sql.replace(/\?/g, () => `$${++n}`), values };
}
