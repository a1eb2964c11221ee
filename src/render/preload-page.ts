import type { ShownPage } from '@/content/site-types';
import { loadBlocks } from './block-components';

/** Loads the components of a page's blocks; resolves when it can render (or hydrate) without suspending. */
export async function preloadPage(page: ShownPage): Promise<void> {
  await loadBlocks(page.sections);
}
