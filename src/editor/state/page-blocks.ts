import type { Block, Page } from '@/generated/site';

/**
 * A page's sections as the editor's views handle them: blocks. A use of a shared section (`{ "shared": id }`) has
 * no view of its own yet; only site.json written by hand holds one, and the editor shows it as a section of no type.
 */
export const pageBlocks = (page: Pick<Page, 'sections'> | undefined): Block[] => (page?.sections ?? []) as Block[];
