import { loadPage } from '@/content/pages';
import { loadBlocks } from './block-components';

/** Loads a page's sections and the components of its blocks; resolves when it can render without suspending. */
export async function preloadPage(path: string): Promise<void> {
  await loadBlocks((await loadPage(path)).sections);
}
