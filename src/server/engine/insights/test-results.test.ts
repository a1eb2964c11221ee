// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewRow, VisitRow } from '../../db/insights-store.ts';
import { openDatabase } from '../../db/open/database.ts';
import { addDays, siteDay } from '../../../shared/site-day.ts';
import { insightsEngines, startEngines, stopEngines } from '../../test/insights-engines.ts';
import { validRequest } from '../../test/test-support.ts';
import type { ReleaseManifest } from '../releases/release-manifest.ts';
import { liveTestOf } from '../../http/editor/test-results-api.ts';
import { probabilityBBetter, visitorsNeeded } from './test-reading.ts';
import { testResults } from './test-results.ts';

beforeAll(startEngines, 120_000);
afterAll(stopEngines, 60_000);

const today = siteDay(Date.now(), 'UTC');
const [before, d2, d1] = [addDays(today, -5), addDays(today, -2), addDays(today, -1)];
const visit = (day: string, visitor: string, entryPage: string): VisitRow => ({ day, visitor, source: '', utmSource: '', utmMedium: '', utmCampaign: '', device: 'desktop', entryPage, entryLocale: 'en', firstAt: 0 });
const view = (day: string, visitor: string, page: string, variant: string, locale = 'en'): ViewRow => ({ day, visitor, page, locale, variant, views: 1 });
const credit = (variant: string | null, variantPage: string | null = variant && '/') => ({ source: '', utmSource: '', utmMedium: '', utmCampaign: '', device: 'desktop', variant, variantPage });

describe.each(insightsEngines.filter(({ available }) => available))('a test’s results on $title', ({ settings }) => {
  it('counts the visitors of each variant of the page in every language since the start, rolled up or not, and the leads credited to each', async () => {
    const chosen = await settings();
    const database = openDatabase(chosen);
    const [store, requests] = [await database.insights(), await database.requests()];
    try {
      await store.addViews({
        visits: [visit(before, 'old', '/'), visit(d2, 'a1', '/'), visit(d2, 'b1', '/'), visit(d1, 'a2', '/hi'), visit(d1, 'x', '/about-us')],
        // before the start: not counted; another page: not counted; a view with no variant: not this test's
        views: [view(before, 'old', '/', 'b'), view(d2, 'a1', '/', 'a'), view(d2, 'b1', '/', 'b'), view(d1, 'a2', '/hi', 'a', 'hi'), view(d1, 'x', '/about-us', '')],
      });
      for (const day of [before, d2, d1]) await store.rollUp(day, new Date());
      await store.addViews({ visits: [visit(today, 'b2', '/'), visit(today, 'b3', '/')], views: [view(today, 'b2', '/', 'b'), { ...view(today, 'b3', '/', 'b'), views: 2 }] });
      await requests.addRequest(validRequest, { queueMail: false, page: '/', credit: credit('b') });
      await requests.addRequest(validRequest, { queueMail: false, page: '/hi/', credit: credit('a') });
      await requests.addRequest(validRequest, { queueMail: false, page: '/', credit: credit(null) });
      await requests.addRequest(validRequest, { queueMail: false, page: '/', status: 'spam', credit: credit('b') });
      // sent from the contact page by a visitor given B of the home page: the test's; given a variant of another page: not
      await requests.addRequest(validRequest, { queueMail: false, page: '/contact-us', credit: credit('b') });
      await requests.addRequest(validRequest, { queueMail: false, page: '/contact-us', credit: credit('b', '/about-us') });

      const results = await testResults(store, { page: '/', routes: ['/', '/hi'], id: 'home-hero', startedAt: `${d2}T00:00:00.000Z` }, { timeZone: 'UTC' });
      expect(results).toMatchObject({
        page: '/',
        testId: 'home-hero',
        a: { visitors: 2, views: 2, leads: 1, conversion: 0.5 },
        b: { visitors: 3, views: 4, leads: 2, conversion: 2 / 3 },
      });
      expect(results.probabilityBBetter).toBeCloseTo(probabilityBBetter({ visitors: 2, leads: 1 }, { visitors: 3, leads: 2 }), 10);
      expect(results.visitorsNeeded).toBe(visitorsNeeded({ visitors: 2, leads: 1 }, { visitors: 3, leads: 2 }));
    } finally {
      await Promise.all([store.close(), requests.close()]);
    }
  }, 60_000);
});

describe('the test of a live page', () => {
  const page = (test?: { id: string; share: number; startedAt?: string }) => ({ inputs: 'i', html: 'h', data: 'd', ...(test && { test: { ...test, b: { inputs: 'i', html: 'h', data: 'd' } } }) });
  const manifest = { locales: ['en', 'hi'], routes: { '/': page({ id: 'home-hero', share: 50, startedAt: '2026-12-07T10:00:00.000Z' }), '/hi': page(), '/about-us': page() } } as unknown as ReleaseManifest;

  it('is found by the page’s path, with its routes in every language; a page under no test has none', () => {
    expect(liveTestOf(manifest, '/')).toEqual({ page: '/', routes: ['/', '/hi'], id: 'home-hero', startedAt: '2026-12-07T10:00:00.000Z' });
    expect(liveTestOf(manifest, '/about-us')).toBeUndefined();
    expect(liveTestOf(undefined, '/')).toBeUndefined();
  });
});
