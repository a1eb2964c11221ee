import type { Counts, TestResults, Variant } from '../../../shared/insights.ts';
import type { InsightsStore } from '../../db/insights-store.ts';
import { addDays, siteDay } from '../../../shared/site-day.ts';
import { pagePath } from '../../../shared/page-path.ts';
import { probabilityBBetter, visitorsNeeded } from './test-reading.ts';

type Store = Pick<InsightsStore, 'sum' | 'dayRows' | 'daysToRollUp' | 'leadsBetween'>;

/** A test of the live release: its page (default language), that page's routes in every language, its id and start. */
export interface LiveTest {
  page: string;
  routes: readonly string[];
  id: string;
  /** absent in a test written by hand without one: every view of the page given a variant counts */
  startedAt?: string;
}

// a view is given a variant only while its page is under test: without a start, all of them are this test's
const sinceEver = '2000-01-01';

const isVariant = (value: unknown): value is Variant => value === 'a' || value === 'b';

/**
 * What a test brought since it started: the visitors of its page (in every language) given each variant, their
 * views, and the leads of the visitors it gave a variant (sent from any page) credited to that variant; the rolled-up days from the store, the days not
 * rolled up yet from their visits. A visitor is one a day (the day's salt), as everywhere in the insights.
 */
export async function testResults(store: Store, test: LiveTest, { timeZone, now = Date.now() }: { timeZone: string; now?: number }): Promise<TestResults> {
  const from = test.startedAt ? siteDay(Date.parse(test.startedAt), timeZone) : sinceEver;
  const to = siteDay(now, timeZone);
  const routes = new Set(test.routes);
  const sums = { a: { visitors: 0, views: 0, leads: 0 }, b: { visitors: 0, views: 0, leads: 0 } };
  const add = (page: unknown, variant: unknown, visitors: number, views: number) => {
    if (typeof page === 'string' && routes.has(page) && isVariant(variant)) {
      sums[variant].visitors += visitors;
      sums[variant].views += views;
    }
  };
  for (const row of await store.sum({ from, to, filter: {}, by: ['page', 'variant'], measure: 'visitors' })) add(row.page, (row as { variant?: string }).variant, Number(row.visitors), Number(row.views));
  const open = (await store.daysToRollUp(addDays(to, 1))).filter((day) => day >= from);
  for (const day of open) for (const row of await store.dayRows(day)) add(row.page, row.variant, Number(row.visitors), Number(row.views));
  const start = test.startedAt ? new Date(test.startedAt) : new Date(Date.parse(`${sinceEver}T00:00:00Z`));
  for (const lead of await store.leadsBetween(start, new Date(now + 1))) {
    const tested = lead.variantPage ?? lead.page;
    if (tested && routes.has(pagePath(tested)) && isVariant(lead.variant)) sums[lead.variant].leads += 1;
  }
  const counts = ({ visitors, views, leads }: (typeof sums)['a']): Counts => ({ visitors, views, leads, conversion: visitors ? leads / visitors : 0 });
  const probability = probabilityBBetter(sums.a, sums.b);
  return {
    page: test.page,
    testId: test.id,
    startedAt: test.startedAt ?? '',
    a: counts(sums.a),
    b: counts(sums.b),
    probabilityBBetter: probability,
    visitorsNeeded: visitorsNeeded(sums.a, sums.b, probability),
  };
}
