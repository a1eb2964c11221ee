// @vitest-environment node
import { simpleParser } from 'mailparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { composeNotification, languageLine, notificationMessageId } from './notification';

const mail = { from: { name: 'Yamuna Softworks', address: 'site@yamuna.example' }, to: [{ address: 'sales@yamuna.example' }] };
const request = {
  id: 42,
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  message: 'We need an app\nfor our drivers.',
  locale: 'hi' as string | null,
  page: '/hi/contact-us',
  createdAt: '2026-11-22T10:00:00.000Z',
};
const sentAt = new Date('2026-11-22T10:00:05.000Z');

/** The message as it goes over SMTP: its header block, and what a mail client reads from it. */
async function wire(fields: Partial<typeof request>) {
  const raw = (await new MailComposer(composeNotification({ ...request, ...fields }, mail, sentAt)).compile().build()).toString('utf8');
  const headerBlock = raw.slice(0, raw.indexOf('\r\n\r\n'));
  return { raw, headerBlock, headerNames: headerBlock.split('\r\n').filter((line) => !/^\s/.test(line)).map((line) => line.slice(0, line.indexOf(':')).toLowerCase()), parsed: await simpleParser(raw) };
}

describe('the notification e-mail', () => {
  it('names the person in the subject, answers to their address and carries a stable Message-ID', async () => {
    const { parsed } = await wire({});
    expect(parsed.subject).toBe('Contact request from Asha Verma');
    expect(parsed.replyTo?.value).toEqual([{ name: 'Asha Verma', address: 'asha@example.in' }]);
    expect(parsed.from?.value).toEqual([{ name: 'Yamuna Softworks', address: 'site@yamuna.example' }]);
    expect(parsed.messageId).toBe('<request-42.1795341600000@yamuna.example>');
    expect(parsed.date).toEqual(sentAt);
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
  });

  it('has the same Message-ID on every try and from every instance, and another for another request or database', () => {
    const first = composeNotification(request, mail, new Date()).messageId;
    expect(composeNotification(request, mail, new Date(Date.now() + 3_600_000)).messageId).toBe(first);
    expect(notificationMessageId(request, { address: 'other-name@YAMUNA.example' })).toBe(first);
    expect(notificationMessageId({ ...request, id: 43 }, mail.from)).not.toBe(first);
    // a database whose ids start again: the same id, another time
    expect(notificationMessageId({ ...request, createdAt: '2027-01-05T08:00:00.000Z' }, mail.from)).not.toBe(first);
  });

  it('has every field and the time in the text and the HTML', async () => {
    const { parsed } = await wire({});
    for (const part of [parsed.text ?? '', String(parsed.html)]) {
      for (const value of ['Asha Verma', 'asha@example.in', '+91 98765 43210', '2026-11-22 10:00:00 UTC', '#42']) expect(part).toContain(value);
    }
    expect(parsed.text).toContain('We need an app\nfor our drivers.');
    expect(String(parsed.html)).toContain('We need an app\nfor our drivers.');
  });

  it('says the language of the page the request came from, in the text and the HTML', async () => {
    const { parsed } = await wire({});
    expect(parsed.text).toMatch(/^Language: Hindi \(hi\)$/m);
    expect(String(parsed.html)).toMatch(/<th[^>]*>Language<\/th><td[^>]*>Hindi \(hi\)<\/td>/);
    expect((await wire({ locale: 'en' })).parsed.text).toMatch(/^Language: English \(en\)$/m);
    // a request stored before the language was recorded has no such line
    const old = await wire({ locale: null });
    expect(old.parsed.text).not.toContain('Language');
    expect(String(old.parsed.html)).not.toContain('Language');
  });

  it('says the page the request came from, and links to its lead when the site has an address', async () => {
    const { parsed } = await wire({});
    expect(parsed.text).toMatch(/^Page: {5}\/hi\/contact-us$/m);
    expect(String(parsed.html)).toMatch(/<th[^>]*>Page<\/th><td[^>]*>\/hi\/contact-us<\/td>/);
    // without SITE_URL there is no address to link to
    expect(parsed.text).not.toContain('Leads');
    const raw = (await new MailComposer(composeNotification({ ...request }, { ...mail, siteUrl: 'https://www.yamuna.example' }, sentAt)).compile().build()).toString('utf8');
    const linked = await simpleParser(raw);
    expect(linked.text).toContain('Open it in Leads to mark it answered: https://www.yamuna.example/edit/leads/42');
    expect(String(linked.html)).toContain('<a href="https://www.yamuna.example/edit/leads/42">Open it in Leads</a>');
    const unknown = await wire({ page: '' });
    expect(unknown.parsed.text).not.toMatch(/^Page:/m);
  });

  it('names a language Intl does not know by its code', () => {
    expect(languageLine('qaa')).toBe('qaa');
    expect(languageLine('pt-BR')).toBe('Brazilian Portuguese (pt-BR)');
    expect(languageLine(null)).toBeNull();
  });

  it('escapes every value in the HTML, and keeps it as sent in the text', async () => {
    const markup = { name: 'Ravi <b>Bold</b> & "Co"', message: '<script>alert(1)</script> <img src=x onerror=alert(2)> <b>hi</b>' };
    const { parsed } = await wire(markup);
    const html = String(parsed.html);
    expect(html).not.toMatch(/<script>alert|<img src=x|<b>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt; &lt;b&gt;hi&lt;/b&gt;');
    expect(html).toContain('Ravi &lt;b&gt;Bold&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(parsed.text).toContain(markup.message);
    expect(parsed.subject).toBe('Contact request from Ravi <b>Bold</b> & "Co"');
  });

  it('lets no value add a header: tricky names stay inside their header, encoded', async () => {
    const name = 'Zoë Ünal "the boss" <boss@evil.example>, Bcc: victim@example.com; Śrī 😀';
    const { headerNames, headerBlock, parsed } = await wire({ name, email: 'zoe@example.in' });
    expect(headerNames.sort()).toEqual(['auto-submitted', 'content-type', 'date', 'from', 'message-id', 'mime-version', 'reply-to', 'subject', 'to', 'x-auto-response-suppress']);
    expect(headerBlock).not.toMatch(/^bcc:/im);
    // non-ASCII travels as encoded words, never as raw bytes in a header
    expect(headerBlock).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(/[^\x20-\x7e\r\n\t]/.test(headerBlock)).toBe(false);
    expect(parsed.subject).toBe(`Contact request from ${name}`);
    expect(parsed.replyTo?.value).toEqual([{ name, address: 'zoe@example.in' }]);
    expect(parsed.headers.get('to')).toMatchObject({ value: [{ name: '', address: 'sales@yamuna.example' }] });
    expect(parsed.bcc).toBeUndefined();
  });

  it('keeps a header one line even for a name with a line break that got past validation', async () => {
    const { headerNames, parsed } = await wire({ name: 'x\r\nBcc: victim@example.com', email: 'x@example.in' });
    expect(headerNames).not.toContain('bcc');
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.subject).toBe('Contact request from x Bcc: victim@example.com');
  });
});
