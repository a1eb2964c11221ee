// npm run gen-types: writes src/generated/site.ts and schema/generated/with-translations/ from schema/ (committed; a
// test fails when either is stale).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateTypes } from './lib/generate-types.ts';
import { generatedTypesFile, root, siteRefsFile, translatedSchemaDir } from './lib/paths.ts';
import { translatedSchemas } from './lib/translated-schemas.ts';
import { refreshSiteRefs } from '../src/model/site-refs.ts';

if (refreshSiteRefs()) console.log(`wrote ${path.relative(root, siteRefsFile)}`);

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
