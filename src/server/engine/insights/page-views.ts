import type { IncomingHttpHeaders } from 'node:http';
import type { Variant } from '../../../shared/insights.ts';
import type { InsightsStore, ViewRow, VisitCredit, VisitRow } from '../../db/insights-store.ts';
import { isCountedRequest } from './counted-request.ts';
import { visitSource } from './visit-source.ts';
import type { Visitors } from './visitors.ts';
import { inBatches } from '../../lib/batches.ts';

export interface PageViewsOptions {
  /** how often a batch is added to the store (and once more at close) */
  everyMs?: number;
  /** distinct visitors held between two batches: a flood of made-up browsers beyond it is not counted */
  pendingMax?: number;
  /** new visitors one instance stores in a day: past it, a flood is not counted until the next day */
  dayMax?: number;
  log?: (message: string) => void;
}

/** The page a view is of: its path as the release names it, its language ('' for a site of one), the variant served. */
export interface PageView {
  page: string;
  locale: string;
  /** the variant of the page's test the visitor was given; undefined when the page is not under test */
  variant?: Variant;
}

export interface CountedRequest {
  method: string;
  url: string;
  ip: string;
  headers: IncomingHttpHeaders;
}

export interface PageViews {
  /** counts a request answered with a page's HTML or its page data, when it is a person's (isCountedRequest) */
  pageView(request: CountedRequest, view: PageView): void;
  /** what a lead sent by `request` from `page` is credited to: today's visit of its visitor (this batch, else the store) */
  creditOf(request: CountedRequest, page: string): Promise<VisitCredit | undefined>;
  /** adds what was counted so far to the store now */
  flush(): Promise<void>;
  /** the last batch added, the timer stopped */
  close(): Promise<void>;
}

const keyOf = (...parts: string[]) => parts.join('\0');

/** the view a lead's variant comes from, as the stores choose it: `page` when under test, else the tested page viewed most */
const testedView = (views: ViewRow[], page: string) =>
  views.filter((view) => view.variant).sort((a, b) => Number(b.page === page) - Number(a.page === page) || b.views - a.views || (a.page < b.page ? -1 : 1))[0];

/**
 * Counts page views in memory by the day's visitor and adds them to the store in batches (every `everyMs`, never one
 * write per view): each visitor's first view of the day gives their source, campaign, device and entry page.
 */
export function countPageViews(store: Pick<InsightsStore, 'addViews' | 'creditOf'>, visitors: Pick<Visitors, 'visitorOf' | 'today'>, options: PageViewsOptions = {}): PageViews {
  const { everyMs = 5000, pendingMax = 10_000, dayMax = 1_000_000, log = () => {} } = options;
  let visits = new Map<string, VisitRow>();
  let views = new Map<string, ViewRow>();
  let dropped = 0;
  const stored = { day: '', visits: 0 };

  async function add(): Promise<void> {
    if (!visits.size) return;
    const batch = { visits: [...visits.values()], views: [...views.values()] };
    if (dropped) log(`${dropped} page views were not counted: more than ${pendingMax} visitors within one batch, or ${dayMax} in a day`);
    visits = new Map();
    views = new Map();
    dropped = 0;
    try {
      const added = await store.addViews(batch);
      const day = batch.visits[0]!.day;
      if (stored.day !== day) Object.assign(stored, { day, visits: 0 });
      stored.visits += added;
    } catch (error) {
      // a count is worth less than the pages it counts: the batch is lost, the server goes on
      log(`page views could not be stored: ${(error as Error).message}`);
    }
  }

  const batches = inBatches(add, everyMs);

  return {
    pageView(request, { page, locale, variant }) {
      if (!isCountedRequest(request)) return;
      const visitor = visitors.visitorOf(request);
      if (visitor === undefined) return;
      const day = visitors.today();
      const visitKey = keyOf(day, visitor);
      if (!visits.has(visitKey)) {
        if (visits.size >= pendingMax || (stored.day === day && stored.visits >= dayMax)) {
          dropped += 1;
          return;
        }
        visits.set(visitKey, { day, visitor, ...visitSource(request), entryPage: page, entryLocale: locale, firstAt: Date.now() });
      }
      const viewKey = keyOf(day, visitor, page, locale);
      const known = views.get(viewKey);
      if (known) known.views += 1;
      else views.set(viewKey, { day, visitor, page, locale, variant: variant ?? '', views: 1 });
    },
    async creditOf(request, page) {
      const visitor = visitors.visitorOf(request);
      if (visitor === undefined) return undefined;
      const day = visitors.today();
      // the stored visit was the first of the day; one in this batch is the first only when none is stored
      const credit = (await store.creditOf(day, visitor, page)) ?? visits.get(keyOf(day, visitor));
      if (!credit) return undefined;
      const { source, utmSource, utmMedium, utmCampaign, device } = credit;
      const pending = testedView([...views.values()].filter((view) => view.visitor === visitor && view.day === day), page);
      const stored = 'variant' in credit && credit.variant ? { variant: credit.variant, page: credit.variantPage } : undefined;
      // the page sent from first, wherever its view is counted yet; then the store's choice, made over more views
      const tested = pending?.page === page ? pending : (stored ?? pending);
      return { source, utmSource, utmMedium, utmCampaign, device, variant: tested?.variant ?? null, variantPage: tested?.page ?? null };
    },
    flush: batches.flush,
    close: batches.close,
  };
}
