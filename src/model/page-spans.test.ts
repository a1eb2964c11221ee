// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seededRandom as random } from '../test/seeded-random.ts';
import { siteFile } from './paths.ts';
import { bufferSource, pageEdit, pageSpans } from './page-spans.ts';
import { summaryOf } from './page-summary.ts';
import { editedSite } from '../server/engine/publish/edited-site.ts';

const shipped = readFileSync(siteFile);
const parsedPages = (bytes: Buffer) => (JSON.parse(bytes.toString('utf8')) as { pages: unknown[] }).pages;

/** Each span's bytes parsed: what pageSpans says the pages are. */
const pagesAt = (bytes: Buffer, spans: number[]) => Array.from({ length: spans.length / 2 }, (_unused, at) => JSON.parse(bytes.toString('utf8', spans[at * 2], spans[at * 2 + 1])) as unknown);

/**
 * What pageEdit says `after` is: the old pages with its run replaced, or undefined. When it says something, the
 * site a publish reads from it (the rest and the run parsed, the other pages lazily) is JSON.parse's.
 */
function editedPages(before: Buffer, after: Buffer): unknown[] | undefined {
  const edit = pageEdit(bufferSource(before), pageSpans(before)!, after);
  if (!edit) return undefined;
  const pages = parsedPages(before);
  const summaries = (pages as Record<string, unknown>[]).map(summaryOf);
  pages.splice(edit.first, edit.pages.length, ...edit.pages);
  expect(pagesAt(after, edit.spans)).toEqual(pages);
  const site = editedSite(after, { hashes: [], changed: [], summaries, ...edit });
  expect(JSON.stringify(site?.site)).toBe(JSON.stringify(JSON.parse(after.toString('utf8'))));
  return pages;
}


describe('pageSpans', () => {
  it("finds every page of the shipped site.json, Hindi texts included, as JSON.parse reads them", () => {
    const spans = pageSpans(shipped)!;
    expect(pagesAt(shipped, spans)).toEqual(parsedPages(shipped));
  });

  it('reads strings with escaped quotes and backslashes, brackets inside strings, and literals as they are', () => {
    const text = String.raw`{"a": [1, {"x": "]}"}], "pages" : [ {"p": "a \"}\\", "n": [true, null, -1.5e3]} ,{"q":"\\"},{}],"z":false}`;
    const bytes = Buffer.from(text);
    expect(pagesAt(bytes, pageSpans(bytes)!)).toEqual(JSON.parse(text).pages);
  });

  it('tells nothing of a text where the pages could be mistaken: a key with escapes, twice, or pages that are no list', () => {
    for (const text of [String.raw`{"pag\u0065s": [{}], "pages": [{}]}`, '{"pages": [{}], "pages": [{}]}', '{"pages": {}}', '[{"pages": []}]', '\ufeff{"pages": [{}]}']) {
      expect(pageSpans(Buffer.from(text)), text).toBeUndefined();
    }
  });
});

describe('pageEdit', () => {
  const site = JSON.parse(shipped.toString('utf8')) as { pages: { sections: { heading?: string }[] }[] };
  const textOf = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
  const before = textOf(site);

  it('tells the one page a heading changed in, and where every page lies after it', () => {
    const next = structuredClone(site);
    next.pages[1]!.sections[0]!.heading = 'हमारे बारे में — नया "शीर्षक" \\ }';
    const edit = pageEdit(bufferSource(before), pageSpans(before)!, textOf(next))!;
    expect([edit.first, edit.pages.length]).toEqual([1, 1]);
    expect(edit.pages[0]).toEqual(next.pages[1]);
    expect(edit.before[0]).toEqual(site.pages[1]);
    expect(editedPages(before, textOf(next))).toEqual(next.pages);
  });

  it('tells an unchanged text as no page changed', () => {
    const edit = pageEdit(bufferSource(before), pageSpans(before)!, Buffer.from(before))!;
    expect(edit.pages).toEqual([]);
    expect(edit.spans).toEqual(pageSpans(before));
  });

  it('tells nothing when more than pages changed: a page added or removed, a page split in two, the settings, the space between pages', () => {
    const [, firstEnd, second] = pageSpans(before)! as [number, number, number];
    // bytes put in at a byte offset (the spans count bytes, and Hindi letters take three)
    const inserted = (at: number, text: string) => Buffer.concat([before.subarray(0, at), Buffer.from(text), before.subarray(at)]);
    const edits = [
      textOf({ ...site, pages: [...site.pages, site.pages[0]] }),
      textOf({ ...site, pages: site.pages.slice(1) }),
      // within page 2's bytes, a page ends and another starts: as many bytes outside it, one page more
      inserted(second + 1, '"x": 1}, {'),
      textOf({ ...site, settings: { ...(site as unknown as { settings: object }).settings, siteName: 'Other' } }),
      // after the comma between two pages (next to a page, space is told as part of it: the same page)
      inserted(firstEnd + 1, '   '),
    ];
    for (const after of edits) expect(pageEdit(bufferSource(before), pageSpans(before)!, after)).toBeUndefined();
    expect(editedPages(before, inserted(second, '   '))).toEqual(site.pages);
  });

  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    it(`says what JSON.parse says of random byte edits, or nothing (seed ${seed})`, () => {
      const next = random(seed);
      const pieces = ['"', '\\', '},{', '{', '}', ',', ']', '[', 'x', ' ', '"a":1,', 'हिन्दी', '\\"', '},{"path":"/x","sections":[]'];
      let told = 0;
      for (let round = 0; round < 150; round += 1) {
        // at any byte, a Hindi letter's middle included: bytes that are not UTF-8 are read as JSON.parse reads them
        const at = Math.floor(next() * before.length);
        const cut = next() < 0.5 ? Math.floor(next() * 40) : 0;
        const piece = next() < 0.8 ? pieces[Math.floor(next() * pieces.length)]! : '';
        const edited = Buffer.concat([before.subarray(0, at), Buffer.from(piece), before.subarray(at + cut)]);
        let pages: unknown[] | undefined;
        try {
          pages = parsedPages(edited);
        } catch {
          pages = undefined;
        }
        // a publish parses no more than the bytes pageEdit tells of: what it tells of must be JSON
        const said = editedPages(before, edited);
        if (said) {
          told += 1;
          expect(pages, 'JSON.parse refuses a text pageEdit read').toBeDefined();
          expect(said).toEqual(pages);
        }
      }
      expect(told).toBeGreaterThan(0);
    });
  }
});
