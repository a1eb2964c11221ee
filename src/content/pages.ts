import { use } from 'react';
import type { Page } from '@/generated/site';
import { loadOnce } from '@/shared/load-once';
import { pageLoaders } from './site';

/** The page path a URL path names: `/faq/` is `/faq`; `/` stays `/`. */
export function pagePath(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1');
}

/** Whether site.json declares a page at `path`. */
export function hasPage(path: string): boolean {
  return Object.hasOwn(pageLoaders, path);
}

// Each page (head texts and sections) is a chunk of its own.
const pages = loadOnce((path: string) => (hasPage(path) ? pageLoaders[path]!().then((module) => module.default) : Promise.reject(new Error(`No page at ${path}`))));

/** Loads the page at `path`, its head texts and sections, once. */
export const loadPage = pages.load;

/** The page at `path` when it has loaded. */
export const loadedPage = pages.loaded;

/** The page at `path`, suspending (React Suspense) until its chunk has loaded. */
export function usePage(path: string): Page {
  return use(loadPage(path));
}
