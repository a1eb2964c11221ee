// @vitest-environment node
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir, validRequest } from '../test/test-support.ts';
import { postgresMigrations } from './postgres/postgres-migrations.ts';
import { sqliteMigrations } from './sqlite/sqlite-migrations.ts';
import { migratePostgres, PostgresStorage } from './postgres/postgres-requests-store.ts';
import { migrateSqlite, SqliteStorage } from './sqlite/sqlite-requests-store.ts';
import { databaseFile } from './sqlite/database-file.ts';
import type { Storage } from './requests-store.ts';
import { onPostgres, postgresForTests, startTestPostgres, type TestPostgres } from '../test/test-postgres.ts';

/** One empty database of an engine: storages on it, and raw SQL beside them. */
interface TestDatabase {
  open(): Promise<Storage>;
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
}

interface Engine {
  name: 'sqlite' | 'postgres';
  available: boolean;
  freshDatabase(): Promise<TestDatabase>;
  /** SQL that makes every insert of a queued outbox row fail */
  refuseQueuedMail: string;
}

const sqlite: Engine = {
  name: 'sqlite',
  available: true,
  async freshDatabase() {
    const dataDir = tempDataDir();
    const raw = <T>(work: (db: Database.Database) => T): T => {
      const db = new Database(databaseFile(dataDir));
      try {
        return work(db);
      } finally {
        db.close();
      }
    };
    return {
      open: async () => SqliteStorage.open(dataDir),
      exec: async (sql) => raw((db) => void db.exec(sql)),
      rows: async <T,>(sql: string) => raw((db) => db.prepare(sql).all() as T[]),
    };
  },
  refuseQueuedMail: "CREATE TRIGGER refuse BEFORE INSERT ON mail_outbox WHEN NEW.state = 'queued' BEGIN SELECT RAISE(ABORT, 'outbox refused'); END",
};

// One server for the whole file, one database per test.
let server: TestPostgres | undefined;
const postgres: Engine = {
  name: 'postgres',
  available: postgresForTests(),
  async freshDatabase() {
    const url = await server!.createDatabase();
    return {
      open: () => PostgresStorage.connect(url),
      exec: async (sql) => void (await onPostgres(url, sql)),
      rows: <T,>(sql: string) => onPostgres<T>(url, sql),
    };
  },
  refuseQueuedMail: `
    CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.state = 'queued' THEN RAISE EXCEPTION 'outbox refused'; END IF; RETURN NEW; END $$;
    CREATE TRIGGER refuse BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION refuse()`,
};

const engines: Engine[] = [sqlite, postgres];

beforeAll(async () => {
  if (postgres.available) server = await startTestPostgres();
}, 120_000);
afterAll(() => server?.destroy(), 60_000);

const request = (name: string) => ({ ...validRequest, name });
const at = (iso: string) => new Date(iso);

