import pg from 'pg';
import { iso, migratedPool, requestFieldsOf, type RequestColumns } from './postgres-requests-store.ts';
import { type Lead, type LeadChange, type LeadChangeResult, type LeadDetail, type LeadEvent, type LeadFilter, type LeadNote, type LeadPage, type LeadsStore, type LeadStatus } from '../leads-store.ts';
import { leadConditions, leadsInBatches, statusCounts, totalOf, whereClause } from '../lead-queries.ts';
import { inTransaction } from './transaction.ts';
import { likePattern } from '../like-pattern.ts';
import { Listeners, leadsChannel } from './postgres-listener.ts';

/** A lead's columns as node-postgres returns them (bigint id as a string, timestamptz as Date). */
interface LeadRow extends RequestColumns {
  id: string;
  status: LeadStatus;
  assignee: string | null;
  changed_at: Date | null;
  changed_by: string | null;
  revision: number;
  spam_score: number;
  erased_at: Date | null;
}

const leadColumns = 'id, name, email, phone, message, locale, page, created_at, status, assignee, changed_at, changed_by, revision, spam_score, erased_at';

const toLead = (row: LeadRow): Lead => ({
  id: Number(row.id),
  ...requestFieldsOf(row),
  status: row.status,
  assignee: row.assignee,
  changedAt: iso(row.changed_at),
  changedBy: row.changed_by,
  revision: row.revision,
  spamScore: row.spam_score,
  erasedAt: iso(row.erased_at),
});

/**
 * The four fields a search looks in, as one text (a word has no white space, so it never spans two), written as
 * migration 8's trigram index is, so that the search can use it.
 */
const searchedText = `(name || E'\\n' || email || E'\\n' || phone || E'\\n' || message)`;

/** The conditions of a filter, and the parameters their $n name. */
function conditions(filter: LeadFilter, withStatus = true): { parts: string[]; params: unknown[] } {
  const params: unknown[] = [];
  // % _ and \ in a word are literal (likePattern escapes them)
  const parts = leadConditions(filter, { param: (value) => `$${params.push(value)}`, words: (word, param) => `${searchedText} ILIKE ${param(likePattern(word))} ESCAPE '\\'` }, withStatus);
  return { parts, params };
}

/**
 * Erases the leads $1 (bigint[]) at $2 by $3, in one statement: blanks the personal data, deletes the notes, keeps an
 * unsent notification from being sent (it would carry nothing) and drops the last SMTP error (it can quote the
 * address), and records the erasure. Run in a transaction that locked the leads' rows first.
 */
const eraseLeads = `
  WITH ids AS (
    SELECT unnest($1::bigint[]) AS id
  ), blanked AS (
    UPDATE contact_requests SET name = '', email = '', phone = '', message = '', erased_at = $2, revision = revision + 1
    WHERE id IN (SELECT id FROM ids)
  ), notes AS (
    DELETE FROM lead_notes WHERE request_id IN (SELECT id FROM ids)
  ), mail AS (
    UPDATE mail_outbox SET last_error = NULL, state = CASE WHEN state = 'queued' THEN 'none' ELSE state END
    WHERE request_id IN (SELECT id FROM ids)
  )
  INSERT INTO lead_events (request_id, at, actor, kind, detail) SELECT id, $2, $3, 'erased', '' FROM ids ORDER BY id`;

/**
 * The leads in PostgreSQL (DATABASE_URL), shared by every instance. Each read-check-write is a transaction that first
 * locks the lead's row (SELECT … FOR UPDATE): of two changes or erasures of one lead, the second waits for the first
 * and then sees what it did.
 */
export class PostgresLeadsStore implements LeadsStore {
  private readonly listeners = new Listeners();

  private constructor(
    private readonly pool: pg.Pool,
    private readonly databaseUrl: string,
  ) {}

  /** Connects, and brings the schema up to date (one instance at a time). */
  static async connect(databaseUrl: string, { max = 4 }: { max?: number } = {}): Promise<PostgresLeadsStore> {
    return new PostgresLeadsStore(await migratedPool(databaseUrl, 'leads-store', max), databaseUrl);
  }

  /** The leads of a filter newest first, `size` of them, after the lead `before` (keyset: id < before). */
  private async page(filter: LeadFilter, size: number, before: number | undefined): Promise<Lead[]> {
    const { parts, params } = conditions(filter);
    if (before !== undefined) parts.push(`id < $${params.push(before)}`);
    const { rows } = await this.pool.query<LeadRow>(`SELECT ${leadColumns} FROM contact_requests ${whereClause(parts)} ORDER BY id DESC LIMIT $${params.push(size)}`, params);
    return rows.map(toLead);
  }

  async listLeads(filter: LeadFilter, { size, before }: { size: number; before?: number }): Promise<LeadPage> {
    const unfiltered = conditions(filter, false);
    const [leads, { rows }] = await Promise.all([
      this.page(filter, size, before),
      this.pool.query<{ status: LeadStatus; n: string }>(`SELECT status, count(*) AS n FROM contact_requests ${whereClause(unfiltered.parts)} GROUP BY status`, unfiltered.params),
    ]);
    const counts = statusCounts(rows);
    return { leads, total: totalOf(filter, counts), counts };
  }

