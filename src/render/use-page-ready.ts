import { use, useEffect } from 'react';
import { loadedPage } from '@/content/pages';
import { isBlockLoaded } from './block-components';
import { openAllGates } from './hydration-gates';
import { preloadPage } from './preload-page';

// The page the browser hydrated, while the visitor is still on it.
let hydratedPath: string | undefined;
const pending = new Map<string, Promise<void>>();

/** The page the browser hydrates: its blocks wait at their own gates, not for the whole page. */
export function markHydratedPage(path: string): void {
  hydratedPath = path;
}

function isPageLoaded(path: string): boolean {
  const sections = loadedPage(path)?.sections;
  return sections !== undefined && sections.every((block) => isBlockLoaded(block.type));
}

/**
 * Suspends a client-side navigation until the page's sections and the code of all its blocks have
 * loaded, so the current page stays on screen meanwhile and the next one appears whole.
 */
export function usePageReady(path: string): void {
  if (path === hydratedPath || isPageLoaded(path)) return;
  let promise = pending.get(path);
  if (!promise) pending.set(path, (promise = preloadPage(path)));
  use(promise);
}

/**
 * Once the visitor moves on from the first page (`path` is the location now, not the one still shown),
 * its blocks still static load too, and a later visit waits for the whole page like any other.
 */
export function useCompleteFirstPage(path: string): void {
  useEffect(() => {
    if (hydratedPath === undefined || path === hydratedPath) return;
    hydratedPath = undefined;
    openAllGates();
  }, [path]);
}
