// New pages made from others: a duplicate of any page, or a page started from a template. Pure functions of the
// site: each returns a new site (the one given is left as it was) or says in plain words why it cannot.
import type { Page, Site } from '../generated/site.ts';
import { withoutTest } from './section-tests.ts';
import { pagePath } from '../shared/page-path.ts';
import { reservedPrefixOf } from '../shared/reserved-prefixes.ts';
import type { Refusal } from './shared-edits.ts';

// as the schema's page path and title (schema/site.schema.json, $defs.page)
const pathForm = /^(?!\/index$)\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;
const titleLimit = 70;

export interface NewPage {
  path: string;
  title: string;
  /**
   * Why the server keeps a path for itself beyond its own prefixes (reserved-routes.ts' reservedRoutes, which reads
   * the code build's public files), or undefined: the caller that knows them passes it.
   */
  reserved?: (path: string) => string | undefined;
}

/** Why `path` cannot be a new page's, or undefined. */
function pathProblem(site: Site, path: string, reserved: NewPage['reserved']): string | undefined {
  if (!pathForm.test(path)) return `“${path}” is not a page path: lowercase words and hyphens after a “/”, such as /services/cloud.`;
  const taken = site.pages.find((page) => pagePath(page.path) === pagePath(path));
  if (taken) return `${taken.template ? 'The template' : 'The page'} “${taken.title}” is already at ${path}: choose another path.`;
  const prefix = reservedPrefixOf(pagePath(path).toLowerCase());
  if (prefix) return `${path} is kept for ${prefix.owner}: choose another path.`;
  const codes = (site.settings.locales ?? []).map((locale) => locale.code).filter((code) => code !== site.settings.language);
  const language = codes.find((code) => path === `/${code}` || path.startsWith(`/${code}/`));
  if (language) return `${path} is where the pages in another language (${language}) live: choose another path.`;
  const why = reserved?.(path);
  return why ? `${path} ${why}: choose another path.` : undefined;
}

/** A page id for `path` (/services/cloud → services-cloud) that no page has. */
function freePageId(site: Site, path: string): string {
  const taken = new Set(site.pages.map((page) => page.id));
  const words = path.slice(1).replace(/\//g, '-').slice(0, 56).replace(/-+$/, '');
  const base = /^[a-z]/.test(words) ? words : `page-${words}`.replace(/-+$/, '');
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** A copy of `source` as a new page at `path` titled `title`: its sections (A of a section under test), their translations and shared-section uses; a page, not a template. */
function copyOf(site: Site, source: Page, { path, title }: NewPage): Page {
  const { id: _id, template: _template, translations, sections, ...rest } = structuredClone(source);
  // the translated title was the source's: the new title is translated anew; the other texts stay until changed
  const kept = translations && Object.fromEntries(Object.entries(translations).map(([code, { title: _title, ...texts }]) => [code, texts]).filter(([, texts]) => Object.keys(texts as object).length > 0));
  // a test is the source page's own (its id deals the visitors): the copy shows A, untested
  return { id: freePageId(site, path), ...rest, path, title, sections: sections.map(withoutTest), ...(kept && Object.keys(kept).length > 0 && { translations: kept }) };
}

function checked(site: Site, index: number, input: NewPage): Refusal | undefined {
  if (!site.pages[index]) return { ok: false, message: 'There is no such page.' };
  const title = input.title.trim();
  if (!title) return { ok: false, message: 'Give the new page a title.' };
  if (title.length > titleLimit) return { ok: false, message: `The title is ${title.length} characters long; make it at most ${titleLimit}.` };
  const problem = pathProblem(site, input.path, input.reserved);
  return problem ? { ok: false, message: problem } : undefined;
}

/** The page at `pageIndex` duplicated to `path` and `title`, right after it; refused for a path that is taken or reserved. */
export function duplicatePage(site: Site, pageIndex: number, input: NewPage): { ok: true; site: Site; pageIndex: number } | Refusal {
  const refused = checked(site, pageIndex, input);
  if (refused) return refused;
  const page = copyOf(site, site.pages[pageIndex]!, { ...input, title: input.title.trim() });
  const pages = [...site.pages.slice(0, pageIndex + 1), page, ...site.pages.slice(pageIndex + 1)];
  return { ok: true, site: { ...site, pages }, pageIndex: pageIndex + 1 };
}

/** A new page at `path` started from the template at `templateIndex`, after the last page; refused when it is no template. */
export function pageFromTemplate(site: Site, templateIndex: number, input: NewPage): { ok: true; site: Site; pageIndex: number } | Refusal {
  const template = site.pages[templateIndex];
  if (template && template.template !== true) return { ok: false, message: `“${template.title}” is a page, not a template: duplicate it instead.` };
  const refused = checked(site, templateIndex, input);
  if (refused) return refused;
  const page = copyOf(site, template!, { ...input, title: input.title.trim() });
  return { ok: true, site: { ...site, pages: [...site.pages, page] }, pageIndex: site.pages.length };
}
