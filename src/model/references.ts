import path from 'node:path';
import { sharedSchemaFiles } from './schema-files.ts';
import { collections } from './site-refs.ts';
import { isObject } from '../shared/is-object.ts';

export type Collection = (typeof collections)[number];


/**
 * The property names that hold ids of an entity collection, read from the schema: a property whose schema (or
 * its items, at any depth) refers, directly or through definitions, to the generated enum of a collection in
 * site-refs.schema.json. Today `service` and `services`, `projects`, `testimonials`, `faqs` (also a list of
 * columns of ids), `statistics`. A new block with a reference field is covered without code.
 */
export function referenceKeysOf(schemaDir: string): Map<string, Collection> {
  const keys = new Map<string, Collection>();
  for (const [name, list] of listKeysOf(schemaDir)) if ((collections as readonly string[]).includes(list)) keys.set(name, list as Collection);
  return keys;
}

/**
 * The property names that hold routes of the site (a page's path, or a path and #anchor), read from the schema
 * as referenceKeysOf reads ids: today `to`, `link` (a service's) and `successPage`. A language's pages prefix them.
 */
export function routeKeysOf(schemaDir: string): string[] {
  return [...listKeysOf(schemaDir)].filter(([, list]) => list === 'route' || list === 'page').map(([name]) => name);
}

// read once per schema folder: the renderer asks for the entities' keys and the routes' keys
const listKeys = new Map<string, Map<string, string>>();
function listKeysOf(schemaDir: string): Map<string, string> {
  let keys = listKeys.get(schemaDir);
  if (!keys) listKeys.set(schemaDir, (keys = readListKeys(schemaDir)));
  return keys;
}

/** Each property name whose values are references, and the site-refs list they are checked against. */
function readListKeys(schemaDir: string): Map<string, string> {
  const files = new Map(sharedSchemaFiles(schemaDir).map(({ file, schema }) => [file, schema]));

  function target(file: string, ref: string): { file: string; schema: unknown } | undefined {
    const [relative = '', fragment = ''] = ref.split('#');
    const targetFile = relative ? path.resolve(path.dirname(file), relative) : file;
    let node: unknown = files.get(targetFile);
    for (const part of fragment.split('/').filter(Boolean)) node = isObject(node) ? node[part] : undefined;
    return node === undefined ? undefined : { file: targetFile, schema: node };
  }

  // the list a schema's values are references into, following $ref and items; `seen` stops a definition that refers to itself
  function collectionOf(file: string, schema: unknown, seen = new Set<string>()): string | undefined {
    if (!isObject(schema)) return undefined;
    if (typeof schema.$ref === 'string') {
      const direct = /site-refs\.schema\.json#\/\$defs\/([^/]+)$/.exec(schema.$ref)?.[1];
      if (direct) return direct === 'locales' ? undefined : direct;
      const key = `${file}|${schema.$ref}`;
      if (seen.has(key)) return undefined;
      seen.add(key);
      const next = target(file, schema.$ref);
      if (next) return collectionOf(next.file, next.schema, seen);
    }
    return collectionOf(file, schema.items, seen);
  }

  const keys = new Map<string, string>();
  const visit = (file: string, node: unknown): void => {
    if (Array.isArray(node)) return node.forEach((child) => visit(file, child));
    if (!isObject(node)) return;
    if (isObject(node.properties)) {
      for (const [name, property] of Object.entries(node.properties)) {
        const collection = collectionOf(file, property);
        if (collection) keys.set(name, collection);
      }
    }
    for (const child of Object.values(node)) visit(file, child);
  };
  for (const [file, schema] of files) visit(file, schema);
  return keys;
}

/** Adds to `into` the ids `value` references: the strings under each reference key, by collection. */
export function addReferences(value: unknown, keys: Map<string, Collection>, into: Map<Collection, Set<string>>): void {
  if (Array.isArray(value)) return value.forEach((item) => addReferences(item, keys, into));
  if (!isObject(value)) return;
  for (const [name, child] of Object.entries(value)) {
    const collection = keys.get(name);
    if (collection) addStrings(child, into.get(collection)!);
    else addReferences(child, keys, into);
  }
}

function addStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((item) => addStrings(item, into));
}
