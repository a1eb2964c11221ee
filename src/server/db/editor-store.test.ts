// @vitest-environment node
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { distDir } from '../../model/paths.ts';
import { tempDataDir } from '../test/test-support.ts';
import { postgresMigrations } from './postgres/postgres-migrations.ts';
import { sqliteMigrations } from './sqlite/sqlite-migrations.ts';
import { SqliteStorage } from './sqlite/sqlite-requests-store.ts';
import { databaseFile } from './sqlite/database-file.ts';
import { onPostgres, postgresForTests, startTestPostgres, type TestPostgres } from '../test/test-postgres.ts';
import { attemptRetentionMs } from './attempt-window.ts';
import { AccountExistsError, type AttemptLimit, type EditorStore, type NewSchedule, type NewVersion } from './editor-store.ts';
import { listenerApplicationName } from './postgres/postgres-listener.ts';
import { openDatabase } from './open/database.ts';

/** One empty database of an engine: stores on it, and raw SQL beside them. */
interface TestDatabase {
  open(): Promise<EditorStore>;
  rows<T>(sql: string): Promise<T[]>;
}

interface Engine {
  name: 'sqlite' | 'postgres';
  title: string;
  available: boolean;
  freshDatabase(): Promise<TestDatabase>;
}

const sqliteIn = (title: string, options: { distDir?: string }): Engine => ({
  name: 'sqlite',
  title,
  available: true,
  async freshDatabase() {
    const dataDir = tempDataDir();
    return {
      open: () => openDatabase({ dataDir }).editor(options),
      async rows<T>(sql: string) {
        const db = new Database(databaseFile(dataDir));
        try {
          if (/^\s*select/i.test(sql)) return db.prepare(sql).all() as T[];
          db.exec(sql);
          return [];
        } finally {
          db.close();
        }
      },
    };
  },
});
const sqlite = sqliteIn('SQLite', {});
// the server's: every call a message to a worker thread of the code build (worker-editor-store.ts)
const sqliteInWorker = sqliteIn('SQLite in a worker thread', { distDir });

// One server for the whole file, one database per test.
let server: TestPostgres | undefined;
const postgres: Engine = {
  name: 'postgres',
  title: 'PostgreSQL',
  available: postgresForTests(),
  async freshDatabase() {
    const url = await server!.createDatabase();
    return { open: () => openDatabase({ dataDir: tempDataDir(), databaseUrl: url }).editor(), rows: <T,>(sql: string) => onPostgres<T>(url, sql) };
  },
};

beforeAll(async () => {
  if (postgres.available) server = await startTestPostgres();
}, 120_000);
afterAll(() => server?.destroy(), 60_000);

