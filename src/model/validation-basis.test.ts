// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom as random } from '../test/seeded-random.ts';
import { getAt, remove, setAt, type JsonPath } from '../shared/json-pointer.ts';
import { publicDir, siteFile } from './paths.ts';
import { validateSiteText, type ValidateOptions, type ValidationResult } from './validate-site.ts';
import type { ValidationBasis } from './validation-basis.ts';

type Loose = Record<string, unknown>;
const site = JSON.parse(readFileSync(siteFile, 'utf8')) as Loose & { pages: Loose[] };
let options: ValidateOptions;
let dir: string;

beforeAll(() => {
  // a copy of public/: one test deletes an image a page shows
  dir = mkdtempSync(path.join(tmpdir(), 'basis-public-'));
  cpSync(publicDir, dir, { recursive: true });
  options = { file: 'site.json', publicDirectory: dir, lint: false };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const textOf = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const sorted = (result: ValidationResult) => (result.untranslated ?? []).map(({ pointer, locale, fallback }) => `${locale} ${pointer} ${fallback}`).sort();

/** What a whole validation and one against `basis` say of `value`: the same problems, the same untranslated texts. */
function both(value: unknown, basis: ValidationBasis) {
  const text = textOf(value);
  const whole = validateSiteText(text, { ...options, keepBasis: true });
  const quick = validateSiteText(text, { ...options, keepBasis: true, basis });
  expect(quick.problems).toEqual(whole.problems);
  expect(quick.ok).toBe(whole.ok);
  expect(sorted(quick)).toEqual(sorted(whole));
  if (whole.ok) {
    // the next publish's basis: the same hashes; the files looked up again are at least the whole's
    const { untranslated: _u, files, ...hashes } = quick.basis!;
    const { untranslated: _w, files: wholeFiles, ...wholeHashes } = whole.basis!;
    expect(hashes).toEqual(wholeHashes);
    expect(files).toEqual(expect.arrayContaining(wholeFiles));
  }
  return { whole, quick };
}

/** Every string of the site's pages, by its place: what an editor's text change may reach. */
function stringsOf(value: unknown, at: JsonPath = []): JsonPath[] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, [...at, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsOf(item, [...at, key]));
  return [];
}


describe('validating only the pages that changed since a valid text', () => {
  let basis: ValidationBasis;
  beforeAll(() => {
    const first = validateSiteText(textOf(site), { ...options, keepBasis: true });
    expect(first.problems).toEqual([]);
    basis = first.basis!;
  });

  it('validates one page for a changed heading, in any language, and the whole text for a changed route', () => {
    const about = site.pages.findIndex((page) => page.path === '/about-us');
    const hindi = both(setAt(site, ['pages', about, 'sections', 0, 'translations', 'hi', 'heading'], 'नया शीर्षक'), basis);
    expect(hindi.quick.validated).toEqual([about]);
    expect(hindi.whole.validated).toBe('all');
    expect(both(setAt(site, ['pages', about, 'title'], 'About the agency'), basis).quick.validated).toEqual([about]);
    // a page no other links to, moved onto another's path: refused as a whole validation refuses it
    const extra = { ...site, pages: [...site.pages, { path: '/extra', title: 'Extra', translations: { hi: { title: 'अतिरिक्त' } }, sections: [] }] };
    const extraBasis = validateSiteText(textOf(extra), { ...options, keepBasis: true }).basis!;
    const onto = both(setAt(extra, ['pages', site.pages.length, 'path'], '/about-us'), extraBasis);
    expect(onto.whole.ok).toBe(false);
    expect(onto.quick.validated).toBe('all');
    // another page may link to a path or a section's id: they are checked against every page again
    expect(both(setAt(site, ['pages', about, 'path'], '/about'), basis).quick.validated).toBe('all');
    expect(both(setAt(site, ['pages', about, 'sections', 0, 'id'], 'who-we-are'), basis).quick.validated).toBe('all');
    // the menus, the settings, the collections: the whole text
    expect(both(setAt(site, ['settings', 'brandName'], 'Another name'), basis).quick.validated).toBe('all');
    expect(both({ ...site, pages: site.pages.slice(0, -1) }, basis).quick.validated).toBe('all');
    // only the spacing changed: one page is checked (the schema wants one), nothing else
    const spaced = validateSiteText(JSON.stringify(site), { ...options, basis });
    expect(spaced.ok).toBe(true);
    expect(spaced.validated).toEqual([]);
  });

  it('refuses what a whole validation refuses, with the same messages and places', () => {
    const contact = site.pages.findIndex((page) => (page.sections as Loose[]).some((section) => section.type === 'contact-form'));
    const home = 0;
    const cases = [
      setAt(site, ['pages', home, 'sections', 0, 'translations', 'hi'], remove),
      setAt(site, ['pages', home, 'sections', 0, 'type'], 'no-such-block'),
      setAt(site, ['pages', contact, 'sections', 0, 'heading'], ''),
      setAt(site, ['pages', home, 'title'], 42),
      setAt(site, ['pages', home, 'sections', 0, 'unknownField'], 'x'),
      setAt(site, ['pages', home, 'translations', 'fr'], { title: 'Accueil' }),
      // two pages at one path; a path that pages and menus link to, gone
      setAt(site, ['pages', contact, 'path'], site.pages[home]!.path),
      setAt(site, ['pages', contact, 'path'], '/contact-us-now'),
    ];
    for (const value of cases) {
      const { whole, quick } = both(value, basis);
      expect(whole.ok).toBe(false);
      expect(quick.validated).toBe('all');
    }
  });

  it('finds a link to a page that does not exist, and an image that was deleted since the basis', async () => {
    const strings = stringsOf(site.pages).map((at) => ['pages', ...at]);
    const link = strings.find((at) => at.at(-1) === 'to' || at.at(-1) === 'link')!;
    expect(link).toBeDefined();
    expect(both(setAt(site, link, '/no-such-page'), basis).whole.problems.map((problem) => problem.pointer)).toEqual([`/${link.join('/')}`]);

    const image = strings.find((at) => String(getAt(site, at)).startsWith('/images/'))!;
    const file = path.join(dir, String(getAt(site, image)));
    const moved = `${file}.moved`;
    cpSync(file, moved);
    rmSync(file);
    // a validation remembers the files it looked up until its task ends
    await new Promise((resolve) => setTimeout(resolve));
    try {
      // another page's heading changes; the page with the image does not
      const other = site.pages.findIndex((_page, index) => index !== image[1]);
      const { whole, quick } = both(setAt(site, ['pages', other, 'title'], 'Changed'), basis);
      expect(whole.ok).toBe(false);
      expect(quick.validated).toBe('all');
    } finally {
      cpSync(moved, file);
    }
  });

  it('lists the untranslated texts of a language that falls back as a whole validation does', () => {
    const settings = site.settings as Loose & { locales: Loose[] };
    const falling = setAt(setAt(site, ['settings', 'locales'], settings.locales.map((locale, index) => (index === 0 ? locale : { ...locale, fallback: true }))), ['pages', 1, 'sections', 0, 'translations'], remove);
    const start = validateSiteText(textOf(falling), { ...options, keepBasis: true });
    expect(start.ok).toBe(true);
    expect(start.untranslated!.length).toBeGreaterThan(0);
    const next = setAt(setAt(falling, ['pages', 2, 'sections', 0, 'translations'], remove), ['pages', 1, 'sections', 0, 'translations'], (site.pages[1]!.sections as Loose[])[0]!.translations);
    const { quick } = both(next, start.basis!);
    expect(quick.validated).toEqual([1, 2]);
  });

  it.each([1, 2, 3, 4, 5, 6])('agrees with a whole validation on random edits of the pages (seed %i)', (seed) => {
    const next = random(seed);
    const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const strings = stringsOf(site.pages).map((at) => ['pages', ...at]);
    let current: unknown = site;
    let currentBasis = basis;
    for (let step = 0; step < 12; step += 1) {
      const at = pick(strings);
      const before = getAt(current, at);
      const change = pick([`${String(before)} changed`, '', '<script>alert(1)</script>', 'नया पाठ', '/about-us', 7, remove] as const);
      const candidate = setAt(current, at, change);
      const { whole, quick } = both(candidate, currentBasis);
      // a valid text becomes the next basis, as the next publish would have it
      if (whole.ok) {
        current = candidate;
        currentBasis = quick.basis!;
      }
    }
  });
});
