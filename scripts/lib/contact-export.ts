import type { MailStatus, StoredRequest } from '../../src/server/db/requests-store.ts';
import { csvCell } from '../../src/shared/csv.ts';

export const exportColumns = ['id', 'createdAt', 'name', 'email', 'phone', 'message', 'locale'] as const;
/** the notification's columns, after the request's own in the CSV */
export const mailColumns = ['mail', 'mailAttempts', 'mailSentAt', 'mailError'] as const;

/** What became of the notification, in one word: 'off' when it was stored while mail was off (no SMTP_URL). */
export type MailWord = 'off' | 'queued' | 'sent' | 'failed';
export const mailWord = (mail: MailStatus): MailWord => (mail.state === 'none' ? 'off' : mail.state);

const readable = (iso: string) => iso.replace('T', ' ').slice(0, 19);

/** The mail status for a person: "off", "queued", "queued, next try 2026-11-22 10:05:00", "sent at …", "failed: reason". */
export function mailSummary(mail: MailStatus): string {
  if (mail.state === 'sent') return mail.sentAt ? `sent at ${readable(mail.sentAt)}` : 'sent';
  if (mail.state === 'failed') return `failed: ${mail.lastError ?? 'unknown reason'}`;
  if (mail.state === 'queued') return mail.attempts > 0 && mail.nextAttemptAt ? `queued, next try ${readable(mail.nextAttemptAt)}` : 'queued';
  return 'off';
}

/** The stored requests as the JSON array the company's tools read: id, name, email, phone, message, locale, page, createdAt, mail. */
export function toJson(rows: StoredRequest[]): string {
  return JSON.stringify(
    rows.map(({ id, name, email, phone, message, locale, page, createdAt, mail }) => ({
      id,
      name,
      email,
      phone,
      message,
      locale,
      page,
      createdAt,
      mail: { status: mailWord(mail), attempts: mail.attempts, sentAt: mail.sentAt, nextAttemptAt: mail.nextAttemptAt, lastError: mail.lastError },
    })),
    null,
    2,
  );
}

const mailCells = ({ mail }: StoredRequest) => [mailWord(mail), mail.attempts, mail.sentAt ?? '', mail.lastError ?? ''];

/** RFC 4180 CSV with a header row and CRLF line ends, as spreadsheets expect. */
export function toCsv(rows: StoredRequest[]): string {
  const lines = [
    [...exportColumns, ...mailColumns].join(','),
    ...rows.map((row) => [...exportColumns.map((column) => row[column]), ...mailCells(row)].map(csvCell).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

// Control characters (an escape sequence could rewrite the terminal) and line breaks are shown, not obeyed.
// eslint-disable-next-line no-control-regex
const controls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const printable = (text: string) => text.replace(controls, (c) => (c === '\n' ? '↵' : c === '\r' ? '' : c === '\t' ? ' ' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));

function clip(text: string, width: number): string {
  const chars = [...text];
  return chars.length <= width ? text.padEnd(width + text.length - chars.length) : `${chars.slice(0, width - 1).join('')}…`;
}

const tableColumns = ['id', 'createdAt', 'name', 'email', 'phone', 'mail', 'message'] as const;

/** A table for reading in a terminal; long messages are cut (the JSON and CSV exports have them whole). */
export function toTable(rows: StoredRequest[], messageWidth = 60): string {
  if (rows.length === 0) return 'No contact requests yet.\n';
  const header = { id: 'id', createdAt: 'received (UTC)', name: 'name', email: 'email', phone: 'phone', mail: 'notification (UTC)', message: 'message' };
  const cells = [header, ...rows.map((row) => ({ ...row, id: String(row.id), createdAt: readable(row.createdAt), mail: mailSummary(row.mail) }))].map((row) =>
    tableColumns.map((column) => printable(String(row[column]))),
  );
  const widths = tableColumns.map((column, i) => Math.min(column === 'message' ? messageWidth : 40, Math.max(...cells.map((r) => [...r[i]!].length))));
  const lines = cells.map((row) => row.map((cell, i) => clip(cell, widths[i]!)).join('  ').trimEnd());
  lines.splice(1, 0, widths.map((width) => '─'.repeat(width)).join('  '));
  return `${lines.join('\n')}\n${rows.length} request${rows.length === 1 ? '' : 's'}.\n`;
}