const t0 = new Date('2026-11-25T10:00:00.000Z');
const after = (ms: number) => new Date(t0.getTime() + ms);
const minute = 60_000;
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const count = async (database: TestDatabase, table: string) => Number((await database.rows<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
/** a time column as the engine stores it (text or timestamptz), as an ISO string */
const iso = (value: string | Date) => new Date(value).toISOString();

const version = (text: string, overrides: Partial<NewVersion> = {}): NewVersion => ({
  hash: sha(text),
  text,
  author: 'ann@example.com',
  source: 'editor',
  pages: ['/'],
  restoredFrom: null,
  at: t0,
  ...overrides,
});

/** Stores the describe's tests open (`open`: on the database `current` gives) or hand over (`keep`), closed after each test. */
function storesPerTest(current: () => TestDatabase) {
  const opened: EditorStore[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });
  const keep = (store: EditorStore) => {
    opened.push(store);
    return store;
  };
  return { open: async () => keep(await current().open()), keep };
}

describe.each([sqlite, sqliteInWorker, postgres])('$title editor store', (engine) => {
  let database: TestDatabase;
  const { open, keep } = storesPerTest(() => database);
  const fresh = async () => {
    database = await engine.freshDatabase();
    return open();
  };

  /** a store whose live version is `text` (published by `npm run publish`) */
  const withLive = async (text = '{"v":1}') => {
    const store = await fresh();
    const published = await store.addLiveVersion(version(text, { author: 'npm run publish (dev@host)', source: 'publish' }), { expectedLive: null });
    if (!published.ok) throw new Error('the first publish failed');
    return { store, live: published.version };
  };
  const addAnn = (store: EditorStore, email = 'ann@example.com') => store.addAccount({ email, role: 'editor', passwordHash: `$argon2id$hash-of-${email}`, at: t0 });

  describe.skipIf(!engine.available)('schema', () => {
    it('lives in the contact storage’s database, at the latest migration, and says which engine it is', async () => {
      const store = await fresh();
      expect(store.engine).toBe(engine.name);
      const versions = await database.rows<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(versions.map((row) => row.version)).toEqual((engine.name === 'sqlite' ? sqliteMigrations : postgresMigrations).map((migration) => migration.version));
      expect(await count(database, 'contact_requests')).toBe(0);
    });
  });

  describe.skipIf(!engine.available)('accounts', () => {
    /** Ann and Bob, signed in with the sessions named (by their id hash, which starts with the account's name) */
    const annAndBob = async (sessions: string[]) => {
      const store = await fresh();
      const ann = await addAnn(store);
      const bob = await addAnn(store, 'bob@example.com');
      for (const idHash of sessions) await store.createSession({ idHash, accountId: idHash.startsWith('ann') ? ann.id : bob.id, at: t0, expiresAt: after(60 * minute) });
      return store;
    };

    it('adds, finds (with the hash), lists (without it) and counts accounts', async () => {
      const store = await fresh();
      expect(await store.countAccounts()).toBe(0);
      const zoe = await store.addAccount({ email: 'zoe@example.com', role: 'admin', passwordHash: '$argon2id$zoe', at: t0 });
      expect(zoe).toEqual({ id: expect.any(Number), email: 'zoe@example.com', role: 'admin', createdAt: t0.toISOString(), passwordChangedAt: t0.toISOString() });
      const ann = await addAnn(store);
      expect(await store.countAccounts()).toBe(2);
      expect(await store.findAccount('zoe@example.com')).toEqual({ ...zoe, passwordHash: '$argon2id$zoe' });
      expect(await store.findAccount('nobody@example.com')).toBeUndefined();
      const listed = await store.listAccounts();
      expect(listed).toEqual([ann, zoe]);
      expect(listed[0]).not.toHaveProperty('passwordHash');
    });

    it('refuses a second account with the same email (AccountExistsError), storing nothing', async () => {
      const store = await fresh();
      await addAnn(store);
      await expect(addAnn(store)).rejects.toBeInstanceOf(AccountExistsError);
      expect(await store.countAccounts()).toBe(1);
    });

    it('refuses a role other than editor and admin', async () => {
      const store = await fresh();
      await expect(store.addAccount({ email: 'eve@example.com', role: 'owner' as 'admin', passwordHash: 'x', at: t0 })).rejects.toThrow();
      expect(await store.countAccounts()).toBe(0);
    });

    it('removeAccount removes the account and ends its sessions, not another’s; false when there is none', async () => {
      const store = await annAndBob(['ann-1', 'ann-2', 'bob-1']);
      expect(await store.removeAccount('ann@example.com')).toBe(true);
      expect(await store.findAccount('ann@example.com')).toBeUndefined();
      expect(await store.touchSession('ann-1', after(minute), 30 * minute)).toBeUndefined();
      expect((await database.rows<{ id_hash: string }>('SELECT id_hash FROM sessions')).map((row) => row.id_hash)).toEqual(['bob-1']);
      expect(await store.removeAccount('ann@example.com')).toBe(false);
      expect(await store.countAccounts()).toBe(1);
    });

    it('setPassword sets the hash and its time and ends every session of that account only; false when there is none', async () => {
      const store = await annAndBob(['ann-1', 'bob-1']);
      expect(await store.setPassword('ann@example.com', '$argon2id$new', after(5 * minute))).toBe(true);
      expect(await store.findAccount('ann@example.com')).toMatchObject({ passwordHash: '$argon2id$new', passwordChangedAt: after(5 * minute).toISOString(), createdAt: t0.toISOString() });
      expect(await store.touchSession('ann-1', after(6 * minute), 30 * minute)).toBeUndefined();
      expect(await store.touchSession('bob-1', after(6 * minute), 30 * minute)).toMatchObject({ email: 'bob@example.com' });
      expect(await count(database, 'sessions')).toBe(1);
      expect(await store.setPassword('nobody@example.com', '$argon2id$x', t0)).toBe(false);
    });
  });

  describe.skipIf(!engine.available)('sessions', () => {
    const idle = 30 * minute;
    const live = async () => {
      const store = await fresh();
      const ann = await addAnn(store);
      await store.createSession({ idHash: 'h1', accountId: ann.id, at: t0, expiresAt: after(8 * 60 * minute) });
      return { store, ann };
    };
    const lastSeen = async () => iso((await database.rows<{ last_seen_at: string | Date }>("SELECT last_seen_at FROM sessions WHERE id_hash = 'h1'"))[0]!.last_seen_at);

    it('touchSession answers the session with its account’s current email and role', async () => {
      const { store, ann } = await live();
      expect(await store.touchSession('h1', after(10_000), idle)).toEqual({
        accountId: ann.id,
        email: 'ann@example.com',
        role: 'editor',
        createdAt: t0.toISOString(),
        lastSeenAt: t0.toISOString(),
        expiresAt: after(8 * 60 * minute).toISOString(),
      });
      await database.rows("UPDATE accounts SET role = 'admin', email = 'ann.k@example.com'");
      expect(await store.touchSession('h1', after(20_000), idle)).toMatchObject({ email: 'ann.k@example.com', role: 'admin' });
      expect(await store.touchSession('unknown', after(20_000), idle)).toBeUndefined();
    });

    it('moves last_seen_at only when it is more than a minute older', async () => {
      const { store } = await live();
      expect((await store.touchSession('h1', after(minute), idle))!.lastSeenAt).toBe(t0.toISOString());
      expect(await lastSeen()).toBe(t0.toISOString());
      expect((await store.touchSession('h1', after(minute + 1), idle))!.lastSeenAt).toBe(after(minute + 1).toISOString());
      expect(await lastSeen()).toBe(after(minute + 1).toISOString());
      // idle time counts from the last write
      expect(await store.touchSession('h1', after(minute + idle - 1), idle)).toBeDefined();
    });

    it('ends a session idle for idleMs or more: undefined, and its row deleted', async () => {
      const { store } = await live();
      expect(await store.touchSession('h1', after(idle - 1), idle)).toBeDefined();
      expect(await lastSeen()).toBe(after(idle - 1).toISOString());
      expect(await store.touchSession('h1', after(2 * idle - 2), idle)).toBeDefined();
      expect(await lastSeen()).toBe(after(2 * idle - 2).toISOString());
      expect(await store.touchSession('h1', after(3 * idle - 2), idle)).toBeUndefined();
      expect(await count(database, 'sessions')).toBe(0);
      // gone, not only refused: an earlier time does not bring it back
      expect(await store.touchSession('h1', after(2 * idle), idle)).toBeUndefined();
    });

    it('ends a session at its absolute expiry however active it is', async () => {
      const { store } = await live();
      for (let at = 25 * minute; at < 8 * 60 * minute; at += 25 * minute) expect(await store.touchSession('h1', after(at), idle)).toBeDefined();
      expect(await store.touchSession('h1', after(8 * 60 * minute - 1), idle)).toBeDefined();
      expect(await store.touchSession('h1', after(8 * 60 * minute), idle)).toBeUndefined();
      expect(await count(database, 'sessions')).toBe(0);
    });

    it('deleteSession ends one session', async () => {
      const { store, ann } = await live();
      await store.createSession({ idHash: 'h2', accountId: ann.id, at: t0, expiresAt: after(60 * minute) });
      await store.deleteSession('h1');
      expect(await store.touchSession('h1', after(1000), idle)).toBeUndefined();
      expect(await store.touchSession('h2', after(1000), idle)).toBeDefined();
    });
  });

  describe.skipIf(!engine.available)('sign-in attempts', () => {
    const pair: AttemptLimit = { key: 'account:ann@example.com|ip:203.0.113.5', max: 5, windowMs: 15 * minute };
    const address: AttemptLimit = { key: 'ip:203.0.113.5', max: 50, windowMs: 60 * minute };

    it('allows max attempts within the window, each reserving one row per limit, then refuses without recording', async () => {
      const store = await fresh();
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) {
        const decision = await store.reserveAttempt([pair, address], after(i * 1000));
        expect(decision).toEqual({ allowed: true, ids: [expect.any(Number), expect.any(Number)] });
        if (decision.allowed) ids.push(...decision.ids);
      }
      expect(new Set(ids).size).toBe(10);
      expect(await store.reserveAttempt([pair, address], after(10_000))).toEqual({ allowed: false, retryAfter: 15 * 60 - 10, key: pair.key });
      expect(await count(database, 'sign_in_attempts')).toBe(10);
      // another account from the same address is not limited by the first one's failures
      expect(await store.reserveAttempt([{ ...pair, key: 'account:bob@example.com|ip:203.0.113.5' }, address], after(10_000))).toMatchObject({ allowed: true });
    });

    it('counts only attempts within the window: one leaves it exactly windowMs after it was made', async () => {
      const store = await fresh();
      const limit = { key: 'k', max: 2, windowMs: minute };
      await store.reserveAttempt([limit], t0);
      await store.reserveAttempt([limit], after(20_000));
      expect(await store.reserveAttempt([limit], after(minute - 1))).toEqual({ allowed: false, retryAfter: 1, key: 'k' });
      expect(await store.reserveAttempt([limit], after(minute))).toMatchObject({ allowed: true });
      expect(await store.reserveAttempt([limit], after(minute + 500))).toEqual({ allowed: false, retryAfter: 20, key: 'k' });
    });

    it('retryAfter: whole seconds, rounded up, until enough of the oldest attempts leave for one more', async () => {
      const store = await fresh();
      for (let i = 0; i < 5; i++) await store.reserveAttempt([{ key: 'k', max: 5, windowMs: minute }], after(i * 1000));
      // a stricter limit over the same rows: 5 within it, 3 allowed, so the third oldest (at 2 s) must leave
      expect(await store.reserveAttempt([{ key: 'k', max: 3, windowMs: minute }], after(10_500))).toEqual({ allowed: false, retryAfter: 52, key: 'k' });
    });

    it('with several limits refusing, names the one that lets an attempt through last', async () => {
      const store = await fresh();
      const short = { key: 'short', max: 1, windowMs: minute };
      const long = { key: 'long', max: 1, windowMs: 60 * minute };
      await store.reserveAttempt([short, long], t0);
      expect(await store.reserveAttempt([short, long], after(1000))).toEqual({ allowed: false, retryAfter: 60 * 60 - 1, key: 'long' });
      expect(await store.reserveAttempt([long, short], after(1000))).toEqual({ allowed: false, retryAfter: 60 * 60 - 1, key: 'long' });
      expect(await store.reserveAttempt([short, { ...long, key: 'other' }], after(1000))).toEqual({ allowed: false, retryAfter: 59, key: 'short' });
    });

    it('forgiveAttempt deletes the reserved rows and every row of the keys to clear, nothing else', async () => {
      const store = await fresh();
      const failures = [];
      for (let i = 0; i < 4; i++) failures.push(await store.reserveAttempt([pair, address], after(i)));
      const right = await store.reserveAttempt([pair, address], after(10));
      const other = await store.reserveAttempt([{ ...pair, key: 'account:bob@example.com|ip:203.0.113.5' }, address], after(11));
      expect(right.allowed && other.allowed).toBe(true);
      if (!right.allowed) return;
      await store.forgiveAttempt(right.ids, [pair.key]);
      const left = await database.rows<{ key: string }>('SELECT key FROM sign_in_attempts ORDER BY id');
      // the address keeps its 4 earlier failures and bob's attempt; ann's pair has none left
      expect(left.map((row) => row.key)).toEqual([...Array(4).fill(address.key), 'account:bob@example.com|ip:203.0.113.5', address.key]);
      for (let i = 0; i < 5; i++) expect(await store.reserveAttempt([pair], after(100 + i))).toMatchObject({ allowed: true });
    });

    it('deletes attempts older than a day now and then (at an instance’s first reservation), keeping younger ones', async () => {
      const store = await fresh();
      await store.reserveAttempt([{ key: 'old', max: 5, windowMs: minute }], t0);
      await store.reserveAttempt([{ key: 'young', max: 5, windowMs: minute }], after(2 * 60 * minute));
      await store.close();
      const next = await open();
      await next.reserveAttempt([{ key: 'now', max: 5, windowMs: minute }], after(attemptRetentionMs + minute));
      const left = await database.rows<{ key: string }>('SELECT key FROM sign_in_attempts ORDER BY id');
      expect(left.map((row) => row.key)).toEqual(['young', 'now']);
    });

    it('lets exactly max of 20 parallel attempts through two instances', async () => {
      const first = await fresh();
      const second = await open();
      const limits = [{ key: 'k', max: 5, windowMs: minute }, address];
      const decisions = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? first : second).reserveAttempt(limits, after(i))));
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
      expect(await count(database, 'sign_in_attempts')).toBe(10);
    });
  });

  describe.skipIf(!engine.available)('the draft', () => {
    const save = (store: EditorStore, expectedHash: string, text: string, baseVersion: number | null, at = after(minute)) =>
      store.saveDraft({ expectedHash, text, hash: sha(text), baseVersion, by: 'ann@example.com', at });

    it('there is none at first; with no live version no save is accepted', async () => {
      const store = await fresh();
      expect(await store.getDraft()).toBeNull();
      expect(await store.draftHead()).toBeNull();
      expect(await save(store, sha(''), '{"v":2}', null)).toEqual({ ok: false, current: null });
      expect(await store.getDraft()).toBeNull();
    });

    it('the first save must name the live version’s hash; later ones the stored draft’s (compare-and-swap)', async () => {
      const { store, live } = await withLive();
      expect(await save(store, sha('something else'), '{"v":2}', live.id)).toEqual({ ok: false, current: null });
      const first = await save(store, live.hash, '{"v":2}', live.id);
      const draft = { text: '{"v":2}', hash: sha('{"v":2}'), baseVersion: live.id, updatedBy: 'ann@example.com', updatedAt: after(minute).toISOString() };
      expect(first).toEqual({ ok: true, draft });
      expect(await store.getDraft()).toEqual(draft);
      expect(await store.draftHead()).toEqual({ hash: draft.hash, baseVersion: draft.baseVersion });
      // an editor still on the live version, or on an older draft, is refused and told what is stored
      expect(await save(store, live.hash, '{"v":"bob"}', live.id)).toEqual({ ok: false, current: draft });
      const second = await store.saveDraft({ expectedHash: draft.hash, text: '{"v":3}', hash: sha('{"v":3}'), baseVersion: live.id, by: 'bob@example.com', at: after(2 * minute) });
      expect(second).toMatchObject({ ok: true, draft: { text: '{"v":3}', updatedBy: 'bob@example.com', updatedAt: after(2 * minute).toISOString() } });
      expect(await save(store, draft.hash, '{"v":4}', live.id)).toMatchObject({ ok: false, current: { text: '{"v":3}' } });
    });

    it('of parallel saves from two instances naming the same hash, exactly one is stored', async () => {
      const { store, live } = await withLive();
      const other = await open();
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => save(i % 2 ? store : other, live.hash, `{"editor":${i}}`, live.id)));
      const stored = results.filter((result) => result.ok);
      expect(stored).toHaveLength(1);
      const winner = await store.getDraft();
      expect(stored[0]).toEqual({ ok: true, draft: winner });
      for (const result of results.filter((candidate) => !candidate.ok)) expect(result).toEqual({ ok: false, current: winner });
    });
  });

  describe.skipIf(!engine.available)('versions', () => {
    it('publishes the first version (expectedLive null) and answers it as live, listed and whole', async () => {
      const store = await fresh();
      expect(await store.liveVersion()).toBeNull();
      expect(await store.liveVersionId()).toBeNull();
      expect(await store.listVersions(10)).toEqual([]);
      const published = await store.addLiveVersion(version('{"v":1}', { pages: ['/', '/about-us'] }), { expectedLive: null });
      const summary = { id: expect.any(Number), hash: sha('{"v":1}'), author: 'ann@example.com', createdAt: t0.toISOString(), source: 'editor', pages: ['/', '/about-us'], restoredFrom: null };
      expect(published).toEqual({ ok: true, version: summary });
      if (!published.ok) return;
      expect(await store.liveVersion()).toEqual(published.version);
      expect(await store.liveVersionId()).toBe(published.version.id);
      expect(await store.getVersion(published.version.id)).toEqual({ ...published.version, text: '{"v":1}' });
      expect(await store.getVersion(published.version.id + 1000)).toBeUndefined();
      expect(await store.listVersions(10)).toEqual([published.version]);
    });

    it('publishes a version given as its bytes (npm run publish reads a file) and gives it back as text', async () => {
      const store = await fresh();
      const text = '{"title":"हमारे बारे में"}';
      const published = await store.addLiveVersion({ ...version(text), text: Buffer.from(text) }, { expectedLive: null });
      expect(published.ok).toBe(true);
      if (!published.ok) return;
      expect(await store.getVersion(published.version.id)).toEqual({ ...published.version, text });
      // bytes that crossed a thread arrive as a plain Uint8Array, a view into a larger buffer included
      const larger = Buffer.from(`xx${text}yy`);
      const view = new Uint8Array(larger.buffer, larger.byteOffset + 2, larger.length - 4);
      const second = await store.addLiveVersion({ ...version(text), text: view as Buffer }, { expectedLive: published.version.id });
      expect(second.ok && (await store.getVersion(second.version.id))?.text).toBe(text);
    });

    it('lists versions newest first, without their text, at most `limit`; a restore names its source', async () => {
      const { store, live } = await withLive();
      const second = await store.addLiveVersion(version('{"v":2}', { at: after(minute), pages: [] }), { expectedLive: live.id });
      if (!second.ok) throw new Error('publish failed');
      const restore = await store.addLiveVersion(version('{"v":1}', { at: after(2 * minute), source: 'restore', restoredFrom: live.id, author: 'zoe@example.com' }), {
        expectedLive: second.version.id,
      });
      if (!restore.ok) throw new Error('restore failed');
      expect(restore.version).toMatchObject({ source: 'restore', restoredFrom: live.id, author: 'zoe@example.com', hash: live.hash });
      const listed = await store.listVersions(10);
      expect(listed.map((row) => row.id)).toEqual([restore.version.id, second.version.id, live.id]);
      expect(listed[0]).not.toHaveProperty('text');
      expect(listed[1]!.pages).toEqual([]);
      expect((await store.listVersions(2)).map((row) => row.id)).toEqual([restore.version.id, second.version.id]);
      expect(await store.liveVersionId()).toBe(restore.version.id);
    });

    it('refuses a publish whose expectedLive is not the live version, recording nothing', async () => {
      const { store, live } = await withLive();
      expect(await store.addLiveVersion(version('{"v":2}'), { expectedLive: null })).toEqual({ ok: false, live });
      expect(await store.addLiveVersion(version('{"v":2}'), { expectedLive: live.id + 1 })).toEqual({ ok: false, live });
      expect(await store.listVersions(10)).toEqual([live]);
      expect(await store.liveVersionId()).toBe(live.id);
    });

    it('of parallel publishes from two instances on the same live version, exactly one goes live', async () => {
      const { store, live } = await withLive();
      const other = await open();
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? store : other).addLiveVersion(version(`{"v":${i}}`), { expectedLive: live.id })));
      const published = results.filter((result) => result.ok);
      expect(published).toHaveLength(1);
      const winner = await store.liveVersion();
      expect(published[0]).toEqual({ ok: true, version: winner });
      for (const result of results.filter((candidate) => !candidate.ok)) expect(result).toEqual({ ok: false, live: winner });
      expect(await store.listVersions(100)).toHaveLength(2);
    });

    it('a draft without changes of its own follows a new version: its text, hash and base', async () => {
      const { store, live } = await withLive();
      // a draft equal to its base version: saved, then undone
      await store.saveDraft({ expectedHash: live.hash, text: '{"v":1}', hash: live.hash, baseVersion: live.id, by: 'ann@example.com', at: after(minute) });
      const next = await store.addLiveVersion(version('{"v":2}', { author: 'npm run publish (dev@host)', source: 'publish', at: after(2 * minute) }), { expectedLive: live.id });
      if (!next.ok) throw new Error('publish failed');
      expect(await store.getDraft()).toEqual({ text: '{"v":2}', hash: sha('{"v":2}'), baseVersion: next.version.id, updatedBy: 'npm run publish (dev@host)', updatedAt: after(2 * minute).toISOString() });
    });

    it('the published draft (draftHash) gets the new version as its base, keeping its text; another draft is left alone', async () => {
      const { store, live } = await withLive();
      const saved = await store.saveDraft({ expectedHash: live.hash, text: '{"v":2}', hash: sha('{"v":2}'), baseVersion: live.id, by: 'ann@example.com', at: after(minute) });
      if (!saved.ok) throw new Error('save failed');
      // a publish of other content (npm run publish): the draft holds changes of its own, so it stays as it is
      const other = await store.addLiveVersion(version('{"v":"cli"}', { source: 'publish' }), { expectedLive: live.id, draftHash: sha('stale') });
      if (!other.ok) throw new Error('publish failed');
      expect(await store.getDraft()).toEqual(saved.draft);
      // re-applied onto the new live version, then published: the draft is now based on what it made live
      const rebased = await store.saveDraft({ expectedHash: saved.draft.hash, text: '{"v":3}', hash: sha('{"v":3}'), baseVersion: other.version.id, by: 'ann@example.com', at: after(2 * minute) });
      if (!rebased.ok) throw new Error('save failed');
      const published = await store.addLiveVersion(version('{"v":3}'), { expectedLive: other.version.id, draftHash: sha('{"v":3}') });
      if (!published.ok) throw new Error('publish failed');
      expect(await store.getDraft()).toEqual({ ...rebased.draft, baseVersion: published.version.id });
    });

    it('the published draft takes the text and hash of the version it became (the redirects its publish made)', async () => {
      const { store, live } = await withLive();
      const draft = '{"v":2,"pages":[{"id":"a","path":"/b"}]}';
      const saved = await store.saveDraft({ expectedHash: live.hash, text: draft, hash: sha(draft), baseVersion: live.id, by: 'ann@example.com', at: after(minute) });
      if (!saved.ok) throw new Error('save failed');
      const made = '{"v":2,"pages":[{"id":"a","path":"/b"}],"redirects":[{"from":"/a","to":"/b","status":301,"made":"path-change"}]}';
      const published = await store.addLiveVersion(version(made, { at: after(2 * minute) }), { expectedLive: live.id, draftHash: sha(draft) });
      if (!published.ok) throw new Error('publish failed');
      expect(published.version.hash).toBe(sha(made));
      expect(await store.getDraft()).toEqual({ ...saved.draft, text: made, hash: sha(made), baseVersion: published.version.id });
      expect(await store.draftHead()).toEqual({ hash: sha(made), baseVersion: published.version.id });
    });
  });

  describe.skipIf(!engine.available)('schedules', () => {
    const schedule = (store: EditorStore, text: string, dueAt: Date, more: Partial<NewSchedule> = {}) =>
      store.addSchedule({ dueAt, text, hash: sha(text), restoreOf: null, baseVersion: null, by: 'ann@example.com', role: 'editor', at: t0, ...more });

    it('keeps a schedule with its text, lists the pending ones by time before the others, and answers which are due', async () => {
      const { store, live } = await withLive();
      const later = await schedule(store, '{"v":"later"}', after(60 * minute), { baseVersion: live.id });
      const sooner = await schedule(store, '{"v":"sooner"}', after(30 * minute), { restoreOf: live.id, role: 'admin' });
      expect(later).toMatchObject({ dueAt: iso(after(60 * minute)), hash: sha('{"v":"later"}'), baseVersion: live.id, restoreOf: null, createdBy: 'ann@example.com', role: 'editor', state: 'pending', versionId: null });
      expect(await store.scheduleText(later.id)).toBe('{"v":"later"}');
      expect(await store.getSchedule(later.id)).toEqual(later);
      expect(await store.getSchedule(999_999)).toBeUndefined();
      expect((await store.listSchedules(10)).map((one) => one.id)).toEqual([sooner.id, later.id]);
      expect((await store.dueSchedules(after(29 * minute))).map((one) => one.id)).toEqual([]);
      expect((await store.dueSchedules(after(45 * minute))).map((one) => one.id)).toEqual([sooner.id]);
      expect(await store.finishSchedule(sooner.id, { state: 'cancelled', by: 'root@example.com', at: after(minute), message: null })).toBe(true);
      expect(await store.finishSchedule(sooner.id, { state: 'failed', by: null, at: after(minute), message: 'x' })).toBe(false);
      expect((await store.dueSchedules(after(90 * minute))).map((one) => one.id)).toEqual([later.id]);
      expect((await store.listSchedules(10)).map((one) => [one.id, one.state, one.finishedBy])).toEqual([
        [later.id, 'pending', null],
        [sooner.id, 'cancelled', 'root@example.com'],
      ]);
    });

    it('of instances publishing one schedule at once, exactly one publishes it; a cancelled one publishes nothing', async () => {
      const { store, live } = await withLive();
      const other = await open();
      const due = await schedule(store, '{"v":"scheduled"}', t0);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => (i % 2 ? store : other).addLiveVersion(version('{"v":"scheduled"}', { at: after(minute) }), { expectedLive: live.id, schedule: { id: due.id, message: null } })),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      for (const result of results.filter((candidate) => !candidate.ok)) expect(result).toMatchObject({ ok: false, scheduleFinished: true });
      const now = (await store.liveVersion())!;
      expect((await store.listSchedules(10))[0]).toMatchObject({ id: due.id, state: 'published', versionId: now.id, finishedAt: iso(after(minute)) });
      expect(await store.listVersions(10)).toHaveLength(2);

      const cancelled = await schedule(store, '{"v":"never"}', t0);
      await store.finishSchedule(cancelled.id, { state: 'cancelled', by: 'root@example.com', at: t0, message: null });
      expect(await store.addLiveVersion(version('{"v":"never"}'), { expectedLive: now.id, schedule: { id: cancelled.id, message: null } })).toMatchObject({ ok: false, scheduleFinished: true });
      expect(await store.liveVersionId()).toBe(now.id);
    });
  });

  describe.skipIf(!engine.available)('reviews and preview links', () => {
    const review = (store: EditorStore, text: string, baseVersion: number) => store.addReview({ text, hash: sha(text), baseVersion, comment: 'Please check', pages: ['/'], by: 'ann@example.com', at: t0 });

    it('keeps the editing setting, off at first', async () => {
      const store = await fresh();
      expect(await store.getSettings()).toEqual({ reviewRequired: false });
      await store.setSettings({ reviewRequired: true });
      expect(await (await open()).getSettings()).toEqual({ reviewRequired: true });
    });

    it('keeps a review with its text, lists the pending ones first, and decides one once', async () => {
      const { store, live } = await withLive();
      const first = await review(store, '{"v":"first"}', live.id);
      const second = await review(store, '{"v":"second"}', live.id);
      expect(first).toMatchObject({ hash: sha('{"v":"first"}'), baseVersion: live.id, comment: 'Please check', pages: ['/'], requestedBy: 'ann@example.com', requestedAt: iso(t0), state: 'pending', decidedBy: null });
      expect(await store.reviewText(first.id)).toBe('{"v":"first"}');
      expect(await store.getReview(first.id)).toEqual(first);
      expect(await store.getReview(424_242)).toBeUndefined();
      const back = { state: 'sent-back' as const, by: 'root@example.com', at: after(minute), comment: 'Calmer' };
      const decided = await Promise.all([store.decideReview(first.id, back), (await open()).decideReview(first.id, back)]);
      expect(decided.filter(Boolean)).toHaveLength(1);
      expect((await store.listReviews(10)).map((one) => [one.id, one.state, one.decisionComment])).toEqual([
        [second.id, 'pending', null],
        [first.id, 'sent-back', 'Calmer'],
      ]);
    });

    it('of admins approving one review at once, exactly one publishes it, marked in the same transaction', async () => {
      const { store, live } = await withLive();
      const pending = await review(store, '{"v":"reviewed"}', live.id);
      const other = await open();
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => (i % 2 ? store : other).addLiveVersion(version('{"v":"reviewed"}', { at: after(minute) }), { expectedLive: live.id, review: { id: pending.id, by: 'root@example.com' } })),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      const now = (await store.liveVersion())!;
      expect(await store.getReview(pending.id)).toMatchObject({ state: 'approved', decidedBy: 'root@example.com', versionId: now.id, decidedAt: iso(after(minute)) });
      expect(await store.listVersions(10)).toHaveLength(2);
      expect(await store.decideReview(pending.id, { state: 'sent-back', by: 'x', at: t0, comment: 'late' })).toBe(false);
    });

    it('opens a preview link by its token’s hash while it is active, and revokes it once', async () => {
      const { store, live } = await withLive();
      const link = (tokenHash: string, more: Partial<Parameters<EditorStore['addPreviewLink']>[0]> = {}) =>
        store.addPreviewLink({ tokenHash, hash: sha('{"v":"draft"}'), version: null, text: '{"v":"draft"}', by: 'ann@example.com', at: t0, expiresAt: after(60 * minute), ...more });
      const draft = await link('a'.repeat(64));
      const ofVersion = await link('b'.repeat(64), { version: live.id, text: null, hash: live.hash });
      const short = await link('c'.repeat(64), { expiresAt: after(minute) });
      expect(draft).toMatchObject({ version: null, createdBy: 'ann@example.com', state: 'active', expiresAt: iso(after(60 * minute)) });
      expect(await store.previewText(draft.id)).toBe('{"v":"draft"}');
      expect(await store.previewText(ofVersion.id)).toBe('{"v":1}');
      expect((await store.activePreviewLink('a'.repeat(64), after(2 * minute)))?.id).toBe(draft.id);
      expect(await store.activePreviewLink('c'.repeat(64), after(2 * minute))).toBeUndefined();
      expect(await store.activePreviewLink('d'.repeat(64), t0)).toBeUndefined();
      const revoked = await Promise.all([store.revokePreviewLink(draft.id, 'root@example.com', after(2 * minute)), (await open()).revokePreviewLink(draft.id, 'root@example.com', after(2 * minute))]);
      expect(revoked.filter(Boolean)).toEqual([expect.objectContaining({ state: 'revoked', revokedBy: 'root@example.com' })]);
      expect(await store.activePreviewLink('a'.repeat(64), after(2 * minute))).toBeUndefined();
      expect((await store.listPreviewLinks(10, after(2 * minute))).map((one) => [one.id, one.state])).toEqual([
        [ofVersion.id, 'active'],
        [draft.id, 'revoked'],
        [short.id, 'expired'],
      ]);
    });
  });

  describe.skipIf(!engine.available)('audit log', () => {
    it('records entries and lists them newest first, at most `limit`', async () => {
      const store = await fresh();
      await store.audit({ at: t0, actor: 'ann@example.com', action: 'sign-in', ip: '203.0.113.5', detail: null });
      await store.audit({ at: after(2000), actor: 'ann@example.com', action: 'publish', ip: '203.0.113.5', detail: 'version 2, pages /, /about-us' });
      await store.audit({ at: after(1000), actor: null, action: 'sign-in-failed', ip: null, detail: 'nobody@example.com' });
      expect(await store.listAudit(10)).toEqual([
        { id: expect.any(Number), at: after(2000).toISOString(), actor: 'ann@example.com', action: 'publish', ip: '203.0.113.5', detail: 'version 2, pages /, /about-us' },
        { id: expect.any(Number), at: after(1000).toISOString(), actor: null, action: 'sign-in-failed', ip: null, detail: 'nobody@example.com' },
        { id: expect.any(Number), at: t0.toISOString(), actor: 'ann@example.com', action: 'sign-in', ip: '203.0.113.5', detail: null },
      ]);
      expect((await store.listAudit(1)).map((entry) => entry.action)).toEqual(['publish']);
    });

    // an unauthenticated sign-in's e-mail is the attacker's text: a terminal reading the log must not obey it
    it('escapes control characters and bidi overrides in what it records', async () => {
      const store = await fresh();
      const actor = 'ann@example.com\r\n2026-11-25 sign-in root@example.com\u001b[2K\u0000\u0085\u202eevil\u2066';
      await store.audit({ at: t0, actor, action: 'sign-in-failed', ip: '203.0.113.5\u001b', detail: 'tab\there\u2028' });
      const [entry] = await store.listAudit(1);
      expect(entry).toMatchObject({
        actor: 'ann@example.com\\u000d\\u000a2026-11-25 sign-in root@example.com\\u001b[2K\\u0000\\u0085\\u202eevil\\u2066',
        ip: '203.0.113.5\\u001b',
        detail: 'tab\\u0009here\\u2028',
      });
    });
  });

  describe.skipIf(engine.name !== 'sqlite')('texts in SQLite', () => {
    // a site.json of many pages, with Hindi: what a publish and a draft save write
    const big = JSON.stringify({ pages: Array.from({ length: 2000 }, (_, i) => ({ path: `/page-${i}`, title: `पेज ${i}: a page of the site` })) }, null, 2);

    it('keeps a version\'s and the draft\'s text packed, and gives them back exactly', async () => {
      const store = await fresh();
      const published = await store.addLiveVersion(version(big), { expectedLive: null });
      if (!published.ok) throw new Error('not published');
      expect((await store.getVersion(published.version.id))?.text).toBe(big);
      const edited = big.replace('पेज 7:', 'पृष्ठ 7:');
      expect(await store.saveDraft({ expectedHash: sha(big), text: edited, hash: sha(edited), baseVersion: published.version.id, by: 'ann@example.com', at: after(minute) })).toMatchObject({ ok: true });
      expect((await store.getDraft())?.text).toBe(edited);
      const stored = await database.rows<{ kind: string; bytes: number }>(`SELECT typeof(text) AS kind, length(text) AS bytes FROM versions UNION ALL SELECT typeof(text), length(text) FROM drafts`);
      expect(stored.map(({ kind }) => kind)).toEqual(['blob', 'blob']);
      for (const { bytes } of stored) expect(bytes).toBeLessThan(Buffer.byteLength(big) / 10);
    });

    it('reads a text stored before texts were packed as it was written', async () => {
      const store = await fresh();
      await database.rows(`INSERT INTO versions (hash, text, author, created_at, source) VALUES ('${sha('{"v":1}')}', '{"v":1}', 'dev', '${t0.toISOString()}', 'publish')`);
      await database.rows(`INSERT INTO drafts (id, text, hash, updated_at) VALUES (1, '{"v":2}', '${sha('{"v":2}')}', '${t0.toISOString()}')`);
      const { id } = (await database.rows<{ id: number }>('SELECT max(id) AS id FROM versions'))[0]!;
      expect((await store.getVersion(id))?.text).toBe('{"v":1}');
      expect((await store.getDraft())?.text).toBe('{"v":2}');
    });
  });

  describe.skipIf(engine.name !== 'sqlite')('onPublished (SQLite)', () => {
    it('resolves to an unsubscribe that does nothing: one instance polls liveVersionId()', async () => {
      const store = await fresh();
      const ids: number[] = [];
      const stop = await store.onPublished((id) => ids.push(id));
      await store.addLiveVersion(version('{"v":1}'), { expectedLive: null });
      await stop();
      expect(ids).toEqual([]);
    });

    it('shares the file with the contact storage', async () => {
      const dataDir = tempDataDir();
      const requests = SqliteStorage.open(dataDir);
      const store = keep(await openDatabase({ dataDir }).editor());
      await addAnn(store);
      expect(await requests.countRequests()).toBe(0);
      await requests.close();
      expect(await store.countAccounts()).toBe(1);
    });
  });
});

