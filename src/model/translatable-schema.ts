import path from 'node:path';
import { fromUriFragment } from '../shared/json-pointer.ts';
import type { SchemaFile } from './schema-files.ts';

type Schema = Record<string, unknown>;

// Strings with one of these are names, paths, codes or choices: never translated.
const notText = ['enum', 'const', 'pattern', 'format', 'siteRef', 'fileRef'];

/** The schema a `$ref` of a schema in file `base` points at, and that schema's file. */
function resolve(files: Map<string, Schema>, ref: string, base: string): [Schema | undefined, string] {
  const url = new URL(ref, base);
  const [file, fragment = ''] = url.href.split('#') as [string, string?];
  let node: unknown = files.get(file);
  // the '/' keeps a fragment's first step when it has no leading slash (`#name`), as a plain split did
  for (const step of fromUriFragment(`/${fragment}`).filter(Boolean)) node = (node as Schema | undefined)?.[step];
  return [node as Schema | undefined, file];
}

/** Whether a value of `schema` is text a reader reads (translated per locale): a free string, not marked `translate: false`. */
function isText(files: Map<string, Schema>, schema: Schema, base: string, depth = 0): boolean {
  if (schema.translate === false || notText.some((keyword) => keyword in schema) || depth > 8) return false;
  if (typeof schema.$ref === 'string') {
    const [target, file] = resolve(files, schema.$ref, base);
    return target !== undefined && isText(files, { ...target, ...(schema.type ? { type: schema.type } : {}) }, file, depth + 1);
  }
  return schema.type === 'string';
}

/** The names of an object schema's own properties that hold text or a list of texts. */
function textFields(files: Map<string, Schema>, schema: Schema, base: string): string[] {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  return Object.entries(properties)
    .filter(([, property]) => {
      if (isText(files, property, base)) return true;
      const items = property.items as Schema | undefined;
      return property.type === 'array' && items !== undefined && property.translate !== false && isText(files, items, base);
    })
    .map(([name]) => name);
}

/**
 * The property every object with texts gets: its texts in the site's other languages, by language code, each field
 * with the schema of the text it translates. The code must be one of settings.locales (the `locales` reference list).
 */
function translationsProperty(fields: string[], properties: Record<string, Schema>, locales: string): Schema {
  return {
    title: 'Translations',
    description: `This item's texts in the site's other languages, by language code (settings.locales): ${fields.join(', ')}.`,
    type: 'object',
    propertyNames: { $ref: locales },
    // the editor's forms edit translations beside each text, not as an object of their own
    'x-widget': 'translations',
    additionalProperties: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(fields.map((name) => [name, properties[name]!])),
    },
  };
}

// Keywords whose value is one schema, or a list or map of schemas.
const oneSchema = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];
const schemaLists = ['oneOf', 'anyOf', 'allOf', 'prefixItems'];
const schemaMaps = ['properties', '$defs', 'definitions', 'patternProperties'];

function transform(files: Map<string, Schema>, node: unknown, base: string, locales: string): unknown {
  if (Array.isArray(node) || !node || typeof node !== 'object') return node;
  const schema = node as Schema;
  const copy: Schema = { ...schema };
  for (const key of oneSchema) if (key in schema) copy[key] = transform(files, schema[key], base, locales);
  for (const key of schemaLists) if (Array.isArray(schema[key])) copy[key] = (schema[key] as unknown[]).map((item) => transform(files, item, base, locales));
  for (const key of schemaMaps) {
    if (schema[key] && typeof schema[key] === 'object') copy[key] = Object.fromEntries(Object.entries(schema[key] as Schema).map(([name, sub]) => [name, transform(files, sub, base, locales)]));
  }
  const properties = copy.properties as Record<string, Schema> | undefined;
  if (schema.type === 'object' && properties && !('translations' in properties)) {
    const fields = textFields(files, schema, base);
    if (fields.length > 0) {
      copy.properties = { ...properties, translations: translationsProperty(fields, schema.properties as Record<string, Schema>, locales) };
      // what the `translatable` keyword checks is translated into every locale (keywords.ts)
      copy.translatable = fields;
    }
  }
  return copy;
}

/**
 * The schema files with a `translations` property on every object that holds texts, next to the texts it
 * translates (docs/decisions.md, "Translations beside their text"): `{ "heading": "…", "translations": { "hi":
 * { "heading": "…" } } }`. Derived here rather than written in each file, so a new block's texts are translatable
 * without a line of its own; a string is text unless it is a name, path, code or choice (a pattern, an enum, a
 * format, a reference) or is marked `"translate": false`.
 */
export function withTranslations(files: SchemaFile[], refsFile: string): SchemaFile[] {
  const byId = new Map(files.map(({ id, schema }) => [id, schema]));
  // the language codes are one of the site's reference lists (site-refs.ts), named relative to each file
  const localesRef = (file: string) => `${path.relative(path.dirname(file), refsFile).split(path.sep).join('/')}#/$defs/locales`;
  return files.map((file) => ({ ...file, schema: transform(byId, file.schema, file.id, localesRef(file.file)) as Schema }));
}
