// A/B tests of a section (`"test": { id, variant, share, goal }` on a block): where a page's test is, the page as
// variant B shows it, and the checks the schema cannot make (docs/decisions.md, "A/B tests of a section").
import type { ABTest, Block, Page, Section } from '../generated/site.ts';
import { objects } from './json-values.ts';
import { isUnread, pageTestIds } from './page-summary.ts';

type Loose = Record<string, unknown>;

export const defaultShare = 50;

/** A page's test: the section holding it and its settings, or undefined (at most one: validation). */
export function pageTest(page: { sections?: readonly unknown[] }): { section: number; test: ABTest } | undefined {
  const sections = page.sections ?? [];
  for (let at = 0; at < sections.length; at++) {
    const test = (sections[at] as Loose | null)?.test as ABTest | undefined;
    if (test && typeof test === 'object') return { section: at, test };
  }
  return undefined;
}

/** The share of visitors a test gives B (50 unless set). */
export const shareOf = (test: Pick<ABTest, 'share'>): number => test.share ?? defaultShare;

/** A block without its test: what visitors of A see (the test is not content). */
export function withoutTest<T extends Section>(section: T): T {
  if (!('test' in section)) return section;
  const { test: _test, ...rest } = section as T & { test?: unknown };
  return rest as T;
}

/** Variant B as the section in A's place: B's fields and translations, with A's anchor. */
export function variantInPlace(section: Block & { test: ABTest }): Block {
  const { id: _ownId, test: _ownTest, type: _type, ...fields } = section.test.variant as Block & { test?: unknown };
  return (section.id === undefined ? { type: section.type, ...fields } : { type: section.type, id: section.id, ...fields }) as Block;
}

/**
 * The page as the visitors of `variant` see it: A with no test; B with the variant in the tested section's place.
 * A page with no test is itself for both.
 */
export function pageAs<P extends { sections: Section[] }>(page: P, variant: 'a' | 'b'): P {
  const found = pageTest(page);
  if (!found) return page;
  const sections = page.sections.map((section, at) => (at !== found.section ? section : variant === 'b' ? variantInPlace(section as Block & { test: ABTest }) : withoutTest(section)));
  return { ...page, sections };
}

export interface TestProblem {
  pointer: string;
  message: string;
}

/**
 * What the schema cannot say of tests: one per page, each test id once in the site (it deals the visitors), the
 * variant a block of the tested section's type with no anchor and no test of its own, and none in a shared
 * section (it would run on every page that uses it: detach the section on one page to test it there).
 */
export function sectionTestProblems(data: unknown): TestProblem[] {
  const problems: TestProblem[] = [];
  const ids = new Map<string, string>();
  objects((data as Loose | null)?.sharedSections).forEach((item, index) => {
    const section = item.section as Loose | undefined;
    if (section && section.test !== undefined) {
      problems.push({ pointer: `/sharedSections/${index}/section/test`, message: 'a shared section cannot be tested: it shows on every page that uses it; detach it on one page and test it there' });
    }
  });
  objects((data as Loose | null)?.pages).forEach((page, p) => {
    // a page read lazily is as it was when found valid: only its test ids count (unique in the site)
    if (isUnread(page)) {
      for (const id of pageTestIds(page)) {
        const seen = ids.get(id);
        if (seen) problems.push({ pointer: `/pages/${p}`, message: `the test id "${id}" of this page is already the test of ${seen}: give each test its own id` });
        else ids.set(id, `the page "${String(page.path)}"`);
      }
      return;
    }
    let first: number | undefined;
    objects(page.sections).forEach((section, s) => {
      const test = section.test as Loose | undefined;
      if (!test || typeof test !== 'object') return;
      const at = `/pages/${p}/sections/${s}/test`;
      if (first !== undefined) {
        problems.push({ pointer: at, message: `this page already tests its section ${first + 1}: one test per page at a time; end that test first` });
      } else first = s;
      if (typeof test.id === 'string') {
        const seen = ids.get(test.id);
        if (seen) problems.push({ pointer: `${at}/id`, message: `the test id "${test.id}" is already the test of ${seen}: give each test its own id` });
        else ids.set(test.id, `the page "${String(page.path)}"`);
      }
      const variant = test.variant as Loose | undefined;
      if (!variant || typeof variant !== 'object') return;
      if (variant.type !== section.type) {
        problems.push({ pointer: `${at}/variant/type`, message: `variant B is a "${String(variant.type)}" block but the section it is tested against is a "${String(section.type)}": B must be the same kind of block as A` });
      }
      if (variant.id !== undefined) problems.push({ pointer: `${at}/variant/id`, message: "variant B has no anchor id of its own: it takes the section's (A's)" });
      if (variant.test !== undefined) problems.push({ pointer: `${at}/variant/test`, message: 'variant B cannot hold a test of its own' });
    });
  });
  return problems;
}

/** The test ids of a site's pages. */
export function testIds(site: { pages: readonly Page[] }): Set<string> {
  return new Set(site.pages.flatMap((page) => pageTest(page as { sections: unknown[] })?.test.id ?? []));
}
