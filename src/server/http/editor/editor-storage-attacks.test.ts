// @vitest-environment node
// The attacks on the routes that reach the database, through the real server on SQLite and on PostgreSQL: text a
// store cannot hold (NUL), queries that name a key twice, an export broken off, approvals at once, versions that
// are not numbers, a schedule in the year 9999, and a database that fails: answered in words, nothing changed.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { contactPath } from '../../../shared/contact-endpoint.ts';
import type { Review } from '../../../shared/reviews.ts';
import { databaseFile } from '../../db/sqlite/database-file.ts';
import { openDatabase } from '../../db/open/database.ts';
import type { Storage } from '../../db/requests-store.ts';
import { serverFailure } from '../common/error-answer.ts';
import { adminPassword, defaultAccounts, editorPassword, send, startEditorServer, type EditorServer } from '../../test/test-editor-server.ts';
import { form, formHeaders, jsonHeaders, summerDay, validRequest } from '../../test/test-support.ts';
import { onPostgres, postgresForTests, startTestPostgres, type TestPostgres } from '../../test/test-postgres.ts';

const postgresAvailable = postgresForTests();
let postgres: TestPostgres | undefined;
beforeAll(async () => {
  if (postgresAvailable) postgres = await startTestPostgres();
}, 120_000);
afterAll(() => postgres?.destroy(), 60_000);

const engines = [{ engine: 'SQLite' }, ...(postgresAvailable ? [{ engine: 'PostgreSQL' }] : [])];

