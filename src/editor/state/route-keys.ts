import { isObject } from '@/shared/is-object';

/** A schema file's contents by its path, as import.meta.glob gives them ('/schema/defs/common.schema.json'). */
export type SchemaFiles = Record<string, unknown>;

// The generated enums every link field ends at (schema/generated/site-refs.schema.json, docs/decisions.md).
const routeDefs = ['/schema/generated/site-refs.schema.json#/$defs/route', '/schema/generated/site-refs.schema.json#/$defs/page'];

function resolveRef(file: string, ref: string): string {
  const [target = '', fragment = ''] = ref.split('#');
  if (!target) return `${file}#${fragment}`;
  const parts = file.split('/').slice(0, -1);
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return `${parts.join('/')}#${fragment}`;
}

function* nodes(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* nodes(item);
  else if (isObject(value)) {
    yield value;
    for (const child of Object.values(value)) yield* nodes(child);
  }
}

/**
 * The property names that hold a route (a page's path, maybe with '#anchor'): every property whose schema
 * refers, directly or through a definition such as common's `route`, to the generated route enums. Today
 * `to` (links, menu entries), `link` (a service's page) and `successPage` (the contact form).
 */
export function routeKeysOf(files: SchemaFiles): Set<string> {
  const routeTyped = new Set(routeDefs);
  // definitions that are routes themselves, followed until no new one turns up
  for (let grew = true; grew; ) {
    grew = false;
    for (const [file, schema] of Object.entries(files)) {
      const defs = isObject(schema) && isObject(schema.$defs) ? schema.$defs : {};
      for (const [name, def] of Object.entries(defs)) {
        const id = `${file}#/$defs/${name}`;
        if (!routeTyped.has(id) && isObject(def) && typeof def.$ref === 'string' && routeTyped.has(resolveRef(file, def.$ref))) {
          routeTyped.add(id);
          grew = true;
        }
      }
    }
  }
  const keys = new Set<string>();
  for (const [file, schema] of Object.entries(files)) {
    for (const node of nodes(schema)) {
      if (!isObject(node.properties)) continue;
      for (const [key, property] of Object.entries(node.properties)) {
        if (isObject(property) && typeof property.$ref === 'string' && routeTyped.has(resolveRef(file, property.$ref))) keys.add(key);
      }
    }
  }
  return keys;
}

// The schema files as they are now; the generated enums themselves are not needed, only their address.
const schemaFiles = import.meta.glob(['/schema/site.schema.json', '/schema/defs/*.schema.json', '/schema/blocks/*.schema.json'], { eager: true, import: 'default' });

/** The route-holding property names of this repo's schema. */
export const routeKeys: ReadonlySet<string> = routeKeysOf(schemaFiles);
