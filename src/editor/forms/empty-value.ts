import { kindOf, resolveSchema, unionOptions, type Schema } from '../state/schema-kind';

/**
 * A new value for a schema, as an Add button creates it: its default, else the least that has the right
 * shape (required keys, empty strings). Validation then says what is still missing, in its own words.
 */
export function emptyValue(schema: Schema, root: Schema): unknown {
  const resolved = resolveSchema(schema, root);
  if ('const' in resolved) return resolved.const;
  if ('default' in resolved) return structuredClone(resolved.default);
  switch (kindOf(resolved)) {
    case 'union':
      return emptyValue(unionOptions(resolved, root)[0]!, root);
    case 'object': {
      const properties = (resolved.properties ?? {}) as Record<string, Schema>;
      const required = (resolved.required ?? []) as string[];
      return Object.fromEntries(required.filter((key) => properties[key]).map((key) => [key, emptyValue(properties[key]!, root)]));
    }
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'number':
      return typeof resolved.minimum === 'number' ? resolved.minimum : 0;
    case 'json':
      return null;
    default:
      return '';
  }
}
