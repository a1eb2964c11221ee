// What the editor does to shared sections, as pure functions of the site: each returns a new site (the one given is
// left as it was) or says in plain words why it cannot.
import type { Page, Section, SharedSection, Site } from '../generated/site.ts';
import { deepEqual } from '../shared/json-pointer.ts';
import { isSharedUse, namingIds, sharedById, usedBlock } from './shared-sections.ts';

export type Refusal = { ok: false; message: string };

const nameLimit = 80;

/** An id for a shared section named `name` ("Contact call to action" → "contact-call-to-action"), not one of `taken`. */
function freeId(name: string, taken: ReadonlySet<string>): string {
  const words = name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  const base = (/^[a-z]/.test(words) ? words : `shared-${words}`).slice(0, 56).replace(/-+$/, '') || 'shared';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

const withPage = (site: Site, index: number, sections: Section[]): Site => ({ ...site, pages: site.pages.map((page, at) => (at === index ? { ...page, sections } : page)) });

/**
 * The section at `pageIndex`/`sectionIndex` made shared under `name`: written once under `sharedSections` (its
 * translations with it, its anchor left on the page) and named by the page. Refused for a use already, or a name
 * that is empty, too long or another shared section's.
 */
export function makeShared(site: Site, pageIndex: number, sectionIndex: number, name: string): { ok: true; site: Site; id: string } | Refusal {
  const section = site.pages[pageIndex]?.sections[sectionIndex];
  if (!section) return { ok: false, message: 'There is no such section.' };
  if (isSharedUse(section)) return { ok: false, message: `This section is already the shared section “${sharedById(site).get(section.shared)?.name ?? section.shared}”.` };
  const label = name.trim();
  if (!label) return { ok: false, message: 'Give the shared section a name.' };
  if (label.length > nameLimit) return { ok: false, message: `The name is ${label.length} characters long; make it at most ${nameLimit}.` };
  const existing = site.sharedSections ?? [];
  if (existing.some((item) => item.name.trim().toLowerCase() === label.toLowerCase())) return { ok: false, message: `A shared section is already called “${label}”: choose another name.` };
  const id = freeId(label, new Set(existing.map((item) => item.id)));
  const { id: anchor, ...block } = structuredClone(section);
  const shared: SharedSection = { id, name: label, section: block as Section };
  const sections = site.pages[pageIndex]!.sections.map((item, at) => (at === sectionIndex ? (anchor === undefined ? { shared: id } : { shared: id, id: anchor }) : item));
  return { ok: true, site: { ...withPage(site, pageIndex, sections), sharedSections: [...existing, shared] }, id };
}

/** The use at `pageIndex`/`sectionIndex` turned into a plain copy of the block it shows (translations and anchor kept): the same HTML, edited alone from now on. */
export function detach(site: Site, pageIndex: number, sectionIndex: number): { ok: true; site: Site } | Refusal {
  const section = site.pages[pageIndex]?.sections[sectionIndex];
  if (!section) return { ok: false, message: 'There is no such section.' };
  if (!isSharedUse(section)) return { ok: false, message: 'This section is not shared: it is already this page’s own.' };
  const byId = sharedById(site);
  if (!byId.has(section.shared)) return { ok: false, message: `The shared section “${section.shared}” is gone (deleted in another draft?): remove this section or choose another.` };
  const copy = structuredClone(usedBlock(byId, section));
  return { ok: true, site: withPage(site, pageIndex, site.pages[pageIndex]!.sections.map((item, at) => (at === sectionIndex ? copy : item))) };
}

/** Where a shared section is shown: each page (templates too) and the sections that show it, directly or through another shared section. */
export interface SharedUse {
  page: number;
  path: string;
  title: string;
  template: boolean;
  /** the indexes of the page's sections that show it */
  sections: number[];
}

export function sharedUses(site: Pick<Site, 'pages' | 'sharedSections'>, id: string): SharedUse[] {
  const shown = namingIds(site, [id]);
  return site.pages.flatMap((page: Page, index) => {
    const sections = page.sections.flatMap((section, at) => (isSharedUse(section) && shown.has(section.shared) ? [at] : []));
    return sections.length ? [{ page: index, path: page.path, title: page.title, template: page.template === true, sections }] : [];
  });
}

/** Whether the shared section `id` may be deleted: not while a page or another shared section shows it (the message names them). */
export function canDelete(site: Pick<Site, 'pages' | 'sharedSections'>, id: string): { ok: true } | (Refusal & { pages: string[]; sharedSections: string[] }) {
  const uses = sharedUses(site, id);
  const naming = (site.sharedSections ?? []).filter((item) => item.id !== id && isSharedUse(item.section) && item.section.shared === id).map((item) => item.name);
  if (uses.length === 0 && naming.length === 0) return { ok: true };
  const pages = uses.map((use) => use.path);
  const parts = [
    ...(pages.length ? [`it is used on ${pages.length === 1 ? 'the page' : `${pages.length} pages:`} ${pages.join(', ')}`] : []),
    ...(naming.length ? [`the shared section${naming.length === 1 ? '' : 's'} ${naming.map((name) => `“${name}”`).join(', ')} show${naming.length === 1 ? 's' : ''} it`] : []),
  ];
  return { ok: false, message: `This shared section cannot be deleted: ${parts.join('; ')}. Detach it or remove it there first.`, pages, sharedSections: naming };
}

/** The site without the shared section `id`, when canDelete allows it. */
export function deleteShared(site: Site, id: string): { ok: true; site: Site } | Refusal {
  const allowed = canDelete(site, id);
  if (!allowed.ok) return { ok: false, message: allowed.message };
  return { ok: true, site: { ...site, sharedSections: (site.sharedSections ?? []).filter((item) => item.id !== id) } };
}

/** A shared section deleted in another save that my changes still need: kept in my draft, and said so. */
export interface KeptShared {
  id: string;
  name: string;
  /** the pages my draft uses it on */
  pages: string[];
  message: string;
}

/**
 * `merged` (my changes re-applied onto a site saved meanwhile) with the shared sections that save deleted put back,
 * as my draft has them, where my changes need them: I changed one, or a page or shared section of `merged` still
 * names one (one I made that the merge left out goes back too). Nothing I wrote is lost and no page names a missing
 * one; each kept one the other save deleted is said in words.
 */
export function keepSharedInUse(base: Site, mine: Site, merged: Site): { site: Site; kept: KeptShared[] } {
  const present = new Set((merged.sharedSections ?? []).map((item) => item.id));
  const before = sharedById(base);
  const gone = (mine.sharedSections ?? []).filter((item) => !present.has(item.id));
  const named = (site: Site) => new Set([...site.pages.flatMap((page) => page.sections), ...(site.sharedSections ?? []).map((item) => item.section)].flatMap((section) => (isSharedUse(section) ? [section.shared] : [])));
  const keep = gone.filter((item) => !deepEqual(before.get(item.id), item));
  // a kept one may show another that is gone too: keep that as well
  for (let grew = true; grew; ) {
    const needed = named({ ...merged, sharedSections: [...(merged.sharedSections ?? []), ...keep] });
    const more = gone.filter((item) => needed.has(item.id) && !keep.includes(item));
    keep.push(...more);
    grew = more.length > 0;
  }
  if (keep.length === 0) return { site: merged, kept: [] };
  const site = { ...merged, sharedSections: [...(merged.sharedSections ?? []), ...keep] };
  // one I made is no news: only those the other save deleted are said
  const kept = keep.filter((item) => before.has(item.id)).map((item) => {
    // where the kept draft shows it; else where my draft did (a use the other save removed)
    const shown = sharedUses(site, item.id);
    const pages = (shown.length ? shown : sharedUses(mine, item.id)).map((use) => use.path);
    const where = pages.length ? ` on ${pages.length === 1 ? 'the page' : 'the pages'} ${pages.join(', ')}` : '';
    return { id: item.id, name: item.name, pages, message: `The shared section “${item.name}” was deleted in another save, but your draft uses it${where}: it is kept, with your changes. Delete it from Add section if it should go.` };
  });
  return { site, kept };
}
