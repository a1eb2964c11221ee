import { use, useEffect } from 'react';
import { loadedPage } from '@/content/pages';
import { isBlockLoaded } from '@/render/block-components';
import { openAllGates } from './hydration-gates';
import { preloadPage } from '@/render/preload-page';
import { loadOnce, settled } from '@/shared/load-once';

// The page the browser hydrated, while the visitor is still on it.
let hydratedPath: string | undefined;
const ready = loadOnce(preloadPage);
const nothingToWaitFor = settled(undefined);

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
  use(path === hydratedPath || isPageLoaded(path) ? nothingToWaitFor : ready.load(path));
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
