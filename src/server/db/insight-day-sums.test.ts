// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device, InsightsFilter } from '../../shared/insights.ts';
import { openDatabase } from './open/database.ts';
import { daySums } from './insight-rollup-sql.ts';
import { filterColumns, type InsightColumn } from './insight-report-sql.ts';
import type { InsightsStore, ViewRow, VisitRow } from './insights-store.ts';
import { insightsEngines, rawRows, startEngines, stopEngines } from '../test/insights-engines.ts';

beforeAll(startEngines, 120_000);
afterAll(stopEngines, 60_000);

const days = ['2026-05-02', '2026-05-03', '2026-05-04'];
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

/** Visitors of varied source, campaign, device and pages, each day a little different. */
async function addDays(store: InsightsStore): Promise<void> {
  for (const [d, day] of days.entries()) {
    const visits: VisitRow[] = [];
    const views: ViewRow[] = [];
    for (let i = 0; i < 30 + d * 7; i += 1) {
      const visitor = `v${i}`;
      const pages = [pick(['/', '/about', '/services', '/contact'], i + d), pick(['/', '/blog', '/about'], i * 3)];
      const locale = pick(['en', 'hi'], i + d);
      const campaign = pick([['', '', ''], ['news', 'email', 'may'], ['ads', 'cpc', 'may'], ['ads', 'cpc', 'june']], i * 5 + d);
      visits.push({
        day,
        visitor,
        source: pick(['', 'news.example', 'search.example'], i * 7),
        utmSource: campaign[0]!,
        utmMedium: campaign[1]!,
        utmCampaign: campaign[2]!,
        device: pick(['phone', 'tablet', 'desktop'], i + 2 * d),
        entryPage: pages[0]!,
        entryLocale: locale,
        firstAt: 0,
      });
      for (const [n, page] of [...new Set(pages)].entries()) views.push({ day, visitor, page, locale: n ? pick(['en', 'hi'], i) : locale, variant: pick(['', 'a', 'b'], i), views: 1 + ((i + n) % 4) });
    }
    await store.addViews({ visits, views });
    await store.rollUp(day, new Date(`${day}T23:00:00Z`));
  }
}

/** The same sum straight over insight_days, as the report asked for it before the daily sums. */
const overDays = (by: readonly InsightColumn[], measure: string, column: InsightColumn | undefined) =>
  [
    `SELECT ${[...by.map((key) => (key === 'day' ? 'CAST(day AS TEXT) AS day' : key)), `sum(${measure}) AS visitors`, 'sum(views) AS views'].join(', ')} FROM insight_days`,
    `WHERE day BETWEEN ? AND ?${column ? ` AND ${column} = ?` : ''}`,
    by.length ? `GROUP BY ${by.join(', ')}` : '',
  ].join(' ');

const sorted = (rows: Record<string, unknown>[]) =>
  rows.map((row) => ({ ...row, visitors: Number(row.visitors), views: Number(row.views) })).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

const breakdowns: InsightColumn[][] = [[], ['day'], ['page', 'locale'], ['source'], ['utm_source', 'utm_medium', 'utm_campaign'], ['locale'], ['device']];
const filters: InsightsFilter[] = [{}, { page: '/about' }, { locale: 'hi' }, { source: 'news.example' }, { utmSource: 'ads' }, { utmCampaign: 'may' }, { device: 'tablet' as Device }];

describe.each(insightsEngines.filter(({ available }) => available))('the daily sums of insight_days, on $title', ({ settings }) => {
  it('give every breakdown of the report, unfiltered and filtered by each column, as insight_days does', async () => {
    const chosen = await settings();
    const store = await openDatabase(chosen).insights();
    try {
      await addDays(store);
      for (const { table } of daySums) expect(Number((await rawRows<{ n: number }>(chosen, `SELECT count(*) AS n FROM ${table}`))[0]!.n), table).toBeGreaterThan(days.length);
      for (const by of breakdowns)
        for (const filter of filters)
          for (const measure of ['visitors', 'entries'] as const) {
            const [key, value] = Object.entries(filter)[0] ?? [];
            const column = key === undefined ? undefined : filterColumns[key as keyof InsightsFilter];
            const expected = await rawRows<Record<string, unknown>>(chosen, overDays(by, measure, column), [days[1], days[2], ...(value === undefined ? [] : [value])]);
            expect(expected.length, 'a filter that matches nothing proves nothing').toBeGreaterThan(0);
            expect(Number(expected[0]!.views)).toBeGreaterThan(0);
            const got = await store.sum({ from: days[1]!, to: days[2]!, filter, by, measure });
            expect(sorted(got), JSON.stringify({ by, filter, measure })).toEqual(sorted(expected));
          }
    } finally {
      await store.close();
    }
  });

  it('are erased with their days', async () => {
    const chosen = await settings();
    const store = await openDatabase(chosen).insights();
    try {
      await addDays(store);
      await store.forgetBefore(days[2]!);
      for (const { table } of daySums) {
        const left = await rawRows<{ day: string }>(chosen, `SELECT DISTINCT CAST(day AS TEXT) AS day FROM ${table}`);
        expect(left, table).toEqual([{ day: days[2] }]);
      }
    } finally {
      await store.close();
    }
  });
});
