// Sections written once under `sharedSections` and named by pages (`{ "shared": "contact-cta" }`): how a use
// becomes the block it shows, and the checks the schema cannot make (docs/decisions.md, "Shared sections").
import type { Block, Page, Section, SharedSection, SharedSectionUse } from '../generated/site.ts';
import type { ShownPage } from '../content/site-types.ts';
import { objects } from './json-values.ts';
import { pageSharedUses } from './page-summary.ts';

type Loose = Record<string, unknown>;

export const isSharedUse = (section: Section | Loose): section is SharedSectionUse => typeof (section as Loose).shared === 'string';

/** The shared sections of a site by id. */
export const sharedById = (site: { sharedSections?: SharedSection[] }): Map<string, SharedSection> => new Map((site.sharedSections ?? []).map((item) => [item.id, item]));

/**
 * The block a use shows: the shared section's (following a shared section that names another), with the use's
 * anchor right after its `type`, as a block written on the page has it. The site is valid: no chain loops.
 */
export function usedBlock(byId: ReadonlyMap<string, SharedSection>, use: SharedSectionUse): Block {
  let section: Section | undefined = byId.get(use.shared)?.section;
  for (let steps = 0; section && isSharedUse(section) && steps <= byId.size; steps++) section = byId.get(section.shared)?.section;
  if (!section || isSharedUse(section)) throw new Error(`The shared section "${use.shared}" cannot be shown: validate site.json first.`);
  const { type, id: _own, ...fields } = section;
  return (use.id === undefined ? { type, ...fields } : { type, id: use.id, ...fields }) as Block;
}

/** A page's sections as shown; the page itself (a page read lazily stays unread) when it uses no shared section. */
export function shownPage(byId: ReadonlyMap<string, SharedSection>, page: Page): ShownPage {
  if (pageSharedUses(page as unknown as Loose).length === 0) return page as ShownPage;
  return { ...page, sections: page.sections.map((section) => (isSharedUse(section) ? usedBlock(byId, section) : section)) };
}

/** The site as shown (shownPage on every page), without its `sharedSections`. */
export function inlineShared<T extends { pages: Page[]; sharedSections?: SharedSection[] }>(site: T): Omit<T, 'pages' | 'sharedSections'> & { pages: ShownPage[] } {
  const { sharedSections: _shared, pages, ...rest } = site;
  const byId = sharedById(site);
  return { ...rest, pages: pages.map((page) => shownPage(byId, page)) };
}

/** The ids of the shared sections whose block is the one of `id`: itself and every one that names it, through any chain. */
export function namingIds(site: { sharedSections?: SharedSection[] }, ids: Iterable<string>): Set<string> {
  const found = new Set(ids);
  const sections = site.sharedSections ?? [];
  for (let grew = true; grew; ) {
    grew = false;
    for (const item of sections) {
      if (!found.has(item.id) && isSharedUse(item.section) && found.has(item.section.shared)) grew = Boolean(found.add(item.id));
    }
  }
  return found;
}

/**
 * Untranslated texts of shared sections (`/sharedSections/2/section/heading`) placed where pages show them
 * (`/pages/5/sections/3/heading`), beside the others: a page's section then falls back as a whole, as one written
 * on the page does (localize.ts, fallbackSectionsOf).
 */
export function untranslatedOnPages<T extends { pointer: string }>(site: { pages: Page[]; sharedSections?: SharedSection[] }, untranslated: readonly T[]): T[] {
  const sections = site.sharedSections ?? [];
  const shared = untranslated.filter(({ pointer }) => pointer.startsWith('/sharedSections/'));
  if (shared.length === 0) return [...untranslated];
  const placed: T[] = [];
  for (const text of shared) {
    const match = /^\/sharedSections\/(\d+)\/section(\/.*)?$/.exec(text.pointer);
    const owner = match && sections[Number(match[1])];
    if (!owner) continue;
    const ids = namingIds(site, [owner.id]);
    site.pages.forEach((page, p) => {
      if (!pageSharedUses(page as unknown as Loose).some((id) => ids.has(id))) return;
      page.sections.forEach((section, s) => {
        if (isSharedUse(section) && ids.has(section.shared)) placed.push({ ...text, pointer: `/pages/${p}/sections/${s}${match[2] ?? ''}` });
      });
    });
  }
  return [...untranslated, ...placed];
}

export interface SharedProblem {
  pointer: string;
  message: string;
}

/**
 * What the schema cannot say of the shared sections: one that names itself, or another that names it back (a loop
 * no page could show), and an anchor id inside one (each page gives its use its own, beside `shared`).
 */
export function sharedSectionProblems(data: unknown): SharedProblem[] {
  const sections = objects((data as Loose | null)?.sharedSections);
  const at = new Map(sections.map((item, index) => [item.id, index]));
  const problems: SharedProblem[] = [];
  sections.forEach((item, index) => {
    const section = item.section as Loose | undefined;
    if (section && !isSharedUse(section) && section.id !== undefined) {
      problems.push({ pointer: `/sharedSections/${index}/section/id`, message: 'a shared section has no anchor id of its own: give it on each page that uses it, as "id" beside "shared"' });
    }
    const trail = [item.id];
    let next = section;
    while (next && isSharedUse(next) && at.has(next.shared)) {
      if (next.shared === item.id) {
        problems.push({ pointer: `/sharedSections/${index}/section/shared`, message: `${trail.map((id) => JSON.stringify(id)).join(' shows ')} shows ${JSON.stringify(item.id)} again: a shared section cannot show itself; write a block here` });
        break;
      }
      // a loop further on is reported at its own members
      if (trail.includes(next.shared)) break;
      trail.push(next.shared);
      next = sections[at.get(next.shared)!]!.section as Loose | undefined;
    }
  });
  return problems;
}
