import type { Block, Site } from '@/generated/site';
import type { SiteShell } from '@/content/site-types';
import type { EditorSchemas } from '../../api/editor-types';
import type { DraftMessage } from '../../api/preview-messages';

/** The page the dev server serves for one block's thumbnail (scripts/vite-plugins/editor-dev-plugin.ts). */
export const blockPreviewPath = '/edit/block-preview';

/** The screen a thumbnail shows, scaled down to its card: a desktop's, so the block lays out as on one. */
export const thumbnailScreen = { width: 1440, height: 900 } as const;

export interface CatalogEntry {
  type: string;
  title: string;
  description: string;
  example: Block;
}

/** Every block type the schemas describe, by title, each with its example (examples[0] of its schema). */
export function catalogEntries(schemas: EditorSchemas | null): CatalogEntry[] {
  return Object.entries(schemas?.blocks ?? {})
    .map(([type, { title, description, example }]) => ({ type, title, description, example: example as Block }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** The thumbnail page for a block type: it loads that block's code only. */
export const blockPreviewUrl = (type: string) => `${blockPreviewPath}?${new URLSearchParams({ type })}`;

/**
 * What a thumbnail is sent to draw: the example as the one section of a page, with the draft's shared
 * content (an example's services, projects or testimonials are the draft's) and never its pages.
 */
export function exampleDraft(site: Site, entry: CatalogEntry): DraftMessage {
  const shell = Object.fromEntries(Object.entries(site).filter(([key]) => key !== 'pages')) as SiteShell;
  return { source: 'site-editor', type: 'draft', seq: 1, path: '/', page: { title: entry.title, sections: [entry.example] }, selected: null, shell };
}
