// Redirects as a CSV file (from,to,status), read and written alike by the editor and the server: plain TypeScript.
import type { Redirect } from './redirects.ts';
import { csvBom, csvLine } from './csv.ts';
import { fromProblem, quoted, toProblem } from './redirect-addresses.ts';

/** What one file may hold: beyond, it is refused whole before a line is read. */
export const csvLimits = { lines: 10_000, lineLength: 2_000 } as const;

/** A problem of a file, on its line (counted from 1, the header's included). */
export interface CsvProblem {
  line: number;
  message: string;
}

/** A problem the caller's check found in the redirects read, by their index: the site's rules (model/redirects.ts). */
export interface CheckedProblem {
  index: number;
  field?: 'from' | 'to';
  message: string;
}

export type CsvRead = { ok: true; redirects: Redirect[] } | { ok: false; problems: CsvProblem[] };

export interface CsvReadOptions {
  /** who imports and when: stamped on every redirect read */
  by?: string;
  at?: string;
  /** the site's rules, run on the whole list once every line is well formed */
  check?: (redirects: Redirect[]) => CheckedProblem[];
}

const header = ['from', 'to', 'status'];
const statuses = new Map<string, Redirect['status']>([
  ['', 301],
  ['301', 301],
  ['302', 302],
  ['410', 410],
]);
const count = (n: number) => n.toLocaleString('en');
const tooMany = `the file has more than ${count(csvLimits.lines)} redirects: import at most ${count(csvLimits.lines)} at a time (split it into several files)`;

/** The lines of `text`, each with its number, or the problems of a file too long or with a line too long. */
function linesOf(text: string): { lines: { number: number; text: string }[] } | { problems: CsvProblem[] } {
  const lines: { number: number; text: string }[] = [];
  const problems: CsvProblem[] = [];
  let start = 0;
  for (let number = 1; start <= text.length; number++) {
    const end = text.indexOf('\n', start);
    const stop = end < 0 ? text.length : end;
    // the last line ends the file; an empty one there is the final line break's
    if (end < 0 && stop === start) break;
    // one line more than the limit: the header's
    if (number > csvLimits.lines + 1) return { problems: [{ line: number, message: tooMany }] };
    const last = stop > start && text.charCodeAt(stop - 1) === 13 ? stop - 1 : stop;
    if (last - start > csvLimits.lineLength) problems.push({ line: number, message: `has ${count(last - start)} characters: a line holds at most ${count(csvLimits.lineLength)} (from,to,status)` });
    else lines.push({ number, text: text.slice(start, last) });
    start = stop + 1;
  }
  return problems.length ? { problems } : { lines };
}

/** One line's cells as RFC 4180 has them (a quoted cell holds commas and doubled quotes), or what is wrong. */
function cellsOf(line: string): string[] | string {
  const cells: string[] = [];
  let at = 0;
  for (;;) {
    if (line[at] === '"') {
      let cell = '';
      let from = at + 1;
      for (;;) {
        const quote = line.indexOf('"', from);
        if (quote < 0) return 'a quoted cell has no closing quote (") on this line';
        cell += line.slice(from, quote);
        if (line[quote + 1] === '"') {
          cell += '"';
          from = quote + 2;
          continue;
        }
        at = quote + 1;
        break;
      }
      if (at < line.length && line[at] !== ',') return 'a quoted cell goes on after its closing quote: write "" for a quote inside a cell';
      cells.push(cell);
    } else {
      const comma = line.indexOf(',', at);
      const end = comma < 0 ? line.length : comma;
      const cell = line.slice(at, end);
      if (cell.includes('"')) return 'a cell holds a quote ("): put the cell between quotes and double the quote inside ("")';
      cells.push(cell.trim());
      at = end;
    }
    if (at >= line.length) return cells;
    at += 1;
  }
}

