import nodemailer, { type NodemailerError, type SendMailOptions, type SMTPSentMessageInfo } from 'nodemailer';
import type { SmtpServer } from '../../config/mail-settings.ts';

/** What the outbox sender needs of a transport: send one message, and close. */
export interface MailTransport {
  send(message: SendMailOptions): Promise<SMTPSentMessageInfo>;
  close(): void;
}

/** How long to wait for the server: a hung SMTP server must not hold a send (and its lease) for minutes. */
export const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 };

/**
 * A nodemailer SMTP transport for the server. No pool: a connection per mail, so a connection the server dropped
 * while idle can never fail a send (notifications come one at a time). smtp:// upgrades with STARTTLS when the server
 * offers it (nodemailer's default); smtps:// is TLS from the start.
 */
export function createMailTransport(smtp: SmtpServer, timeouts = smtpTimeouts): MailTransport {
  const transporter = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user === undefined ? undefined : { user: smtp.user, pass: smtp.pass ?? '' },
    ...timeouts,
  });
  return {
    send: (message) => transporter.sendMail(message),
    close: () => transporter.close(),
  };
}

export interface SendFailure {
  /** the SMTP server refused this mail for good (a 5xx reply): trying again would get the same answer */
  permanent: boolean;
  /** one line for the outbox and `npm run submissions`, e.g. "550 5.1.1 No such user (RCPT TO)" */
  reason: string;
}

const maxReason = 300;

/**
 * Permanent: the server answered with a 5xx reply code (503, "bad sequence", is a session's hiccup, not a verdict on
 * the mail). Temporary: a 4xx reply, and every failure without a reply (connection refused, timeouts, TLS, DNS).
 */
export function classifySendError(error: unknown): SendFailure {
  const failure = (error ?? {}) as NodemailerError;
  const code = failure.responseCode;
  const permanent = typeof code === 'number' && code >= 500 && code < 600 && code !== 503;
  let reason: string;
  if (typeof code === 'number') {
    const response = (failure.response ?? failure.message ?? '').trim();
    reason = response.startsWith(String(code)) ? response : `${code} ${response}`;
    if (failure.command) reason += ` (${failure.command.split(' ')[0]})`;
  } else {
    const origin = failure.originalCode ?? failure.code;
    const message = failure.message ?? String(error);
    reason = origin && !message.includes(origin) ? `${origin}: ${message}` : message;
  }
  reason = reason.replace(/\s+/g, ' ');
  return { permanent, reason: reason.length > maxReason ? `${reason.slice(0, maxReason - 1)}…` : reason };
}
