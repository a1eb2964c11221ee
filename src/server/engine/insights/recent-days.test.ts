// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open/database.ts';
import { insightsEngines, startEngines, stopEngines } from '../../test/insights-engines.ts';
import { withRecentDays } from './recent-days.ts';

beforeAll(startEngines, 120_000);
afterAll(stopEngines, 60_000);

const visit = (visitor: string) => ({ day: '2026-06-01', visitor, source: '', utmSource: '', utmMedium: '', utmCampaign: '', device: 'phone', entryPage: '/', entryLocale: '', firstAt: 0 });
const view = (visitor: string) => ({ day: '2026-06-01', visitor, page: '/', locale: '', variant: '', views: 1 });

describe.each(insightsEngines.filter(({ available }) => available))('today’s visits as reports read them, on $title', ({ settings }) => {
  it('reads a day not rolled up yet again only once 30 s have passed', async () => {
    const store = await openDatabase(await settings()).insights();
    let clock = 0;
    const reading = withRecentDays(store, 30_000, () => clock);
    try {
      await store.addViews({ visits: [visit('a')], views: [view('a')] });
      expect((await reading.dayRows('2026-06-01'))[0]).toMatchObject({ visitors: 1, views: 1 });
      await store.addViews({ visits: [visit('b')], views: [view('b')] });
      clock = 29_999;
      expect((await reading.dayRows('2026-06-01'))[0]).toMatchObject({ visitors: 1, views: 1 });
      clock = 30_000;
      expect((await reading.dayRows('2026-06-01'))[0]).toMatchObject({ visitors: 2, views: 2 });
    } finally {
      await store.close();
    }
  });
});
