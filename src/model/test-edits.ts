// What the editor does to A/B tests, as pure functions of the site: each returns a new site (the one given is left
// as it was) or says in plain words why it cannot. A test goes live, and ends, with a normal publish.
import type { ABTest, Block, Section, Site } from '../generated/site.ts';
import { isSharedUse } from './shared-sections.ts';
import { pageTest, testIds, variantInPlace, withoutTest } from './section-tests.ts';

export type Refusal = { ok: false; message: string };

const withSection = (site: Site, pageIndex: number, sectionIndex: number, section: Section): Site => ({
  ...site,
  pages: site.pages.map((page, at) => (at === pageIndex ? { ...page, sections: page.sections.map((item, s) => (s === sectionIndex ? section : item)) } : page)),
});

/** A test id for a section of the page (home hero → "home-hero"), not one of `taken`. */
function freeTestId(pageName: string, type: string, taken: ReadonlySet<string>): string {
  const words = `${pageName}-${type}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  const base = (/^[a-z]/.test(words) ? words : `test-${words}`).slice(0, 56).replace(/-+$/, '');
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/**
 * A test of the section at `pageIndex`/`sectionIndex`: B a copy of it to edit (its translations with it, no
 * anchor), `share` % of visitors seeing B, a lead from the page as the goal. Refused on a shared section's use,
 * on a page that already tests a section, and for a share outside 1–99.
 */
export function startTest(site: Site, pageIndex: number, sectionIndex: number, options: { share: number; startedAt: string }): { ok: true; site: Site; id: string } | Refusal {
  const page = site.pages[pageIndex];
  const section = page?.sections[sectionIndex];
  if (!page || !section) return { ok: false, message: 'There is no such section.' };
  if (isSharedUse(section)) return { ok: false, message: 'A shared section cannot be tested: it shows on every page that uses it. Detach it on this page first, then test it here.' };
  const running = pageTest(page);
  if (running) return { ok: false, message: `This page already tests its section ${running.section + 1}: one test per page at a time. End that test first.` };
  if (!Number.isInteger(options.share) || options.share < 1 || options.share > 99) return { ok: false, message: 'The share of visitors who see B is a whole number from 1 to 99 %.' };
  const id = freeTestId(page.path === '/' ? 'home' : (page.id ?? page.path), section.type, testIds(site));
  const { id: _anchor, test: _none, ...copy } = structuredClone(section) as Block & { test?: unknown };
  const test: ABTest = { id, variant: copy as ABTest['variant'], share: options.share, goal: 'lead', startedAt: options.startedAt };
  return { ok: true, site: withSection(site, pageIndex, sectionIndex, { ...section, test } as Section), id };
}

/** The share of a running test changed (1–99). */
export function setShare(site: Site, pageIndex: number, sectionIndex: number, share: number): { ok: true; site: Site } | Refusal {
  const section = site.pages[pageIndex]?.sections[sectionIndex];
  if (!section || isSharedUse(section) || !section.test) return { ok: false, message: 'This section has no test.' };
  if (!Number.isInteger(share) || share < 1 || share > 99) return { ok: false, message: 'The share of visitors who see B is a whole number from 1 to 99 %.' };
  return { ok: true, site: withSection(site, pageIndex, sectionIndex, { ...section, test: { ...section.test, share } }) };
}

/** Variant B replaced by `variant` (the form's edit of B); its type stays the section's, its anchor stays A's. */
export function editVariant(site: Site, pageIndex: number, sectionIndex: number, variant: Block): { ok: true; site: Site } | Refusal {
  const section = site.pages[pageIndex]?.sections[sectionIndex];
  if (!section || isSharedUse(section) || !section.test) return { ok: false, message: 'This section has no test.' };
  const { id: _anchor, test: _none, ...fields } = variant as Block & { test?: unknown };
  return { ok: true, site: withSection(site, pageIndex, sectionIndex, { ...section, test: { ...section.test, variant: { ...fields, type: section.type } as ABTest['variant'] } }) };
}

/**
 * The test ended: `keep: 'a'` leaves the section as it was, `'b'` makes variant B the section (with A's anchor).
 * Either way the test is gone; a publish makes it live.
 */
export function endTest(site: Site, pageIndex: number, sectionIndex: number, keep: 'a' | 'b'): { ok: true; site: Site } | Refusal {
  const section = site.pages[pageIndex]?.sections[sectionIndex];
  if (!section || isSharedUse(section) || !section.test) return { ok: false, message: 'This section has no test.' };
  const next = keep === 'b' ? variantInPlace(section as Block & { test: ABTest }) : withoutTest(section);
  return { ok: true, site: withSection(site, pageIndex, sectionIndex, next) };
}
