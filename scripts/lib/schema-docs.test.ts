import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownSiteFile } from './paths.ts';
import { loadSchemaFiles } from '../../src/model/schema-files.ts';
import { formatProblem, validateSiteText } from '../../src/model/validate-site.ts';
import { withFallback } from '../../tests/translated-site.ts';

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
      if (key !== 'examples' && key !== 'default' && key !== 'defaultSnippets') undocumented(value, `${at}/${key}`, out);
    }
  }
  return out;
}

/** A snippet body as it reads once inserted and tabbed through: `${1:text}` becomes `text`, `${1}` and `$1` nothing. */
function filledIn(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body), (_key, value: unknown) =>
    typeof value === 'string' ? value.replace(/\$\{\d+:([^}]*)\}/g, '$1').replace(/\$\{\d+\}|\$\d+/g, '') : value,
  );
}

type Snippet = { label?: unknown; description?: unknown; body?: unknown };
const blocks = loadSchemaFiles().filter((f) => f.file.includes(`${path.sep}blocks${path.sep}`));

describe('schema files', () => {
  it.each(loadSchemaFiles().map((f) => [path.relative(path.join(f.file, '../..'), f.file), f.schema] as const))(
    '%s gives every property a title and a description',
    (_name, schema) => {
      expect(undocumented(schema, '', [])).toEqual([]);
    },
  );

  it.each(blocks.map((f) => [path.basename(f.file), f.schema] as const))('block %s has a title, a description and an example', (_name, schema) => {
    expect(schema.title).toEqual(expect.any(String));
    expect(schema.description).toEqual(expect.any(String));
    expect(schema.examples).toEqual([expect.any(Object)]);
  });

  // The catalog shows each block's example and the visual editor inserts it as a new section: it must be valid, files included.
  it.each(blocks.map((f) => [path.basename(f.file), f.schema] as const))('block %s has an example that is a valid section of the real site', (_name, schema) => {
    // its texts are English only: valid, each listed as awaiting its Hindi (the editor then shows them missing)
    const site = withFallback(JSON.parse(readFileSync(ownSiteFile, 'utf8')));
    // on a page of its own: an example may carry an anchor id a real page already uses
    site.pages.push({ ...site.pages[1]!, id: 'example', path: '/example', sections: [(schema.examples as never[])[0]!] });
    const result = validateSiteText(JSON.stringify(site, null, 2), { file: 'site.json' });
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.untranslated?.filter((text) => !text.pointer.startsWith(`/pages/${site.pages.length - 1}/`))).toEqual([]);
  });

  // Editors offer defaultSnippets when a section is added: each must insert a block that is valid as it stands.
  it.each(blocks.map((f) => [path.basename(f.file), f.schema] as const))(
    'block %s has a markdownDescription and snippets that are valid sections of the real site',
    (_name, schema) => {
      expect(schema.markdownDescription).toEqual(expect.any(String));
      const snippets = schema.defaultSnippets as Snippet[];
      expect(snippets).toEqual([expect.objectContaining({ label: expect.any(String), description: expect.any(String), body: expect.any(Object) })]);
      const site = withFallback(JSON.parse(readFileSync(ownSiteFile, 'utf8'))) as unknown as { pages: { sections: unknown[] }[] };
      const type = (schema.properties as { type: { const: string } }).type.const;
      for (const snippet of snippets) {
        expect(snippet.body).toMatchObject({ type });
        site.pages[0]!.sections.push(filledIn(snippet.body));
      }
      const result = validateSiteText(JSON.stringify(site, null, 2), { file: 'site.json' });
      expect(result.problems.map(formatProblem)).toEqual([]);
    },
  );
});
