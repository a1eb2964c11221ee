import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemaFiles } from './schema-files.ts';

// Editors show these while site.json is typed: every field must explain itself.
function undocumented(node: unknown, at: string, out: string[]): string[] {
  if (Array.isArray(node)) node.forEach((item, i) => undocumented(item, `${at}/${i}`, out));
  else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    if (schema.properties && typeof schema.properties === 'object') {
      for (const [name, property] of Object.entries(schema.properties as Record<string, Record<string, unknown>>)) {
        if (!property.title || !property.description) out.push(`${at}/properties/${name}`);
      }
    }
    for (const [key, value] of Object.entries(schema)) {
      if (key !== 'examples' && key !== 'default') undocumented(value, `${at}/${key}`, out);
    }
  }
  return out;
}

describe('schema files', () => {
  it.each(loadSchemaFiles().map((f) => [path.relative(path.join(f.file, '../..'), f.file), f.schema] as const))(
    '%s gives every property a title and a description',
    (_name, schema) => {
      expect(undocumented(schema, '', [])).toEqual([]);
    },
  );

  it.each(loadSchemaFiles().filter((f) => f.file.includes(`${path.sep}blocks${path.sep}`)).map((f) => [path.basename(f.file), f.schema] as const))(
    'block %s has a title, a description and an example',
    (_name, schema) => {
      expect(schema.title).toEqual(expect.any(String));
      expect(schema.description).toEqual(expect.any(String));
      expect(schema.examples).toEqual([expect.any(Object)]);
    },
  );
});
