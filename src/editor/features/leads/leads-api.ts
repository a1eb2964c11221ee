import { editorConfig } from '../../api/editor-config';
import { json, messageOf, post, request } from '../../api/request';
import type { Lead, LeadChange, LeadDetail, LeadNote, LeadPage } from '@/shared/leads';
import { leadsSettings } from './leads-settings';

// The leads API's calls (docs/editor-api.md, "Leads"), under the page's API base.

export type ChangeResult =
  | { kind: 'changed'; lead: Lead }
  /** someone else changed it first: their lead, as it is now */
  | { kind: 'conflict'; message: string; lead: Lead }
  | { kind: 'failed'; message: string }
  | { kind: 'session-ended' };

export type SendResult<T> = { kind: 'done'; value: T } | { kind: 'failed'; message: string } | { kind: 'session-ended' };

export const leadsApiBase = (): string => `${editorConfig()?.api ?? '/edit/api'}/leads`;

/** A page of the list, newest first; `before`: the last id of the page shown above it. */
export function fetchLeads(query: URLSearchParams, before: number | null, signal?: AbortSignal): Promise<LeadPage> {
  const params = new URLSearchParams(query);
  params.set('size', String(leadsSettings.pageSize));
  if (before !== null) params.set('before', String(before));
  return request(`${leadsApiBase()}?${params}`, { cache: 'no-store', signal }).then(json<LeadPage>);
}

export const fetchLead = (id: number, signal?: AbortSignal): Promise<LeadDetail> => request(`${leadsApiBase()}/${id}`, { cache: 'no-store', signal }).then(json<LeadDetail>);

/** The accounts a lead may be assigned to, by e-mail. */
export const fetchAssignees = (signal?: AbortSignal): Promise<string[]> =>
  request(`${leadsApiBase()}/assignees`, { cache: 'no-store', signal })
    .then(json<{ accounts: { email: string }[] }>)
    .then((body) => body.accounts.map((account) => account.email));

/** Answers once a lead newer than `after` exists, or after the server's wait (`newest` then no newer). */
export const waitForNews = (after: number, signal: AbortSignal): Promise<number | null> =>
  request(`${leadsApiBase()}/news?after=${after}`, { cache: 'no-store', signal })
    .then(json<{ newest: number | null }>)
    .then((body) => body.newest);

/** The export's address for the list's query: a plain link downloads it. */
export const exportHref = (query: URLSearchParams): string => `${leadsApiBase()}/export.csv${query.toString() ? `?${query}` : ''}`;

async function send(path: string, body: unknown): Promise<Response | { kind: 'failed'; message: string }> {
  try {
    return await post(`${leadsApiBase()}${path}`, body);
  } catch (error) {
    return { kind: 'failed', message: (error as Error).message };
  }
}

/** Sends a change made on `revision`; a 409 brings the lead as someone else left it. */
export async function changeLead(id: number, revision: number, change: LeadChange): Promise<ChangeResult> {
  const response = await send(`/${id}`, { revision, ...change });
  if (!(response instanceof Response)) return response;
  if (response.ok) return { kind: 'changed', lead: (await response.json()) as Lead };
  if (response.status === 401) return { kind: 'session-ended' };
  if (response.status === 409) {
    const body = (await response.json()) as { message: string; lead: Lead };
    return { kind: 'conflict', message: body.message, lead: body.lead };
  }
  return { kind: 'failed', message: await messageOf(response) };
}

async function sent<T>(response: Response | { kind: 'failed'; message: string }): Promise<SendResult<T>> {
  if (!(response instanceof Response)) return response;
  if (response.ok) return { kind: 'done', value: (await response.json()) as T };
  if (response.status === 401) return { kind: 'session-ended' };
  return { kind: 'failed', message: await messageOf(response) };
}

export const addNote = async (id: number, text: string): Promise<SendResult<LeadNote>> => sent<LeadNote>(await send(`/${id}/notes`, { text }));

export const eraseLead = async (id: number): Promise<SendResult<{ erased: number }>> => sent<{ erased: number }>(await send(`/${id}/erase`, {}));
