// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../test/test-support.ts';
import { onPostgres, postgresForTests, startTestPostgres, type TestPostgres } from '../test/test-postgres.ts';
import { openDatabase } from './open/database.ts';
import type { DatabaseSettings } from './adapter.ts';
import { unassigned, type LeadsStore } from './leads-store.ts';
import type { Storage } from './requests-store.ts';
import type { ContactRequest } from '../../shared/contact-endpoint.ts';

/** An empty database of an engine: its requests store (to add leads as visitors do) and its leads store. */
interface TestDatabase {
  requests: Storage;
  leads: LeadsStore;
  /** the outbox row of a request, as the engine stores it */
  outbox(id: number): Promise<{ state: string; last_error: string | null }>;
}

let server: TestPostgres | undefined;
const engines = [
  {
    title: 'SQLite',
    available: true,
    settings: async (): Promise<DatabaseSettings> => ({ dataDir: tempDataDir() }),
  },
  {
    title: 'PostgreSQL',
    available: postgresForTests(),
    settings: async (): Promise<DatabaseSettings> => ({ dataDir: tempDataDir(), databaseUrl: await server!.createDatabase() }),
  },
];

beforeAll(async () => {
  if (engines[1]!.available) server = await startTestPostgres();
}, 120_000);
afterAll(() => server?.destroy(), 60_000);

const opened: TestDatabase[] = [];
afterAll(async () => {
  for (const { requests, leads } of opened) await Promise.all([requests.close(), leads.close()]);
});

async function freshDatabase(settings: DatabaseSettings): Promise<TestDatabase> {
  const database = openDatabase(settings);
  const requests = await database.requests();
  const leads = await database.leads();
  const outbox = async (id: number) => {
    if (settings.databaseUrl) return (await onPostgres<{ state: string; last_error: string | null }>(settings.databaseUrl, 'SELECT state, last_error FROM mail_outbox WHERE request_id = $1', [id]))[0]!;
    const Database = (await import('better-sqlite3')).default;
    const { databaseFile } = await import('./sqlite/database-file.ts');
    const db = new Database(databaseFile(settings.dataDir), { readonly: true });
    try {
      return db.prepare('SELECT state, last_error FROM mail_outbox WHERE request_id = ?').get(id) as { state: string; last_error: string | null };
    } finally {
      db.close();
    }
  };
  const test = { requests, leads, outbox };
  opened.push(test);
  return test;
}

