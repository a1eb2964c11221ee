import { useCallback, useState } from 'react';
import type { Lead } from '@/shared/leads';

// "New since your last visit": the highest lead id an account's list has shown, kept in this browser per account.

export const seenKey = (email: string) => `leads-seen:${email}`;

/** The id stored for `email`, or null on a first visit (or storage the browser refuses). */
export function readSeen(storage: Storage, email: string): number | null {
  try {
    const id = Number(storage.getItem(seenKey(email)) ?? '');
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** Stores `id` unless a higher one is stored: another tab may have shown newer leads. */
export function rememberSeen(storage: Storage, email: string, id: number): void {
  const stored = readSeen(storage, email);
  if (stored !== null && stored >= id) return;
  try {
    storage.setItem(seenKey(email), String(id));
  } catch {
    // full or refused storage: the markers then cover only this visit
  }
}

export const isNewSince = (id: number, baseline: number | null): boolean => baseline !== null && id > baseline;

/**
 * The id leads are new above for this page's whole life (read once, so going to a lead and back keeps the markers),
 * and `see`, called with each list shown, which stores its newest id. On a first visit nothing shown at once is new.
 */
export function useSeenLeads(email: string) {
  const [baseline, setBaseline] = useState(() => readSeen(localStorage, email));
  const see = useCallback(
    (leads: Lead[]) => {
      const newest = leads.reduce((max, lead) => Math.max(max, lead.id), 0);
      setBaseline((current) => current ?? newest);
      if (newest > 0) rememberSeen(localStorage, email, newest);
    },
    [email],
  );
  return { baseline, see };
}
