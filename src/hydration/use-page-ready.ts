import { use, useEffect } from 'react';
import type { ShownPage } from '@/content/site-types';
import { isBlockLoaded } from '@/render/block-components';
import { openAllGates } from '../render/hydration-gates';
import { preloadPage } from '@/render/preload-page';
import { loadOnce, settled } from '@/shared/load-once';
import { pagePath } from '@/shared/page-path';

// The page the browser hydrated, while the visitor is still on it.
let hydratedPath: string | undefined;
const ready = loadOnce(preloadPage);
const nothingToWaitFor = settled(undefined);

/** The page the browser hydrates: its blocks wait at their own gates, not for the whole page. */
export function markHydratedPage(path: string): void {
  hydratedPath = path;
}

const isPageLoaded = (page: ShownPage) => page.sections.every((block) => isBlockLoaded(block.type));

/**
 * Suspends a client-side navigation until the code of all the page's blocks has loaded, so the current
 * page stays on screen meanwhile and the next one appears whole.
 */
export function usePageReady(path: string, page: ShownPage): void {
  use(path === hydratedPath || isPageLoaded(page) ? nothingToWaitFor : ready.load(page));
}

/**
 * Once the visitor moves on from the first page (`path` is the location now, not the one still shown),
 * its blocks still static load too, and a later visit waits for the whole page like any other.
 */
export function useCompleteFirstPage(location: string): void {
  // the location as a page path: /hi/ is the page /hi the browser hydrated, not a move away from it
  const path = pagePath(location);
  useEffect(() => {
    if (hydratedPath === undefined || path === hydratedPath) return;
    hydratedPath = undefined;
    openAllGates();
  }, [path]);
}
