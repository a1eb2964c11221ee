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

/** The page to add: empty optional fields left out, and no sections yet (the schema allows none). */
export function newPage({ path, title, description, breadcrumb }: NewPage): Page {
  return {
    path: path.trim(),
    title: title.trim(),
    ...(description.trim() && { description: description.trim() }),
    ...(breadcrumb.trim() && { breadcrumb: breadcrumb.trim() }),
    sections: [],
  };
}