  async getLead(id: number): Promise<LeadDetail | undefined> {
    const [lead, notes, events] = await Promise.all([
      this.pool.query<LeadRow>(`SELECT ${leadColumns} FROM contact_requests WHERE id = $1`, [id]),
      this.pool.query<{ id: string; author: string; at: Date; text: string }>('SELECT id, author, at, text FROM lead_notes WHERE request_id = $1 ORDER BY id', [id]),
      this.pool.query<{ at: Date; actor: string; kind: LeadEvent['kind']; detail: string }>('SELECT at, actor, kind, detail FROM lead_events WHERE request_id = $1 ORDER BY id', [id]),
    ]);
    const row = lead.rows[0];
    if (!row) return undefined;
    return {
      ...toLead(row),
      notes: notes.rows.map((note) => ({ id: Number(note.id), author: note.author, at: note.at.toISOString(), text: note.text })),
      events: events.rows.map((event) => ({ at: event.at.toISOString(), actor: event.actor, kind: event.kind, detail: event.detail })),
    };
  }

  async changeLead(id: number, change: LeadChange, { revision, actor, at, queueMail = false }: { revision: number; actor: string; at: Date; queueMail?: boolean }): Promise<LeadChangeResult> {
    return inTransaction(this.pool, async (client): Promise<LeadChangeResult> => {
      const row = (await client.query<LeadRow>(`SELECT ${leadColumns} FROM contact_requests WHERE id = $1 FOR UPDATE`, [id])).rows[0];
      if (!row) return { kind: 'missing' };
      if (row.erased_at) return { kind: 'erased' };
      if (row.revision !== revision) return { kind: 'conflict', lead: toLead(row) };
      // the column is one of two names fixed here, never the caller's text
      const [column, value] = 'status' in change ? (['status', change.status] as const) : (['assignee', change.assignee] as const);
      const { rows } = await client.query<LeadRow>(
        `UPDATE contact_requests SET ${column} = $1, changed_at = $2, changed_by = $3, revision = revision + 1 WHERE id = $4 RETURNING ${leadColumns}`,
        [value, at, actor, id],
      );
      await client.query('INSERT INTO lead_events (request_id, at, actor, kind, detail) VALUES ($1, $2, $3, $4, $5)', [id, at, actor, column, value ?? '']);
      const rescued = queueMail && row.status === 'spam' && 'status' in change && change.status !== 'spam';
      const queued = rescued ? await client.query("UPDATE mail_outbox SET state = 'queued', queued_at = $1, next_attempt_at = $1, attempts = 0 WHERE request_id = $2 AND state = 'none'", [at, id]) : undefined;
      return { kind: 'changed', lead: toLead(rows[0]!), mailQueued: (queued?.rowCount ?? 0) > 0 };
    });
  }

  async addNote(id: number, { author, text, at }: { author: string; text: string; at: Date }): Promise<LeadNote | undefined> {
    return inTransaction(this.pool, async (client): Promise<LeadNote | undefined> => {
      const row = (await client.query<{ erased_at: Date | null }>('SELECT erased_at FROM contact_requests WHERE id = $1 FOR UPDATE', [id])).rows[0];
      if (!row || row.erased_at) return undefined;
      const { rows } = await client.query<{ id: string; at: Date }>('INSERT INTO lead_notes (request_id, author, at, text) VALUES ($1, $2, $3, $4) RETURNING id, at', [id, author, at, text]);
      await client.query("INSERT INTO lead_events (request_id, at, actor, kind, detail) VALUES ($1, $2, $3, 'note', '')", [id, at, author]);
      return { id: Number(rows[0]!.id), author, at: rows[0]!.at.toISOString(), text };
    });
  }

  async eraseLead(id: number, { actor, at }: { actor: string; at: Date }): Promise<'erased' | 'already-erased' | 'missing'> {
    return inTransaction(this.pool, async (client) => {
      const row = (await client.query<{ erased_at: Date | null }>('SELECT erased_at FROM contact_requests WHERE id = $1 FOR UPDATE', [id])).rows[0];
      if (!row) return 'missing' as const;
      if (row.erased_at) return 'already-erased' as const;
      await client.query(eraseLeads, [[id], at, actor]);
      return 'erased' as const;
    });
  }

  exportLeads(filter: LeadFilter, batchSize = 1000): AsyncIterable<Lead[]> {
    return leadsInBatches((size, before) => this.page(filter, size, before), batchSize);
  }

  async eraseLeadsBefore(before: Date, { actor, at }: { actor: string; at: Date }): Promise<number> {
    return inTransaction(this.pool, async (client) => {
      // locked in id order; a lead another transaction erases meanwhile is waited for, then no longer matches
      const { rows } = await client.query<{ id: string }>('SELECT id FROM contact_requests WHERE created_at < $1 AND erased_at IS NULL ORDER BY id FOR UPDATE', [before]);
      if (rows.length === 0) return 0;
      await client.query(eraseLeads, [rows.map((row) => row.id), at, actor]);
      return rows.length;
    });
  }

  async newestLeadId(): Promise<number | null> {
    const { rows } = await this.pool.query<{ id: string | null }>('SELECT max(id) AS id FROM contact_requests');
    return rows[0]?.id ? Number(rows[0].id) : null;
  }

  async onLeadAdded(onId: (id: number) => void): Promise<() => Promise<void>> {
    return this.listeners.listen({ databaseUrl: this.databaseUrl, channel: leadsChannel, applicationName: 'leads-listener', onId, current: () => this.newestLeadId() });
  }

  async close(): Promise<void> {
    await this.listeners.stopAll();
    if (!this.pool.ended) await this.pool.end();
  }
}
