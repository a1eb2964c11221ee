import type { Page, Redirect, Section, Site } from '@/generated/site';
import type { SharedKey } from '../api/editor-types';
import { rewriteLinks } from './route-links';
import { pageSections } from './page-blocks';

// Each returns a new site sharing every untouched object with the old one, keys in their order.

const withPage = (site: Site, index: number, change: (page: Page) => Page): Site => {
  const page = site.pages[index];
  if (!page) return site;
  const pages = [...site.pages];
  pages[index] = change(page);
  return { ...site, pages };
};

const withSections = (site: Site, index: number, change: (sections: Section[]) => Section[]) => withPage(site, index, (page) => ({ ...page, sections: change([...pageSections(page)]) }));

export const replaceSection = (site: Site, page: number, section: number, block: Section) =>
  withSections(site, page, (sections) => {
    if (section in sections) sections[section] = block;
    return sections;
  });

export const moveSection = (site: Site, page: number, from: number, to: number) =>
  withSections(site, page, (sections) => {
    const [moved] = sections.splice(from, 1);
    if (moved) sections.splice(Math.max(0, Math.min(to, sections.length)), 0, moved);
    return sections;
  });

export const removeSection = (site: Site, page: number, section: number) =>
  withSections(site, page, (sections) => {
    sections.splice(section, 1);
    return sections;
  });

/** Inserts `block` after position `after` (null: at the top). */
export const insertSection = (site: Site, page: number, after: number | null, block: Section) =>
  withSections(site, page, (sections) => {
    sections.splice(after === null ? 0 : after + 1, 0, block);
    return sections;
  });

// A section's `id` is an anchor and unique on its page: a copy gets the next free "-2", "-3" …
export function withFreeId(block: Section, sections: readonly Section[]): Section {
  if (!('id' in block) || typeof block.id !== 'string') return block;
  const taken = new Set(sections.map((section) => ('id' in section ? section.id : undefined)));
  if (!taken.has(block.id)) return block;
  const stem = block.id.replace(/-\d+$/, '');
  let n = 2;
  while (taken.has(`${stem}-${n}`)) n++;
  return { ...block, id: `${stem}-${n}` };
}

// a page's id is its name for the publish, which follows it when its path changes: no form edits it
const kept = new Set(['id', 'path', 'sections']);

export const editPage = (site: Site, page: number, fields: Omit<Page, 'path' | 'sections'>) =>
  withPage(site, page, (old) => {
    // rebuilt in the old order; the fields the form leaves out (id, path, sections) stay as they were
    const next: Record<string, unknown> = {};
    for (const key of Object.keys(old)) if (kept.has(key) || key in fields) next[key] = key in fields ? fields[key as keyof typeof fields] : old[key as keyof Page];
    for (const [key, value] of Object.entries(fields)) if (!(key in next)) next[key] = value;
    return next as unknown as Page;
  });

export const addPage = (site: Site, page: Page): Site => ({ ...site, pages: [...site.pages, page] });

export const removePage = (site: Site, page: number): Site => ({ ...site, pages: site.pages.filter((_, i) => i !== page) });

/** Renames page `index`'s path; with `follow`, every link to the old path (and its anchors) follows. */
export function renamePagePath(site: Site, index: number, path: string, follow: boolean, routeKeys: ReadonlySet<string>): Site {
  const old = site.pages[index]?.path;
  if (old === undefined || old === path) return site;
  const renamed = withPage(site, index, (page) => ({ ...page, path }));
  return follow ? rewriteLinks(renamed, old, path, routeKeys) : renamed;
}

export const editShared = <K extends SharedKey>(site: Site, key: K, value: Site[K]): Site => ({ ...site, [key]: value });

/** The site with `redirects` as its list; none left takes the list out, as a site without redirects has it. */
export function withRedirects(site: Site, redirects: Redirect[]): Site {
  if (redirects.length > 0) return { ...site, redirects };
  if (!('redirects' in site)) return site;
  const { redirects: _gone, ...rest } = site;
  return rest;
}
