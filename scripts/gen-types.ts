// npm run gen-types: writes the block lists of schema/site.schema.json from schema/blocks/, then src/generated/site.ts
// and schema/generated/with-translations/ from schema/ (committed; a test fails when any is stale).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateTypes } from './lib/generate-types.ts';
import { generatedTypesFile, root, siteRefsFile, siteSchemaFile, translatedSchemaDir } from './lib/paths.ts';
import { translatedSchemas } from './lib/translated-schemas.ts';
import { refreshBlockLists } from './lib/block-lists.ts';
import { refreshSiteRefs } from '../src/model/site-refs.ts';

if (refreshSiteRefs()) console.log(`wrote ${path.relative(root, siteRefsFile)}`);
// first: the types and the copy for code editors are made from the lists
if (refreshBlockLists()) console.log(`wrote ${path.relative(root, siteSchemaFile)} (its block types, from schema/blocks/)`);

mkdirSync(path.dirname(generatedTypesFile), { recursive: true });
writeFileSync(generatedTypesFile, await generateTypes());
console.log(`wrote ${path.relative(root, generatedTypesFile)}`);

// written whole: a schema file removed from schema/ goes from the copy too
rmSync(translatedSchemaDir, { recursive: true, force: true });
for (const [file, text] of translatedSchemas()) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}
console.log(`wrote ${path.relative(root, translatedSchemaDir)}/`);
