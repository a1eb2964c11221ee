// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open/database.ts';
import { insightsEngines, rawRows, startEngines, stopEngines } from '../../test/insights-engines.ts';
import { startVisitors } from './visitors.ts';
import { countPageViews } from './page-views.ts';

beforeAll(startEngines, 120_000);
afterAll(stopEngines, 60_000);

const request = (n: number, url = '/') => ({ method: 'GET', url, ip: '198.51.100.7', headers: { host: 'example.com', 'user-agent': `Mozilla/5.0 (Windows NT 10.0) Firefox/${n}` } });

describe.each(insightsEngines.filter(({ available }) => available))('page views in batches, on $title', ({ settings }) => {
  it('credits a lead with its visit and the variant of a tested page its visitor saw, its own first, from the batch in memory and from the store alike', async () => {
    const chosen = await settings();
    const store = await openDatabase(chosen).insights();
    const visitors = await startVisitors(store, { timeZone: 'UTC' });
    const views = countPageViews(store, visitors, { everyMs: 60_000 });
    try {
      views.pageView(request(1, '/?utm_source=ads'), { page: '/', locale: '', variant: 'b' });
      views.pageView(request(1), { page: '/offer', locale: '' });
      views.pageView(request(1), { page: '/pricing', locale: '', variant: 'a' });
      views.pageView(request(1), { page: '/pricing', locale: '', variant: 'a' });
      const expected = { source: '', utmSource: 'ads', utmMedium: '', utmCampaign: '', device: 'desktop' };
      const credits = async () => [await views.creditOf(request(1), '/'), await views.creditOf(request(1), '/offer'), await views.creditOf(request(1), '/pricing')];
      // sent from a page under test: its variant; from another page: the tested page its visitor viewed most
      const wanted = [
        { ...expected, variant: 'b', variantPage: '/' },
        { ...expected, variant: 'a', variantPage: '/pricing' },
        { ...expected, variant: 'a', variantPage: '/pricing' },
      ];
      expect(await credits()).toEqual(wanted);
      await views.flush();
      expect(await credits()).toEqual(wanted);
      // a later view, in a later batch, keeps the first view's source
      views.pageView(request(1, '/?utm_source=later'), { page: '/', locale: '' });
      expect(await views.creditOf(request(1), '/')).toEqual(wanted[0]);
      expect(await views.creditOf(request(2), '/')).toBeUndefined();
      // a tested page viewed in this batch, not stored yet, is still the one sent from
      views.pageView(request(1), { page: '/plans', locale: '', variant: 'b' });
      expect(await views.creditOf(request(1), '/plans')).toEqual({ ...expected, variant: 'b', variantPage: '/plans' });
      views.pageView(request(3), { page: '/offer', locale: '' });
      expect(await views.creditOf(request(3), '/offer')).toEqual({ ...expected, utmSource: '', variant: null, variantPage: null });
    } finally {
      await views.close();
      visitors.close();
      await store.close();
    }
  });

  it('keeps a visitor’s earliest view of the day as their visit, whichever instance writes its batch first', async () => {
    const chosen = await settings();
    const store = await openDatabase(chosen).insights();
    const visitors = await startVisitors(store, { timeZone: 'UTC' });
    const [first, second] = [countPageViews(store, visitors, { everyMs: 60_000 }), countPageViews(store, visitors, { everyMs: 60_000 })];
    try {
      first.pageView(request(1, '/?utm_source=newsletter'), { page: '/', locale: '' });
      await new Promise((resolve) => setTimeout(resolve, 5));
      second.pageView(request(1, '/about-us'), { page: '/about-us', locale: '' });
      await second.flush();
      await first.flush();
      // and a later view written last changes nothing
      second.pageView(request(1, '/faq?utm_source=ads'), { page: '/faq', locale: '' });
      await second.flush();
      expect(await rawRows(chosen, 'SELECT utm_source, entry_page FROM insight_visits')).toEqual([{ utm_source: 'newsletter', entry_page: '/' }]);
    } finally {
      await Promise.all([first.close(), second.close()]);
      visitors.close();
      await store.close();
    }
  });

  it('stops counting new visitors of the day once dayMax of them are stored', async () => {
    const chosen = await settings();
    const store = await openDatabase(chosen).insights();
    const visitors = await startVisitors(store, { timeZone: 'UTC' });
    const views = countPageViews(store, visitors, { everyMs: 60_000, dayMax: 3 });
    try {
      for (let n = 0; n < 5; n++) views.pageView(request(n), { page: '/', locale: '' });
      await views.flush();
      for (let n = 5; n < 10; n++) views.pageView(request(n), { page: '/', locale: '' });
      await views.flush();
      expect(await rawRows(chosen, 'SELECT visitor FROM insight_visits')).toHaveLength(5);
    } finally {
      await views.close();
      visitors.close();
      await store.close();
    }
  });
});
