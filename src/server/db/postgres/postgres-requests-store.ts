import pg from 'pg';
import type { ContactRequest } from '../../../shared/contact-endpoint.ts';
import type { RateLimitSettings } from '../../config/settings.ts';
import { GroupCommit } from '../group-commit.ts';
import { requestFields, requestRow, type RequestRow } from '../request-row.ts';
import { pendingMigrations, type Migration } from '../migration.ts';
import { postgresMigrations } from './postgres-migrations.ts';
import type { AddOptions, MailJob, MailState, RateDecision, RateLimiter, RequestFields, Storage, StoredRequest } from '../requests-store.ts';

/** the key of the advisory lock that lets one instance at a time migrate */
const migrationLock = 7_460_212_012;

/**
 * Applies the pending migrations, each in its own transaction that first takes a transaction-level advisory lock:
 * two instances starting at once migrate one after the other, and the second finds nothing left to do.
 */
export async function migratePostgres(pool: pg.Pool, migrations: readonly Migration[] = postgresMigrations): Promise<void> {
  const client = await pool.connect();
  // a connection that dies while checked out emits 'error' on it, which would crash the process unheard; its query rejects anyway
  const ignore = () => {};
  client.on('error', ignore);
  try {
    for (;;) {
      await client.query('BEGIN');
      try {
        await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
        await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
        const { rows } = await client.query<{ v: number }>('SELECT coalesce(max(version), 0) AS v FROM schema_migrations');
        const next = pendingMigrations(migrations, rows[0]!.v)[0];
        if (next) {
          await client.query(next.sql);
          await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [next.version, next.name]);
        }
        await client.query('COMMIT');
        if (!next) return;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      }
    }
  } finally {
    client.off('error', ignore);
    client.release();
  }
}

/** A pool on `databaseUrl` whose schema is up to date (one instance migrates at a time). */
export async function migratedPool(databaseUrl: string, name: string, max: number): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, connectionTimeoutMillis: 5_000, application_name: name });
  // an idle connection the server dropped (a restart) is discarded; the next query opens a new one
  pool.on('error', () => {});
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return pool;
}

/**
 * One statement stores a whole batch: ids are drawn first, so that each request and its outbox row get the same
 * one, and each caller gets its own id back in order. One statement is one transaction: all or nothing.
 */
const insertBatch = `
  WITH input AS (
    SELECT nextval('contact_requests_id_seq') AS id, t.*
    FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::boolean[], $7::text[], $8::integer[], $9::text[], $10::text[],
        $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[])
      WITH ORDINALITY AS t (name, email, phone, message, created_at, queue_mail, locale, spam_score, status, page, source, utm_source, utm_medium, utm_campaign, device, variant, variant_page, ord)
  ), requests AS (
    INSERT INTO contact_requests (id, name, email, phone, message, locale, page, created_at, spam_score, status, source, utm_source, utm_medium, utm_campaign, device, variant, variant_page)
    SELECT id, name, email, phone, message, locale, page, created_at, spam_score, status, source, utm_source, utm_medium, utm_campaign, device, variant, variant_page FROM input
  ), outbox AS (
    INSERT INTO mail_outbox (request_id, state, queued_at, next_attempt_at)
    SELECT id, CASE WHEN queue_mail THEN 'queued' ELSE 'none' END,
           CASE WHEN queue_mail THEN created_at END, CASE WHEN queue_mail THEN created_at END
    FROM input
  )
  SELECT id FROM input ORDER BY ord`;

const selectRequests = `
  SELECT r.id, r.name, r.email, r.phone, r.message, r.locale, r.page, r.created_at,
         m.state, m.attempts, m.next_attempt_at, m.sent_at, m.last_error
  FROM contact_requests r LEFT JOIN mail_outbox m ON m.request_id = r.id
  ORDER BY r.id`;

/** Claims due, unleased mail; rows another transaction is claiming right now are skipped, never waited for. */
const claim = `
  UPDATE mail_outbox o SET locked_until = $2, attempts = o.attempts + 1
  FROM contact_requests r
  WHERE r.id = o.request_id AND o.request_id IN (
    SELECT request_id FROM mail_outbox
    WHERE state = 'queued' AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
    ORDER BY next_attempt_at, request_id
    LIMIT $3
    FOR UPDATE SKIP LOCKED)
  RETURNING o.request_id, o.attempts, o.queued_at, r.name, r.email, r.phone, r.message, r.locale, r.page, r.created_at`;

export const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * A fixed-window counter per client in PostgreSQL, so every instance counts the same posts: one atomic upsert
 * per hit, keyed by client and window start (by the database's clock, which all instances share).
 */
class PostgresRateLimiter implements RateLimiter {
  private nextSweep = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly settings: RateLimitSettings,
  ) {}

  get enabled(): boolean {
    return this.settings.max > 0;
  }

  async hit(client: string): Promise<RateDecision> {
    if (!this.enabled) return { allowed: true, retryAfter: 0 };
    const { windowMs, max } = this.settings;
    this.sweep();
    const { rows } = await this.pool.query<{ count: number; remaining_ms: string }>(
      `INSERT INTO rate_limit_windows AS w (client, window_start, count)
       VALUES ($1, floor(extract(epoch FROM clock_timestamp()) * 1000 / $2::bigint)::bigint * $2::bigint, 1)
       ON CONFLICT (client, window_start) DO UPDATE SET count = w.count + 1
       RETURNING w.count, w.window_start + $2::bigint - floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint AS remaining_ms`,
      [client, windowMs],
    );
    const { count, remaining_ms } = rows[0]!;
    return { allowed: count <= max, retryAfter: Math.max(1, Math.ceil(Number(remaining_ms) / 1000)) };
  }

  /** at most once a window per instance, windows that ended go; a failure only leaves them for the next sweep */
  private sweep(): void {
    const now = Date.now();
    if (now < this.nextSweep) return;
    this.nextSweep = now + this.settings.windowMs;
    this.pool
      .query('DELETE FROM rate_limit_windows WHERE window_start + $1::bigint < extract(epoch FROM clock_timestamp()) * 1000', [this.settings.windowMs])
      .catch(() => {});
  }
}

