// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir, validRequest } from '../../test/test-support';
import { PostgresStorage } from '../../db/postgres/postgres-requests-store';
import { SqliteStorage } from '../../db/sqlite/sqlite-requests-store';
import type { Storage } from '../../db/requests-store';
import { postgresForTests, startTestPostgres, type TestPostgres } from '../../test/test-postgres';
import { mailSettingsFromEnv } from '../../config/mail-settings';
import { notificationMessageId } from './notification';
import { OutboxSender, type OutboxSenderOptions } from './outbox-sender';
import { freePort, senderEvents, TestSmtpServer } from '../../test/test-smtp';
import { createMailTransport } from './transport';

/** A fresh database of an engine: `open()` gives another connection to it, as a second server instance has. */
interface Engine {
  name: string;
  available: boolean;
  fresh(): Promise<{ open(): Promise<Storage> }>;
}

let postgres: TestPostgres | undefined;
const engines: Engine[] = [
  {
    name: 'sqlite',
    available: true,
    async fresh() {
      const dataDir = tempDataDir();
      return { open: async () => SqliteStorage.open(dataDir) };
    },
  },
  {
    name: 'postgres',
    available: postgresForTests(),
    async fresh() {
      const url = await postgres!.createDatabase();
      return { open: () => PostgresStorage.connect(url) };
    },
  },
];

beforeAll(async () => {
  if (engines[1]!.available) postgres = await startTestPostgres();
}, 120_000);
afterAll(() => postgres?.destroy(), 60_000);

const fast = { firstDelayMs: 10, maxDelayMs: 40, giveUpAfterMs: 60_000 };

describe.each(engines)('outbox sender on $name', (engine) => {
  const cleanup: (() => Promise<unknown> | void)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function setUp(smtpPort: number, tuning: Partial<OutboxSenderOptions> = {}) {
    const database = await engine.fresh();
    const open = async () => {
      const storage = await database.open();
      cleanup.push(() => storage.close());
      return storage;
    };
    const storage = await open();
    const mail = mailSettingsFromEnv({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, NOTIFY_TO: 'sales@yamuna.example', MAIL_FROM: 'site@yamuna.example' })!;
    const newSender = (on: Storage = storage) => {
      const sender = new OutboxSender({ storage: on, transport: createMailTransport(mail.smtp), mail, retry: fast, pollMs: 20, ...tuning });
      // before the storage closes (cleanup runs backwards)
      cleanup.push(() => sender.close());
      return { sender, events: senderEvents(sender) };
    };
    const queue = (name: string) => storage.addRequest({ ...validRequest, name }, { queueMail: true });
    const status = async (id: number) => (await storage.listRequests()).find((row) => row.id === id)!.mail;
    return { storage, open, mail, newSender, queue, status };
  }

  async function smtpServer() {
    const smtp = await TestSmtpServer.start();
    cleanup.push(() => smtp.stop());
    return smtp;
  }

  describe.skipIf(!engine.available)('', () => {
    it('delivers each queued mail once, with two senders (two instances) on the same database', async () => {
      const smtp = await smtpServer();
      const { open, newSender, queue, status } = await setUp(smtp.port);
      const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => queue(`Person ${i}`)));
      const first = newSender();
      const second = newSender(await open());
      first.sender.start();
      second.sender.start();

      await smtp.mail(ids.length);
      await Promise.all(ids.map((id) => Promise.race([first.events.of('sent', id), second.events.of('sent', id)])));
      // a few more passes of both: nothing is sent again
      await Promise.all([first.events.idlePasses(3), second.events.idlePasses(3)]);
      expect(smtp.received).toHaveLength(ids.length);
      expect(new Set(smtp.received.map((mail) => mail.parsed.subject))).toEqual(new Set(ids.map((_, i) => `Contact request from Person ${i}`)));
      for (const id of ids) expect(await status(id)).toMatchObject({ state: 'sent', attempts: 1, sentAt: expect.any(String), lastError: null });
    });

    it('sends a new mail as soon as notify() says it was stored, without waiting for the poll', async () => {
      const smtp = await smtpServer();
      const { storage, newSender, queue, mail } = await setUp(smtp.port, { pollMs: 10 * 60_000 });
      const { sender, events } = newSender();
      sender.start();
      await events.next('idle');
      const id = await queue('Prompt Person');
      sender.notify();
      const received = await smtp.mail(1);
      const [stored] = await storage.listRequests();
      expect(stored!.id).toBe(id);
      expect(received.parsed.messageId).toBe(notificationMessageId(stored!, mail.from));
    });

    it('retries while the SMTP server is down, and gives up at the deadline, marking the mail failed', async () => {
      const port = await freePort();
      const { newSender, queue, status } = await setUp(port, { retry: { ...fast, giveUpAfterMs: 200 } });
      const id = await queue('Unlucky Person');
      const { sender, events } = newSender();
      sender.start();
      const retry = await events.of('retry', id);
      expect(retry).toMatchObject({ attempts: 1, reason: expect.stringContaining('ECONNREFUSED') });
      const failed = await events.of('failed', id);
      expect(failed.attempts).toBeGreaterThan(2);
      expect(await status(id)).toMatchObject({ state: 'failed', attempts: failed.attempts, sentAt: null, lastError: expect.stringContaining('ECONNREFUSED') });
    });

    it('marks a mail failed at once when the SMTP server refuses it for good (550)', async () => {
      const smtp = await smtpServer();
      smtp.refuse = { code: 550, message: 'Mailbox unavailable' };
      const { newSender, queue, status } = await setUp(smtp.port);
      const id = await queue('Refused Person');
      const { sender, events } = newSender();
      sender.start();
      expect(await events.of('failed', id)).toMatchObject({ attempts: 1, reason: expect.stringMatching(/^550 .*Mailbox unavailable \(RCPT\)$/) });
      expect(events.events.filter((event) => event.type === 'retry')).toEqual([]);
      expect(await status(id)).toMatchObject({ state: 'failed', attempts: 1, lastError: expect.stringContaining('550') });
    });

    it('waits on close for the send in flight, and records it', async () => {
      const smtp = await smtpServer();
      smtp.hold = true;
      const { newSender, queue, status } = await setUp(smtp.port);
      const id = await queue('Closing Person');
      const { sender } = newSender();
      sender.start();
      await smtp.mail(1);
      const closed = sender.close(10_000);
      smtp.release();
      await closed;
      expect(await status(id)).toMatchObject({ state: 'sent', attempts: 1 });
    });

    it('stops waiting on close after its limit, leaving a send that hangs to its lease', async () => {
      const smtp = await smtpServer();
      smtp.hold = true;
      const { newSender, queue, status } = await setUp(smtp.port);
      const id = await queue('Hanging Person');
      const { sender } = newSender();
      sender.start();
      await smtp.mail(1);
      await sender.close(50);
      expect(await status(id)).toMatchObject({ state: 'queued', attempts: 1 });
    });
  });
});
