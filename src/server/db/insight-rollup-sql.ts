// The roll-up of one day, the same SQL on both engines (`$day` is the engine's placeholder for the day).

/** a day's sources and campaigns beyond its busiest this many are counted together as "(other)": a flood stays bounded */
export const busiestKept = 1000;
export const otherName = '(other)';

/**
 * One row per page, language, source, campaign, device and variant of the day: `visitors` the distinct visitors of
 * that page in it, `entries` those whose first page of the day it was (so a day's visitors are its entries' sum).
 */
export const rollUpSql = (day: string) => `
  INSERT INTO insight_days (day, page, locale, source, utm_source, utm_medium, utm_campaign, device, variant, visitors, entries, views)
  ${daySelectSql(day)}`;

/** A day not rolled up yet as insight_days would hold it (the report reads today so). */
export const daySelectSql = (day: string) => `
  WITH v AS (SELECT * FROM insight_visits WHERE day = ${day}),
  s AS (SELECT source FROM v GROUP BY source ORDER BY count(*) DESC, source LIMIT ${busiestKept}),
  c AS (
    SELECT utm_source, utm_medium, utm_campaign FROM v GROUP BY utm_source, utm_medium, utm_campaign
    ORDER BY count(*) DESC, utm_source, utm_medium, utm_campaign LIMIT ${busiestKept}
  ),
  g AS (
    SELECT v.visitor, v.device, v.entry_page, v.entry_locale,
      CASE WHEN s.source IS NULL THEN '${otherName}' ELSE v.source END AS source,
      CASE WHEN c.utm_source IS NULL THEN '${otherName}' ELSE v.utm_source END AS utm_source,
      CASE WHEN c.utm_source IS NULL THEN '${otherName}' ELSE v.utm_medium END AS utm_medium,
      CASE WHEN c.utm_source IS NULL THEN '${otherName}' ELSE v.utm_campaign END AS utm_campaign
    FROM v LEFT JOIN s ON s.source = v.source
      LEFT JOIN c ON c.utm_source = v.utm_source AND c.utm_medium = v.utm_medium AND c.utm_campaign = v.utm_campaign
  )
  SELECT w.day, w.page, w.locale, g.source, g.utm_source, g.utm_medium, g.utm_campaign, g.device, w.variant,
    count(*) AS visitors, sum(CASE WHEN w.page = g.entry_page AND w.locale = g.entry_locale THEN 1 ELSE 0 END) AS entries, sum(w.views) AS views
  FROM insight_views w JOIN g ON g.visitor = w.visitor
  WHERE w.day = ${day}
  GROUP BY w.day, w.page, w.locale, g.source, g.utm_source, g.utm_medium, g.utm_campaign, g.device, w.variant`;

/**
 * The small sums of insight_days a day, one table a breakdown, smallest first: the report reads the first that holds
 * every column it groups or filters by (insight-report-sql.ts), a few thousand rows for a month instead of ~800,000.
 */
export const daySums = [
  { table: 'insight_day_devices', columns: ['device'] },
  { table: 'insight_day_locales', columns: ['locale'] },
  { table: 'insight_day_pages', columns: ['page', 'locale'] },
  { table: 'insight_day_sources', columns: ['source'] },
  { table: 'insight_day_campaigns', columns: ['utm_source', 'utm_medium', 'utm_campaign'] },
] as const satisfies readonly { table: string; columns: readonly string[] }[];
export type DaySum = (typeof daySums)[number];

/** Fills a daily sum from insight_days: of `day` (the engine's placeholder) once it is rolled up, of every day without. */
export function daySumSql({ table, columns }: DaySum, day?: string): string {
  const keys = ['day', ...columns].join(', ');
  return `INSERT INTO ${table} (${keys}, visitors, entries, views)
  SELECT ${keys}, sum(visitors), sum(entries), sum(views) FROM insight_days${day === undefined ? '' : ` WHERE day = ${day}`} GROUP BY ${keys}`;
}
