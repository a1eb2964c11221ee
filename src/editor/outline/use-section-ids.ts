import { useState } from 'react';
import type { Block } from '@/generated/site';
import { sectionIds, type SectionIds } from './section-summary';

/**
 * Ids for a page's sections that last across renders: what sectionIds gives, told the page's ids of the render
 * before so that a section edited in place keeps its id (kept in state: the React way to remember a render).
 */
export function useSectionIds(page: number, sections: readonly Block[]): string[] {
  const [known, setKnown] = useState<SectionIds & { page: number }>(() => ({ page, sections, ids: sectionIds(sections) }));
  if (known.page === page && known.sections === sections) return known.ids;
  const ids = sectionIds(sections, known.page === page ? known : null);
  setKnown({ page, sections, ids });
  return ids;
}
