// npm run gen-types: writes src/generated/site.ts from schema/ (committed; a test fails when it is stale).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateTypes } from './lib/generate-types.ts';
import { generatedTypesFile, root, siteRefsFile } from './lib/paths.ts';
import { refreshSiteRefs } from '../src/server/content/site-refs.ts';

if (refreshSiteRefs()) console.log(`wrote ${path.relative(root, siteRefsFile)}`);

mkdirSync(path.dirname(generatedTypesFile), { recursive: true });
writeFileSync(generatedTypesFile, await generateTypes());
console.log(`wrote ${path.relative(root, generatedTypesFile)}`);
