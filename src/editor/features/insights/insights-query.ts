import { devices, type DayRange, type Device, type InsightsFilter } from '@/shared/insights';
import { isDay } from '../../ui/zoned-time';
import { addDays } from '@/shared/site-day';

/** The days a report covers as the address names them: the last 1, 7 or 30 days (today included), or two days. */
export type Period = { kind: 'last'; days: PresetDays } | { kind: 'range'; from: string; to: string };

export const presetDays = [1, 7, 30] as const;
export type PresetDays = (typeof presetDays)[number];
const defaultDays: PresetDays = 7;
const defaultPeriod: Period = { kind: 'last', days: defaultDays };

/** What the view shows, all of it in the address: `?days=30&source=news.example.com`, `?from=2026-11-01&to=2026-11-15`. */
export interface InsightsQuery {
  period: Period;
  filter: InsightsFilter;
}

// in the address's order; `source` present but empty is "Direct", absent is every source
export const filterKeys = ['page', 'locale', 'source', 'utmSource', 'utmCampaign', 'device'] as const;
export type FilterKey = (typeof filterKeys)[number];

const isDevice = (value: string): value is Device => (devices as readonly string[]).includes(value);

function periodOf(params: URLSearchParams): Period {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (isDay(from) && isDay(to)) return from <= to ? { kind: 'range', from, to } : { kind: 'range', from: to, to: from };
  const days = Number(params.get('days'));
  return presetDays.includes(days as PresetDays) ? { kind: 'last', days: days as PresetDays } : defaultPeriod;
}

/** The query an address names; a value that is none (a day that is not one, a device that does not exist) is left out. */
export function queryOf(params: URLSearchParams): InsightsQuery {
  const filter: InsightsFilter = {};
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value === null) continue;
    if (key === 'device') {
      if (isDevice(value)) filter.device = value;
    } else if (value !== '' || key === 'source') filter[key] = value;
  }
  return { period: periodOf(params), filter };
}

/** The address's query for what the view shows, in one order: one view, one address (the default period left out). */
export function searchOf({ period, filter }: InsightsQuery): string {
  const params = new URLSearchParams();
  if (period.kind === 'range') {
    params.set('from', period.from);
    params.set('to', period.to);
  } else if (period.days !== defaultDays) params.set('days', String(period.days));
  for (const key of filterKeys) if (filter[key] !== undefined) params.set(key, filter[key]);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The same query with these filters added (or, as undefined, taken away). */
export const narrowed = (query: InsightsQuery, change: Partial<Record<FilterKey, string | undefined>>): InsightsQuery => {
  const filter = { ...query.filter, ...change } as InsightsFilter;
  for (const key of filterKeys) if (filter[key] === undefined) delete filter[key];
  return { ...query, filter };
};

/** The days a period covers, `today` being the site's today. */
export function rangeOf(period: Period, today: string): DayRange {
  return period.kind === 'range' ? { from: period.from, to: period.to } : { from: addDays(today, 1 - period.days), to: today };
}

/** The API's query (the report, the CSV): the days, then the filters. */
export function apiQuery(query: InsightsQuery, today: string): URLSearchParams {
  const { from, to } = rangeOf(query.period, today);
  const params = new URLSearchParams({ from, to });
  for (const key of filterKeys) if (query.filter[key] !== undefined) params.set(key, query.filter[key]);
  return params;
}

/** Where a link to `query` goes, for the router: the page itself with the query's search. */
export const placeOf = (query: InsightsQuery) => ({ pathname: '/', search: searchOf(query) });
