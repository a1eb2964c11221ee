// npm run gen-types: writes src/generated/site.ts from schema/ (committed; a test fails when it is stale).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateTypes } from './lib/generate-types.ts';
import { generatedTypesFile, root } from './lib/paths.ts';

mkdirSync(path.dirname(generatedTypesFile), { recursive: true });
writeFileSync(generatedTypesFile, await generateTypes());
console.log(`wrote ${path.relative(root, generatedTypesFile)}`);
