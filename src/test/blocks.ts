import type { Block, Page } from '@/generated/site';

/** A page's sections as blocks, for tests of a site that uses no shared section; a use fails the test, named. */
export function blocksOf(page: Pick<Page, 'sections'>): Block[] {
  return page.sections.map((section) => {
    if ('type' in section) return section;
    throw new Error(`the section uses the shared section "${section.shared}": these tests expect blocks only`);
  });
}