describe.each(engines)('$name storage', (engine) => {
  const opened: Storage[] = [];
  let database: TestDatabase;
  const open = async () => {
    const storage = await database.open();
    opened.push(storage);
    return storage;
  };

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((storage) => storage.close()));
  });
  const fresh = async () => {
    database = await engine.freshDatabase();
    return open();
  };

  describe.skipIf(!engine.available)('requests and outbox', () => {
    it('counts the other addresses that sent one message since a time, up to enough, and no message that differs', async () => {
      const storage = await fresh();
      const message = 'We sell cheap backlinks, contact us today for a price';
      const since = new Date(Date.now() - 60_000);
      for (const email of ['a@example.in', 'b@example.in', 'b@example.in', 'c@example.in', 'd@example.in']) await storage.addRequest({ ...request('Same'), email, message }, { queueMail: false });
      await storage.addRequest({ ...request('Other'), email: 'e@example.in', message: `${message}!` }, { queueMail: false });
      expect(await storage.countSenders(message, { since, besides: 'a@example.in', enough: 10 })).toBe(3);
      expect(await storage.countSenders(message, { since, besides: 'a@example.in', enough: 2 })).toBe(2);
      expect(await storage.countSenders(message, { since: new Date(Date.now() + 60_000), besides: 'a@example.in', enough: 10 })).toBe(0);
      // the same first 64 characters are not the same message
      expect(await storage.countSenders(`${message}?`, { since, besides: 'z@example.in', enough: 10 })).toBe(0);
    });

    it('stores requests exactly as sent, lists them in id order with their mail status, and counts them', async () => {
      const storage = await fresh();
      const first = await storage.addRequest({ ...request('Asha <b>Verma</b>'), message: 'Line 1\nLine 2 ✓', locale: 'hi' }, { queueMail: true, page: '/hi/contact-us' });
      const second = await storage.addRequest({ name: 'Ravi', email: 'ravi@example.in', phone: '98765-43210' }, { queueMail: false });
      expect(second).toBeGreaterThan(first);
      const rows = await storage.listRequests();
      expect(rows).toEqual([
        {
          id: first,
          name: 'Asha <b>Verma</b>',
          email: validRequest.email,
          phone: validRequest.phone,
          message: 'Line 1\nLine 2 ✓',
          locale: 'hi',
          page: '/hi/contact-us',
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          mail: { state: 'queued', attempts: 0, nextAttemptAt: rows[0]!.createdAt, sentAt: null, lastError: null },
        },
        {
          id: second,
          name: 'Ravi',
          email: 'ravi@example.in',
          phone: '98765-43210',
          message: '',
          locale: null,
          page: '',
          createdAt: expect.any(String),
          mail: { state: 'none', attempts: 0, nextAttemptAt: null, sentAt: null, lastError: null },
        },
      ]);
      expect(await storage.countRequests()).toBe(2);
    });

    it('commits the requests of one event-loop turn together, each with one outbox row, and resolves each with its own id', async () => {
      const storage = await fresh();
      const ids = await Promise.all(Array.from({ length: 200 }, (_, i) => storage.addRequest(request(`Burst ${i}`), { queueMail: i % 2 === 0 })));
      expect(new Set(ids).size).toBe(200);
      const rows = await storage.listRequests();
      expect(rows.map((row) => row.id)).toEqual([...ids].sort((a, b) => a - b));
      for (const [i, id] of ids.entries()) {
        const row = rows.find((candidate) => candidate.id === id)!;
        expect(row.name).toBe(`Burst ${i}`);
        expect(row.mail.state).toBe(i % 2 === 0 ? 'queued' : 'none');
      }
      const [outbox] = await database.rows<{ n: number | string }>('SELECT count(*) AS n FROM mail_outbox');
      expect(Number(outbox!.n)).toBe(200);
    });

    it('stores neither the request nor its outbox row when the outbox insert fails, and the rest of the batch still commits', async () => {
      const storage = await fresh();
      await database.exec(engine.refuseQueuedMail);
      const results = await Promise.allSettled([
        storage.addRequest(request('Before'), { queueMail: false }),
        storage.addRequest(request('Refused'), { queueMail: true }),
        storage.addRequest(request('After'), { queueMail: false }),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((results[1] as PromiseRejectedResult).reason.message).toContain('outbox refused');
      expect((await storage.listRequests()).map((row) => row.name)).toEqual(['Before', 'After']);
      const outbox = await database.rows<{ request_id: number | string }>('SELECT request_id FROM mail_outbox ORDER BY request_id');
      expect(outbox.map((row) => Number(row.request_id))).toEqual((await storage.listRequests()).map((row) => row.id));
    });

    it('claims due mail with a lease: counted as an attempt, invisible to others until the lease ends', async () => {
      const storage = await fresh();
      const ids = [];
      for (const name of ['One', 'Two', 'Three']) ids.push(await storage.addRequest(request(name), { queueMail: true }));
      await storage.addRequest(request('No mail'), { queueMail: false });
      const now = new Date(Date.now() + 1000);

      const first = await storage.claimMail(2, 60_000, now);
      expect(first.map((job) => job.request.id)).toEqual(ids.slice(0, 2));
      expect(first[0]).toEqual({
        request: { id: ids[0], name: 'One', email: validRequest.email, phone: validRequest.phone, message: validRequest.message, locale: null, page: '', createdAt: expect.any(String) },
        attempts: 0,
        queuedAt: first[0]!.request.createdAt,
      });
      expect((await storage.claimMail(10, 60_000, now)).map((job) => job.request.id)).toEqual([ids[2]]);
      expect(await storage.claimMail(10, 60_000, now)).toEqual([]);

      // a sender that died: once the lease ended the mail is claimed again, with one attempt behind it
      const later = new Date(now.getTime() + 60_000);
      const again = await storage.claimMail(10, 60_000, later);
      expect(again.map((job) => [job.request.id, job.attempts])).toEqual(ids.map((id) => [id, 1]));
      expect((await storage.listRequests()).map((row) => row.mail.attempts)).toEqual([2, 2, 2, 0]);
    });

    it('records sent, retried and failed mail; a retry waits for its time; failed mail can be queued again', async () => {
      const storage = await fresh();
      const [sent, retried, failed] = [await storage.addRequest(request('Sent'), { queueMail: true }), await storage.addRequest(request('Retried'), { queueMail: true }), await storage.addRequest(request('Failed'), { queueMail: true })];
      const now = new Date(Date.now() + 1000);
      expect(await storage.claimMail(10, 60_000, now)).toHaveLength(3);

      await storage.markMailSent(sent, at('2030-01-01T10:00:00.000Z'));
      await storage.markMailRetry(retried, new Date(now.getTime() + 30_000), '421 try later');
      await storage.markMailFailed(failed, '550 no such user');
      const byName = Object.fromEntries((await storage.listRequests()).map((row) => [row.name, row.mail]));
      expect(byName.Sent).toEqual({ state: 'sent', attempts: 1, nextAttemptAt: null, sentAt: '2030-01-01T10:00:00.000Z', lastError: null });
      expect(byName.Retried).toEqual({ state: 'queued', attempts: 1, nextAttemptAt: new Date(now.getTime() + 30_000).toISOString(), sentAt: null, lastError: '421 try later' });
      expect(byName.Failed).toEqual({ state: 'failed', attempts: 1, nextAttemptAt: null, sentAt: null, lastError: '550 no such user' });

      // the retry is due in 30 s, not before; its lease was given back
      expect(await storage.claimMail(10, 60_000, now)).toEqual([]);
      expect((await storage.claimMail(10, 60_000, new Date(now.getTime() + 30_000))).map((job) => [job.request.id, job.attempts])).toEqual([[retried, 1]]);

      expect(await storage.requeueFailedMail()).toBe(1);
      expect(await storage.requeueFailedMail()).toBe(0);
      const requeued = (await storage.listRequests()).find((row) => row.id === failed)!.mail;
      expect(requeued).toMatchObject({ state: 'queued', attempts: 0 });
      const jobs = await storage.claimMail(10, 60_000, new Date(Date.now() + 1000));
      expect(jobs.map((job) => [job.request.id, job.attempts])).toEqual([[failed, 0]]);
      expect(Date.now() - Date.parse(jobs[0]!.queuedAt)).toBeLessThan(60_000);
    });

    it('never hands one mail to two senders: concurrent claims through two connections get disjoint rows', async () => {
      const storage = await fresh();
      const other = await open();
      const ids = await Promise.all(Array.from({ length: 60 }, (_, i) => storage.addRequest(request(`Mail ${i}`), { queueMail: true })));
      const now = new Date(Date.now() + 1000);
      const claims = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? storage : other).claimMail(7, 60_000, now)));
      const claimed = claims.flat().map((job) => job.request.id);
      expect(claimed).toHaveLength(60);
      expect(new Set(claimed)).toEqual(new Set(ids));
    });
  });

  describe.skipIf(!engine.available)('health and the rate limit', () => {
    it('answers ping while open and rejects it once closed', async () => {
      const storage = await fresh();
      await expect(storage.ping()).resolves.toBeUndefined();
      await storage.close();
      await expect(storage.ping()).rejects.toThrow();
    });

    it('holds a client to the maximum per window', async () => {
      const storage = await fresh();
      const limiter = storage.rateLimiter({ max: 3, windowMs: 60_000 });
      const decisions = [];
      for (let i = 0; i < 5; i++) decisions.push(await limiter.hit('203.0.113.9'));
      expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false, false]);
      expect(decisions[4]!.retryAfter).toBeGreaterThan(0);
      expect(decisions[4]!.retryAfter).toBeLessThanOrEqual(60);
      expect((await limiter.hit('198.51.100.1')).allowed).toBe(true);
      expect(storage.rateLimiter({ max: 0, windowMs: 60_000 }).enabled).toBe(false);
    });
  });

  describe.skipIf(engine.name !== 'postgres' || !engine.available)('shared by instances', () => {
    it('holds a flood split across two storages on one database to the maximum', async () => {
      const storage = await fresh();
      const other = await open();
      const limiters = [storage.rateLimiter({ max: 10, windowMs: 60_000 }), other.rateLimiter({ max: 10, windowMs: 60_000 })];
      const decisions = await Promise.all(Array.from({ length: 60 }, (_, i) => limiters[i % 2]!.hit('203.0.113.50')));
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
      const [row] = await database.rows<{ count: number }>("SELECT count FROM rate_limit_windows WHERE client = '203.0.113.50'");
      expect(row!.count).toBe(60);
    });

    it('migrates two instances starting at once one after the other', async () => {
      database = await engine.freshDatabase();
      const both = await Promise.all([open(), open()]);
      expect(both.map((storage) => storage.engine)).toEqual(['postgres', 'postgres']);
      const versions = await database.rows<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(versions.map((row) => row.version)).toEqual(postgresMigrations.map((migration) => migration.version));
    });
  });
});