const request = (name: string, more: Partial<ContactRequest> = {}): ContactRequest => ({ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.in`, phone: '+91 98765 43210', message: `Hello from ${name}`, locale: 'en', ...more });
const at = (iso: string) => new Date(iso);
const actor = 'sales@example.com';

describe.each(engines)('leads in $title', (engine) => {
  let db: TestDatabase;
  const add = (fields: ContactRequest, queueMail = false) => db.requests.addRequest(fields, { queueMail });

  beforeAll(async () => {
    if (engine.available) db = await freshDatabase(await engine.settings());
  });

  describe.skipIf(!engine.available)('the list', () => {
    it('makes every stored request a new lead, newest first, a page at a time, with the total and the counts per status', async () => {
      const ids: number[] = [];
      for (const name of ['Asha', 'Bhavesh', 'Chitra', 'Dev', 'Esha']) ids.push(await add(request(name)));
      const first = await db.leads.listLeads({}, { size: 2 });
      expect(first.leads.map((lead) => lead.name)).toEqual(['Esha', 'Dev']);
      expect(first.leads[0]).toMatchObject({ status: 'new', assignee: null, revision: 0, erasedAt: null, changedAt: null, locale: 'en' });
      expect(first.total).toBe(5);
      expect(first.counts).toEqual({ new: 5, contacted: 0, qualified: 0, won: 0, lost: 0, spam: 0 });
      const second = await db.leads.listLeads({}, { size: 2, before: first.leads.at(-1)!.id });
      expect(second.leads.map((lead) => lead.name)).toEqual(['Chitra', 'Bhavesh']);
      const last = await db.leads.listLeads({}, { size: 2, before: second.leads.at(-1)!.id });
      expect(last.leads.map((lead) => lead.name)).toEqual(['Asha']);
    });

    it('finds words as literal text: %, _, quotes and SQL are never patterns or code', async () => {
      const percent = await add(request('Percent', { message: 'We offer 100% uptime' }));
      const underscore = await add(request('Under', { email: 'first_last@example.in' }));
      const quote = await add(request('Quote', { message: "x' OR 1=1 --" }));
      const search = async (words: string) => (await db.leads.listLeads({ words }, { size: 50 })).leads.map((lead) => lead.id);
      expect(await search('%')).toEqual([percent]);
      expect(await search('_')).toEqual([underscore]);
      expect(await search("' OR 1=1 --")).toEqual([quote]);
      expect(await search('100% UPTIME')).toEqual([percent]);
      // every word must be found, each in any of the four fields
      expect(await search('percent uptime')).toEqual([percent]);
      expect(await search('percent under')).toEqual([]);
      // words of every length, quotes and Devanagari (SQLite's trigram index takes 3 characters and more)
      const marks = await add(request('Marks', { message: 'He said "ok" to राहुल शर्मा at x1' }));
      expect(await search('"ok"')).toEqual([marks]);
      expect(await search('ok')).toEqual([marks]);
      expect(await search('X1')).toEqual([marks]);
      expect(await search('शर्मा')).toEqual([marks]);
      expect(await search('"')).toEqual([marks]);
      expect(await search('NOT OR AND *')).toEqual([]);
    });

    it('filters by status, assignee, language and time, and counts each status within the other filters', async () => {
      const hindi = await add(request('हिंदी नाम', { locale: 'hi', message: 'नमस्ते, हमें एक ऐप चाहिए' }));
      const lead = (await db.leads.getLead(hindi))!;
      await db.leads.changeLead(hindi, { status: 'contacted' }, { revision: lead.revision, actor, at: at('2026-11-28T10:00:00Z') });
      await db.leads.changeLead(hindi, { assignee: actor }, { revision: lead.revision + 1, actor, at: at('2026-11-28T10:01:00Z') });
      expect((await db.leads.listLeads({ locale: 'hi' }, { size: 10 })).leads.map((l) => l.id)).toEqual([hindi]);
      expect((await db.leads.listLeads({ status: 'contacted' }, { size: 10 })).leads.map((l) => l.id)).toEqual([hindi]);
      expect((await db.leads.listLeads({ assignee: actor }, { size: 10 })).leads.map((l) => l.id)).toEqual([hindi]);
      // nobody's: every lead but the assigned one
      const nobodys = await db.leads.listLeads({ assignee: unassigned }, { size: 100 });
      expect(nobodys.leads.map((l) => l.id)).not.toContain(hindi);
      expect(nobodys.total).toBe((await db.leads.listLeads({}, { size: 1 })).total - 1);
      expect((await db.leads.listLeads({ words: 'नमस्ते' }, { size: 10 })).leads.map((l) => l.id)).toEqual([hindi]);
      const filtered = await db.leads.listLeads({ locale: 'hi', status: 'new' }, { size: 10 });
      expect(filtered.total).toBe(0);
      expect(filtered.counts).toMatchObject({ new: 0, contacted: 1 });
      const createdAt = lead.createdAt;
      expect((await db.leads.listLeads({ from: createdAt, locale: 'hi' }, { size: 10 })).total).toBe(1);
      expect((await db.leads.listLeads({ to: createdAt, locale: 'hi' }, { size: 10 })).total).toBe(0);
    });
  });

  describe.skipIf(!engine.available)('changes', () => {
    it('changes the status, records who and when, and counts the revision', async () => {
      const id = await add(request('Farah'));
      const result = await db.leads.changeLead(id, { status: 'qualified' }, { revision: 0, actor, at: at('2026-11-28T11:00:00Z') });
      expect(result).toMatchObject({ kind: 'changed', lead: { status: 'qualified', revision: 1, changedBy: actor } });
      expect(result.kind === 'changed' && new Date(result.lead.changedAt!).toISOString()).toBe('2026-11-28T11:00:00.000Z');
      const detail = (await db.leads.getLead(id))!;
      expect(detail.events).toEqual([{ at: expect.any(String), actor, kind: 'status', detail: 'qualified' }]);
    });

    it('refuses a change made on an older revision and answers with the lead as it is now: nothing is overwritten', async () => {
      const id = await add(request('Gauri'));
      await db.leads.changeLead(id, { status: 'contacted' }, { revision: 0, actor: 'first@example.com', at: new Date() });
      const second = await db.leads.changeLead(id, { status: 'lost' }, { revision: 0, actor: 'second@example.com', at: new Date() });
      expect(second).toMatchObject({ kind: 'conflict', lead: { status: 'contacted', changedBy: 'first@example.com', revision: 1 } });
      expect((await db.leads.getLead(id))!.status).toBe('contacted');
    });

    it("queues a spam lead's notification once it is taken out of spam, when notifications are sent, and only then", async () => {
      const spam = await db.requests.addRequest(request('Kiran'), { queueMail: false, status: 'spam', spamScore: 60 });
      const kept = await db.leads.changeLead(spam, { status: 'lost' }, { revision: 0, actor, at: new Date() });
      expect(kept).toMatchObject({ kind: 'changed', mailQueued: false });
      expect((await db.outbox(spam)).state).toBe('none');
      const spamAgain = await db.requests.addRequest(request('Lalit'), { queueMail: false, status: 'spam', spamScore: 60 });
      const rescued = await db.leads.changeLead(spamAgain, { status: 'new' }, { revision: 0, actor, at: new Date(), queueMail: true });
      expect(rescued).toMatchObject({ kind: 'changed', mailQueued: true, lead: { status: 'new' } });
      expect((await db.outbox(spamAgain)).state).toBe('queued');
      // a lead that was never spam, or whose notification went out, gets no second one
      const plain = await db.requests.addRequest(request('Mohan'), { queueMail: false });
      expect(await db.leads.changeLead(plain, { status: 'contacted' }, { revision: 0, actor, at: new Date(), queueMail: true })).toMatchObject({ mailQueued: false });
      expect((await db.outbox(plain)).state).toBe('none');
    });

    it('knows its newest lead', async () => {
      const id = await add(request('Nandini'));
      expect(await db.leads.newestLeadId()).toBe(id);
    });

    it('answers a lead that does not exist as missing', async () => {
      expect(await db.leads.changeLead(99_999_999, { status: 'won' }, { revision: 0, actor, at: new Date() })).toEqual({ kind: 'missing' });
      expect(await db.leads.getLead(99_999_999)).toBeUndefined();
      expect(await db.leads.addNote(99_999_999, { author: actor, text: 'x', at: new Date() })).toBeUndefined();
      expect(await db.leads.eraseLead(99_999_999, { actor, at: new Date() })).toBe('missing');
    });

    it('keeps a note exactly as written, markup and bidi overrides included, with its author and time', async () => {
      const id = await add(request('Hari'));
      const text = '<script>alert(1)</script> "><img src=x onerror=alert(1)> \u202Eevil\u202C\nसंपर्क किया';
      const note = await db.leads.addNote(id, { author: actor, text, at: at('2026-11-28T12:00:00Z') });
      expect(note).toMatchObject({ author: actor, text });
      const detail = (await db.leads.getLead(id))!;
      expect(detail.notes.map((n) => n.text)).toEqual([text]);
      expect(detail.events.map((event) => event.kind)).toEqual(['note']);
    });
  });

  describe.skipIf(!engine.available)('erasure', () => {
    it('blanks the personal data and the notes for good, stops an unsent notification, and keeps the dates and who erased it', async () => {
      const id = await add(request('Indu', { message: 'Call me on +91 99999 88888' }), true);
      await db.leads.addNote(id, { author: actor, text: 'Spoke to Indu', at: new Date() });
      expect(await db.leads.eraseLead(id, { actor, at: at('2026-11-28T13:00:00Z') })).toBe('erased');
      const lead = (await db.leads.getLead(id))!;
      expect(lead).toMatchObject({ name: '', email: '', phone: '', message: '', notes: [] });
      expect(new Date(lead.erasedAt!).toISOString()).toBe('2026-11-28T13:00:00.000Z');
      expect(lead.events.at(-1)).toMatchObject({ kind: 'erased', actor });
      expect(await db.outbox(id)).toEqual({ state: 'none', last_error: null });
      expect((await db.leads.listLeads({ words: 'Indu' }, { size: 10 })).total).toBe(0);
      expect(await db.leads.changeLead(id, { status: 'won' }, { revision: lead.revision, actor, at: new Date() })).toEqual({ kind: 'erased' });
      expect(await db.leads.addNote(id, { author: actor, text: 'again', at: new Date() })).toBeUndefined();
    });

    it('erases a lead once when two people erase it at the same moment', async () => {
      const id = await add(request('Jaya'));
      const answers = await Promise.all([db.leads.eraseLead(id, { actor: 'a@example.com', at: new Date() }), db.leads.eraseLead(id, { actor: 'b@example.com', at: new Date() })]);
      expect(answers.sort()).toEqual(['already-erased', 'erased']);
      expect((await db.leads.getLead(id))!.events.filter((event) => event.kind === 'erased')).toHaveLength(1);
    });

    it('erases the leads stored before a time (retention), and only those', async () => {
      const before = new Date(Date.now() + 1000);
      const kept = await new Promise<number>((resolve) => setTimeout(() => resolve(add(request('Kavya'))), 1100));
      const erased = await db.leads.eraseLeadsBefore(before, { actor: 'retention', at: new Date() });
      expect(erased).toBeGreaterThan(0);
      expect((await db.leads.getLead(kept))!.name).toBe('Kavya');
      const { leads } = await db.leads.listLeads({}, { size: 1000 });
      expect(leads.filter((lead) => lead.id !== kept).every((lead) => lead.erasedAt !== null && lead.name === '')).toBe(true);
    });
  });

  describe.skipIf(!engine.available)('export', () => {
    it('reads every matching lead newest first, in batches', async () => {
      const fresh = await freshDatabase(await engine.settings());
      for (let index = 0; index < 7; index++) await fresh.requests.addRequest(request(`Lead ${index}`), { queueMail: false });
      const batches: string[][] = [];
      for await (const batch of fresh.leads.exportLeads({ words: 'lead' }, 3)) batches.push(batch.map((lead) => lead.name));
      expect(batches).toEqual([
        ['Lead 6', 'Lead 5', 'Lead 4'],
        ['Lead 3', 'Lead 2', 'Lead 1'],
        ['Lead 0'],
      ]);
    });
  });
});
