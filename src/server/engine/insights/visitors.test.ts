// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open/database.ts';
import type { InsightsStore } from '../../db/insights-store.ts';
import { insightsEngines, rawRows, startEngines, stopEngines } from '../../test/insights-engines.ts';
import { startVisitors } from './visitors.ts';

beforeAll(startEngines, 120_000);
afterAll(stopEngines, 60_000);

const hourMs = 3_600_000;
const phone = { ip: '203.0.113.5', headers: { host: 'example.com', 'user-agent': 'Mozilla/5.0 (iPhone)' } };

describe.each(insightsEngines.filter(({ available }) => available))('the visitors of a day, on $title', ({ settings }) => {
  it('is the same visitor on two instances all day in the site’s time zone, another the next day, and yesterday’s salt is deleted', async () => {
    const chosen = await settings();
    const stores: InsightsStore[] = [await openDatabase(chosen).insights(), await openDatabase(chosen).insights()];
    // 23:30 in Kolkata is 18:00 UTC: the site's day ends half an hour later, not at UTC's midnight
    let clock = Date.parse('2026-03-10T18:00:00Z');
    const now = () => clock;
    const [one, two] = await Promise.all(stores.map((store) => startVisitors(store, { timeZone: 'Asia/Kolkata', now })));
    try {
      expect(one!.today()).toBe('2026-03-10');
      const visitor = one!.visitorOf(phone);
      expect(visitor).toMatch(/^[\w-]{22}$/);
      expect(two!.visitorOf(phone)).toBe(visitor);
      expect(one!.visitorOf({ ...phone, ip: '203.0.113.6' })).not.toBe(visitor);
      expect(one!.visitorOf({ ...phone, headers: { host: 'example.com' } })).toBeUndefined();

      clock += hourMs;
      expect(one!.today()).toBe('2026-03-11');
      const tomorrows = one!.visitorOf(phone);
      expect(tomorrows).toMatch(/^[\w-]{22}$/);
      expect(tomorrows).not.toBe(visitor);
      expect(two!.visitorOf(phone)).toBe(tomorrows);
      await two!.refresh();
      expect(await rawRows(chosen, 'SELECT CAST(day AS TEXT) AS day FROM insight_salts ORDER BY day')).toEqual([{ day: '2026-03-11' }, { day: '2026-03-12' }]);
    } finally {
      for (const visitors of [one, two]) visitors?.close();
      await Promise.all(stores.map((store) => store.close()));
    }
  });
});
