import type { Block, Page, Section, SharedSection, Site } from '@/generated/site';
import { isSharedUse, sharedById, usedBlock } from '@/model/shared-sections';

/** A page's sections as site.json holds them: blocks, and uses of shared sections (`{ "shared": id }`). */
export const pageSections = (page: Pick<Page, 'sections'> | undefined): Section[] => page?.sections ?? [];

/** A section as the editor shows it: the block it draws, and the shared section it is a use of (null: the page's own). */
export interface ShownSection {
  block: Block;
  shared: SharedSection | null;
  /** where that shared section is in `sharedSections` (-1: the page's own, or a use of one that is gone) */
  sharedIndex: number;
}

// A use of a shared section that is gone (deleted in another draft) still shows, as a section of no type.
const gone = (id: string): Block => ({ type: '', heading: id }) as unknown as Block;

/** The sections of `page` as shown: each use resolved to the block of its shared section, with that shared section. */
export function shownSections(site: Pick<Site, 'sharedSections'>, page: Pick<Page, 'sections'> | undefined): ShownSection[] {
  const sections = pageSections(page);
  if (!sections.some((section) => isSharedUse(section))) return sections.map((block) => ({ block: block as Block, shared: null, sharedIndex: -1 }));
  const byId = sharedById(site);
  const list = site.sharedSections ?? [];
  return sections.map((section) => {
    if (!isSharedUse(section)) return { block: section, shared: null, sharedIndex: -1 };
    const shared = byId.get(section.shared) ?? null;
    let block: Block;
    try {
      block = usedBlock(byId, section);
    } catch {
      block = gone(section.shared);
    }
    return { block, shared, sharedIndex: shared ? list.indexOf(shared) : -1 };
  });
}

/** A page's sections as blocks, each use drawn as its shared section's block (the preview, the outline, names of places). */
export function pageBlocks(site: Pick<Site, 'sharedSections'>, page: Pick<Page, 'sections'> | undefined): Block[] {
  const sections = pageSections(page);
  // a page without uses is its own list, which keeps its identity until it changes
  return sections.some((section) => isSharedUse(section)) ? shownSections(site, page).map((shown) => shown.block) : (sections as Block[]);
}
