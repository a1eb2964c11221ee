import type { Page } from '@/generated/site';
import siteSchema from '../../../schema/site.schema.json';
import { labels } from '../ui/labels';

// The schema's own rule for a page's path, so the form and validation never disagree.
const pathPattern = new RegExp(siteSchema.$defs.page.properties.path.pattern);

/** What is wrong with `path` as the path of a page other than `self`, or undefined when nothing is. */
export function pathError(path: string, pages: readonly Page[], self?: number): string | undefined {
  if (path === '') return labels.pathRequired;
  if (!path.startsWith('/')) return labels.pathStart;
  if (!pathPattern.test(path)) return labels.pathPattern;
  const taken = pages.findIndex((page, i) => page.path === path && i !== self);
  return taken >= 0 ? labels.pathTaken(pages[taken]?.title ?? path) : undefined;
}

export interface NewPage {
  path: string;
  title: string;
  description: string;
  breadcrumb: string;
}

export function newPageErrors(values: NewPage, pages: readonly Page[]): Partial<Record<keyof NewPage, string>> {
  const errors: Partial<Record<keyof NewPage, string>> = {};
  const path = pathError(values.path.trim(), pages);
  if (path) errors.path = path;
  if (values.title.trim() === '') errors.title = labels.titleRequired;
  return errors;
}

const idPattern = new RegExp(siteSchema.$defs.page.properties.id.pattern);
const idLength = 64;

/**
 * The id of a page added at `path`: its path's words joined by hyphens ('home' for '/'), 'page-' before one that
 * starts with a digit, and '-2', '-3' … after one another page has. The publish follows a page by it when its path changes.
 */
export function pageIdFor(path: string, pages: readonly Page[]): string {
  const words = path.trim().replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  const start = words === '' ? 'home' : /^[a-z]/.test(words) ? words : `page-${words}`;
  const taken = new Set(pages.map((page) => page.id));
  const fit = (stem: string, suffix = '') => `${stem.slice(0, idLength - suffix.length).replace(/-+$/, '')}${suffix}`;
  let id = fit(start);
  for (let n = 2; taken.has(id) || !idPattern.test(id); n++) id = fit(start, `-${n}`);
  return id;
}

/** The page to add, with its id: empty optional fields left out, and no sections yet (the schema allows none). */
export function newPage({ path, title, description, breadcrumb }: NewPage, pages: readonly Page[] = []): Page {
  return {
    id: pageIdFor(path, pages),
    path: path.trim(),
    title: title.trim(),
    ...(description.trim() && { description: description.trim() }),
    ...(breadcrumb.trim() && { breadcrumb: breadcrumb.trim() }),
    sections: [],
  };
}