/** A request's columns as node-postgres returns them. */
export interface RequestColumns extends RequestFields {
  created_at: Date;
}

export const requestFieldsOf = (row: RequestColumns) => ({ ...requestFields(row), createdAt: row.created_at.toISOString() });

/**
 * The contact requests, their outbox and the rate-limit counters in PostgreSQL (DATABASE_URL): several server
 * instances share them. Requests that arrive within one event-loop turn are stored by one statement (group
 * commit); `addRequest` resolves once it committed (synchronous_commit: the server's default, on).
 */
export class PostgresStorage implements Storage {
  readonly engine = 'postgres';
  private readonly commits: GroupCommit<RequestRow, number>;

  private constructor(private readonly pool: pg.Pool) {
    this.commits = new GroupCommit({
      commit: async (rows) => {
        const column = <K extends keyof RequestRow>(key: K) => rows.map((row) => row[key]);
        const result = await pool.query<{ id: string }>(insertBatch, [column('name'), column('email'), column('phone'), column('message'), column('createdAt'), column('queueMail'), column('locale'), column('spamScore'), column('status'), column('page'),
          column('source'), column('utmSource'), column('utmMedium'), column('utmCampaign'), column('device'), column('variant'), column('variantPage')]);
        return result.rows.map((row) => Number(row.id));
      },
      // an error the server reported means the statement, and so its transaction, wrote nothing; a lost
      // connection leaves that unknown, and a retry could store a request twice
      canRetryAlone: (error) => error instanceof pg.DatabaseError,
      // while these commit, the next batch grows
      maxInFlight: 4,
    });
  }

  /** Connects, and brings the schema up to date (one instance at a time). */
  static async connect(databaseUrl: string, { max = 10 }: { max?: number } = {}): Promise<PostgresStorage> {
    return new PostgresStorage(await migratedPool(databaseUrl, 'contact-endpoint', max));
  }

  addRequest(request: ContactRequest, options: AddOptions): Promise<number> {
    return this.commits.add(requestRow(request, options));
  }

  async countSenders(message: string, { since, besides, enough }: { since: Date; besides: string; enough: number }): Promise<number> {
    // md5 finds the message's copies by migration 10's index; the whole message then decides
    const { rows } = await this.pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM (SELECT DISTINCT email FROM contact_requests WHERE md5(message) = md5($2) AND created_at >= $1 AND message = $2 AND email <> $3 LIMIT $4) AS senders',
      [since, message, besides, enough],
    );
    return Number(rows[0]!.n);
  }

  async listRequests(): Promise<StoredRequest[]> {
    type Listed = RequestColumns & { id: string; state: MailState | null; attempts: number | null; next_attempt_at: Date | null; sent_at: Date | null; last_error: string | null };
    const { rows } = await this.pool.query<Listed>(selectRequests);
    return rows.map((row) => ({
      id: Number(row.id),
      ...requestFieldsOf(row),
      mail: { state: row.state ?? 'none', attempts: row.attempts ?? 0, nextAttemptAt: iso(row.next_attempt_at), sentAt: iso(row.sent_at), lastError: row.last_error },
    }));
  }

  async countRequests(): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>('SELECT count(*) AS n FROM contact_requests');
    return Number(rows[0]!.n);
  }

  async claimMail(limit: number, leaseMs: number, now = new Date()): Promise<MailJob[]> {
    const { rows } = await this.pool.query<RequestColumns & { request_id: string; attempts: number; queued_at: Date }>(claim, [now, new Date(now.getTime() + leaseMs), limit]);
    return rows
      .map((row) => ({
        request: { id: Number(row.request_id), ...requestFieldsOf(row) },
        attempts: row.attempts - 1,
        queuedAt: row.queued_at.toISOString(),
      }))
      .sort((a, b) => a.request.id - b.request.id);
  }

  async markMailSent(requestId: number, at: Date): Promise<void> {
    await this.pool.query("UPDATE mail_outbox SET state = 'sent', sent_at = $1, next_attempt_at = NULL, locked_until = NULL WHERE request_id = $2", [at, requestId]);
  }

  async markMailRetry(requestId: number, nextAttemptAt: Date, error: string): Promise<void> {
    await this.pool.query("UPDATE mail_outbox SET next_attempt_at = $1, last_error = $2, locked_until = NULL WHERE request_id = $3 AND state = 'queued'", [nextAttemptAt, error, requestId]);
  }

  async markMailFailed(requestId: number, error: string): Promise<void> {
    await this.pool.query("UPDATE mail_outbox SET state = 'failed', last_error = $1, next_attempt_at = NULL, locked_until = NULL WHERE request_id = $2 AND state = 'queued'", [error, requestId]);
  }

  async requeueFailedMail(): Promise<number> {
    const result = await this.pool.query(
      "UPDATE mail_outbox SET state = 'queued', attempts = 0, queued_at = $1, next_attempt_at = $1, locked_until = NULL WHERE state = 'failed'",
      [new Date()],
    );
    return result.rowCount ?? 0;
  }

  rateLimiter(settings: RateLimitSettings): RateLimiter {
    return new PostgresRateLimiter(this.pool, settings);
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    await this.commits.drain();
    if (!this.pool.ended) await this.pool.end();
  }
}
