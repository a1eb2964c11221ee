/** Where notification e-mails go and how: SMTP_URL, NOTIFY_TO and MAIL_FROM (README, docs/contact.md). */

export interface MailAddress {
  /** display name, when one was given as `Name <address>` */
  name?: string;
  address: string;
}

export interface SmtpServer {
  host: string;
  port: number;
  /** smtps://: TLS from the first byte; smtp://: plain, upgraded with STARTTLS when the server offers it */
  secure: boolean;
  user?: string;
  /** not enumerable, so logging or serializing the settings never shows it */
  readonly pass?: string;
}

export interface MailSettings {
  smtp: SmtpServer;
  /** SMTP_URL with the password replaced by ***, for logs */
  smtpLabel: string;
  from: MailAddress;
  to: MailAddress[];
  /** SITE_URL, the site's public origin (https://www.example.com): each notification links to its lead there; absent: no link */
  siteUrl?: string;
}

// One address, as a mail server takes it in MAIL FROM / RCPT TO: no spaces, quotes, angle brackets or line breaks.
const addressPattern = /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+$/u;
// An address with a display name: `Yamuna Softworks <site@yamuna.example>`.
const namedPattern = /^([^<>"\r\n]*?)\s*<([^<>]*)>$/u;

function parseAddress(text: string): MailAddress | undefined {
  const trimmed = text.trim();
  const named = namedPattern.exec(trimmed);
  const name = named?.[1]?.trim();
  const address = (named ? named[2]! : trimmed).trim();
  if (!addressPattern.test(address)) return undefined;
  return name ? { name, address } : { address };
}

/** The domain part of an address. */
export const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

function redact(url: URL): string {
  const shown = new URL(url.href);
  if (shown.password) shown.password = '***';
  return shown.href.replace(/\/$/, '');
}

function parseSmtpUrl(value: string, problems: string[]): { smtp: SmtpServer; smtpLabel: string } | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    // the value itself may hold a password: never repeat it
    problems.push('SMTP_URL is not a URL: write it as smtp://user:password@host:587 or smtps://user:password@host:465.');
    return undefined;
  }
  const label = redact(url);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    problems.push(`SMTP_URL must start with smtp:// (STARTTLS when the server offers it) or smtps:// (TLS), not ${url.protocol}//.`);
    return undefined;
  }
  if (!url.hostname) problems.push(`SMTP_URL names no host: ${label}`);
  if ((url.pathname !== '' && url.pathname !== '/') || url.search || url.hash) problems.push(`SMTP_URL takes no path, query or fragment: ${label}`);
  const secure = url.protocol === 'smtps:';
  let user: string | undefined;
  let pass: string | undefined;
  try {
    user = url.username ? decodeURIComponent(url.username) : undefined;
    pass = url.password ? decodeURIComponent(url.password) : undefined;
  } catch {
    problems.push(`SMTP_URL has a badly percent-encoded user or password (encode @ as %40, : as %3A): ${label}`);
  }
  if (pass !== undefined && user === undefined) problems.push(`SMTP_URL has a password without a user: ${label}`);
  const smtp: SmtpServer = { host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port: url.port ? Number(url.port) : secure ? 465 : 587, secure };
  if (user !== undefined) smtp.user = user;
  if (pass !== undefined) Object.defineProperty(smtp, 'pass', { value: pass, enumerable: false });
  return { smtp, smtpLabel: label };
}

/** SITE_URL as an origin without a trailing slash, or undefined when unset; a problem when it is no http(s) origin. */
function siteUrlOf(value: string | undefined, problems: string[]): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username) return url.origin;
  } catch {
    // said below
  }
  problems.push(`SITE_URL must be the site's address alone, like https://www.example.com (no path), not "${text}".`);
  return undefined;
}

/**
 * The mail settings from the environment: null when SMTP_URL is unset (notifications off). Throws one error that
 * lists every problem: a bad SMTP_URL, a missing or invalid NOTIFY_TO or MAIL_FROM.
 */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MailSettings | null {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  const problems: string[] = [];
  const server = parseSmtpUrl(url, problems);

  const toText = env.NOTIFY_TO?.trim() ?? '';
  const to: MailAddress[] = [];
  if (toText === '') problems.push('NOTIFY_TO is required with SMTP_URL: the address (or comma-separated addresses) that receives the notifications.');
  for (const part of toText === '' ? [] : toText.split(',')) {
    const address = parseAddress(part);
    if (address) to.push(address);
    else problems.push(`NOTIFY_TO holds an invalid address: "${part.trim()}" (write name@example.com, several separated by commas).`);
  }

  const fromText = env.MAIL_FROM?.trim() ?? '';
  const from = fromText === '' ? undefined : parseAddress(fromText);
  if (fromText === '') problems.push('MAIL_FROM is required with SMTP_URL: the sender address, like "Yamuna Softworks <site@yamuna.example>".');
  else if (!from) problems.push(`MAIL_FROM is not a valid address: "${fromText}" (write site@example.com or Name <site@example.com>).`);

  const siteUrl = siteUrlOf(env.SITE_URL, problems);
  if (problems.length > 0 || !server || !from) throw new Error(`Mail settings:\n  ${problems.join('\n  ')}`);
  return { ...server, from, to, ...(siteUrl ? { siteUrl } : {}) };
}

/** One line for the start-up log: where notifications go, or that they are off. Never shows the password. */
export function describeMail(mail: MailSettings | null): string {
  if (!mail) return 'SMTP_URL is not set: no notification e-mails are sent (requests are still stored; npm run submissions lists them)';
  const tls = mail.smtp.secure ? 'TLS' : 'STARTTLS when offered';
  return `notification e-mails to ${mail.to.map((to) => to.address).join(', ')} from ${mail.from.address} via ${mail.smtpLabel} (${tls})`;
}