describe.skipIf(!postgres.available)('PostgreSQL migrations', () => {
  it('brings a database made by an earlier version up to date without losing its rows', async () => {
    const url = await server!.createDatabase();
    const pool = new pg.Pool({ connectionString: url });
    await migratePostgres(pool, postgresMigrations.slice(0, 1));
    await pool.query("INSERT INTO contact_requests (name, email, phone, message, created_at) VALUES ('Old One', 'one@example.in', '+91 98765 43210', 'first', '2026-01-01T10:00:00Z')");
    await pool.end();

    const storage = await PostgresStorage.connect(url);
    const added = await storage.addRequest({ ...request('New'), locale: 'hi' }, { queueMail: true });
    const rows = await storage.listRequests();
    await storage.close();
    expect(rows.map((row) => [row.id, row.name, row.createdAt, row.mail.state, row.locale])).toEqual([
      [1, 'Old One', '2026-01-01T10:00:00.000Z', 'none', null],
      [added, 'New', rows[1]!.createdAt, 'queued', 'hi'],
    ]);
    expect(added).toBe(2);
    const versions = await onPostgres<{ version: number; applied_at: Date }>(url, 'SELECT version, applied_at FROM schema_migrations ORDER BY version');
    expect(versions.map((row) => row.version)).toEqual(postgresMigrations.map((migration) => migration.version));
  });

  it('lets accounts have the sales role (and no role it does not know), and gives old requests an unknown page', async () => {
    const url = await server!.createDatabase();
    const pool = new pg.Pool({ connectionString: url });
    await migratePostgres(pool, postgresMigrations.filter((migration) => migration.version < 9));
    await pool.query("INSERT INTO contact_requests (name, email, phone, created_at) VALUES ('Old One', 'one@example.in', '+91 98765 43210', now())");
    await pool.end();
    await (await PostgresStorage.connect(url)).close();
    await onPostgres(url, "INSERT INTO accounts (email, role, password_hash, created_at, password_changed_at) VALUES ('sam@example.com', 'sales', 'x', now(), now())");
    await expect(onPostgres(url, "INSERT INTO accounts (email, role, password_hash, created_at, password_changed_at) VALUES ('o@example.com', 'owner', 'x', now(), now())")).rejects.toThrow(/accounts_role_check/);
    expect(await onPostgres<{ page: string }>(url, 'SELECT page FROM contact_requests')).toEqual([{ page: '' }]);
  });
});

