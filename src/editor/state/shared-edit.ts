import type { Block, Section, Site } from '@/generated/site';
import { deleteShared, detach, makeShared } from '@/model/shared-edits';
import { diff } from '@/shared/json-diff';
import { isSharedUse } from '@/model/shared-sections';

export type SharedAction =
  | { type: 'makeShared'; page: number; section: number; name: string }
  | { type: 'detachSection'; page: number; section: number }
  | { type: 'editSharedSection'; page: number; section: number; value: Block; at: number }
  | { type: 'deleteSharedSection'; id: string };

/**
 * The draft after an edit of shared sections (null: refused, the draft as it was); an edit of a use's form carries
 * the key of the field it changed, so typing joins one undo step as in any section.
 */
export function sharedEdit(site: Site, action: SharedAction): { site: Site; key?: string; at?: number } | null {
  switch (action.type) {
    case 'makeShared': {
      const made = makeShared(site, action.page, action.section, action.name);
      return made.ok ? { site: made.site } : null;
    }
    case 'detachSection': {
      const done = detach(site, action.page, action.section);
      return done.ok ? { site: done.site } : null;
    }
    case 'deleteSharedSection': {
      const done = deleteShared(site, action.id);
      return done.ok ? { site: done.site } : null;
    }
    case 'editSharedSection':
      return editUse(site, action.page, action.section, action.value, action.at);
  }
}

// The form shows the block with the use's anchor: the anchor goes to the use, the rest to the shared section.
function editUse(site: Site, page: number, section: number, value: Block, at: number) {
  const use = site.pages[page]?.sections[section];
  const index = use && isSharedUse(use) ? (site.sharedSections ?? []).findIndex((item) => item.id === use.shared) : -1;
  const shared = site.sharedSections?.[index];
  if (!use || !isSharedUse(use) || !shared) return null;
  const { id: anchor, ...block } = value as Block & { id?: string };
  const sectionChanged = diff(shared.section, block).length > 0;
  const sharedSections = sectionChanged ? site.sharedSections!.map((item, at) => (at === index ? { ...item, section: block as Section } : item)) : site.sharedSections;
  const nextUse = anchor === use.id ? use : anchor === undefined || anchor === '' ? { shared: use.shared } : { shared: use.shared, id: anchor };
  const pages = nextUse === use ? site.pages : site.pages.map((item, at) => (at === page ? { ...item, sections: item.sections.map((old, s) => (s === section ? nextUse : old)) } : item));
  if (!sectionChanged && nextUse === use) return { site };
  const changes = sectionChanged ? diff(shared.section, block) : [];
  const key = changes.length === 1 && changes[0] ? `/sharedSections/${index}/section${changes[0].pointer}` : nextUse !== use ? `/pages/${page}/sections/${section}/id` : `/sharedSections/${index}/section`;
  return { site: { ...site, sharedSections, pages }, key, at };
}
