import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { readSchemaFiles } from '../../src/model/schema-files.ts';
import { schemaDir, siteFile, siteRefsFile, translatedSchemaDir } from './paths.ts';
import { translatedSchemas, writtenTranslatedSchemas } from './translated-schemas.ts';

/** site.json checked as a code editor checks it: plain JSON Schema, none of the site's own keywords or formats. */
function plainCheck(files: { file: string; schema: unknown }[], root: string) {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  for (const { file, schema } of files) ajv.addSchema({ ...(schema as object), $id: pathToFileURL(file).href });
  const validate = ajv.getSchema(pathToFileURL(root).href)!;
  const site = JSON.parse(readFileSync(siteFile, 'utf8')) as unknown;
  return validate(site) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

const refs = { file: siteRefsFile, schema: JSON.parse(readFileSync(siteRefsFile, 'utf8')) as unknown };

describe("the schema copy for code editors (site.json's $schema)", () => {
  it('is up to date with schema/ (run `npm run gen-types` when this fails)', () => {
    expect(writtenTranslatedSchemas()).toEqual(translatedSchemas());
  });

  it("is what site.json's $schema names", () => {
    const named = (JSON.parse(readFileSync(siteFile, 'utf8')) as { $schema: string }).$schema;
    expect(path.resolve(path.dirname(siteFile), named)).toBe(path.join(translatedSchemaDir, 'site.schema.json'));
  });

  it('accepts the translated site.json, which schema/ as written marks as not allowed', () => {
    const copies = [...translatedSchemas()].map(([file, text]) => ({ file, schema: JSON.parse(text) as unknown }));
    expect(plainCheck([...copies, refs], path.join(translatedSchemaDir, 'site.schema.json'))).toEqual([]);
    const asWritten = readSchemaFiles().filter(({ file }) => file !== siteRefsFile);
    expect(plainCheck([...asWritten, refs], path.join(schemaDir, 'site.schema.json'))).toContain('/pages/0/sections/0 must NOT have additional properties');
  });
});
