import type { Variant } from '../../../shared/insights.ts';
import { variantOf } from '../../engine/insights/visitor-hash.ts';
import { variantDir } from '../../engine/releases/release-files.ts';
import type { ReleasePage } from '../../engine/releases/release-manifest.ts';

/** What a request for a page is answered with: the variant served (undefined: the page is under no test), its entry and release folder. */
export interface ServedPage {
  variant: Variant | undefined;
  entry: ReleasePage;
  dir: string;
}

/**
 * The variant of a page a visitor gets: B for the test's share of the day's visitors (variantOf), decided before
 * the first byte, the same for the page's HTML and its data and on every instance (the day's salt is shared). A
 * request with no visitor (no browser string, or the salt unreadable) gets A. `visitorOf` is asked only for a page
 * under test.
 */
export function servedPage(dir: string, entry: ReleasePage, visitorOf: () => string | undefined): ServedPage {
  const { test } = entry;
  if (!test) return { variant: undefined, entry, dir };
  const visitor = visitorOf();
  const variant = visitor === undefined ? 'a' : variantOf(visitor, test.id, test.share);
  return variant === 'b' ? { variant, entry: test.b, dir: variantDir(dir) } : { variant, entry, dir };
}

/** A page under test is one visitor's: shared caches must not keep it, and the browser asks again each time. */
export const testCacheControl = 'private, no-cache';
