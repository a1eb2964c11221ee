import { existsSync, mkdirSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { ContactRequest } from '../../../shared/contact-endpoint.ts';
import { MemoryRateLimiter } from './memory-rate-limit.ts';
import type { RateLimitSettings } from '../../config/settings.ts';
import { pendingMigrations, type Migration } from '../migration.ts';
import { sqliteMigrations } from './sqlite-migrations.ts';
import { GroupCommit } from '../group-commit.ts';
import { requestFields, requestRow, type RequestRow } from '../request-row.ts';
import { copiesRead, type AddOptions, type MailJob, type MailState, type RateLimiter, type Storage, type StoredRequest } from '../requests-store.ts';
import { databaseFile } from './database-file.ts';


/** a request and its outbox row as the list query returns them */
type ListedRow = Omit<StoredRequest, 'mail'> & {
  state: MailState | null;
  attempts: number | null;
  nextAttemptAt: string | null;
  sentAt: string | null;
  lastError: string | null;
};

const selectRequests = `
  SELECT r.id, r.name, r.email, r.phone, r.message, r.locale, r.page, r.created_at AS createdAt,
         m.state, m.attempts, m.next_attempt_at AS nextAttemptAt, m.sent_at AS sentAt, m.last_error AS lastError
  FROM contact_requests r LEFT JOIN mail_outbox m ON m.request_id = r.id`;

/** Applies the pending migrations, each in its own write transaction (BEGIN IMMEDIATE: one process at a time). */
export function migrateSqlite(db: Database.Database, migrations: readonly Migration[] = sqliteMigrations): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const applied = () => (db.prepare('SELECT coalesce(max(version), 0) AS v FROM schema_migrations').get() as { v: number }).v;
  for (const migration of pendingMigrations(migrations, applied())) {
    db.transaction(() => {
      // another process may have applied it since we looked
      if (applied() >= migration.version) return;
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(migration.version, migration.name, new Date().toISOString());
    }).immediate();
  }
}

export const toListed = (row: ListedRow): StoredRequest => ({
  id: row.id,
  ...requestFields(row),
  createdAt: row.createdAt,
  mail: { state: row.state ?? 'none', attempts: row.attempts ?? 0, nextAttemptAt: row.nextAttemptAt, sentAt: row.sentAt, lastError: row.lastError },
});

/**
 * The contact requests and their outbox in SQLite (WAL, synchronous=FULL) in DATA_DIR: one server instance.
 * `addRequest` resolves only after the transaction holding the request and its outbox row is committed and
 * synced, so an acknowledged request survives a crash; the requests that arrive within one event-loop turn share
 * one transaction (group commit), so one disk sync serves many.
 */
export class SqliteStorage implements Storage {
  readonly engine = 'sqlite';
  private readonly db: Database.Database;
  private readonly commits: GroupCommit<RequestRow, number>;
  private readonly statements;

  private constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    migrateSqlite(this.db);
    const db = this.db;
    this.statements = {
      insertRequest: db.prepare(
        'INSERT INTO contact_requests (name, email, phone, message, locale, page, created_at, spam_score, status, source, utm_source, utm_medium, utm_campaign, device, variant, variant_page) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      // the message's start finds its copies by migration 8's index; the whole message then decides
      senders: db.prepare(
        `SELECT count(*) AS n FROM (SELECT DISTINCT email FROM (SELECT email FROM contact_requests WHERE substr(message, 1, 64) = substr(?, 1, 64) AND created_at >= ? AND message = ?
           ORDER BY created_at DESC LIMIT ${copiesRead}) WHERE email <> ? LIMIT ?)`,
      ),
      queueOutbox: db.prepare("INSERT INTO mail_outbox (request_id, state, queued_at, next_attempt_at) VALUES (?, 'queued', ?, ?)"),
      noOutbox: db.prepare("INSERT INTO mail_outbox (request_id, state) VALUES (?, 'none')"),
      list: db.prepare(`${selectRequests} ORDER BY r.id`),
      count: db.prepare('SELECT count(*) AS n FROM contact_requests'),
      claim: db.prepare(`
        UPDATE mail_outbox SET locked_until = @leaseEnd, attempts = attempts + 1
        WHERE request_id IN (
          SELECT request_id FROM mail_outbox
          WHERE state = 'queued' AND next_attempt_at <= @now AND (locked_until IS NULL OR locked_until <= @now)
          ORDER BY next_attempt_at, request_id LIMIT @limit)
        RETURNING request_id AS id, attempts, queued_at AS queuedAt`),
      request: db.prepare('SELECT id, name, email, phone, message, locale, page, created_at AS createdAt FROM contact_requests WHERE id = ?'),
      sent: db.prepare("UPDATE mail_outbox SET state = 'sent', sent_at = ?, next_attempt_at = NULL, locked_until = NULL WHERE request_id = ?"),
      retry: db.prepare("UPDATE mail_outbox SET next_attempt_at = ?, last_error = ?, locked_until = NULL WHERE request_id = ? AND state = 'queued'"),
      failed: db.prepare("UPDATE mail_outbox SET state = 'failed', last_error = ?, next_attempt_at = NULL, locked_until = NULL WHERE request_id = ? AND state = 'queued'"),
      requeue: db.prepare("UPDATE mail_outbox SET state = 'queued', attempts = 0, queued_at = @now, next_attempt_at = @now, locked_until = NULL WHERE state = 'failed'"),
    };
    const { insertRequest, queueOutbox, noOutbox } = this.statements;
    const insertAll = db.transaction((rows: RequestRow[]) =>
      rows.map(({ name, email, phone, message, locale, page, createdAt, queueMail, spamScore, status, source, utmSource, utmMedium, utmCampaign, device, variant, variantPage }) => {
        const id = insertRequest.run(name, email, phone, message, locale, page, createdAt, spamScore, status, source, utmSource, utmMedium, utmCampaign, device, variant, variantPage).lastInsertRowid;
        if (queueMail) queueOutbox.run(id, createdAt, createdAt);
        else noOutbox.run(id);
        return Number(id);
      }),
    );
    this.commits = new GroupCommit({
      commit: async (rows) => insertAll(rows),
      // a failed statement rolled its whole transaction back, so each request can be tried on its own
      canRetryAlone: () => true,
    });
  }

