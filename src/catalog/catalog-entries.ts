import type { Block } from '@/generated/site';

export interface CatalogEntry {
  type: string;
  title: string;
  description: string;
  example: Block;
  /** the example as it is pasted into a page's "sections" */
  json: string;
}

interface BlockSchema {
  title?: string;
  description?: string;
  examples?: unknown[];
}

// Read at build time (and on every change in dev): the catalog shows what the schema files say.
const schemas = import.meta.glob<BlockSchema>('/schema/blocks/*.schema.json', { eager: true, import: 'default' });

function toEntry(file: string, schema: BlockSchema): CatalogEntry {
  const type = file.slice(file.lastIndexOf('/') + 1, -'.schema.json'.length);
  const example = schema.examples?.[0] as Block | undefined;
  // The schema-docs test requires these; a catalog entry without them would only mislead.
  if (!schema.title || !schema.description || !example) throw new Error(`${file.slice(1)} needs a title, a description and an example`);
  if (example.type !== type) throw new Error(`${file.slice(1)}: the example's type is "${example.type}", not "${type}"`);
  return { type, title: schema.title, description: schema.description, example, json: JSON.stringify(example, null, 2) };
}

/** One entry per file in schema/blocks/, by title. */
export const catalogEntries: CatalogEntry[] = Object.entries(schemas)
  .map(([file, schema]) => toEntry(file, schema))
  .sort((a, b) => a.title.localeCompare(b.title));

/** The id of an entry's region, the target of its link in the table of contents. */
export const entryId = (type: string) => `block-${type}`;
