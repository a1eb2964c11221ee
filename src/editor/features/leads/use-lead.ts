import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../../api/request';
import { addNote, changeLead, eraseLead, fetchLead } from './leads-api';
import type { LeadChange, LeadDetail } from '@/shared/leads';
import { leadsLabels } from './labels';

export type LoadedLead = { phase: 'loading' } | { phase: 'failed'; message: string | null } | { phase: 'ready'; lead: LeadDetail };

/** What the last action came to: said politely when done, as an alert when refused. */
export interface LeadNotice {
  text: string;
  tone: 'info' | 'danger';
}

const described = (change: LeadChange) => ('status' in change ? leadsLabels.statusChanged(leadsLabels.status[change.status]) : leadsLabels.assigned(change.assignee));

/**
 * One lead with its notes and history, and what may be done to it. Each action asks for the lead again afterwards,
 * so its history, notes and revision are the server's; a change someone else made first (409) shows their lead and
 * their words, never overwriting it.
 */
export function useLead(id: number) {
  const [loaded, setLoaded] = useState<{ id: number; lead: LoadedLead } | null>(null);
  const [notice, setNotice] = useState<LeadNotice | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchLead(id, controller.signal).then(
      (lead) => setLoaded({ id, lead: { phase: 'ready', lead } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ id, lead: { phase: 'failed', message: errorText(error) } });
      },
    );
    return () => controller.abort();
  }, [id]);

  // an answer that cannot be had leaves the lead as shown: the notice already says what went wrong
  const reload = useCallback(async () => {
    const lead = await fetchLead(id).catch(() => null);
    if (lead) setLoaded({ id, lead: { phase: 'ready', lead } });
  }, [id]);

  const lead = loaded?.id === id ? loaded.lead : ({ phase: 'loading' } as const);
  const ready = lead.phase === 'ready' ? lead.lead : null;
  const withLead = (fields: Partial<LeadDetail>) => setLoaded((current) => (current?.lead.phase === 'ready' ? { id, lead: { phase: 'ready', lead: { ...current.lead.lead, ...fields } } } : current));

  async function act(work: () => Promise<LeadNotice | null>): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    setNotice(null);
    const result = await work();
    setNotice(result);
    await reload();
    setBusy(false);
    return result?.tone !== 'danger';
  }

  const change = (next: LeadChange) =>
    act(async () => {
      if (!ready) return null;
      const result = await changeLead(id, ready.revision, next);
      if (result.kind === 'changed') {
        withLead(result.lead);
        return { text: described(next), tone: 'info' };
      }
      if (result.kind === 'conflict') {
        withLead(result.lead);
        return { text: result.message, tone: 'danger' };
      }
      return result.kind === 'failed' ? { text: leadsLabels.notSaved(result.message), tone: 'danger' } : null;
    });

  const note = (text: string) =>
    act(async () => {
      const result = await addNote(id, text);
      if (result.kind === 'done') return { text: leadsLabels.noteAdded, tone: 'info' };
      return result.kind === 'failed' ? { text: leadsLabels.notSaved(result.message), tone: 'danger' } : null;
    });

  const erase = () =>
    act(async () => {
      const result = await eraseLead(id);
      // once erased the page says so itself
      if (result.kind === 'done') return null;
      return result.kind === 'failed' ? { text: leadsLabels.eraseFailed(result.message), tone: 'danger' } : null;
    });

  return { lead, notice, busy, change, note, erase };
}
