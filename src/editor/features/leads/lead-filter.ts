import { isLeadStatus, type LeadStatus } from '@/shared/leads';
import { dayStart, isDay, nextDay } from '../../ui/zoned-time';

/** The list's filter as the page's address holds it: `?status=new&words=acme&from=2026-11-01`. */
export interface LeadFilter {
  words: string;
  status: LeadStatus | null;
  assignee: string;
  locale: string;
  /** days (YYYY-MM-DD) in the site's time zone, both included */
  from: string;
  to: string;
}

export const noFilter: LeadFilter = { words: '', status: null, assignee: '', locale: '', from: '', to: '' };

const textKeys = ['words', 'assignee', 'locale'] as const;

/** The filter an address names; a value that is none (a status that does not exist, a day that is not one) is left out. */
export function filterOf(params: URLSearchParams): LeadFilter {
  const status = params.get('status');
  const day = (key: 'from' | 'to') => {
    const value = params.get(key) ?? '';
    return isDay(value) ? value : '';
  };
  return {
    ...noFilter,
    ...Object.fromEntries(textKeys.map((key) => [key, params.get(key)?.trim() ?? ''])),
    status: isLeadStatus(status) ? status : null,
    from: day('from'),
    to: day('to'),
  };
}

/** The address's query for a filter, its empty parts left out, in one order: one filter, one address. */
export function searchOf(filter: LeadFilter): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  for (const key of [...textKeys, 'from', 'to'] as const) if (filter[key]) params.set(key, filter[key]);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API's query (the list, the export): days become the instants they start and end at in the site's zone. */
export function apiQuery(filter: LeadFilter, timeZone: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of textKeys) if (filter[key]) params.set(key, filter[key]);
  if (filter.status) params.set('status', filter.status);
  if (filter.from) params.set('from', dayStart(filter.from, timeZone));
  // the server's `to` is exclusive: the day after's start keeps the whole last day
  if (filter.to) params.set('to', dayStart(nextDay(filter.to), timeZone));
  return params;
}

/** The language filter's choices: the live site's languages, and the address's one when it is none of them (an old lead's). */
export const languageChoices = (siteLanguages: readonly string[], chosen: string): string[] => [...new Set([...siteLanguages, ...(chosen ? [chosen] : [])])];

export const isFiltered = (filter: LeadFilter): boolean => searchOf({ ...filter, status: null }) !== '';
