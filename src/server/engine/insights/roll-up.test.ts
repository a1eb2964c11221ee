// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open/database.ts';
import type { ViewRow, VisitRow } from '../../db/insights-store.ts';
import { insightsEngines, rawRows, startEngines, stopEngines } from '../../test/insights-engines.ts';
import { rollUpClosedDays } from './roll-up.ts';

beforeAll(startEngines, 120_000);
afterAll(stopEngines, 60_000);

const visit = (day: string, visitor: string, source: string, entryPage: string): VisitRow => ({ day, visitor, source, utmSource: '', utmMedium: '', utmCampaign: '', device: 'phone', entryPage, entryLocale: 'en', firstAt: 0 });
const view = (day: string, visitor: string, page: string, views: number, variant = ''): ViewRow => ({ day, visitor, page, locale: 'en', variant, views });
const options = (at: string) => ({ timeZone: 'Europe/Berlin', keepMonths: 25, now: () => Date.parse(at) });

interface DayRow {
  day: string;
  page: string;
  source: string;
  variant: string;
  visitors: number;
  entries: number;
  views: number;
}
const daysOf = async (settings: Parameters<typeof rawRows>[0]) =>
  (await rawRows<DayRow>(settings, 'SELECT CAST(day AS TEXT) AS day, page, source, variant, visitors, entries, views FROM insight_days ORDER BY day, page, source, variant')).map((row) => ({
    ...row,
    visitors: Number(row.visitors),
    entries: Number(row.entries),
    views: Number(row.views),
  }));

describe.each(insightsEngines.filter(({ available }) => available))('the roll-up of days that are over, on $title', ({ settings }) => {
  it('rolls a day up once it is over in the site’s time zone, once for two instances, and deletes its visitors and salt', async () => {
    const chosen = await settings();
    const [one, two] = [await openDatabase(chosen).insights(), await openDatabase(chosen).insights()];
    try {
      await one.daySalts(['2026-05-04', '2026-05-05']);
      await one.addViews({
        visits: [visit('2026-05-04', 'v1', 'news.example', '/'), visit('2026-05-04', 'v2', '', '/about'), visit('2026-05-05', 'v3', '', '/')],
        views: [view('2026-05-04', 'v1', '/', 2, 'b'), view('2026-05-04', 'v1', '/about', 1), view('2026-05-04', 'v2', '/about', 3), view('2026-05-05', 'v3', '/', 1)],
      });
      // Berlin's midnight is 22:00 UTC in May; the day waits ten minutes for late batches
      expect(await rollUpClosedDays(one, options('2026-05-04T22:05:00Z'))).toEqual([]);
      const [first, second] = await Promise.all([rollUpClosedDays(one, options('2026-05-04T22:11:00Z')), rollUpClosedDays(two, options('2026-05-04T22:11:00Z'))]);
      expect([...first, ...second]).toEqual(['2026-05-04']);
      expect(await daysOf(chosen)).toEqual([
        { day: '2026-05-04', page: '/', source: 'news.example', variant: 'b', visitors: 1, entries: 1, views: 2 },
        { day: '2026-05-04', page: '/about', source: '', variant: '', visitors: 1, entries: 1, views: 3 },
        { day: '2026-05-04', page: '/about', source: 'news.example', variant: '', visitors: 1, entries: 0, views: 1 },
      ]);
      expect(await rawRows(chosen, 'SELECT CAST(day AS TEXT) AS day, visitor FROM insight_visits')).toEqual([{ day: '2026-05-05', visitor: 'v3' }]);
      expect(await rawRows(chosen, 'SELECT CAST(day AS TEXT) AS day FROM insight_views')).toEqual([{ day: '2026-05-05' }]);
      expect(await rawRows(chosen, 'SELECT CAST(day AS TEXT) AS day FROM insight_salts')).toEqual([{ day: '2026-05-05' }]);

      // a batch that came too late for its day is deleted, never added twice
      await two.addViews({ visits: [visit('2026-05-04', 'v9', '', '/')], views: [view('2026-05-04', 'v9', '/', 1)] });
      expect(await rollUpClosedDays(two, options('2026-05-04T23:00:00Z'))).toEqual([]);
      expect(await daysOf(chosen)).toHaveLength(3);
      expect(await rawRows(chosen, 'SELECT visitor FROM insight_visits')).toEqual([{ visitor: 'v3' }]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('counts a day’s rarest sources beyond its busiest 1,000 as “(other)”, and erases days past INSIGHTS_KEEP_MONTHS', async () => {
    const chosen = await settings();
    const store = await openDatabase(chosen).insights();
    try {
      const day = '2026-05-04';
      const visitors = Array.from({ length: 1003 }, (_, i) => `r${i}`);
      await store.addViews({
        visits: [...visitors.map((visitor, i) => visit(day, visitor, `site-${String(i).padStart(4, '0')}.example`, '/')), visit(day, 'big1', 'big.example', '/'), visit(day, 'big2', 'big.example', '/')],
        views: [...visitors, 'big1', 'big2'].map((visitor) => view(day, visitor, '/', 1)),
      });
      await store.addViews({ visits: [visit('2024-04-03', 'old', '', '/'), visit('2024-04-04', 'kept', '', '/')], views: [view('2024-04-03', 'old', '/', 1), view('2024-04-04', 'kept', '/', 1)] });
      expect(await rollUpClosedDays(store, options('2026-05-05T12:00:00Z'))).toEqual(['2024-04-03', '2024-04-04', day]);
      const rows = await daysOf(chosen);
      expect(rows.filter((row) => row.day === day)).toHaveLength(1001);
      expect(rows.find((row) => row.source === 'big.example')).toMatchObject({ visitors: 2 });
      // 1,004 sources: the four rarest, last by name
      expect(rows.find((row) => row.source === '(other)')).toMatchObject({ visitors: 4, entries: 4, views: 4 });
      expect(rows.find((row) => row.source === 'site-1002.example')).toBeUndefined();
      // 25 months before 2026-05-05 is 2024-04-05
      expect(rows.filter((row) => row.day < day)).toEqual([]);
      await store.addViews({ visits: [visit('2024-04-05', 'kept', '', '/')], views: [view('2024-04-05', 'kept', '/', 1)] });
      await rollUpClosedDays(store, options('2026-05-05T12:00:00Z'));
      expect((await daysOf(chosen)).filter((row) => row.day < day).map((row) => row.day)).toEqual(['2024-04-05']);
    } finally {
      await store.close();
    }
  });
});
