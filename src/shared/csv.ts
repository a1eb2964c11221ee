// A spreadsheet runs a cell that starts with =, +, -, @, a tab or a carriage return as a formula (CSV injection).
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 cell: quoted when it holds a quote, a comma, a line break or outer spaces; a text that a spreadsheet
 * would run as a formula gets a leading apostrophe, which spreadsheets take as "this is text" and do not show.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, CRLF ended as spreadsheets expect. */
export const csvLine = (cells: readonly (string | number | null)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** UTF-8's byte order mark: with it, spreadsheet programs open a CSV of Hindi (any non-Latin text) correctly. */
export const csvBom = '\uFEFF';
