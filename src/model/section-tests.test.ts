// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Block, Site } from '../generated/site.ts';
import { ownSiteFile } from './paths.ts';
import { formatProblem, validateSiteText } from './validate-site.ts';
import { pageAs, pageTest } from './section-tests.ts';
import { editVariant, endTest, setShare, startTest } from './test-edits.ts';
import { makeShared } from './shared-edits.ts';
import { duplicatePage } from './page-copies.ts';

const site = JSON.parse(readFileSync(ownSiteFile, 'utf8')) as Site;
const home = site.pages.findIndex((page) => page.path === '/');
const about = site.pages.findIndex((page) => page.path === '/about-us');
const startedAt = '2026-12-07T10:00:00.000Z';
const problemsOf = (content: Site) => validateSiteText(JSON.stringify(content, null, 2), { file: 'site.json' }).problems.map(formatProblem);

function started(content: Site, page = home, section = 0, share = 50) {
  const result = startTest(content, page, section, { share, startedAt });
  if (!result.ok) throw new Error(result.message);
  return result;
}
const hero = (content: Site) => content.pages[home]!.sections[0] as Block & { heading: string };

describe('startTest', () => {
  it('makes B a copy of the section to edit, with its translations, and stays valid', () => {
    const { site: next, id } = started(site);
    expect(id).toBe('home-hero');
    const section = hero(next);
    const { test, ...a } = section as typeof section & { test: NonNullable<unknown> };
    expect(a).toEqual(site.pages[home]!.sections[0]);
    expect(test).toEqual({ id, variant: site.pages[home]!.sections[0], share: 50, goal: 'lead', startedAt });
    expect(problemsOf(next)).toEqual([]);
    expect(hero(site)).not.toHaveProperty('test');
  });

  it('refuses a second test on the page, a shared section and a share outside 1–99', () => {
    const { site: next } = started(site);
    expect(startTest(next, home, 1, { share: 50, startedAt })).toEqual({ ok: false, message: expect.stringContaining('one test per page') });
    const shared = makeShared(site, home, 7, 'Closing call');
    if (!shared.ok) throw new Error(shared.message);
    expect(startTest(shared.site, home, 7, { share: 50, startedAt })).toEqual({ ok: false, message: expect.stringContaining('Detach it on this page first') });
    for (const share of [0, 100, 12.5]) expect(startTest(site, home, 0, { share, startedAt }).ok).toBe(false);
  });

  it('is not copied with its page: a duplicate shows A, untested', () => {
    const { site: next } = started(site);
    const copied = duplicatePage(next, home, { path: '/home-copy', title: 'Home, a copy' });
    if (!copied.ok) throw new Error(copied.message);
    expect(copied.site.pages[copied.pageIndex]!.sections[0]).toEqual(site.pages[home]!.sections[0]);
    expect(pageTest(copied.site.pages[home]!)?.test.id).toBe('home-hero');
  });

  it('gives each test its own id', () => {
    const once = started(site).site;
    const copy = structuredClone(once);
    copy.pages[about]!.sections.unshift(structuredClone(site.pages[home]!.sections[0]!));
    copy.pages[about]!.id = 'home';
    expect(started(copy, about).id).toBe('home-hero-2');
  });
});

describe('pageAs and endTest', () => {
  const { site: tested } = started(site);
  const edited = editVariant(tested, home, 0, { ...hero(tested), heading: 'Software that brings you customers' } as Block);
  if (!edited.ok) throw new Error(edited.message);

  it('shows A without its test, and B in its place with A’s anchor', () => {
    const page = edited.site.pages[home]!;
    expect(pageAs(page, 'a').sections[0]).toEqual(site.pages[home]!.sections[0]);
    expect((pageAs(page, 'b').sections[0] as { heading: string }).heading).toBe('Software that brings you customers');
    expect(pageAs(page, 'b').sections.slice(1)).toEqual(page.sections.slice(1));
    const anchored = structuredClone(page);
    (anchored.sections[0] as { id?: string }).id = 'top';
    expect(pageAs(anchored, 'b').sections[0]).toMatchObject({ type: 'hero', id: 'top', heading: 'Software that brings you customers' });
  });

  it('keeps A, or makes B the section, each leaving no test', () => {
    const keptA = endTest(edited.site, home, 0, 'a');
    const madeB = endTest(edited.site, home, 0, 'b');
    if (!keptA.ok || !madeB.ok) throw new Error('refused');
    expect(keptA.site.pages[home]).toEqual(site.pages[home]);
    expect(hero(madeB.site).heading).toBe('Software that brings you customers');
    expect(pageTest(madeB.site.pages[home]!)).toBeUndefined();
    expect(problemsOf(madeB.site)).toEqual([]);
    expect(endTest(site, home, 0, 'a').ok).toBe(false);
  });

  it('changes the share of a running test', () => {
    const changed = setShare(tested, home, 0, 20);
    expect(changed.ok && pageTest(changed.site.pages[home]!)?.test.share).toBe(20);
    expect(setShare(tested, home, 0, 100).ok).toBe(false);
  });
});

describe('validation of tests', () => {
  const { site: tested } = started(site);
  const broken = (change: (content: Site) => void) => {
    const copy = structuredClone(tested);
    change(copy);
    return problemsOf(copy);
  };
  const testOf = (content: Site, page = home, section = 0) => (content.pages[page]!.sections[section] as unknown as { test: { variant: Record<string, unknown>; id: string } }).test;

  it('refuses a variant of another type, with an anchor or a test of its own', () => {
    // (its texts untranslated into Hindi are refused too, as on any section)
    expect(broken((content) => (testOf(content).variant = { type: 'cta', heading: 'A', text: 'B', link: { label: 'Go', to: '/' } }))).toContainEqual(
      expect.stringContaining('variant B is a "cta" block but the section it is tested against is a "hero"'),
    );
    expect(broken((content) => (testOf(content).variant.id = 'b'))).toEqual([expect.stringContaining('variant B has no anchor id of its own')]);
    expect(broken((content) => (testOf(content).variant.test = { id: 'x', goal: 'lead', variant: structuredClone(testOf(content).variant) }))).toEqual([expect.stringContaining('variant B cannot hold a test of its own')]);
  });

  it('refuses a second test on a page and a test id used twice, at its line', () => {
    const twice = broken((content) => {
      const second = content.pages[home]!.sections[7] as unknown as Record<string, unknown>;
      second.test = { id: 'home-cta', goal: 'lead', variant: { ...second } };
    });
    expect(twice).toEqual([expect.stringMatching(/^site\.json:\d+:\d+ .*one test per page/)]);
    const sameId = broken((content) => {
      const other = content.pages[about]!.sections[0] as unknown as Record<string, unknown>;
      other.test = { id: 'home-hero', goal: 'lead', variant: { ...other } };
    });
    expect(sameId).toEqual([expect.stringContaining('the test id "home-hero" is already the test of the page "/"')]);
  });

  it('refuses a test inside a shared section, and a share outside 1–99 (schema)', () => {
    const shared = makeShared(site, home, 7, 'Closing call');
    if (!shared.ok) throw new Error(shared.message);
    const copy = structuredClone(shared.site);
    const section = copy.sharedSections![0]!.section as unknown as Record<string, unknown>;
    section.test = { id: 'shared-cta', goal: 'lead', variant: { ...section } };
    expect(problemsOf(copy)).toEqual([expect.stringContaining('a shared section cannot be tested')]);
    expect(broken((content) => ((testOf(content) as Record<string, unknown>).share = 100)).join('\n')).toMatch(/share/);
  });
});
