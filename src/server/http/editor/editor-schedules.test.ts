// @vitest-environment node
// Scheduled publishing through the real server: refusals in the words of the person scheduling, a schedule that
// runs when due (late, when no instance was up), one that no longer validates, Cancel, and two instances on one
// PostgreSQL publishing a schedule once.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schedule, VersionSummary } from '../../db/editor-store.ts';
import { databaseFile } from '../../db/sqlite/database-file.ts';
import { adminPassword, editorPassword, send, startEditorServer, type EditorServer } from '../../test/test-editor-server.ts';
import { berlinSpringGap, summerDay } from '../../test/test-support.ts';
import { onPostgres, postgresForTests, startTestPostgres, type TestPostgres } from '../../test/test-postgres.ts';
import { TestSmtpServer } from '../../test/test-smtp.ts';
import { mailSettingsFromEnv } from '../../config/mail-settings.ts';

const setHeading = (value: string) => [{ kind: 'set', path: ['pages', 0, 'sections', 0, 'heading'], value }];
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
/** YYYY-MM-DDTHH:MM of `date` in UTC, as a datetime-local field in a UTC site gives it */
const utcLocal = (date: Date) => date.toISOString().slice(0, 16);

async function draftHeading(server: EditorServer, cookie: string, heading: string): Promise<void> {
  const { hash } = (await server.api('GET', '/edit/api/site', { cookie })).json<{ hash: string }>();
  const saved = await server.api('POST', '/edit/api/site', { cookie, body: { baseHash: hash, changes: setHeading(heading) } });
  expect(saved.status).toBe(200);
}

const schedulesOf = async (server: EditorServer, cookie: string) => (await server.api('GET', '/edit/api/schedules', { cookie })).json<{ timeZone: string; schedules: Schedule[] }>();

