import type { Block } from '@/generated/site';
import type { ShownPage, SiteShell } from '@/content/site-types';
import type { FirstScreenOf } from '@/content/first-screen';
import type { FirstScreenImage } from '@/shared/responsive-image';
import type { BlockOf, BlockType } from './registry';

/** What each block type declares as its first-screen image; a type left out has none (its images are small, or it has none). */
export type FirstScreenRegistry = { [T in BlockType]?: FirstScreenOf<BlockOf<T>> };

// Found by file convention, so a new block registers nothing here: src/blocks/<type>/<type>.images.ts exporting
// `firstScreen`. Namespaces, not the export itself: an images file without one (team's) is no build error.
const declarations = import.meta.glob<{ firstScreen?: FirstScreenOf<never> }>('../blocks/*/*.images.ts', { eager: true });

/** The block type of `../blocks/<type>/<type>.images.ts`: its folder. */
const typeOf = (file: string) => file.split('/').at(-2) as BlockType;

// each file types its own block's declaration (FirstScreenOf<Hero>); the folder it sits in pairs it with that type
export const firstScreenImages = Object.fromEntries(
  Object.entries(declarations).flatMap(([file, { firstScreen }]) => (firstScreen ? [[typeOf(file), firstScreen] as const] : [])),
) as FirstScreenRegistry;

/**
 * The page's largest first-screen image: the one its first section declares. The page renders that image eager with
 * fetchpriority="high" (Sections marks the block, the block its image), the head preloads it, and every other image
 * on the page is lazy.
 */
export function firstScreenImage(page: ShownPage, site: SiteShell): FirstScreenImage | undefined {
  const block = page.sections[0];
  // each entry takes its own block type; the map's type pairs them, TypeScript cannot follow a union
  const declared = block && (firstScreenImages[block.type] as FirstScreenOf<Block> | undefined);
  return declared ? declared(block, site) : undefined;
}
