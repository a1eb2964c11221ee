import { use } from 'react';
import type { Page } from '@/generated/site';
import { pageLoaders } from './site';

const loaded = new Map<string, Page>();
const pending = new Map<string, Promise<Page>>();

/** The page path a URL path names: `/faq/` is `/faq`; `/` stays `/`. */
export function pagePath(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1');
}

/** Whether site.json declares a page at `path`. */
export function hasPage(path: string): boolean {
  return Object.hasOwn(pageLoaders, path);
}

/** Loads the page at `path`, its head texts and sections (a chunk of their own), once. */
export function loadPage(path: string): Promise<Page> {
  const ready = loaded.get(path);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(path);
  if (!promise) {
    if (!hasPage(path)) return Promise.reject(new Error(`No page at ${path}`));
    promise = pageLoaders[path]!().then((module) => {
      loaded.set(path, module.default);
      return module.default;
    });
    pending.set(path, promise);
  }
  return promise;
}

/** The page at `path` when it has loaded. */
export function loadedPage(path: string): Page | undefined {
  return loaded.get(path);
}

/** The page at `path`, suspending (React Suspense) until its chunk has loaded. */
export function usePage(path: string): Page {
  return loaded.get(path) ?? use(loadPage(path));
}
