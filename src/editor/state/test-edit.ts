import type { Block, Page, Site } from '@/generated/site';
import { editVariant, endTest, setShare, startTest } from '@/model/test-edits';
import { pageAs, pageTest } from '@/model/section-tests';
import { diff } from '@/shared/json-diff';

export type TestAction =
  | { type: 'startTest'; page: number; section: number; share: number; startedAt: string }
  | { type: 'editVariant'; page: number; section: number; value: Block; at: number }
  | { type: 'setTestShare'; page: number; section: number; share: number }
  | { type: 'endTest'; page: number; section: number; keep: 'a' | 'b' };

/**
 * The draft after an edit of a section's A/B test (null: refused, the draft as it was); an edit of B's form carries
 * the key of the field it changed, so typing joins one undo step as in any section.
 */
export function testEdit(site: Site, action: TestAction): { site: Site; key?: string; at?: number } | null {
  switch (action.type) {
    case 'startTest': {
      const done = startTest(site, action.page, action.section, { share: action.share, startedAt: action.startedAt });
      return done.ok ? { site: done.site } : null;
    }
    case 'setTestShare': {
      const done = setShare(site, action.page, action.section, action.share);
      return done.ok ? { site: done.site } : null;
    }
    case 'endTest': {
      const done = endTest(site, action.page, action.section, action.keep);
      return done.ok ? { site: done.site } : null;
    }
    case 'editVariant': {
      const before = (site.pages[action.page]?.sections[action.section] as { test?: { variant: Block } } | undefined)?.test?.variant;
      const done = editVariant(site, action.page, action.section, action.value);
      if (!done.ok || !before) return null;
      const after = (done.site.pages[action.page]!.sections[action.section] as { test: { variant: Block } }).test.variant;
      const changes = diff(before, after);
      if (changes.length === 0) return { site };
      const base = `/pages/${action.page}/sections/${action.section}/test/variant`;
      return { site: done.site, key: changes.length === 1 && changes[0] ? `${base}${changes[0].pointer}` : base, at: action.at };
    }
  }
}

// each page under test as A and as B, made once per version of the page: the preview keeps its objects
const shownAs = new WeakMap<Page, { a: Page; b: Page }>();

/** The draft as the preview shows it: the page at `pageIndex` as variant B when the form edits B, else as A. */
export function previewedDraft(site: Site, pageIndex: number, variant: 'b' | undefined): Site {
  const page = site.pages[pageIndex];
  if (!page || !pageTest(page)) return site;
  let known = shownAs.get(page);
  if (!known) shownAs.set(page, (known = { a: pageAs(page, 'a'), b: pageAs(page, 'b') }));
  const shown = variant === 'b' ? known.b : known.a;
  return { ...site, pages: site.pages.map((item, at) => (at === pageIndex ? shown : item)) };
}
