import type Database from 'better-sqlite3';
import { connectSqlite } from './connect.ts';
import { type Lead, type LeadChange, type LeadChangeResult, type LeadDetail, type LeadEvent, type LeadFilter, type LeadNote, type LeadPage, type LeadsStore, type LeadStatus } from '../leads-store.ts';
import { leadConditions, leadsInBatches, statusCounts, totalOf, whereClause, type WordCondition } from '../lead-queries.ts';
import { likePattern } from '../like-pattern.ts';
import { requestFields } from '../request-row.ts';
import type { RequestFields } from '../requests-store.ts';

interface LeadRow extends RequestFields {
  id: number;
  created_at: string;
  status: LeadStatus;
  assignee: string | null;
  changed_at: string | null;
  changed_by: string | null;
  revision: number;
  spam_score: number;
  erased_at: string | null;
}

const leadColumns = 'id, name, email, phone, message, locale, page, created_at, status, assignee, changed_at, changed_by, revision, spam_score, erased_at';

const toLead = (row: LeadRow): Lead => ({
  id: row.id,
  ...requestFields(row),
  createdAt: row.created_at,
  status: row.status,
  assignee: row.assignee,
  changedAt: row.changed_at,
  changedBy: row.changed_by,
  revision: row.revision,
  spamScore: row.spam_score,
  erasedAt: row.erased_at,
});

/** the shortest word the trigram index can find: shorter ones are looked for row by row */
const shortestIndexed = 3;

/**
 * A word in one of the four fields: a phrase of the trigram index (migration 7), which matches it as a substring
 * whatever its characters (a phrase has no operators; its quotes are doubled), ignoring case; a word of one or two
 * characters by LIKE on each field (% _ and \ escaped; LIKE ignores the case of ASCII letters).
 */
const sqliteWords: WordCondition = (word, param) => {
  if ([...word].length >= shortestIndexed) return `id IN (SELECT rowid FROM lead_words WHERE lead_words MATCH ${param(`"${word.replaceAll('"', '""')}"`)})`;
  const pattern = likePattern(word);
  return ['name', 'email', 'phone', 'message'].map((column) => `${column} LIKE ${param(pattern)} ESCAPE '\\'`).join(' OR ');
};

/** The conditions of a filter, and the parameters their ?s name, in order. */
function conditions(filter: LeadFilter, withStatus = true): { parts: string[]; params: unknown[] } {
  const params: unknown[] = [];
  const parts = leadConditions(filter, { param: (value) => (params.push(value), '?'), words: sqliteWords }, withStatus);
  return { parts, params };
}

/** The leads in SQLite, in the database file of DATA_DIR that holds the requests: one server instance. */
export class SqliteLeadsStore implements LeadsStore {
  private constructor(private readonly db: Database.Database) {}

  static open(dataDir: string): SqliteLeadsStore {
    return new SqliteLeadsStore(connectSqlite(dataDir));
  }

  async listLeads(filter: LeadFilter, { size, before }: { size: number; before?: number }): Promise<LeadPage> {
    const leads = this.page(filter, size, before);
    const unfiltered = conditions(filter, false);
    const counts = statusCounts(this.db.prepare(`SELECT status, count(*) AS n FROM contact_requests ${whereClause(unfiltered.parts)} GROUP BY status`).all(...unfiltered.params) as { status: LeadStatus; n: number }[]);
    return { leads, total: totalOf(filter, counts), counts };
  }

  /** The leads of a filter newest first, `size` of them, after the lead `before` (keyset: id < before). */
  private page(filter: LeadFilter, size: number, before: number | undefined): Lead[] {
    const { parts, params } = conditions(filter);
    if (before !== undefined) {
      parts.push('id < ?');
      params.push(before);
    }
    return (this.db.prepare(`SELECT ${leadColumns} FROM contact_requests ${whereClause(parts)} ORDER BY id DESC LIMIT ?`).all(...params, size) as LeadRow[]).map(toLead);
  }

  async getLead(id: number): Promise<LeadDetail | undefined> {
    const row = this.db.prepare(`SELECT ${leadColumns} FROM contact_requests WHERE id = ?`).get(id) as LeadRow | undefined;
    if (!row) return undefined;
    const notes = this.db.prepare('SELECT id, author, at, text FROM lead_notes WHERE request_id = ? ORDER BY id').all(id) as LeadNote[];
    const events = this.db.prepare('SELECT at, actor, kind, detail FROM lead_events WHERE request_id = ? ORDER BY id').all(id) as LeadEvent[];
    return { ...toLead(row), notes, events };
  }

