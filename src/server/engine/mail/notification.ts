import type { SendMailOptions } from 'nodemailer';
import contactSchema from '../../../../schema/contact-request.schema.json' with { type: 'json' };
import { escapeHtml } from '../../../shared/escape-html.ts';
import type { StoredRequest } from '../../db/requests-store.ts';
import { leadsPath } from '../../../shared/server-paths.ts';
import { domainOf, type MailSettings } from '../../config/mail-settings.ts';

type Request = Omit<StoredRequest, 'mail'>;

const titles = contactSchema.properties;

// Validation already refuses these in the name and the e-mail (header values); this keeps a header one line
// even if a value ever arrives by another way.
const oneLine = (text: string) => text.replace(/[\n\v\f\r\u0085\u2028\u2029]+/gu, ' ');

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** "Hindi (hi)": the request's language for the company, in English; null for a request stored before it was recorded. */
export function languageLine(locale: string | null): string | null {
  if (!locale) return null;
  let name = locale;
  try {
    name = languageNames.of(locale) ?? locale;
  } catch {
    // a code Intl cannot read is shown as it is
  }
  return name === locale ? locale : `${name} (${locale})`;
}

/** "2026-11-22 10:00:00 UTC" from an ISO time. */
export const readableTime = (iso: string) => `${new Date(iso).toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/**
 * The notification's Message-ID: the same for every try of the same request and from every instance, so that a mail
 * client collapses the one duplicate a crash between the SMTP server's "250" and the outbox's update can cause.
 * The host is MAIL_FROM's domain, which all instances share (a machine's hostname differs between instances); the
 * request's creation time (ms) beside its id keeps the id unique across databases, so that a reset database whose
 * ids start again at 1 cannot produce an id a mail client has seen, and drops as a duplicate.
 */
export function notificationMessageId(request: Pick<Request, 'id' | 'createdAt'>, from: MailSettings['from']): string {
  return `<request-${request.id}.${Date.parse(request.createdAt)}@${domainOf(from.address)}>`;
}

export const notificationSubject = (request: Pick<Request, 'name'>) => `Contact request from ${oneLine(request.name.trim())}`;

/** Where the request is worked on as a lead, when the site's address is known (SITE_URL). */
const leadLink = (request: Request, siteUrl: string | undefined) => (siteUrl ? `${siteUrl}${leadsPath}/${request.id}` : null);

function textBody(request: Request, link: string | null): string {
  const received = readableTime(request.createdAt);
  const field = (title: string, value: string) => `${`${title}:`.padEnd(10)}${value}`;
  const language = languageLine(request.locale);
  const lines = [
    `A new contact request (#${request.id}) arrived on the website on ${received}.`,
    `Reply to this e-mail to answer ${request.name.trim()}.`,
    '',
    field(titles.name.title, request.name),
    field(titles.email.title, request.email),
    field(titles.phone.title, request.phone),
    ...(language ? [field(titles.locale.title, language)] : []),
    ...(request.page ? [field('Page', request.page)] : []),
    field('Received', received),
    '',
    `${titles.message.title}:`,
    request.message === '' ? '(no message)' : request.message,
    ...(link ? ['', `Open it in Leads to mark it answered: ${link}`] : []),
  ];
  return `${lines.join('\n')}\n`;
}

function htmlBody(request: Request, link: string | null): string {
  const received = readableTime(request.createdAt);
  const language = languageLine(request.locale);
  const row = (title: string, value: string) =>
    `<tr><th align="left" valign="top" style="padding:4px 16px 4px 0">${escapeHtml(title)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`;
  const message =
    request.message === ''
      ? '<p><em>(no message)</em></p>'
      : `<p style="white-space:pre-wrap;overflow-wrap:anywhere">${escapeHtml(request.message)}</p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(notificationSubject(request))}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.5;color:#10131a">
<p>A new contact request (#${request.id}) arrived on the website on ${escapeHtml(received)}. Reply to this e-mail to answer ${escapeHtml(request.name.trim())}.</p>
<table role="presentation" style="border-collapse:collapse">
${row(titles.name.title, request.name)}
${row(titles.email.title, request.email)}
${row(titles.phone.title, request.phone)}
${language ? `${row(titles.locale.title, language)}\n` : ''}${request.page ? `${row('Page', request.page)}\n` : ''}${row('Received', received)}
</table>
<h2 style="font-size:1em">${escapeHtml(titles.message.title)}</h2>
${message}
${link ? `<p><a href="${escapeHtml(link)}">Open it in Leads</a> to mark it answered.</p>\n` : ''}</body>
</html>
`;
}

/**
 * The notification e-mail of a stored request: the subject names the person, Reply-To is their address, the body
 * has every field and the time as plain text and as HTML with every value escaped. `now` is the Date header: when
 * this try sends it (the request's own time is in the body).
 */
export function composeNotification(request: Request, mail: Pick<MailSettings, 'from' | 'to' | 'siteUrl'>, now: Date): SendMailOptions {
  const link = leadLink(request, mail.siteUrl);
  return {
    from: mail.from,
    to: mail.to,
    replyTo: { name: oneLine(request.name.trim()), address: oneLine(request.email) },
    subject: notificationSubject(request),
    messageId: notificationMessageId(request, mail.from),
    date: now,
    text: textBody(request, link),
    html: htmlBody(request, link),
    headers: {
      // An out-of-office reply would otherwise go to Reply-To: the visitor (RFC 3834).
      'Auto-Submitted': 'auto-generated',
      'X-Auto-Response-Suppress': 'All',
    },
  };
}
