// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { mailSettingsFromEnv } from '../../config/mail-settings';
import { freePort, silentServer, TestSmtpServer } from '../../test/test-smtp';
import { classifySendError, createMailTransport, type MailTransport } from './transport';

const message = { from: 'site@yamuna.example', to: 'sales@yamuna.example', subject: 'Hello', text: 'Hi' };

describe('the SMTP transport, against a real SMTP server', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function transportTo(url: string, timeouts?: Parameters<typeof createMailTransport>[1]): Promise<MailTransport> {
    const mail = mailSettingsFromEnv({ SMTP_URL: url, NOTIFY_TO: 'sales@yamuna.example', MAIL_FROM: 'site@yamuna.example' })!;
    const transport = createMailTransport(mail.smtp, timeouts);
    cleanup.push(() => transport.close());
    return transport;
  }

  async function failureOf(send: Promise<unknown>) {
    try {
      await send;
    } catch (error) {
      return classifySendError(error);
    }
    throw new Error('the send went through');
  }

  it('logs in with the user and password of SMTP_URL and delivers', async () => {
    const smtp = await TestSmtpServer.start({ auth: { user: 'site@yamuna.example', pass: 'p@ss:word' } });
    cleanup.push(() => smtp.stop());
    const transport = await transportTo(smtp.url);
    await transport.send(message);
    expect((await smtp.mail()).parsed.subject).toBe('Hello');
  });

  it('classifies a wrong password (535) and a refused recipient (550) as permanent', async () => {
    const smtp = await TestSmtpServer.start({ auth: { user: 'site', pass: 'right' } });
    cleanup.push(() => smtp.stop());
    expect(await failureOf((await transportTo(`smtp://site:wrong@127.0.0.1:${smtp.port}`)).send(message))).toEqual({ permanent: true, reason: '535 Authentication failed (AUTH)' });

    smtp.refuse = { code: 550, message: 'No such user here' };
    expect(await failureOf((await transportTo(smtp.url)).send(message))).toMatchObject({ permanent: true, reason: expect.stringMatching(/^550 .*No such user here/) });
    expect(smtp.received).toHaveLength(0);
  });

  it('classifies a 4xx reply as temporary', async () => {
    const smtp = await TestSmtpServer.start();
    cleanup.push(() => smtp.stop());
    smtp.refuse = { code: 451, message: 'Try again later' };
    expect(await failureOf((await transportTo(smtp.url)).send(message))).toMatchObject({ permanent: false, reason: expect.stringMatching(/^451 .*Try again later/) });
  });

  it('classifies a refused connection as temporary', async () => {
    const port = await freePort();
    expect(await failureOf((await transportTo(`smtp://127.0.0.1:${port}`)).send(message))).toMatchObject({ permanent: false, reason: expect.stringContaining('ECONNREFUSED') });
  });

  it('gives up on a server that accepts the connection but never greets, and calls it temporary', async () => {
    const silent = await silentServer();
    cleanup.push(() => silent.close());
    const transport = await transportTo(`smtp://127.0.0.1:${silent.port}`, { connectionTimeout: 1000, greetingTimeout: 150, socketTimeout: 1000, dnsTimeout: 1000 });
    expect(await failureOf(transport.send(message))).toMatchObject({ permanent: false, reason: expect.stringMatching(/ETIMEDOUT|[Gg]reeting/) });
  });

  it('treats 503 (a session out of step) and errors without a reply as temporary', () => {
    expect(classifySendError(Object.assign(new Error('Bad sequence'), { responseCode: 503, response: '503 Bad sequence of commands' })).permanent).toBe(false);
    expect(classifySendError(new Error('socket hang up')).permanent).toBe(false);
    expect(classifySendError(undefined)).toEqual({ permanent: false, reason: 'undefined' });
    expect(classifySendError(Object.assign(new Error('x'.repeat(1000)), { responseCode: 554 })).reason.length).toBeLessThanOrEqual(300);
  });
});
