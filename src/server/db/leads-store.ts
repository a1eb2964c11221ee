import type { Lead, LeadChange, LeadDetail, LeadFilter, LeadNote, LeadPage } from '../../shared/leads.ts';

export { isLeadStatus, leadStatuses, unassigned } from '../../shared/leads.ts';
export type { LeadStatus, Lead, LeadNote, LeadEvent, LeadDetail, LeadFilter, LeadPage, LeadChange } from '../../shared/leads.ts';

/**
 * The contact requests as the people who answer them work on them: a status, an assignee, notes, a history of
 * who changed what, search, export and erasure. A lead is its request's row (no copy of the personal data
 * elsewhere), so erasing a lead blanks the request itself. Both engines implement it (sqlite/, postgres/).
 */

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
