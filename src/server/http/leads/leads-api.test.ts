// @vitest-environment node
// The leads API through the real server (a published site, SQLite), as an admin's browser calls it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactPath } from '../../../shared/contact-endpoint.ts';
import { adminPassword, defaultAccounts, editorPassword, send, startEditorServer, type EditorServer } from '../../test/test-editor-server.ts';
import { jsonHeaders, validRequest } from '../../test/test-support.ts';
import type { Lead, LeadDetail, LeadPage } from '../../db/leads-store.ts';
import { mailSettingsFromEnv } from '../../config/mail-settings.ts';
import { TestSmtpServer } from '../../test/test-smtp.ts';

describe('the leads API', () => {
  let server: EditorServer;
  let admin: string;
  let editor: string;
  let sales: string;
  const ids: Record<string, number> = {};

  const submit = async (fields: Record<string, string>) => {
    const answer = await send(`${server.url}${contactPath}`, { method: 'POST', headers: jsonHeaders, body: JSON.stringify(fields) });
    expect(answer.status).toBe(201);
    return answer.json<{ id: number }>().id;
  };
  const list = async (query = '') => (await server.api('GET', `/edit/api/leads${query}`, { cookie: admin })).json<LeadPage>();

  beforeAll(async () => {
    server = await startEditorServer({ accounts: [...defaultAccounts, { email: 'sam@example.com', role: 'sales', password: editorPassword }] });
    admin = await server.signIn('root@example.com', adminPassword);
    editor = await server.signIn('ann@example.com', editorPassword);
    sales = await server.signIn('sam@example.com', editorPassword);
    ids.english = await submit({ ...validRequest, name: 'Asha Verma', message: 'We need an app for 100% of our drivers' });
    ids.hindi = await submit({ ...validRequest, name: 'राहुल शर्मा', email: 'rahul@example.in', message: 'नमस्ते, हमें एक वेबसाइट चाहिए', locale: 'hi' });
    ids.formula = await submit({ ...validRequest, name: "=cmd|'/c calc'!A1", email: 'formula@example.in', message: "Quote ' OR 1=1 --" });
  }, 120_000);
  afterAll(() => server?.close());

  it('lists the leads newest first with their language, and counts them per status', async () => {
    const page = await list();
    expect(page.leads.map((lead) => lead.id)).toEqual([ids.formula, ids.hindi, ids.english]);
    expect(page.leads[1]).toMatchObject({ name: 'राहुल शर्मा', locale: 'hi', status: 'new' });
    expect(page.total).toBe(3);
    expect(page.counts).toMatchObject({ new: 3, contacted: 0 });
  });

  it('searches words as literal text', async () => {
    expect((await list('?words=%25')).leads.map((lead) => lead.id)).toEqual([ids.english]);
    expect((await list(`?words=${encodeURIComponent("' OR 1=1 --")}`)).leads.map((lead) => lead.id)).toEqual([ids.formula]);
    expect((await list(`?words=${encodeURIComponent('नमस्ते')}`)).leads.map((lead) => lead.id)).toEqual([ids.hindi]);
  });

  it('changes a status, assigns and notes a lead, and shows who did it; a change on an older revision is refused with the lead as it is', async () => {
    const before = (await server.api('GET', `/edit/api/leads/${ids.english}`, { cookie: admin })).json<LeadDetail>();
    const changed = await server.api('POST', `/edit/api/leads/${ids.english}`, { cookie: admin, body: { status: 'contacted', revision: before.revision } });
    expect(changed.status).toBe(200);
    expect(changed.json<Lead>()).toMatchObject({ status: 'contacted', changedBy: 'root@example.com', revision: before.revision + 1 });
    const stale = await server.api('POST', `/edit/api/leads/${ids.english}`, { cookie: admin, body: { status: 'lost', revision: before.revision } });
    expect(stale.status).toBe(409);
    expect(stale.json<{ message: string; lead: Lead }>()).toMatchObject({ message: expect.stringContaining('root@example.com changed this lead'), lead: { status: 'contacted' } });
    const assigned = await server.api('POST', `/edit/api/leads/${ids.english}`, { cookie: sales, body: { assignee: 'Sam@example.com', revision: before.revision + 1 } });
    expect(assigned.json<Lead>()).toMatchObject({ assignee: 'sam@example.com', changedBy: 'sam@example.com' });
    // only to someone who may open it: not a stranger, not an editor of content
    for (const assignee of ['stranger@example.com', 'ann@example.com', 42]) {
      const refused = await server.api('POST', `/edit/api/leads/${ids.english}`, { cookie: admin, body: { assignee, revision: before.revision + 2 } });
      expect(refused.status).toBe(400);
      expect(refused.json<{ message: string }>().message).toContain('only to a sales account or an admin');
    }
    const text = '<script>alert(1)</script> "><img src=x onerror=alert(1)> \u202Eevil';
    const note = await server.api('POST', `/edit/api/leads/${ids.english}/notes`, { cookie: admin, body: { text } });
    expect(note.status).toBe(201);
    const detail = (await server.api('GET', `/edit/api/leads/${ids.english}`, { cookie: admin })).json<LeadDetail>();
    expect(detail.notes.map((n) => n.text)).toEqual([text]);
    expect(detail.events.map((event) => `${event.kind} ${event.detail}`)).toEqual(['status contacted', 'assignee sam@example.com', 'note ']);
    expect((await list('?status=contacted&assignee=sam%40example.com')).leads.map((lead) => lead.id)).toEqual([ids.english]);
  });

  it('names who a lead may be assigned to: the sales accounts and the admins', async () => {
    const answer = await server.api('GET', '/edit/api/leads/assignees', { cookie: sales });
    expect(answer.json<{ accounts: { email: string; role: string }[] }>().accounts).toEqual([
      { email: 'root@example.com', role: 'admin' },
      { email: 'sam@example.com', role: 'sales' },
    ]);
  });

  it('tells an open list of a new lead as soon as it is stored, and the newest at once without `after`', async () => {
    const newest = (await server.api('GET', '/edit/api/leads/news', { cookie: sales })).json<{ newest: number }>().newest;
    expect(newest).toBe(ids.formula);
    const older = await server.api('GET', `/edit/api/leads/news?after=${ids.hindi}`, { cookie: sales });
    expect(older.json<{ newest: number }>().newest).toBe(ids.formula);
    // a wait of 25 s, answered by the new lead (the test's own limit is shorter than the wait)
    const waiting = server.api('GET', `/edit/api/leads/news?after=${newest}`, { cookie: sales });
    const id = await submit({ ...validRequest, name: 'Brand New', email: 'new@example.in' });
    expect((await waiting).json<{ newest: number }>().newest).toBe(id);
    ids.late = id;
  }, 20_000);

  it('refuses a status that does not exist and a lead that does not exist, with a message', async () => {
    const badStatus = await server.api('POST', `/edit/api/leads/${ids.hindi}`, { cookie: admin, body: { status: 'archived', revision: 0 } });
    expect(badStatus.status).toBe(400);
    expect(badStatus.json<{ message: string }>().message).toContain('There is no status "archived"');
    expect((await server.api('GET', '/edit/api/leads?status=archived', { cookie: admin })).status).toBe(400);
    for (const path of ['/edit/api/leads/999999', '/edit/api/leads/abc', '/edit/api/leads/-1']) {
      const answer = await server.api('GET', path, { cookie: admin });
      expect(answer.status, path).toBe(404);
      expect(answer.json<{ message: string }>().message).toContain('There is no such lead');
    }
  });

  it('exports the filtered leads as CSV: UTF-8 with a BOM, Hindi intact, a formula neutralised, and says so in the audit log', async () => {
    const answer = await server.api('GET', '/edit/api/leads/export.csv', { cookie: admin });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/);
    expect(answer.text.startsWith('\uFEFFid,received,status,name,email,phone,language,page,assignee,message\r\n')).toBe(true);
    expect(answer.text).toContain(`,"'=cmd|'/c calc'!A1",`.replace(/"/g, ''));
    expect(answer.text).toContain('राहुल शर्मा');
    expect(answer.text.trimEnd().split('\r\n')).toHaveLength(5);
    const audit = (await server.api('GET', '/edit/api/audit', { cookie: admin })).json<{ entries: { action: string; detail: string }[] }>();
    expect(audit.entries.find((entry) => entry.action === 'lead-export')?.detail).toMatch(/^4 leads, filter \{\}/);
    const hindiOnly = await server.api('GET', '/edit/api/leads/export.csv?locale=hi', { cookie: admin });
    expect(hindiOnly.text.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('is closed to editors of content (403) and to anyone without a session (401), the export included', async () => {
    for (const [method, path] of [['GET', '/edit/api/leads'], ['GET', '/edit/api/leads/export.csv'], ['GET', `/edit/api/leads/${ids.hindi}`], ['POST', `/edit/api/leads/${ids.hindi}/erase`]] as const) {
      expect((await server.api(method, path, { cookie: editor })).status, `${method} ${path}`).toBe(403);
      expect((await server.api(method, path)).status, `${method} ${path}`).toBe(401);
    }
    const foreign = await send(`${server.url}/edit/api/leads/export.csv`, { headers: { cookie: admin, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(foreign.status).toBe(403);
  });

  it('erases a lead once when two erasures come at once, leaving only its tombstone', async () => {
    const [first, second] = await Promise.all([
      server.api('POST', `/edit/api/leads/${ids.hindi}/erase`, { cookie: admin }),
      server.api('POST', `/edit/api/leads/${ids.hindi}/erase`, { cookie: admin }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((answer) => answer.status === 409)!.json<{ message: string }>().message).toContain('already erased');
    const lead = (await server.api('GET', `/edit/api/leads/${ids.hindi}`, { cookie: admin })).json<LeadDetail>();
    expect(lead).toMatchObject({ name: '', email: '', phone: '', message: '', notes: [] });
    expect((await list(`?words=${encodeURIComponent('राहुल')}`)).total).toBe(0);
    const gone = await server.api('POST', `/edit/api/leads/${ids.hindi}`, { cookie: admin, body: { status: 'won', revision: lead.revision } });
    expect(gone.status).toBe(410);
    const audit = (await server.api('GET', '/edit/api/audit', { cookie: admin })).json<{ entries: { action: string; detail: string }[] }>();
    const tombstones = audit.entries.filter((entry) => entry.action === 'lead-erase');
    expect(tombstones).toHaveLength(1);
    expect(tombstones[0]!.detail).toMatch(new RegExp(`^lead ${ids.hindi}, received \\d{4}-`));
    expect(JSON.stringify(audit)).not.toContain('राहुल');
  });
});

describe('a lead taken out of spam', () => {
  it('sends its notification then, once, and says so', async () => {
    const smtp = await TestSmtpServer.start();
    const mail = mailSettingsFromEnv({ SMTP_URL: smtp.url, NOTIFY_TO: 'sales@yamuna.example', MAIL_FROM: 'site@yamuna.example', SITE_URL: 'https://www.yamuna.example' });
    const server = await startEditorServer({ mail, accounts: [{ email: 'sam@example.com', role: 'sales', password: editorPassword }] });
    try {
      const sales = await server.signIn('sam@example.com', editorPassword);
      // a real client who pasted links: filed as spam, no notification
      const body = JSON.stringify({ ...validRequest, name: 'www.real-client.example', message: 'See http://a.example http://b.example' });
      const answer = await send(`${server.url}${contactPath}`, { method: 'POST', headers: jsonHeaders, body });
      const { id } = answer.json<{ id: number }>();
      const lead = (await server.api('GET', `/edit/api/leads/${id}`, { cookie: sales })).json<LeadDetail>();
      expect(lead.status).toBe('spam');
      const rescued = await server.api('POST', `/edit/api/leads/${id}`, { cookie: sales, body: { status: 'new', revision: lead.revision } });
      expect(rescued.json<Lead & { mailQueued: boolean }>()).toMatchObject({ status: 'new', mailQueued: true });
      const sent = await smtp.mail(1);
      expect(sent.parsed.subject).toBe('Contact request from www.real-client.example');
      expect(sent.parsed.text).toContain(`https://www.yamuna.example/edit/leads/${id}`);
      // back to spam and out again: its notification went out already
      const again = await server.api('POST', `/edit/api/leads/${id}`, { cookie: sales, body: { status: 'spam', revision: lead.revision + 1 } });
      const out = await server.api('POST', `/edit/api/leads/${id}`, { cookie: sales, body: { status: 'contacted', revision: again.json<Lead>().revision } });
      expect(out.json<{ mailQueued: boolean }>().mailQueued).toBe(false);
    } finally {
      await server.close();
      await smtp.stop();
    }
    expect(smtp.received).toHaveLength(1);
  }, 60_000);
});
