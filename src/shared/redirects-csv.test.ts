import { describe, expect, it } from 'vitest';
import type { Redirect } from './redirects.ts';
import { csvLimits, csvProblemText, parseRedirectsCsv, redirectsCsv, type CsvRead } from './redirects-csv.ts';

const problemsOf = (read: CsvRead) => (read.ok ? [] : read.problems.map(csvProblemText));
const hand = (from: string, to: string | undefined, status: Redirect['status']): Redirect => ({ from, ...(to !== undefined && { to }), status, made: 'hand' });

describe('redirects as CSV', () => {
  it('reads from,to,status after a header and a byte order mark, an empty status as 301, stamped as the import says', () => {
    const read = parseRedirectsCsv('\uFEFFfrom,to,status\r\n/old-offer,/contact-us,301\r\n/summer,/service,302\r\n/retired,,410\r\n/plain,https://example.com/x,\r\n\r\n', { by: 'ann@example.com', at: '2026-12-07T10:00:00.000Z' });
    const stamp = { by: 'ann@example.com', at: '2026-12-07T10:00:00.000Z' };
    expect(read).toEqual({
      ok: true,
      redirects: [
        { ...hand('/old-offer', '/contact-us', 301), ...stamp },
        { ...hand('/summer', '/service', 302), ...stamp },
        { ...hand('/retired', undefined, 410), ...stamp },
        { ...hand('/plain', 'https://example.com/x', 301), ...stamp },
      ],
    });
  });

  it('reads a file without a header, with LF line ends', () => {
    expect(parseRedirectsCsv('/a,/b,301\n/c,/d,302')).toEqual({ ok: true, redirects: [hand('/a', '/b', 301), hand('/c', '/d', 302)] });
  });

  it('reads quoted cells as RFC 4180 has them: commas and doubled quotes inside', () => {
    const read = parseRedirectsCsv('from,to,status\n"/old","https://example.com/?a=1,2&b=""x""","301"\n');
    expect(read).toEqual({ ok: true, redirects: [hand('/old', 'https://example.com/?a=1,2&b="x"', 301)] });
  });

  it('refuses a quoted comma that makes the address one it is not, naming the line', () => {
    expect(problemsOf(parseRedirectsCsv('from,to,status\n"/a,/b",/c,301\n'))).toEqual([expect.stringMatching(/^line 2: from: "\/a,\/b" is not written as a page's path is/)]);
  });

  it('writes what it reads back, quoting and neutralising as a spreadsheet needs', () => {
    const redirects = [hand('/a', '/b', 301), hand('/c', 'https://example.com/?x=1,2&q="y"', 302), hand('/gone', undefined, 410)];
    const text = redirectsCsv(redirects);
    expect(text).toBe('\uFEFFfrom,to,status\r\n/a,/b,301\r\n/c,"https://example.com/?x=1,2&q=""y""",302\r\n/gone,,410\r\n');
    expect(parseRedirectsCsv(text)).toEqual({ ok: true, redirects });
  });

  it('reads a formula cell as the text it is, and refuses it as an address naming the line', () => {
    const read = parseRedirectsCsv("from,to,status\n/a,/b,301\n=cmd|' /C calc'!A0,/b,301\n/c,+SUM(1),301\n/d,@x,301\n'=HYPERLINK(1),/b,301\n/e,-1,301\n");
    expect(problemsOf(read)).toEqual([
      expect.stringMatching(/^line 3: from: "=cmd\|' \/C calc'!A0" is not a path of this site/),
      expect.stringMatching(/^line 4: to: "\+SUM\(1\)" is neither a path of this site/),
      expect.stringMatching(/^line 5: to: "@x" is neither/),
      expect.stringMatching(/^line 6: from: "=HYPERLINK\(1\)" is not a path/),
      expect.stringMatching(/^line 7: to: "-1" is neither/),
    ]);
  });

  it('refuses dangerous targets and bad types, each problem on its line, and returns nothing of a file with one', () => {
    const read = parseRedirectsCsv(
      ['from,to,status', '/ok,/b,301', '/js,javascript:alert(1),301', '/proto,//evil.test,302', '/up,/a/../edit,301', '/enc,/old%2F..%2Fedit,301', '/self,/self,307', '/gone,/b,410', '/none,,301', '/ok,/c,301'].join('\n'),
    );
    expect(problemsOf(read)).toEqual([
      expect.stringMatching(/^line 3: to: "javascript:alert\(1\)" is neither/),
      expect.stringMatching(/^line 4: to: "\/\/evil\.test" starts with "\/\/"/),
      expect.stringMatching(/^line 5: to: "\/a\/\.\.\/edit" holds "\." or "\.\."/),
      expect.stringMatching(/^line 6: to: "\/old%2F\.\.%2Fedit" holds an encoded slash/),
      expect.stringMatching(/^line 7: status: "307" is not a redirect's type/),
      expect.stringMatching(/^line 8: to: a redirect of type 410 \(gone\) sends nobody anywhere/),
      expect.stringMatching(/^line 9: to: is empty/),
      'line 10: from: "/ok" is already redirected on line 2: keep one of them',
    ]);
  });

  it('refuses a broken line: an unclosed quote, a quote in a plain cell, text after a quote, four cells', () => {
    const read = parseRedirectsCsv('from,to,status\n"/a,/b,301\n/a"b,/c,301\n"/a"x,/b,301\n/a,/b,301,extra\n');
    expect(problemsOf(read)).toEqual([
      'line 2: a quoted cell has no closing quote (") on this line',
      'line 3: a cell holds a quote ("): put the cell between quotes and double the quote inside ("")',
      'line 4: a quoted cell goes on after its closing quote: write "" for a quote inside a cell',
      'line 5: has 4 cells: write from,to,status (a cell with a comma goes between quotes)',
    ]);
  });

  it('refuses a file of only a header', () => {
    expect(problemsOf(parseRedirectsCsv('from,to,status\n'))).toEqual(['line 1: the file holds no redirects: write one a line, as from,to,status']);
  });

  it('hands the lines read to the caller’s check, and names the line of each of its problems', () => {
    const read = parseRedirectsCsv('from,to,status\n/a,/b,301\n\n/b,/c,301\n/c,/a,301\n', {
      check: (redirects) => {
        expect(redirects.map((redirect) => redirect.from)).toEqual(['/a', '/b', '/c']);
        return [{ index: 2, field: 'to', message: 'sends visitors round a loop' }];
      },
    });
    expect(problemsOf(read)).toEqual(['line 5: to: sends visitors round a loop']);
  });

  it(`refuses a file of 50,000 lines whole, at its ${(csvLimits.lines + 2).toLocaleString('en')}th line, without reading the rest`, () => {
    const text = `from,to,status\n${Array.from({ length: 50_000 }, (_, n) => `/old-${n},/new,301`).join('\n')}`;
    let checked = false;
    const read = parseRedirectsCsv(text, { check: () => ((checked = true), []) });
    expect(problemsOf(read)).toEqual([`line ${csvLimits.lines + 2}: the file has more than 10,000 redirects: import at most 10,000 at a time (split it into several files)`]);
    expect(checked).toBe(false);
  });

  it('reads 10,000 redirects after a header, and refuses 10,001', () => {
    const lines = Array.from({ length: csvLimits.lines }, (_, n) => `/old-${n},/new,301`);
    const read = parseRedirectsCsv(`from,to,status\n${lines.join('\n')}\n`);
    expect(read.ok && read.redirects.length).toBe(csvLimits.lines);
    expect(problemsOf(parseRedirectsCsv(`${lines.join('\n')}\n/one-more,/new,301\n`))).toEqual([expect.stringMatching(/^line 10001: the file has more than 10,000 redirects/)]);
  });

  it('refuses a line of 10 MB naming it, and keeps no part of it', () => {
    const long = `/a,/${'b'.repeat(10 * 1024 * 1024)},301`;
    const started = performance.now();
    const read = parseRedirectsCsv(`from,to,status\n/ok,/b,301\n${long}\n/ok-too,/b,301\n`);
    expect(problemsOf(read)).toEqual([`line 3: has ${long.length.toLocaleString('en')} characters: a line holds at most 2,000 (from,to,status)`]);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  // a bound against a quadratic walk, not a timing (the machine running the tests is shared)
  it('reads and checks 10,000 lines in linear time', () => {
    const text = `from,to,status\n${Array.from({ length: csvLimits.lines }, (_, n) => `/old/page-${n},${n % 2 ? '/services/web' : 'https://example.com/page'},301`).join('\r\n')}\r\n`;
    const started = performance.now();
    const read = parseRedirectsCsv(text, { check: () => [] });
    const took = performance.now() - started;
    expect(read.ok).toBe(true);
    expect(took).toBeLessThan(5000);
  });
});
