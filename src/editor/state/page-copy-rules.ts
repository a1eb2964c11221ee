import type { Site } from '@/generated/site';
import { duplicatePage, pageFromTemplate } from '@/model/page-copies';
import { labels } from '../ui/labels';
import { pathError } from './page-rules';

export interface PageCopy {
  path: string;
  title: string;
}

/**
 * What is wrong with a new page at `path` titled `title` made from the page at `from` (a template when `template`):
 * Add page's own words first, then the model's refusal (a reserved path, another language's) at its field.
 */
export function pageCopyErrors(site: Site, from: number, { path, title }: PageCopy, template = false): Partial<Record<keyof PageCopy, string>> {
  const errors: Partial<Record<keyof PageCopy, string>> = {};
  const wrongPath = pathError(path.trim(), site.pages);
  if (wrongPath) errors.path = wrongPath;
  if (title.trim() === '') errors.title = labels.titleRequired;
  if (errors.path || errors.title) return errors;
  const made = (template ? pageFromTemplate : duplicatePage)(site, from, { path: path.trim(), title });
  if (made.ok) return errors;
  return /^(The title|Give)/.test(made.message) ? { title: made.message } : { path: made.message };
}

/** The path and title a duplicate of the page at `path` titled `title` is offered: the reader changes both. */
export function copySuggestion(path: string, title: string): PageCopy {
  return { path: path === '/' ? '/home-copy' : `${path}-copy`, title: `${title} (copy)` };
}
