import type { Block, Site } from '@/generated/site';

/** A validation problem of the draft, as the editor API reports it. */
export interface Problem {
  pointer: string;
  line: number;
  column: number;
  message: string;
  /** `site.json:LINE:COL  /pointer  message`, as `npm run validate` prints it */
  text: string;
}

/** A text not yet translated into `locale` (the draft's validation lists them); `fallback`: that language may be published so. */
export interface Untranslated {
  pointer: string;
  locale: string;
  fallback: boolean;
}

/** The shared content the "Site" area edits, each a top-level key of site.json. */
export const sharedKeys = ['settings', 'navigation', 'footer', 'systemPages', 'services', 'projects', 'testimonials', 'faqs', 'statistics'] as const;
export type SharedKey = (typeof sharedKeys)[number];

export interface BlockSchemaEntry {
  title: string;
  description: string;
  schema: object;
  example: unknown;
}

/** What GET /__editor/schema answers: src/model/editor-schema.ts's editorSchemas(), $refs resolved. */
export interface EditorSchemas {
  blocks: Record<string, BlockSchemaEntry>;
  shared: Record<SharedKey | 'page', object>;
}

export type { Block, Site };
