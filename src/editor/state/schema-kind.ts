import { isObject } from '@/shared/is-object';
export type Schema = Record<string, unknown>;

export type Kind = 'hidden' | 'union' | 'file' | 'enum' | 'object' | 'array' | 'boolean' | 'number' | 'text' | 'long-text' | 'json';

// Longer than this, a string is edited in a textarea: paragraphs and descriptions, not labels and headings.
const longTextFrom = 120;
const resolved = new WeakMap<Schema, Schema>();

/**
 * The schema with its local $ref followed: the target's keywords, overridden by the ones beside the $ref
 * (a field's own title and description). Cached, so a schema resolves to the same object on every render.
 */
export function resolveSchema(schema: Schema, root: Schema): Schema {
  const cached = resolved.get(schema);
  if (cached) return cached;
  let result = schema;
  if (typeof schema.$ref === 'string') {
    const name = decodeURIComponent(schema.$ref.replace(/^#\/\$defs\//, ''));
    const target = (root.$defs as Record<string, Schema> | undefined)?.[name];
    if (!target) throw new Error(`The form's schema has no definition for ${schema.$ref}`);
    const own = Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$ref'));
    result = { ...resolveSchema(target, root), ...own };
  }
  resolved.set(schema, result);
  return result;
}

const typeOf = (schema: Schema): string | undefined => (Array.isArray(schema.type) ? undefined : (schema.type as string | undefined));

/** Which control edits a value of this (resolved) schema. */
export function kindOf(schema: Schema): Kind {
  if ('const' in schema) return 'hidden';
  if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) return 'union';
  const widget = schema['x-widget'];
  // an item's translations are kept as they are by its form, not edited as an object of their own
  if (widget === 'translations') return 'hidden';
  // a section's A/B test is made, edited and ended by its own commands (features/ab-test), not as fields
  if (widget === 'section-test') return 'hidden';
  if (widget === 'image-file' || widget === 'video-file') return 'file';
  if (Array.isArray(schema.enum)) return 'enum';
  const type = typeOf(schema) ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'object':
      return 'object';
    case 'array':
      return 'array';
    case 'boolean':
      return 'boolean';
    case 'number':
    case 'integer':
      return 'number';
    case 'string':
      return widget === 'textarea' || String(schema.contentMediaType ?? '').startsWith('text/') || Number(schema.maxLength ?? 0) > longTextFrom ? 'long-text' : 'text';
    default:
      return 'json';
  }
}

/** The options of a oneOf/anyOf, nested unions flattened: a menu entry is a link, a service link or a submenu. */
export function unionOptions(schema: Schema, root: Schema): Schema[] {
  const options = (schema.oneOf ?? schema.anyOf) as Schema[];
  return options.flatMap((option) => {
    const resolvedOption = resolveSchema(option, root);
    return kindOf(resolvedOption) === 'union' ? unionOptions(resolvedOption, root) : [resolvedOption];
  });
}


/** How well a value fits an option: its required keys present, no key it does not know, its type. Higher is better. */
function fit(option: Schema, value: unknown, root: Schema): number {
  const kind = kindOf(option);
  if (kind === 'union') return Math.max(...unionOptions(option, root).map((inner) => fit(inner, value, root)));
  if (kind === 'object') {
    if (!isObject(value)) return 0;
    const properties = (option.properties ?? {}) as Schema;
    const required = (option.required ?? []) as string[];
    const keys = Object.keys(value);
    const unknown = option.additionalProperties === false ? keys.filter((key) => !(key in properties)).length : 0;
    const missing = required.filter((key) => !(key in value)).length;
    return 1 + keys.length - unknown * 2 - missing * 2;
  }
  if (kind === 'array') return Array.isArray(value) ? 1 : 0;
  if (kind === 'enum') return (option.enum as unknown[]).includes(value) ? 2 : 0;
  if (kind === 'boolean') return typeof value === 'boolean' ? 1 : 0;
  if (kind === 'number') return typeof value === 'number' ? 1 : 0;
  return typeof value === 'string' ? 1 : 0;
}

/** The index of the option the value was written for. */
export function matchOption(options: Schema[], value: unknown, root: Schema): number {
  let best = 0;
  options.forEach((option, index) => {
    if (fit(option, value, root) > fit(options[best]!, value, root)) best = index;
  });
  return best;
}