  /** Opens (and on first use creates) the database in `dataDir`, and brings its schema up to date. */
  static open(dataDir: string): SqliteStorage {
    // Personal data: the folder is readable by the server's user only.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    return new SqliteStorage(databaseFile(dataDir));
  }

  /** Opens the database in `dataDir`, or returns undefined when nothing was ever stored there (creates nothing). */
  static openExisting(dataDir: string): SqliteStorage | undefined {
    const file = databaseFile(dataDir);
    return existsSync(file) ? new SqliteStorage(file) : undefined;
  }

  addRequest(request: ContactRequest, options: AddOptions): Promise<number> {
    return this.commits.add(requestRow(request, options));
  }

  async countSenders(message: string, { since, besides, enough }: { since: Date; besides: string; enough: number }): Promise<number> {
    return (this.statements.senders.get(message, since.toISOString(), message, besides, enough) as { n: number }).n;
  }

  /** every request in id order, read at once (tests and scripts that cannot wait) */
  rows(): StoredRequest[] {
    return (this.statements.list.all() as ListedRow[]).map(toListed);
  }

  async listRequests(): Promise<StoredRequest[]> {
    return this.rows();
  }

  async countRequests(): Promise<number> {
    return (this.statements.count.get() as { n: number }).n;
  }

  /**
   * Runs an outbox update without waiting for the disk: in WAL mode a process crash still keeps it (only a power
   * loss could undo it), and what it could lose is harmless: a claim (the mail is claimed again) or a 'sent' (one
   * duplicate, with the same Message-ID). Syncing here blocked the event loop three times per two mails sent,
   * halving the requests stored per second. The next request's commit (FULL) syncs these pages too.
   */
  private unsynced<T>(write: () => T): T {
    this.db.pragma('synchronous = NORMAL');
    try {
      return write();
    } finally {
      this.db.pragma('synchronous = FULL');
    }
  }

  async claimMail(limit: number, leaseMs: number, now = new Date()): Promise<MailJob[]> {
    const claim = this.db.transaction(() => {
      const claimed = this.statements.claim.all({ now: now.toISOString(), leaseEnd: new Date(now.getTime() + leaseMs).toISOString(), limit }) as {
        id: number;
        attempts: number;
        queuedAt: string;
      }[];
      return claimed
        .sort((a, b) => a.id - b.id)
        .map(({ id, attempts, queuedAt }) => ({ request: this.statements.request.get(id) as MailJob['request'], attempts: attempts - 1, queuedAt }));
    });
    return this.unsynced(() => claim.immediate());
  }

  async markMailSent(requestId: number, at: Date): Promise<void> {
    this.unsynced(() => this.statements.sent.run(at.toISOString(), requestId));
  }

  async markMailRetry(requestId: number, nextAttemptAt: Date, error: string): Promise<void> {
    this.unsynced(() => this.statements.retry.run(nextAttemptAt.toISOString(), error, requestId));
  }

  async markMailFailed(requestId: number, error: string): Promise<void> {
    this.unsynced(() => this.statements.failed.run(error, requestId));
  }

  async requeueFailedMail(): Promise<number> {
    return this.statements.requeue.run({ now: new Date().toISOString() }).changes;
  }

  rateLimiter(settings: RateLimitSettings): RateLimiter {
    return new MemoryRateLimiter(settings);
  }

  async ping(): Promise<void> {
    // reads the file's header page, so a closed handle or a file that is no database fails
    this.db.prepare('SELECT count(*) FROM schema_migrations').get();
  }

  async close(): Promise<void> {
    await this.commits.drain();
    if (this.db.open) this.db.close();
  }
}