/** Waits for the schedule to leave pending, as the server's scheduler looks each second. */
async function finished(server: EditorServer, cookie: string, id: number): Promise<Schedule> {
  for (;;) {
    const found = (await schedulesOf(server, cookie)).schedules.find((one) => one.id === id)!;
    if (found.state !== 'pending') return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('scheduled publishing, one instance on SQLite (Europe/Berlin)', () => {
  let server: EditorServer;
  let ann: string;
  let root: string;
  let smtp: TestSmtpServer;
  /** SQL on the instance's database: a schedule moved to a time already past, as if the server had been down */
  const sql = (statement: string, ...params: unknown[]) => {
    const db = new Database(databaseFile(server.dataDir));
    try {
      db.prepare(statement).run(...params);
    } finally {
      db.close();
    }
  };

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    const mail = mailSettingsFromEnv({ SMTP_URL: smtp.url, NOTIFY_TO: 'sales@yamuna.example', MAIL_FROM: 'site@yamuna.example' });
    server = await startEditorServer({ editor: { timeZone: 'Europe/Berlin' }, mail });
    ann = await server.signIn('ann@example.com', editorPassword);
    root = await server.signIn('root@example.com', adminPassword);
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  it('refuses a time past, skipped by the clocks, or not a time, saying why in the site’s zone', async () => {
    const refusals: [unknown, string][] = [
      ['2020-01-01T09:00', '2020-01-01 09:00 in Europe/Berlin is past, or less than a minute away'],
      [berlinSpringGap(), `${berlinSpringGap().replace('T', ' ')} does not exist in Europe/Berlin: the clocks skip that hour when summer time starts`],
      ['tomorrow at nine', '"tomorrow at nine" is not a date and time: write it 2026-12-01T09:00, in Europe/Berlin.'],
      [undefined, '"at" must be a date and time in Europe/Berlin'],
    ];
    for (const [at, message] of refusals) {
      const answer = await server.api('POST', '/edit/api/schedules', { cookie: ann, body: { at } });
      expect(answer.status).toBe(400);
      expect(answer.json<{ message: string }>().message).toContain(message);
    }
    expect((await server.api('POST', '/edit/api/schedules', { cookie: ann, body: { at: `${summerDay(3)}T09:00`, version: 999 } })).status).toBe(404);
    expect((await schedulesOf(server, ann)).schedules).toEqual([]);
  });

  it('keeps the draft as it was when scheduled, in UTC, and publishes it once due: late, when no instance was running at its time', async () => {
    await draftHeading(server, ann, 'The offer starts on Monday');
    const answer = await server.api('POST', '/edit/api/schedules', { cookie: ann, body: { at: `${summerDay()}T09:00` } });
    expect(answer.status).toBe(201);
    const { schedule } = answer.json<{ schedule: Schedule }>();
    // 09:00 in Berlin in summer is 07:00 UTC
    expect(schedule).toMatchObject({ dueAt: `${summerDay()}T07:00:00.000Z`, createdBy: 'ann@example.com', state: 'pending', restoreOf: null });
    // a later change of the draft is not what was scheduled
    await draftHeading(server, ann, 'Not this one');
    expect(h1((await send(`${server.url}/`)).text)).not.toContain('The offer starts on Monday');

    sql('UPDATE schedules SET due_at = ? WHERE id = ?', new Date(Date.now() - 10 * 60_000).toISOString(), schedule.id);
    const ran = await finished(server, ann, schedule.id);
    expect(ran).toMatchObject({ state: 'published', message: 'Ran 10 minutes late: no instance of the server was running at its time.' });
    const live = (await server.api('GET', '/edit/api/versions', { cookie: ann })).json<{ versions: VersionSummary[] }>().versions[0]!;
    expect(live).toMatchObject({ id: ran.versionId, author: 'ann@example.com', source: 'editor' });
    // the schedule is published at the commit; this instance serves it a moment later
    await expect.poll(async () => h1((await send(`${server.url}/`)).text)).toContain('The offer starts on Monday');
    // the scheduler writes 'schedule-run' once the publish resolves, which is after this instance serves it
    const auditActions = async () => (await server.api('GET', '/edit/api/audit', { cookie: root })).json<{ entries: { action: string; detail: string }[] }>().entries.map((entry) => entry.action);
    await expect.poll(auditActions).toEqual(expect.arrayContaining(['schedule', 'schedule-run']));
  });

  it('bases a draft left as it was scheduled on the version the schedule made, as a Publish does', async () => {
    await draftHeading(server, ann, 'Scheduled and left alone');
    const { schedule } = (await server.api('POST', '/edit/api/schedules', { cookie: ann, body: { at: `${summerDay(1)}T09:00` } })).json<{ schedule: Schedule }>();
    sql('UPDATE schedules SET due_at = ? WHERE id = ?', new Date(Date.now() - 1000).toISOString(), schedule.id);
    const ran = await finished(server, ann, schedule.id);
    expect(ran.state).toBe('published');
    const site = (await server.api('GET', '/edit/api/site', { cookie: ann })).json<{ baseVersion: number; live: VersionSummary }>();
    expect(site).toMatchObject({ baseVersion: ran.versionId, live: { id: ran.versionId } });
  });

  it('does not publish a schedule that no longer validates, says why, and tells the admins', async () => {
    const answer = await server.api('POST', '/edit/api/schedules', { cookie: ann, body: { at: `${summerDay()}T10:00` } });
    const { schedule } = answer.json<{ schedule: Schedule }>();
    const liveBefore = (await server.api('GET', '/edit/api/versions', { cookie: ann })).json<{ versions: VersionSummary[] }>().versions[0]!.id;
    // what a change of the schema does to a stored text: it no longer validates
    const { packText } = await import('../../db/sqlite/packed-text.ts');
    sql('UPDATE schedules SET text = ?, due_at = ? WHERE id = ?', packText('{"pages": "not a list"}'), new Date(Date.now() - 1000).toISOString(), schedule.id);
    const ran = await finished(server, ann, schedule.id);
    expect(ran.state).toBe('failed');
    expect(ran.message).toMatch(/problem/);
    expect((await server.api('GET', '/edit/api/versions', { cookie: ann })).json<{ versions: VersionSummary[] }>().versions[0]!.id).toBe(liveBefore);
    const notice = await smtp.mail(1);
    expect(notice.envelope.to).toEqual(['root@example.com']);
    expect(notice.parsed.subject).toMatch(/^A scheduled publish did not happen/);
    expect(notice.parsed.text).toContain('the site is unchanged');
  });

  it('cancels a pending schedule once, and lists it cancelled by whom', async () => {
    const { schedule } = (await server.api('POST', '/edit/api/schedules', { cookie: ann, body: { at: `${summerDay(2)}T09:00`, version: 1 } })).json<{ schedule: Schedule }>();
    expect(schedule.restoreOf).toBe(1);
    expect((await server.api('POST', `/edit/api/schedules/${schedule.id}/cancel`, { cookie: root })).json()).toEqual({ cancelled: schedule.id });
    const again = await server.api('POST', `/edit/api/schedules/${schedule.id}/cancel`, { cookie: ann });
    expect(again.status).toBe(409);
    expect((await server.api('POST', '/edit/api/schedules/424242/cancel', { cookie: ann })).status).toBe(404);
    expect((await schedulesOf(server, ann)).schedules.find((one) => one.id === schedule.id)).toMatchObject({ state: 'cancelled', finishedBy: 'root@example.com' });
  });
});

const postgresAvailable = postgresForTests();
describe.skipIf(!postgresAvailable)('scheduled publishing, two instances on PostgreSQL', () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startTestPostgres();
  }, 120_000);
  afterAll(() => postgres?.destroy(), 60_000);

  it('publishes a due schedule exactly once, on both', async () => {
    const databaseUrl = await postgres.createDatabase();
    const one = await startEditorServer({ databaseUrl });
    const two = await startEditorServer({ databaseUrl, publishSite: false });
    try {
      const ann = await one.signIn('ann@example.com', editorPassword);
      await draftHeading(one, ann, 'Live on both, once');
      const { schedule } = (await one.api('POST', '/edit/api/schedules', { cookie: ann, body: { at: utcLocal(new Date(Date.now() + 24 * 3_600_000)) } })).json<{ schedule: Schedule }>();
      const before = (await onPostgres<{ n: string }>(databaseUrl, 'SELECT count(*) AS n FROM versions'))[0]!.n;
      // both instances wake for it in the same second
      await onPostgres(databaseUrl, 'UPDATE schedules SET due_at = now() WHERE id = $1', [schedule.id]);
      const ran = await finished(one, ann, schedule.id);
      expect(ran.state).toBe('published');
      expect(Number((await onPostgres<{ n: string }>(databaseUrl, 'SELECT count(*) AS n FROM versions'))[0]!.n)).toBe(Number(before) + 1);
      for (const server of [one, two]) {
        await expect.poll(async () => h1((await send(`${server.url}/`)).text)).toContain('Live on both, once');
      }
      const runs = await onPostgres<{ n: string }>(databaseUrl, "SELECT count(*) AS n FROM audit_log WHERE action = 'schedule-run'");
      expect(Number(runs[0]!.n)).toBe(1);
    } finally {
      await two.close();
      await one.close();
    }
  }, 60_000);
});
