import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { generateTypes } from './generate-types.ts';
import { generatedTypesFile } from './paths.ts';

it('src/generated/site.ts is up to date with schema/ (run `npm run gen-types` when this fails)', async () => {
  expect(readFileSync(generatedTypesFile, 'utf8')).toBe(await generateTypes());
});
