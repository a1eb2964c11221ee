import { use, type ComponentType } from 'react';
import type { Block } from '@/generated/site';
import { blockLoaders, type BlockRegistry, type BlockType } from './registry';
import { loadOnce } from '@/shared/load-once';

// Each loader returns its own block's component; the map's type pairs them, TypeScript cannot follow a union.
const blocks = loadOnce((type: BlockType) => (blockLoaders[type] as () => Promise<ComponentType<Block>>)());

/** Loads a block type's component (a chunk of its own) once. */
export const loadBlock = blocks.load;

/** Whether a block type's component has loaded, so it renders without suspending. */
export function isBlockLoaded(type: BlockType): boolean {
  return blocks.loaded(type) !== undefined;
}

/** Loads every block type a page uses, so it renders (or hydrates) without waiting. */
export function loadBlocks(sections: Block[]): Promise<unknown> {
  return Promise.all([...new Set(sections.map((block) => block.type))].map(loadBlock));
}

/**
 * Loads every block type, one after another in the registry's order. styled-components numbers a component by how
 * many were defined before it, so a renderer that loads blocks as pages ask for them names their classes by the
 * order it met the pages in. Loaded in one fixed order, a page has the same bytes whichever pages, threads or
 * publishes rendered before it.
 */
export async function loadEveryBlock(): Promise<void> {
  for (const type of Object.keys(blockLoaders) as BlockType[]) await loadBlock(type);
}

/** The component for a block type: from `registry` when a test passes one, else loaded on demand (Suspense). */
export function useBlockComponent(type: BlockType, registry?: BlockRegistry): ComponentType<Block> {
  if (registry) return registry[type] as ComponentType<Block>;
  return use(loadBlock(type));
}