  async changeLead(id: number, change: LeadChange, { revision, actor, at, queueMail = false }: { revision: number; actor: string; at: Date; queueMail?: boolean }): Promise<LeadChangeResult> {
    return this.db
      .transaction((): LeadChangeResult => {
        const row = this.db.prepare(`SELECT ${leadColumns} FROM contact_requests WHERE id = ?`).get(id) as LeadRow | undefined;
        if (!row) return { kind: 'missing' };
        if (row.erased_at) return { kind: 'erased' };
        if (row.revision !== revision) return { kind: 'conflict', lead: toLead(row) };
        const [column, value, kind] = 'status' in change ? (['status', change.status, 'status'] as const) : (['assignee', change.assignee, 'assignee'] as const);
        const time = at.toISOString();
        const updated = this.db
          .prepare(`UPDATE contact_requests SET ${column} = ?, changed_at = ?, changed_by = ?, revision = revision + 1 WHERE id = ? RETURNING ${leadColumns}`)
          .get(value, time, actor, id) as LeadRow;
        this.db.prepare('INSERT INTO lead_events (request_id, at, actor, kind, detail) VALUES (?, ?, ?, ?, ?)').run(id, time, actor, kind, value ?? '');
        const rescued = queueMail && row.status === 'spam' && 'status' in change && change.status !== 'spam';
        const mailQueued = rescued && this.db.prepare("UPDATE mail_outbox SET state = 'queued', queued_at = ?, next_attempt_at = ?, attempts = 0 WHERE request_id = ? AND state = 'none'").run(time, time, id).changes > 0;
        return { kind: 'changed', lead: toLead(updated), mailQueued };
      })
      .immediate();
  }

  async addNote(id: number, { author, text, at }: { author: string; text: string; at: Date }): Promise<LeadNote | undefined> {
    return this.db
      .transaction((): LeadNote | undefined => {
        const row = this.db.prepare('SELECT erased_at FROM contact_requests WHERE id = ?').get(id) as { erased_at: string | null } | undefined;
        if (!row || row.erased_at) return undefined;
        const time = at.toISOString();
        const note = this.db.prepare('INSERT INTO lead_notes (request_id, author, at, text) VALUES (?, ?, ?, ?) RETURNING id, author, at, text').get(id, author, time, text) as LeadNote;
        this.db.prepare("INSERT INTO lead_events (request_id, at, actor, kind, detail) VALUES (?, ?, ?, 'note', '')").run(id, time, author);
        return note;
      })
      .immediate();
  }

  async eraseLead(id: number, { actor, at }: { actor: string; at: Date }): Promise<'erased' | 'already-erased' | 'missing'> {
    return this.db
      .transaction(() => {
        const row = this.db.prepare('SELECT erased_at FROM contact_requests WHERE id = ?').get(id) as { erased_at: string | null } | undefined;
        if (!row) return 'missing' as const;
        if (row.erased_at) return 'already-erased' as const;
        this.erase([id], actor, at.toISOString());
        return 'erased' as const;
      })
      .immediate();
  }

  exportLeads(filter: LeadFilter, batchSize = 1000): AsyncIterable<Lead[]> {
    return leadsInBatches(async (size, before) => this.page(filter, size, before), batchSize);
  }

  async eraseLeadsBefore(before: Date, { actor, at }: { actor: string; at: Date }): Promise<number> {
    return this.db
      .transaction(() => {
        const ids = (this.db.prepare('SELECT id FROM contact_requests WHERE created_at < ? AND erased_at IS NULL').all(before.toISOString()) as { id: number }[]).map((row) => row.id);
        this.erase(ids, actor, at.toISOString());
        return ids.length;
      })
      .immediate();
  }

  /**
   * Blanks each lead's personal data and its notes, and records the erasure; its notification, if not sent yet, is
   * not sent (it would carry nothing), and the last SMTP error, which can quote the address, goes. In a transaction.
   */
  private erase(ids: number[], actor: string, time: string): void {
    const blank = this.db.prepare("UPDATE contact_requests SET name = '', email = '', phone = '', message = '', erased_at = ?, revision = revision + 1 WHERE id = ?");
    const notes = this.db.prepare('DELETE FROM lead_notes WHERE request_id = ?');
    const mail = this.db.prepare("UPDATE mail_outbox SET last_error = NULL, state = CASE WHEN state = 'queued' THEN 'none' ELSE state END WHERE request_id = ?");
    const event = this.db.prepare("INSERT INTO lead_events (request_id, at, actor, kind, detail) VALUES (?, ?, ?, 'erased', '')");
    for (const id of ids) {
      blank.run(time, id);
      notes.run(id);
      mail.run(id);
      event.run(id, time, actor);
    }
  }

  async newestLeadId(): Promise<number | null> {
    return (this.db.prepare('SELECT max(id) AS id FROM contact_requests').get() as { id: number | null }).id;
  }

  async onLeadAdded(): Promise<() => Promise<void>> {
    return async () => {};
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