describe.skipIf(!postgres.available)('PostgreSQL: publishes reach every instance', () => {
  let database: TestDatabase;
  const { open } = storesPerTest(() => database);
  const listenerPids = async () =>
    (await database.rows<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE application_name = '${listenerApplicationName}' AND datname = current_database()`)).map((row) => row.pid);

  /** two instances: `listening` hears, `publishing` publishes */
  const twoInstances = async () => {
    database = await postgres.freshDatabase();
    const [listening, publishing] = [await open(), await open()];
    const heard: number[] = [];
    const stop = await listening.onPublished((id) => heard.push(id));
    let live: number | null = null;
    const publish = async (text: string) => {
      const result = await publishing.addLiveVersion(version(text), { expectedLive: live });
      if (!result.ok) throw new Error('publish failed');
      live = result.version.id;
      return live;
    };
    return { heard, stop, publish, publishing };
  };

  it('notifies a listener on another instance of each version, with its id, once committed', async () => {
    const { heard, publish } = await twoInstances();
    const first = await publish('{"v":1}');
    const second = await publish('{"v":2}');
    await expect.poll(() => heard).toEqual([first, second]);
  });

  it('listens again after its connection is killed, catching up on what was published meanwhile', async () => {
    const { heard, publish } = await twoInstances();
    const [pid] = await listenerPids();
    expect(pid).toBeDefined();
    await database.rows(`SELECT pg_terminate_backend(${pid})`);
    const meanwhile = await publish('{"v":1}');
    await expect.poll(() => heard, { timeout: 10_000 }).toContain(meanwhile);
    await expect.poll(listenerPids).toEqual([expect.any(Number)]);
    expect(await listenerPids()).not.toContain(pid);
    const next = await publish('{"v":2}');
    await expect.poll(() => heard).toContain(next);
  });

  it('stops listening, and closes its connection, when unsubscribed', async () => {
    const { heard, stop, publish } = await twoInstances();
    await stop();
    await expect.poll(listenerPids).toEqual([]);
    await publish('{"v":1}');
    // a publish is heard within milliseconds; a second one bounds the wait
    const probe: number[] = [];
    await (await open()).onPublished((id) => probe.push(id));
    const next = await publish('{"v":2}');
    await expect.poll(() => probe).toContain(next);
    expect(heard).toEqual([]);
  });

  // last: it restarts the file's server
  it('keeps listening across a restart of the database server', async () => {
    const { heard, publish, publishing } = await twoInstances();
    await server!.stop();
    await server!.start();
    // the synchronous restart let no pooled connection see its end: a transaction on one fails (its 'error' event
    // handled, not an uncaught exception), and the connection is dropped
    await publishing.reserveAttempt([{ key: 'k', max: 5, windowMs: minute }], t0).catch(() => {});
    await expect.poll(() => publishing.liveVersionId().then(() => true, () => false)).toBe(true);
    const next = await publish('{"v":"after restart"}');
    await expect.poll(() => heard, { timeout: 15_000 }).toContain(next);
    const again = await publish('{"v":"again"}');
    await expect.poll(() => heard).toContain(again);
  }, 60_000);
});
