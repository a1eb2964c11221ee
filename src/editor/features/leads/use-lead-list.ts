import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../../api/request';
import { fetchLeads } from './leads-api';
import type { Lead, LeadPage } from '@/shared/leads';

/** What the list shows for one query: its pages so far, or why it has none. */
interface Shown {
  key: string;
  page: LeadPage | null;
  error: string | null;
}

/** A fresh first page on top of the pages shown: the older pages stay, less what the first page now holds. */
function merged(fresh: LeadPage, shown: LeadPage | null): LeadPage {
  const oldest = fresh.leads.at(-1)?.id;
  if (!shown || oldest === undefined) return fresh;
  return { ...fresh, leads: [...fresh.leads, ...shown.leads.filter((lead) => lead.id < oldest)] };
}

export const newestOf = (leads: Lead[]): number => leads.reduce((max, lead) => Math.max(max, lead.id), 0);

/**
 * The list for the API query `key`: its first page is asked for whenever the query changes, the previous list shown
 * (`busy`) until it answers; `showMore` adds the next page (keyset, after the last id), `refresh` asks for the first
 * page again and answers how many leads it brought that are newer than any shown. `onShown` sees every page shown.
 */
export function useLeadList(key: string, onShown: (leads: Lead[]) => void) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [more, setMore] = useState<{ key: string; busy: boolean; error: string | null } | null>(null);
  const latest = useRef(shown);
  useEffect(() => {
    latest.current = shown;
  });

  useEffect(() => {
    const controller = new AbortController();
    fetchLeads(new URLSearchParams(key), null, controller.signal).then(
      (page) => {
        setShown({ key, page, error: null });
        onShown(page.leads);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setShown({ key, page: null, error: errorText(error) });
      },
    );
    return () => controller.abort();
  }, [key, onShown]);

  const showMore = async (): Promise<Lead | undefined> => {
    const page = latest.current?.key === key ? latest.current.page : null;
    const last = page?.leads.at(-1);
    if (!page || !last || (more?.key === key && more.busy)) return;
    setMore({ key, busy: true, error: null });
    try {
      const next = await fetchLeads(new URLSearchParams(key), last.id);
      setShown((current) => (current?.key === key && current.page ? { ...current, page: { ...next, leads: [...current.page.leads, ...next.leads.filter((lead) => lead.id < last.id)] } } : current));
      setMore({ key, busy: false, error: null });
      onShown(next.leads);
      return next.leads[0];
    } catch (error) {
      setMore({ key, busy: false, error: errorText(error) });
    }
  };

  const refresh = useCallback(async (): Promise<number> => {
    const fresh = await fetchLeads(new URLSearchParams(key), null);
    const before = latest.current?.key === key ? latest.current.page : null;
    const newest = before ? newestOf(before.leads) : Infinity;
    setShown((current) => (current?.key === key ? { key, page: merged(fresh, current.page), error: null } : current));
    onShown(fresh.leads);
    return fresh.leads.filter((lead) => lead.id > newest).length;
  }, [key, onShown]);

  const current = shown?.key === key ? shown : null;
  const moreNow = more?.key === key ? more : null;
  return {
    /** the list shown: the query's, or the previous one's while the query's first page is on its way */
    page: shown?.page ?? null,
    error: current?.error ?? null,
    busy: current === null,
    moreBusy: moreNow?.busy ?? false,
    moreError: moreNow?.error ?? null,
    showMore,
    refresh,
  };
}
