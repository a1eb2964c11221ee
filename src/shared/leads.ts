// A lead as the server stores it and the Leads page shows it (docs/editor-api.md, "Leads"): one definition for both.

export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const isLeadStatus = (value: unknown): value is LeadStatus => typeof value === 'string' && (leadStatuses as readonly string[]).includes(value);

/** What a visitor sent, as both engines store it and a lead shows it. */
export interface RequestFields {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** the language of the page it was sent from (BCP 47: en, hi); null when the request named none and the site lists no languages, or for requests stored before it was recorded */
  locale: string | null;
  /** the site path the form was sent from (its Referer on the site's own host); '' when unknown or stored before it was recorded */
  page: string;
}

export interface Lead extends RequestFields {
  id: number;
  /** ISO time the request was stored */
  createdAt: string;
  status: LeadStatus;
  /** the account (its email) the lead is assigned to, or null */
  assignee: string | null;
  /** ISO time and account of the last change of status or assignee; null while nobody changed it */
  changedAt: string | null;
  changedBy: string | null;
  /** counts every change: a change names the revision it was made on, so a second person's is never silently lost */
  revision: number;
  /** how likely the request is spam, from what it shows itself (0: nothing); see docs/decisions.md */
  spamScore: number;
  /** ISO time its personal data was erased, or null; an erased lead has empty fields and no notes */
  erasedAt: string | null;
}

export interface LeadNote {
  id: number;
  author: string;
  /** ISO time */
  at: string;
  /** plain text, shown as text */
  text: string;
}

/** One change of a lead, for its history: who, when, and what (a status, an assignee, a note added, the erasure). */
export interface LeadEvent {
  at: string;
  actor: string;
  kind: 'status' | 'assignee' | 'note' | 'erased';
  /** the new status or assignee ('' for none); empty for a note and an erasure, whose text is not repeated here */
  detail: string;
}

export interface LeadDetail extends Lead {
  notes: LeadNote[];
  events: LeadEvent[];
}

/** the assignee filter's value for the leads nobody is assigned to (an account's e-mail always has an @) */
export const unassigned = 'none';

export interface LeadFilter {
  /** words looked for in name, e-mail, phone and message, each as literal text (never a pattern) */
  words?: string;
  status?: LeadStatus;
  /** an account's e-mail, or `unassigned` */
  assignee?: string;
  locale?: string;
  /** ISO times: stored at or after `from`, before `to` */
  from?: string;
  to?: string;
}

export interface LeadPage {
  leads: Lead[];
  /** how many leads the filter matches */
  total: number;
  /** how many leads of each status the filter matches without its status */
  counts: Record<LeadStatus, number>;
}

export type LeadChange = { status: LeadStatus } | { assignee: string | null };