// a cell written by redirectsCsv (or a spreadsheet) as text with an apostrophe before what would run as a formula
const asText = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * The redirects of a CSV file (from,to,status: a header line of these names is skipped; an empty status is 301),
 * made by hand. The whole file is checked before anything is returned: each problem names its line, and one
 * problem returns none of the redirects. A byte order mark is allowed; a cell that would run as a formula in a
 * spreadsheet is read as the text it is (and refused as an address).
 */
export function parseRedirectsCsv(text: string, options: CsvReadOptions = {}): CsvRead {
  const found = linesOf(text.startsWith(csvBom) ? text.slice(csvBom.length) : text);
  if ('problems' in found) return { ok: false, problems: found.problems };
  const problems: CsvProblem[] = [];
  const redirects: Redirect[] = [];
  const lineOf: number[] = [];
  const firstLine = new Map<string, number>();
  const stamp = { ...(options.by !== undefined && { by: options.by }), ...(options.at !== undefined && { at: options.at }) };
  let rows = 0;
  let headed = 0;
  for (const { number, text: line } of found.lines) {
    if (line.trim() === '') continue;
    const cells = cellsOf(line);
    rows += 1;
    if (typeof cells === 'string') {
      problems.push({ line: number, message: cells });
      continue;
    }
    if (rows === 1 && cells.map((cell) => cell.toLowerCase()).join() === header.slice(0, cells.length).join()) {
      headed = 1;
      continue;
    }
    if (rows - headed > csvLimits.lines) return { ok: false, problems: [{ line: number, message: tooMany }] };
    if (cells.length > 3) {
      problems.push({ line: number, message: `has ${cells.length} cells: write from,to,status (a cell with a comma goes between quotes)` });
      continue;
    }
    const [from = '', to = '', statusCell = ''] = cells.map(asText);
    const status = statuses.get(statusCell);
    const before = problems.length;
    const fromWrong = fromProblem(from);
    if (fromWrong) problems.push({ line: number, message: `from: ${fromWrong}` });
    if (status === undefined) problems.push({ line: number, message: `status: ${quoted(statusCell)} is not a redirect's type: 301 (moved for good), 302 (moved for a while) or 410 (gone)` });
    else if (status === 410 && to !== '') problems.push({ line: number, message: 'to: a redirect of type 410 (gone) sends nobody anywhere: leave its cell empty' });
    else if (status !== 410) {
      const toWrong = toProblem(to);
      if (toWrong) problems.push({ line: number, message: `to: ${toWrong}` });
    }
    const first = firstLine.get(from);
    if (!fromWrong && first !== undefined) problems.push({ line: number, message: `from: ${quoted(from)} is already redirected on line ${first}: keep one of them` });
    if (!fromWrong && first === undefined) firstLine.set(from, number);
    if (problems.length > before || status === undefined) continue;
    redirects.push({ from, ...(status !== 410 && { to }), status, made: 'hand', ...stamp });
    lineOf.push(number);
  }
  if (problems.length === 0 && redirects.length === 0) problems.push({ line: 1, message: 'the file holds no redirects: write one a line, as from,to,status' });
  if (problems.length === 0 && options.check) {
    for (const { index, field, message } of options.check(redirects)) problems.push({ line: lineOf[index] ?? 1, message: field ? `${field}: ${message}` : message });
    problems.sort((a, b) => a.line - b.line);
  }
  return problems.length ? { ok: false, problems } : { ok: true, redirects };
}

/** A file of `redirects` that parseRedirectsCsv reads back: a header, then from,to,status a line (CRLF, BOM first). */
export function redirectsCsv(redirects: readonly Redirect[]): string {
  return `${csvBom}${csvLine(header)}${redirects.map(({ from, to, status }) => csvLine([from, to ?? '', status])).join('')}`;
}

/** A problem of a file as the editor lists it: "line 12: …". */
export const csvProblemText = ({ line, message }: CsvProblem): string => `line ${line}: ${message}`;
