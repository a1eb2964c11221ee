import type { Counts, Device, InsightsFilter, InsightsReport } from '../../../shared/insights.ts';
import type { LeadRow, SumRow } from '../../db/insights-store.ts';
import type { ReportStore } from './recent-days.ts';
import { filterColumns, type InsightColumn } from '../../db/insight-report-sql.ts';
import { addDays, siteDay } from '../../../shared/site-day.ts';
import { utcOfLocal } from '../../../shared/local-time.ts';
import { pagePath } from '../../../shared/page-path.ts';
import { localeOfPath } from '../../../shared/localize.ts';

export interface ReportQuery {
  from: string;
  to: string;
  filter: InsightsFilter;
  timeZone: string;
  /** the site's day now */
  today: string;
  /** the live site's languages, the default first; undefined for a site of one */
  locales: readonly string[] | undefined;
}

type Row = Partial<Record<InsightColumn, string>> & { visitors: number; views: number; leads: number };

/** A lead as the rows of insight_days name it: its day, page and language, its visit's source, campaign and device. */
function leadColumns(lead: LeadRow, dayOf: (instant: number) => string, locales: readonly string[] | undefined): Record<InsightColumn, string | null> {
  const page = lead.page ? pagePath(lead.page) : '';
  return {
    day: dayOf(lead.createdAt.getTime()),
    page,
    locale: locales ? localeOfPath(page || '/', locales) : '',
    source: lead.source,
    utm_source: lead.utmSource,
    utm_medium: lead.utmMedium,
    utm_campaign: lead.utmCampaign,
    device: lead.device,
  };
}

/** Whether a row is one `filter` keeps. */
function filtering(filter: InsightsFilter): (row: Partial<Record<InsightColumn, string | null>>) => boolean {
  const wanted = (Object.entries(filterColumns) as [keyof InsightsFilter, InsightColumn][]).filter(([key]) => filter[key] !== undefined).map(([key, column]) => [column, filter[key]] as const);
  return (row) => wanted.every(([column, value]) => row[column] === value);
}

/** The instant a site day begins (its first minute the clocks show). */
const startOf = (day: string, timeZone: string) => {
  const start = utcOfLocal(`${day}T00:00`, timeZone);
  return start.ok ? start.utc : new Date(Date.parse(`${day}T00:00:00Z`));
};

/** The site day of an instant from `from` to the end of `to`, by the days' starts: one time-zone lookup a day, not one a lead. */
function daysOf(from: string, to: string, timeZone: string): (instant: number) => string {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  const starts = days.map((day) => startOf(day, timeZone).getTime());
  const end = startOf(addDays(to, 1), timeZone).getTime();
  return (instant) => {
    if (instant < starts[0]! || instant >= end) return siteDay(instant, timeZone);
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= instant) low = middle;
      else high = middle - 1;
    }
    return days[low]!;
  };
}

/**
 * Sums for a range: the rolled-up days from the store, the days not rolled up yet (today) from their visits, and the
 * leads of the range counted by the same columns. One call per breakdown; the measure is as `sumQuery` says.
 */
export function reportReader(store: ReportStore, { from, to, filter, timeZone, locales }: Omit<ReportQuery, 'today'>) {
  const kept = filtering(filter);
  const dayOf = daysOf(from, to, timeZone);
  const open = store.daysToRollUp(addDays(to, 1)).then(async (days) => (await Promise.all(days.filter((day) => day >= from).map((day) => store.dayRows(day)))).flat().filter(kept));
  const leads = store.leadsBetween(startOf(from, timeZone), startOf(addDays(to, 1), timeZone)).then((rows) => rows.map((lead) => leadColumns(lead, dayOf, locales)).filter(kept));

  /** `unknownLeads`: a lead whose visit is not known is counted with empty columns (CSV), else left out of a breakdown by them */
  return async function sums(by: readonly InsightColumn[], measure: 'visitors' | 'entries', unknownLeads = false): Promise<Row[]> {
    const rolled = await store.sum({ from, to, filter, by, measure });
    const rows = new Map<string, Row>();
    // a key of the grouped values: none holds control characters (visit-source.ts removes them); null is \u0001
    const keyOf = (row: Partial<Record<InsightColumn, string | null>>) => by.map((column) => row[column] ?? '\u0001').join('\u0000');
    const add = (row: Partial<Record<InsightColumn, string | null>>, visitors: number, views: number, leads: number) => {
      const key = keyOf(row);
      let known = rows.get(key);
      if (!known) rows.set(key, (known = { ...Object.fromEntries(by.map((column) => [column, row[column] ?? ''])), visitors: 0, views: 0, leads: 0 }));
      known.visitors += visitors;
      known.views += views;
      known.leads += leads;
    };
    for (const row of rolled as SumRow[]) add(row, Number(row.visitors), Number(row.views), 0);
    for (const row of await open) add(row, Number(row[measure]), Number(row.views), 0);
    for (const lead of await leads) if (unknownLeads || by.every((column) => lead[column] !== null)) add(lead, 0, 0, 1);
    return [...rows.values()];
  };
}

const counts = ({ visitors, views, leads }: Row): Counts => ({ visitors, views, leads, conversion: visitors ? leads / visitors : 0 });
const busiest = (a: Row, b: Row) => b.visitors - a.visitors || b.views - a.views || b.leads - a.leads;
const none: Row = { visitors: 0, views: 0, leads: 0 };

/** The report of a range (both ends included) and the period of the same length before it, as the Insights view shows it. */
export async function insightsReport(store: ReportStore, query: ReportQuery): Promise<InsightsReport> {
  const { from, to, filter, timeZone } = query;
  const length = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  const before = { from: addDays(from, -length), to: addDays(from, -1) };
  // a visitor is counted once a day, by their first page; narrowed to one page, once by that page
  const measure = filter.page === undefined ? 'entries' : 'visitors';
  const sums = reportReader(store, query);
  const [totals, previous, days, pages, sources, campaigns, languages, devices] = await Promise.all([
    sums([], measure),
    reportReader(store, { ...query, ...before })([], measure),
    sums(['day'], measure),
    sums(['page', 'locale'], 'visitors'),
    sums(['source'], measure),
    sums(['utm_source', 'utm_medium', 'utm_campaign'], measure),
    sums(['locale'], measure),
    sums(['device'], measure),
  ]);
  const byDay = new Map(days.map((row) => [row.day!, row]));
  return {
    range: { from, to },
    before,
    timeZone,
    filter,
    totals: counts(totals[0] ?? none),
    previous: counts(previous[0] ?? none),
    days: Array.from({ length }, (_, i) => addDays(from, i)).map((day) => ({ day, ...counts(byDay.get(day) ?? none) })),
    pages: pages.sort(busiest).slice(0, 100).map((row) => ({ page: row.page!, locale: row.locale!, ...counts(row) })),
    sources: sources.sort(busiest).map((row) => ({ source: row.source!, ...counts(row) })),
    campaigns: campaigns
      .filter((row) => row.utm_source || row.utm_medium || row.utm_campaign)
      .sort(busiest)
      .map((row) => ({ utmSource: row.utm_source!, utmMedium: row.utm_medium!, utmCampaign: row.utm_campaign!, ...counts(row) })),
    languages: languages.sort(busiest).map((row) => ({ locale: row.locale!, ...counts(row) })),
    devices: devices.sort(busiest).map((row) => ({ device: row.device as Device, ...counts(row) })),
  };
}