describe('SQLite migrations', () => {
  it('gives a fresh database every version', async () => {
    const dataDir = tempDataDir();
    await SqliteStorage.open(dataDir).close();
    const db = new Database(databaseFile(dataDir), { readonly: true });
    const versions = db.prepare('SELECT version, name, applied_at AS appliedAt FROM schema_migrations ORDER BY version').all() as { version: number; appliedAt: string }[];
    db.close();
    expect(versions.map((row) => row.version)).toEqual(sqliteMigrations.map((migration) => migration.version));
    expect(Date.now() - Date.parse(versions[0]!.appliedAt)).toBeLessThan(60_000);
  });

  it('opens a data folder of the first release, keeps its rows, and gives them an outbox row with no mail', async () => {
    const dataDir = tempDataDir();
    // exactly what the first release's ContactStore created and wrote
    const old = new Database(path.join(dataDir, 'contact-requests.sqlite'));
    old.pragma('journal_mode = WAL');
    old.exec(`CREATE TABLE IF NOT EXISTS contact_requests (
      id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL,
      message TEXT NOT NULL DEFAULT '', created_at TEXT NOT NULL)`);
    const insert = old.prepare('INSERT INTO contact_requests (name, email, phone, message, created_at) VALUES (?, ?, ?, ?, ?)');
    insert.run('Old One', 'one@example.in', '+91 98765 43210', 'first', '2026-01-01T10:00:00.000Z');
    insert.run('Old Two', 'two@example.in', '+91 98765 43211', '', '2026-01-02T10:00:00.000Z');
    old.close();

    const storage = SqliteStorage.openExisting(dataDir)!;
    const added = await storage.addRequest({ ...request('New'), locale: 'hi' }, { queueMail: true });
    const rows = await storage.listRequests();
    await storage.close();
    expect(rows.map((row) => [row.id, row.name, row.createdAt, row.mail.state, row.locale])).toEqual([
      [1, 'Old One', '2026-01-01T10:00:00.000Z', 'none', null],
      [2, 'Old Two', '2026-01-02T10:00:00.000Z', 'none', null],
      [added, 'New', rows[2]!.createdAt, 'queued', 'hi'],
    ]);
    expect(added).toBe(3);
  });

  it('gives accounts the sales role without signing anyone out, and old requests an unknown page', async () => {
    const dataDir = tempDataDir();
    const old = new Database(databaseFile(dataDir));
    old.pragma('foreign_keys = ON');
    migrateSqlite(old, sqliteMigrations.filter((migration) => migration.version < 6));
    old.exec(`INSERT INTO accounts (id, email, role, password_hash, created_at, password_changed_at) VALUES (7, 'ann@example.com', 'editor', 'h', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');
      INSERT INTO sessions (id_hash, account_id, created_at, last_seen_at, expires_at) VALUES ('s', 7, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z');
      INSERT INTO contact_requests (name, email, phone, created_at) VALUES ('Old One', 'one@example.in', '+91 98765 43210', '2026-01-01T10:00:00.000Z')`);
    old.close();

    await SqliteStorage.openExisting(dataDir)!.close();
    const db = new Database(databaseFile(dataDir));
    db.pragma('foreign_keys = ON');
    expect(db.prepare('SELECT id, email, role FROM accounts').all()).toEqual([{ id: 7, email: 'ann@example.com', role: 'editor' }]);
    expect(db.prepare('SELECT id_hash, account_id FROM sessions').all()).toEqual([{ id_hash: 's', account_id: 7 }]);
    db.prepare("UPDATE accounts SET role = 'sales' WHERE id = 7").run();
    expect(() => db.prepare("UPDATE accounts SET role = 'owner' WHERE id = 7").run()).toThrow(/CHECK constraint/);
    // the sessions still belong to their account: removing it removes them
    db.prepare('DELETE FROM accounts WHERE id = 7').run();
    expect(db.prepare('SELECT count(*) AS n FROM sessions').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT page FROM contact_requests').all()).toEqual([{ page: '' }]);
    db.close();
  });
});
