import type { RequestFields } from './requests-store.ts';

/**
 * The contact requests as the people who answer them work on them: a status, an assignee, notes, a history of
 * who changed what, search, export and erasure. A lead is its request's row (no copy of the personal data
 * elsewhere), so erasing a lead blanks the request itself. Both engines implement it (sqlite/, postgres/).
 */

export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const isLeadStatus = (value: unknown): value is LeadStatus => typeof value === 'string' && (leadStatuses as readonly string[]).includes(value);

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

export interface LeadFilter {
  /** words looked for in name, e-mail, phone and message, each as literal text (never a pattern) */
  words?: string;
  status?: LeadStatus;
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

export type LeadChangeResult =
  /** `mailQueued`: the lead left spam and its notification, never sent, is now on its way */
  | { kind: 'changed'; lead: Lead; mailQueued: boolean }
  /** someone changed it since `revision`: their lead, as it is now */
  | { kind: 'conflict'; lead: Lead }
  | { kind: 'missing' }
  | { kind: 'erased' };

export interface LeadsStore {
  /** newest first; `before`: the id of the last lead of the previous page (none: the first page) */
  listLeads(filter: LeadFilter, page: { size: number; before?: number }): Promise<LeadPage>;
  getLead(id: number): Promise<LeadDetail | undefined>;
  /**
   * Applies the change if the lead is still at `revision`, and records it in the lead's history. With `queueMail`, a
   * lead taken out of spam whose notification was never queued gets it queued, in the same transaction.
   */
  changeLead(id: number, change: LeadChange, options: { revision: number; actor: string; at: Date; queueMail?: boolean }): Promise<LeadChangeResult>;
  /** undefined when there is no such lead, or it was erased */
  addNote(id: number, note: { author: string; text: string; at: Date }): Promise<LeadNote | undefined>;
  /**
   * Blanks the lead's personal data (name, e-mail, phone, message, notes, its mail's last error) for good. Of two
   * erasures of one lead, one erases and the other answers 'erased'.
   */
  eraseLead(id: number, options: { actor: string; at: Date }): Promise<'erased' | 'already-erased' | 'missing'>;
  /** every lead the filter matches, newest first, read in batches: an export of 100,000 leads holds one batch */
  exportLeads(filter: LeadFilter, batchSize?: number): AsyncIterable<Lead[]>;
  /** erases the leads stored before `before` (the retention setting); resolves with how many */
  eraseLeadsBefore(before: Date, options: { actor: string; at: Date }): Promise<number>;
  /** the id of the newest lead, or null when there is none */
  newestLeadId(): Promise<number | null>;
  /**
   * Calls `onId` with a lead's id whenever any instance stores one (PostgreSQL: LISTEN on migration 9's trigger);
   * SQLite: never (one instance, whose list's poll of newestLeadId() sees its own). Resolves with the way to stop.
   */
  onLeadAdded(onId: (id: number) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
