import type { Counts, DayRange, Device, InsightsFilter, InsightsReport } from '@/shared/insights';
import { addDays } from '@/shared/site-day';

// The insights API (docs/editor-api.md, "Insights") for jsdom tests, on fetch: the report worked out from counted
// rows as the server's rollup holds them (a visitor counted once per row), every request recorded.

/** What was counted of one day, page, language, source, campaign and device. */
export interface CountedRow {
  day: string;
  page: string;
  locale: string;
  source: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: Device;
  visitors: number;
  views: number;
  leads: number;
}

/** A row of counts, on 1 Dec 2026 from nowhere on a desktop unless told. */
export const counted = (fields: Partial<CountedRow>): CountedRow => ({
  day: '2026-12-01',
  page: '/',
  locale: 'en',
  source: '',
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
  device: 'desktop',
  visitors: 1,
  views: 1,
  leads: 0,
  ...fields,
});

const base = '/edit/api/insights';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const filterKeys = ['page', 'locale', 'source', 'utmSource', 'utmCampaign', 'device'] as const;


function countsOf(rows: CountedRow[]): Counts {
  const sum = (key: 'visitors' | 'views' | 'leads') => rows.reduce((total, row) => total + row[key], 0);
  const visitors = sum('visitors');
  return { visitors, views: sum('views'), leads: sum('leads'), conversion: visitors === 0 ? 0 : sum('leads') / visitors };
}

/** Rows grouped by `key`, busiest first (visitors, then views). */
function grouped<T>(rows: CountedRow[], key: (row: CountedRow) => string, fields: (row: CountedRow) => T): (T & Counts)[] {
  const groups = new Map<string, CountedRow[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return [...groups.values()].map((group) => ({ ...fields(group[0]!), ...countsOf(group) })).sort((a, b) => b.visitors - a.visitors || b.views - a.views);
}

export function reportOf(rows: CountedRow[], range: DayRange, filter: InsightsFilter, timeZone: string): InsightsReport {
  const length = Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;
  const before = { from: addDays(range.from, -length), to: addDays(range.from, -1) };
  const matching = rows.filter((row) => filterKeys.every((key) => filter[key] === undefined || row[key] === filter[key]));
  const within = ({ from, to }: DayRange) => matching.filter((row) => row.day >= from && row.day <= to);
  const shown = within(range);
  return {
    range,
    before,
    timeZone,
    filter,
    totals: countsOf(shown),
    previous: countsOf(within(before)),
    days: Array.from({ length }, (_, index) => addDays(range.from, index)).map((day) => ({ day, ...countsOf(shown.filter((row) => row.day === day)) })),
    pages: grouped(
      shown,
      (row) => `${row.page} ${row.locale}`,
      ({ page, locale }) => ({ page, locale }),
    ).slice(0, 100),
    sources: grouped(
      shown,
      (row) => row.source,
      ({ source }) => ({ source }),
    ),
    campaigns: grouped(
      shown,
      (row) => [row.utmSource, row.utmMedium, row.utmCampaign].join('\n'),
      ({ utmSource, utmMedium, utmCampaign }) => ({ utmSource, utmMedium, utmCampaign }),
    ),
    languages: grouped(
      shown,
      (row) => row.locale,
      ({ locale }) => ({ locale }),
    ),
    devices: grouped(
      shown,
      (row) => row.device,
      ({ device }) => ({ device }),
    ),
  };
}

/**
 * GET /edit/api/insights?from&to&page&locale&source&utmSource&utmCampaign&device over `rows`. `next` answers the next
 * request instead (a failure, a 401); `hold()` keeps the answers back until the function it returns is called.
 */
export function fakeInsightsApi(rows: CountedRow[], { timeZone = 'Asia/Kolkata' } = {}) {
  let held: (() => void)[] | null = null;
  const state = {
    rows,
    requests: [] as URLSearchParams[],
    next: null as Response | null,
    hold() {
      held = [];
      return () => {
        const waiting = held ?? [];
        held = null;
        for (const release of waiting) release();
      };
    },
  };

  function answer(query: URLSearchParams): Response {
    if (state.next) {
      const next = state.next;
      state.next = null;
      return next;
    }
    const from = query.get('from') ?? '';
    const to = query.get('to') ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return json({ message: 'from and to are days written YYYY-MM-DD.' }, 400);
    const filter = Object.fromEntries(filterKeys.filter((key) => query.has(key)).map((key) => [key, query.get(key)])) as InsightsFilter;
    return json(reportOf(state.rows, { from, to }, filter, timeZone));
  }

  /** the fetch to stub: `vi.stubGlobal('fetch', api.fetch)` */
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== base) return json({ message: `${url.pathname} is not part of this fake` }, 404);
    state.requests.push(url.searchParams);
    if (held) await new Promise<void>((resolve) => held!.push(resolve));
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return answer(url.searchParams);
  };
  return Object.assign(state, { fetch });
}
