import { isDeepStrictEqual } from 'node:util';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { schemaDir } from './paths.ts';

interface BlockLists {
  /** `$defs.block.properties.type.enum`: the types a code editor completes */
  types: string[];
  /** `$defs.block.oneOf`: the file that validates each type's fields */
  oneOf: { $ref: string }[];
}

interface SiteSchema {
  $defs: { block: { properties: { type: { enum: string[] } }; oneOf: { $ref: string }[] } };
}

const suffix = '.schema.json';

/** The block types of `dir`/blocks/: one file a type, named like it. */
export function blockTypesIn(dir = schemaDir): string[] {
  return readdirSync(path.join(dir, 'blocks'))
    .filter((name) => name.endsWith(suffix))
    .map((name) => name.slice(0, -suffix.length))
    .sort();
}

const listsOf = (schema: SiteSchema): BlockLists => ({ types: schema.$defs.block.properties.type.enum, oneOf: schema.$defs.block.oneOf });

/**
 * site.schema.json's block lists as schema/blocks/ says they are: a type listed already keeps its place (the
 * generated types and the validator's messages follow this order), a new one goes last, a removed one leaves.
 */
export function blockListsFor(schema: SiteSchema, types: readonly string[]): BlockLists {
  const kept = listsOf(schema).types.filter((type) => types.includes(type));
  const order = [...kept, ...types.filter((type) => !kept.includes(type))];
  return { types: order, oneOf: order.map((type) => ({ $ref: `blocks/${type}${suffix}` })) };
}

const siteSchemaIn = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'site.schema.json'), 'utf8')) as SiteSchema;

/** site.schema.json in `dir`: its block lists as written, and as schema/blocks/ says they should be. */
export function blockListsOf(dir = schemaDir): { written: BlockLists; wanted: BlockLists } {
  const schema = siteSchemaIn(dir);
  return { written: listsOf(schema), wanted: blockListsFor(schema, blockTypesIn(dir)) };
}

/**
 * Writes site.schema.json's `$defs.block` lists from the files of schema/blocks/ when they differ; true when it wrote.
 * The file stays a whole JSON Schema: code editors, the build's copy and the editor's imports read it as it is.
 */
export function refreshBlockLists(dir = schemaDir): boolean {
  const schema = siteSchemaIn(dir);
  const wanted = blockListsFor(schema, blockTypesIn(dir));
  if (isDeepStrictEqual(listsOf(schema), wanted)) return false;
  schema.$defs.block.properties.type.enum = wanted.types;
  schema.$defs.block.oneOf = wanted.oneOf;
  writeFileSync(path.join(dir, 'site.schema.json'), `${JSON.stringify(schema, null, 2)}\n`);
  return true;
}
