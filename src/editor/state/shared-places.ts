import type { Site } from '@/generated/site';
import { isSharedUse } from '@/model/shared-sections';

const inShared = /^\/sharedSections\/(\d+)\/section(\/.*)?$/;

/** The sections of page `page` that use the shared section at `index` in `sharedSections`. */
function usesOn(site: Pick<Site, 'pages' | 'sharedSections'>, page: number, index: number): number[] {
  const id = site.sharedSections?.[index]?.id;
  return (site.pages[page]?.sections ?? []).flatMap((section, at) => (id !== undefined && isSharedUse(section) && section.shared === id ? [at] : []));
}

/**
 * A shared section's field where the editor's forms show it, on the first page using it: `/sharedSections/2/section/heading`
 * → `/pages/5/sections/3/heading`. Any other pointer as it is; null for a shared section no page uses.
 */
export function onFirstUse(site: Pick<Site, 'pages' | 'sharedSections'>, pointer: string): string | null {
  const match = inShared.exec(pointer);
  if (!match) return pointer;
  for (let page = 0; page < site.pages.length; page++) {
    const [section] = usesOn(site, page, Number(match[1]));
    if (section !== undefined) return `/pages/${page}/sections/${section}${match[2] ?? ''}`;
  }
  return null;
}

/** Entries of a list (untranslated texts) with those of the shared sections page `page` uses added at each section using them. */
export function placedOnPage<T extends { pointer: string }>(site: Pick<Site, 'pages' | 'sharedSections'>, page: number, list: readonly T[]): readonly T[] {
  const shared = list.filter((entry) => inShared.test(entry.pointer));
  if (shared.length === 0) return list;
  const placed = shared.flatMap((entry) => {
    const match = inShared.exec(entry.pointer)!;
    return usesOn(site, page, Number(match[1])).map((section) => ({ ...entry, pointer: `/pages/${page}/sections/${section}${match[2] ?? ''}` }));
  });
  return placed.length ? [...list, ...placed] : list;
}
