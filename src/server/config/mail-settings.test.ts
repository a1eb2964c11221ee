// @vitest-environment node
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { settingsFromEnv } from './settings';
import { describeMail, mailSettingsFromEnv } from './mail-settings';

const env = (values: Record<string, string>) => ({ NOTIFY_TO: 'sales@yamuna.example', MAIL_FROM: 'site@yamuna.example', ...values });

describe('mail settings from the environment', () => {
  it('turns mail off without SMTP_URL, whatever else is set', () => {
    expect(mailSettingsFromEnv({})).toBeNull();
    expect(mailSettingsFromEnv({ SMTP_URL: '  ', NOTIFY_TO: 'not an address' })).toBeNull();
    expect(settingsFromEnv({}).mail).toBeNull();
    expect(describeMail(null)).toMatch(/^SMTP_URL is not set: no notification e-mails are sent/);
  });

  it('reads smtp:// as STARTTLS on 587 by default, with the user and password decoded', () => {
    const mail = mailSettingsFromEnv(env({ SMTP_URL: 'smtp://site%40yamuna.example:p%40ss:w0rd@mail.example.com' }))!;
    expect(mail.smtp).toMatchObject({ host: 'mail.example.com', port: 587, secure: false, user: 'site@yamuna.example' });
    expect(mail.smtp.pass).toBe('p@ss:w0rd');
    expect(mail.to).toEqual([{ address: 'sales@yamuna.example' }]);
    expect(mail.from).toEqual({ address: 'site@yamuna.example' });
  });

  it('reads smtps:// as TLS from the start, on 465 unless a port is given', () => {
    expect(mailSettingsFromEnv(env({ SMTP_URL: 'smtps://mail.example.com' }))!.smtp).toEqual({ host: 'mail.example.com', port: 465, secure: true });
    expect(mailSettingsFromEnv(env({ SMTP_URL: 'smtps://u:p@mail.example.com:2465' }))!.smtp).toMatchObject({ port: 2465, secure: true, user: 'u' });
    expect(mailSettingsFromEnv(env({ SMTP_URL: 'smtp://[::1]:2525' }))!.smtp).toMatchObject({ host: '::1', port: 2525 });
  });

  it('takes several NOTIFY_TO addresses, and names on addresses', () => {
    const mail = mailSettingsFromEnv(env({ SMTP_URL: 'smtp://localhost:25', NOTIFY_TO: 'sales@yamuna.example, Asha <asha@yamuna.example>', MAIL_FROM: 'Yamuna Softworks <site@yamuna.example>' }))!;
    expect(mail.to).toEqual([{ address: 'sales@yamuna.example' }, { name: 'Asha', address: 'asha@yamuna.example' }]);
    expect(mail.from).toEqual({ name: 'Yamuna Softworks', address: 'site@yamuna.example' });
  });

  it('never shows the password: not in the log line, not when the settings are logged or serialized, not in an error', () => {
    const secret = 'hunter2-secret';
    const mail = mailSettingsFromEnv(env({ SMTP_URL: `smtp://site:${secret}@mail.example.com:587` }))!;
    expect(mail.smtpLabel).toBe('smtp://site:***@mail.example.com:587');
    expect(describeMail(mail)).toBe('notification e-mails to sales@yamuna.example from site@yamuna.example via smtp://site:***@mail.example.com:587 (STARTTLS when offered)');
    expect(JSON.stringify(mail)).not.toContain(secret);
    expect(inspect(mail, { depth: 5 })).not.toContain(secret);
    for (const url of [`smtp://site:${secret}@mail.example.com/path`, `http://site:${secret}@mail.example.com`, `smtp://site:${secret}%zz@host`, `smtp//site:${secret}@`]) {
      expect(() => mailSettingsFromEnv(env({ SMTP_URL: url }))).toThrow();
      expect(() => mailSettingsFromEnv(env({ SMTP_URL: url }))).not.toThrow(secret);
    }
  });

  it('says clearly what is wrong with SMTP_URL', () => {
    const problem = (url: string) => () => mailSettingsFromEnv(env({ SMTP_URL: url }));
    expect(problem('mail.example.com:587')).toThrow(/SMTP_URL must start with smtp:\/\/ .* or smtps:\/\//);
    expect(problem('not a url')).toThrow('SMTP_URL is not a URL: write it as smtp://user:password@host:587');
    expect(problem('https://mail.example.com')).toThrow('SMTP_URL must start with smtp://');
    expect(problem('smtp://mail.example.com?tls=off')).toThrow('SMTP_URL takes no path, query or fragment');
    expect(problem('smtp://:secret@mail.example.com')).toThrow('SMTP_URL has a password without a user');
  });

  it('refuses SMTP_URL without NOTIFY_TO or MAIL_FROM, listing every problem at once', () => {
    let message = '';
    try {
      mailSettingsFromEnv({ SMTP_URL: 'smtp://localhost:25' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('NOTIFY_TO is required with SMTP_URL');
    expect(message).toContain('MAIL_FROM is required with SMTP_URL');
    expect(() => settingsFromEnv({ SMTP_URL: 'smtp://localhost:25', MAIL_FROM: 'site@yamuna.example' })).toThrow('NOTIFY_TO is required');
  });

  it.each([
    ['a bare name', 'sales'],
    ['a line break', 'sales@yamuna.example\r\nBcc: victim@example.com'],
    ['a space', 'sales team@yamuna.example'],
    ['an empty entry', 'sales@yamuna.example,'],
  ])('refuses a NOTIFY_TO with %s', (_kind, to) => {
    expect(() => mailSettingsFromEnv(env({ SMTP_URL: 'smtp://localhost:25', NOTIFY_TO: to }))).toThrow('NOTIFY_TO holds an invalid address');
  });

  it('refuses a MAIL_FROM that is not one address', () => {
    for (const from of ['site', 'a@x, b@y', 'Site <site@yamuna.example', 'Site\r\nBcc: x@y <site@yamuna.example>']) {
      expect(() => mailSettingsFromEnv(env({ SMTP_URL: 'smtp://localhost:25', MAIL_FROM: from }))).toThrow('MAIL_FROM is not a valid address');
    }
  });
});
