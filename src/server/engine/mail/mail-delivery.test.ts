// @vitest-environment node
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer } from '../../http/site-server';
import { contactPath } from '../../http/contact/contact-route';
import { form, formHeaders, jsonHeaders, logCollector, storedRows, tempBuild, tempDataDir, validRequest } from '../../test/test-support';
import { root } from '../../../model/paths.ts';
import { mailSettingsFromEnv } from '../../config/mail-settings';
import { notificationMessageId } from './notification';
import { outboxSenderOf } from '../../http/mail-hooks';
import { freePort, senderEvents, TestSmtpServer } from '../../test/test-smtp';
import { openDatabase } from '../../db/open/database.ts';
import { spamThreshold } from '../leads/spam-score.ts';

const run = promisify(execFile);
/** `npm run submissions` against a DATA_DIR, as the company runs it. */
const submissions = (dataDir: string, ...args: string[]) =>
  run(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'scripts/submissions.ts'), ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir } });

const fast = { pollMs: 25, retry: { firstDelayMs: 10, maxDelayMs: 50, giveUpAfterMs: 60_000 } };
const secret = 'smtp-pass-7c1e';

describe('notification e-mails from the contact endpoint, through a real SMTP server', () => {
  const cleanup: (() => Promise<unknown> | void)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function serve(smtpUrl: string | undefined) {
    const dataDir = tempDataDir();
    const log = logCollector();
    const { clientDir } = tempBuild(undefined, dataDir);
    const mail = mailSettingsFromEnv({ SMTP_URL: smtpUrl, NOTIFY_TO: 'sales@yamuna.example, Owner <owner@yamuna.example>', MAIL_FROM: 'Yamuna Softworks <site@yamuna.example>' });
    const app: FastifyInstance = await createServer({ clientDir, dataDir, rateLimit: { max: 0, windowMs: 60_000 }, mail, mailTuning: fast, logger: { stream: log.stream } });
    cleanup.push(() => app.close());
    const url = (await app.listen({ host: '127.0.0.1', port: 0 })) + contactPath;
    const sender = outboxSenderOf(app);
    const events = sender ? senderEvents(sender) : undefined;
    const post = (body: string, headers: Record<string, string> = formHeaders) => fetch(url, { method: 'POST', body, headers, redirect: 'manual' });
    /** posts JSON and resolves with the stored request's id */
    const postJson = async (fields: object) => {
      const response = await post(JSON.stringify(fields), jsonHeaders);
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };
    const row = (id: number) => storedRows(dataDir).find((stored) => stored.id === id)!;
    return { dataDir, log, mail, post, postJson, row, events: events! };
  }

  async function smtpServer(options: Parameters<typeof TestSmtpServer.start>[0] = {}) {
    const smtp = await TestSmtpServer.start(options);
    cleanup.push(() => smtp.stop());
    return smtp;
  }

  it('mails a request posted through the form: subject, every field in text and HTML, Reply-To, Message-ID, markup escaped', async () => {
    const smtp = await smtpServer({ auth: { user: 'site@yamuna.example', pass: secret } });
    const { post, row, mail, events, log } = await serve(smtp.url);
    const message = 'Hello <script>alert(1)</script> and <b>bold</b> & more\nSecond line';
    const response = await post(form({ ...validRequest, name: 'Asha <b>Verma</b>', message, website: '' }));
    expect(response.status).toBe(303);

    const received = await smtp.mail(1);
    await events.of('sent', 1);
    const request = row(1);
    const { parsed, envelope } = received;
    expect(envelope).toEqual({ from: 'site@yamuna.example', to: ['sales@yamuna.example', 'owner@yamuna.example'] });
    expect(parsed.subject).toBe('Contact request from Asha <b>Verma</b>');
    expect(parsed.replyTo?.value).toEqual([{ name: 'Asha <b>Verma</b>', address: validRequest.email }]);
    expect(parsed.messageId).toBe(notificationMessageId(request, mail!.from));
    expect(parsed.messageId).toMatch(/^<request-1\.\d+@yamuna\.example>$/);
    expect(parsed.date).toBeInstanceOf(Date);
    const html = String(parsed.html);
    for (const value of [validRequest.email, validRequest.phone, request.createdAt.slice(0, 10)]) {
      expect(parsed.text).toContain(value);
      expect(html).toContain(value);
    }
    expect(parsed.text).toContain('Asha <b>Verma</b>');
    expect(parsed.text).toContain(message);
    expect(html).toContain('Asha &lt;b&gt;Verma&lt;/b&gt;');
    expect(html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; and &lt;b&gt;bold&lt;/b&gt; &amp; more\nSecond line');
    expect(html).not.toMatch(/<script>|<b>/);

    expect(request.mail).toMatchObject({ state: 'sent', attempts: 1, sentAt: expect.any(String), lastError: null });
    expect(log.lines.filter((line) => line.includes('notification e-mails to'))).toHaveLength(1);
    expect(log.lines.join('\n')).not.toContain(secret);
  });

  it('delivers a request once: no second mail during further passes of the sender', async () => {
    const smtp = await smtpServer();
    const { postJson, events, mail, row } = await serve(smtp.url);
    const id = await postJson(validRequest);
    await events.of('sent', id);
    await events.idlePasses(4);
    expect(smtp.withMessageId(notificationMessageId(row(id), mail!.from))).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('answers 303 while SMTP is down, and the mail arrives once SMTP is back', async () => {
    const port = await freePort();
    const { post, events, row, mail } = await serve(`smtp://127.0.0.1:${port}`);
    const response = await post(form(validRequest));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/request-received');

    const retry = await events.of('retry', 1);
    expect(retry.reason).toContain('ECONNREFUSED');
    expect(row(1).mail).toMatchObject({ state: 'queued', lastError: expect.stringContaining('ECONNREFUSED') });

    const smtp = await smtpServer({ port });
    const received = await smtp.mail(1);
    const sent = await events.of('sent', 1);
    expect(sent.attempts).toBeGreaterThan(1);
    expect(received.parsed.messageId).toBe(notificationMessageId(row(1), mail!.from));
    await events.idlePasses(2);
    expect(smtp.received).toHaveLength(1);
    expect(row(1).mail).toMatchObject({ state: 'sent', lastError: expect.stringContaining('ECONNREFUSED') });
  });

  it('marks a mail the SMTP server refuses (550) failed at once; npm run submissions shows it, and --retry-failed sends it again', async () => {
    const smtp = await smtpServer();
    smtp.refuse = { code: 550, message: '5.1.1 Mailbox unavailable' };
    const { dataDir, postJson, events, row } = await serve(smtp.url);
    const id = await postJson({ ...validRequest, name: 'Refused Person' });
    const failed = await events.of('failed', id);
    expect(failed).toMatchObject({ attempts: 1, reason: '550 5.1.1 Mailbox unavailable (RCPT)' });
    expect(events.events.filter((event) => event.type === 'retry')).toEqual([]);
    expect(row(id).mail).toMatchObject({ state: 'failed', lastError: '550 5.1.1 Mailbox unavailable (RCPT)' });

    const table = await submissions(dataDir);
    expect(table.stdout).toMatch(/Refused Person .* failed: 550 5\.1\.1 Mailbox unavailable/);

    smtp.refuse = null;
    const sent = events.next('sent', id);
    expect((await submissions(dataDir, '--retry-failed')).stdout).toBe('Queued 1 failed notification again.\n');
    await smtp.mail(1);
    expect((await sent).attempts).toBe(1);
    expect(row(id).mail).toMatchObject({ state: 'sent', attempts: 1 });
  }, 30_000);

  it('refuses a line break in a value that goes into a header: 422 with the field message, nothing stored, nothing sent', async () => {
    const smtp = await smtpServer();
    const { post, dataDir, events } = await serve(smtp.url);
    const injected = await post(JSON.stringify({ ...validRequest, name: 'x\r\nBcc: victim@example.com' }), jsonHeaders);
    expect(injected.status).toBe(422);
    expect(await injected.json()).toEqual({ error: 'Invalid request', errors: { name: 'Name must be on one line.' } });
    const viaForm = await post(form({ ...validRequest, name: 'x\nBcc: victim@example.com' }));
    expect(viaForm.status).toBe(422);
    expect(await viaForm.text()).toContain('Name must be on one line.');
    for (const name of ['x\u2028Bcc: v@example.com', 'x\u2029y', 'x\u0085y']) {
      expect(await (await post(JSON.stringify({ ...validRequest, name }), jsonHeaders)).json()).toMatchObject({ errors: { name: 'Name must be on one line.' } });
    }
    const email = await post(JSON.stringify({ ...validRequest, email: 'asha@example.in\r\nBcc: victim@example.com' }), jsonHeaders);
    expect(await email.json()).toEqual({ error: 'Invalid request', errors: { email: 'Email must be on one line.' } });

    expect(storedRows(dataDir)).toEqual([]);
    await events.idlePasses(2);
    expect(smtp.received).toEqual([]);
  });

  it('without SMTP_URL stores requests with mail off, sends nothing, and says so once in the log', async () => {
    const { postJson, row, log } = await serve(undefined);
    const ids = [await postJson(validRequest), await postJson(validRequest), await postJson(validRequest)];
    expect(log.lines.filter((line) => line.includes('SMTP_URL is not set'))).toHaveLength(1);
    for (const id of ids) expect(row(id).mail.state).toBe('none');
  });

  it('files likely spam under spam without a notification, answering the sender as anyone else; a plain request is mailed', async () => {
    const smtp = await smtpServer();
    const { dataDir, post, postJson, row, events } = await serve(smtp.url);
    const spam = { ...validRequest, name: 'http://cheap-backlinks.example', message: 'Best SEO! www.a.com http://b.net https://c.org' };
    const response = await post(form({ ...spam, website: '' }));
    expect(response.status).toBe(303);
    const plain = await postJson(validRequest);
    await smtp.mail(1);
    await events.of('sent', plain);
    const leads = await openDatabase({ dataDir }).leads();
    cleanup.push(() => leads.close());
    const { leads: stored } = await leads.listLeads({}, { size: 10 });
    expect(stored.map(({ name, status }) => ({ name, status }))).toEqual([
      { name: validRequest.name, status: 'new' },
      { name: spam.name, status: 'spam' },
    ]);
    expect(stored[1]!.spamScore).toBeGreaterThanOrEqual(spamThreshold);
    expect(row(stored[1]!.id).mail.state).toBe('none');
    expect(row(plain).mail.state).toBe('sent');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.parsed.subject).toBe(`Contact request from ${validRequest.name}`);
  });

  it('files one message from a third address in a day under spam; the same person sending again is not', async () => {
    const { dataDir, postJson } = await serve(undefined);
    const message = 'Dear sir, we provide cheap website traffic for your business';
    for (const name of ['One', 'Two']) await postJson({ ...validRequest, name, message });
    for (const name of ['Three', 'Four']) await postJson({ ...validRequest, name, email: `${name.toLowerCase()}@example.in`, message });
    const leads = await openDatabase({ dataDir }).leads();
    cleanup.push(() => leads.close());
    const { leads: stored } = await leads.listLeads({}, { size: 10 });
    expect(stored.map(({ name, status }) => `${name} ${status}`)).toEqual(['Four spam', 'Three new', 'Two new', 'One new']);
  });
});
