import type { StoredRequest } from '../../src/server/storage/storage.ts';

/** the fields an export shows (the mail status is not among them yet) */
export type ExportedRequest = Omit<StoredRequest, 'mail'>;

export const exportColumns = ['id', 'createdAt', 'name', 'email', 'phone', 'message'] as const;

/** The stored requests as the JSON array the company's tools read: id, name, email, phone, message, createdAt. */
export function toJson(rows: ExportedRequest[]): string {
  return JSON.stringify(rows.map(({ id, name, email, phone, message, createdAt }) => ({ id, name, email, phone, message, createdAt })), null, 2);
}

// A spreadsheet runs a cell that starts with =, +, - or @ as a formula; a phone number like +91 98765 43210 is data.
const formulaStart = /^[=+\-@\t\r]/;
const phoneLike = /^[+-]?[0-9 ().-]*$/;

function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text) && !phoneLike.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header row and CRLF line ends, as spreadsheets expect. */
export function toCsv(rows: ExportedRequest[]): string {
  const lines = [exportColumns.join(','), ...rows.map((row) => exportColumns.map((column) => csvCell(row[column])).join(','))];
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

/** A table for reading in a terminal; long messages are cut (the JSON and CSV exports have them whole). */
export function toTable(rows: ExportedRequest[], messageWidth = 60): string {
  if (rows.length === 0) return 'No contact requests yet.\n';
  const header = { id: 'id', createdAt: 'received (UTC)', name: 'name', email: 'email', phone: 'phone', message: 'message' };
  const cells = [header, ...rows.map((row) => ({ ...row, id: String(row.id), createdAt: row.createdAt.replace('T', ' ').slice(0, 19) }))].map((row) =>
    exportColumns.map((column) => printable(String(row[column]))),
  );
  const widths = exportColumns.map((column, i) =>
    column === 'message' ? Math.min(messageWidth, Math.max(...cells.map((r) => [...r[i]!].length))) : Math.min(40, Math.max(...cells.map((r) => [...r[i]!].length))),
  );
  const lines = cells.map((row) => row.map((cell, i) => clip(cell, widths[i]!)).join('  ').trimEnd());
  lines.splice(1, 0, widths.map((width) => '─'.repeat(width)).join('  '));
  return `${lines.join('\n')}\n${rows.length} request${rows.length === 1 ? '' : 's'}.\n`;
}
