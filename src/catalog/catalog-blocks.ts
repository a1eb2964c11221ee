import { loadBlock } from '@/render/block-components';
import { blockLoaders, type BlockType } from '@/render/registry';
import { catalogEntries } from './catalog-entries';

/** Whether the registry has a component for `type`: a schema can exist before its component does. */
export function isRegistered(type: string): type is BlockType {
  return Object.hasOwn(blockLoaders, type);
}

/** Loads the component of every block in the catalog, so the page renders (or hydrates) without waiting. */
export async function loadCatalogBlocks(): Promise<void> {
  // allSettled: one block whose code fails to load shows its error in place, the others still render
  await Promise.allSettled(catalogEntries.filter((entry) => isRegistered(entry.type)).map((entry) => loadBlock(entry.type as BlockType)));
}