describe.each(engines)('the routes that reach the database, attacked, on $engine', ({ engine }) => {
  let server: EditorServer;
  let storage: Storage;
  let databaseUrl: string | undefined;
  let admin: string;
  let ann: string;
  let lead: number;
  const message = (answer: { json<T>(): T }) => answer.json<{ message: string }>().message;
  /** raw SQL on the server's own database, beside it */
  const sql = async (statement: string) => {
    if (databaseUrl) return void (await onPostgres(databaseUrl, statement));
    const db = new Database(databaseFile(server.dataDir));
    try {
      db.exec(statement);
    } finally {
      db.close();
    }
  };
  const audited = async (action: string) => (await server.store.listAudit(500)).filter((entry) => entry.action === action);

  beforeAll(async () => {
    databaseUrl = engine === 'PostgreSQL' ? await postgres!.createDatabase() : undefined;
    server = await startEditorServer({ databaseUrl, accounts: [...defaultAccounts, { email: 'root2@example.com', role: 'admin', password: adminPassword }] });
    storage = await openDatabase({ dataDir: server.dataDir, databaseUrl }).requests();
    admin = await server.signIn('root@example.com', adminPassword);
    ann = await server.signIn('ann@example.com', editorPassword);
    lead = await storage.addRequest({ ...validRequest, name: 'Zed Zzyzx', message: 'zz zzz and more' }, { queueMail: false });
    await storage.addRequest({ ...validRequest, name: 'Other Person', email: 'other@example.in', message: 'nothing alike' }, { queueMail: false });
  }, 120_000);
  afterAll(async () => {
    await storage?.close();
    await server?.close();
  });

  it('refuses a NUL or another control character in the leads search with a 400 in words, never the store’s error nor every lead', async () => {
    for (const words of ['zz\u0000zzz', '\u0000', 'zz\u001bzz']) {
      for (const path of ['/edit/api/leads', '/edit/api/leads/export.csv']) {
        const answer = await server.api('GET', `${path}?words=${encodeURIComponent(words)}`, { cookie: admin });
        expect([path, JSON.stringify(words), answer.status, message(answer)]).toEqual([path, JSON.stringify(words), 400, 'The address holds a control character in "words": remove it (search words and names are plain text).']);
      }
    }
    // the search itself still finds what it should
    const found = (await server.api('GET', '/edit/api/leads?words=zzz', { cookie: admin })).json<{ leads: { id: number }[] }>().leads;
    expect(found.map(({ id }) => id)).toEqual([lead]);
  });

  it('refuses a NUL in any text a request sends (a note, the contact form as JSON or as a form, the sign-in): 400 in words, nothing stored', async () => {
    const refusal = 'The request holds a NUL character (\\u0000), which no text of this site may contain: remove it and send it again.';
    const note = await server.api('POST', `/edit/api/leads/${lead}/notes`, { cookie: admin, body: { text: 'called\u0000back' } });
    expect([note.status, message(note)]).toEqual([400, refusal]);
    expect((await server.api('GET', `/edit/api/leads/${lead}`, { cookie: admin })).json<{ notes: unknown[] }>().notes).toEqual([]);
    const before = (await server.api('GET', '/edit/api/leads', { cookie: admin })).json<{ total: number }>().total;
    const asJson = await send(`${server.url}${contactPath}`, { method: 'POST', headers: jsonHeaders, body: JSON.stringify({ ...validRequest, name: 'A\u0000B' }) });
    expect([asJson.status, asJson.json<{ message: string }>().message]).toEqual([400, refusal]);
    const asForm = await send(`${server.url}${contactPath}`, { method: 'POST', headers: formHeaders, body: form({ ...validRequest, message: 'Hello\u0000there' }) });
    expect(asForm.status).toBe(400);
    expect(asForm.text).toContain('NUL character');
    expect((await server.api('GET', '/edit/api/leads', { cookie: admin })).json<{ total: number }>().total).toBe(before);
    const signIn = await send(`${server.url}/edit/sign-in`, { method: 'POST', headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' }, body: form({ email: 'root@example.com\u0000', password: adminPassword }) });
    expect([signIn.status, signIn.json<{ message: string }>().message]).toEqual([400, refusal]);
  });

  it('refuses a repeated key in the list’s and the export’s query with a 400 in words, before a byte of the export', async () => {
    for (const key of ['words', 'assignee', 'locale', 'status']) {
      for (const path of ['/edit/api/leads', '/edit/api/leads/export.csv']) {
        const answer = await server.api('GET', `${path}?${key}=a&${key}=b`, { cookie: admin });
        expect([path, key, answer.status, answer.headers['content-type'], message(answer)]).toEqual([path, key, 400, 'application/json; charset=utf-8', `The address gives "${key}" more than once: give each of its settings once.`]);
      }
    }
    expect(await audited('lead-export')).toEqual([]);
  });

  it('writes the export’s audit line before the download, so one broken off is in the log too', async () => {
    // more batches of the export than a stream reads ahead of a client that stopped reading (16), and more bytes
    // (about 10 MB) than the connection holds
    const bulk = 20_000;
    const order = 'An order of several things, described at length. '.repeat(10);
    await sql(
      databaseUrl
        ? `INSERT INTO contact_requests (name, email, phone, message, created_at, status) SELECT 'Bulk ' || i, 'bulk@example.in', '', '${order}', now(), 'won' FROM generate_series(1, ${bulk}) AS i`
        : `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${bulk}) INSERT INTO contact_requests (name, email, phone, message, created_at, status) SELECT 'Bulk ' || i, 'bulk@example.in', '', '${order}', '2026-12-01T09:00:00.000Z', 'won' FROM n`,
    );
    const { hostname, port } = new URL(server.url);
    await new Promise<void>((resolve, reject) => {
      const request = httpRequest({ hostname, port, path: '/edit/api/leads/export.csv?status=won', headers: { cookie: admin } }, (response) => {
        expect(response.statusCode).toBe(200);
        // the download is broken off at its first bytes
        response.socket.destroy();
        resolve();
      });
      request.on('error', reject);
      request.end();
    });
    await expect.poll(async () => (await audited('lead-export')).map((entry) => entry.detail)).toEqual([`${bulk} leads, filter {"status":"won"}`]);
    expect((await audited('lead-export'))[0]!.actor).toBe('root@example.com');
  });

  it('reads a version only as the number it is: [1], true, " 1 ", 1.5 and 0 are a 400 in words, 1 is taken', async () => {
    for (const version of [[1], true, ' 1 ', '1.0', 1.5, 0, -1, '1e0']) {
      const schedule = await server.api('POST', '/edit/api/schedules', { cookie: ann, body: { at: `${summerDay()}T09:00`, version } });
      expect([JSON.stringify(version), schedule.status, message(schedule)]).toEqual([JSON.stringify(version), 400, '"version" must be the number of a version, or absent to schedule the draft.']);
      const link = await server.api('POST', '/edit/api/previews', { cookie: ann, body: { version } });
      expect([JSON.stringify(version), link.status, message(link)]).toEqual([JSON.stringify(version), 400, '"version" must be the number of a version, or absent for the saved draft.']);
    }
    expect((await server.api('POST', '/edit/api/previews', { cookie: ann, body: { version: 1 } })).status).toBe(201);
    expect((await server.api('GET', '/edit/api/schedules', { cookie: ann })).json<{ schedules: unknown[] }>().schedules).toEqual([]);
  });

  it('refuses a schedule more than a year ahead, the year 9999 among them, in the words of the person who typed it', async () => {
    const far = `${new Date().getUTCFullYear() + 2}-01-15T09:00`;
    for (const at of ['9999-12-31T23:59', far]) {
      const answer = await server.api('POST', '/edit/api/schedules', { cookie: ann, body: { at } });
      expect([at, answer.status, message(answer)]).toEqual([at, 400, `${at.replace('T', ' ')} in UTC is more than a year away: a schedule can be at most a year ahead. Choose an earlier time, and schedule later changes nearer their day.`]);
    }
    expect((await server.api('POST', '/edit/api/schedules', { cookie: ann, body: { at: `${summerDay()}T09:00` } })).status).toBe(201);
  });

  it('answers six approvals of one review at once with one publish and five 409s that say who approved it', async () => {
    for (const dueAt of [null, `${summerDay()}T10:00`]) {
      const { hash } = (await server.api('GET', '/edit/api/site', { cookie: ann })).json<{ hash: string; site: unknown }>();
      const changed = await server.api('POST', '/edit/api/site', { cookie: ann, body: { baseHash: hash, changes: [{ kind: 'set', path: ['pages', 0, 'sections', 0, 'heading'], value: `Approved at once ${dueAt ?? 'now'}` }] } });
      expect(changed.status).toBe(200);
      const asked = await server.api('POST', '/edit/api/reviews', { cookie: ann, body: { hash: changed.json<{ hash: string }>().hash } });
      expect(asked.status, asked.text).toBe(201);
      const review = asked.json<{ review: Review }>().review;
      const second = await server.signIn('root2@example.com', adminPassword);
      const answers = await Promise.all(
        [admin, second, admin, second, admin, second].map((cookie) => server.api('POST', `/edit/api/reviews/${review.id}/approve`, { cookie, body: dueAt ? { at: dueAt } : {} })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([dueAt ? 201 : 200, 409, 409, 409, 409, 409].sort());
      for (const refused of answers.filter((answer) => answer.status === 409)) expect(message(refused)).toMatch(/^root2?@example\.com approved this request already\.$/);
    }
  }, 60_000);

  it('answers a database that fails with a 500 in words: its message, its tables and its data stay in the server’s log', async () => {
    await sql('DROP TABLE lead_events');
    const answer = await server.api('GET', `/edit/api/leads/${lead}`, { cookie: admin });
    expect([answer.status, answer.json()]).toEqual([500, { message: serverFailure }]);
    expect(answer.text).not.toMatch(/lead_events|relation|table|SQLITE/i);
    await expect.poll(() => server.lines.join('\n')).toContain('lead_events');
  });
});
