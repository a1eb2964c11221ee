import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import type { _ as Tag } from 'ajv/dist/2020.js';
import { keywordFunctions } from './keywords.ts';

/** The site validator compiled at build time, beside the schema it was compiled from (dist/schema). */
export const validatorCodeFile = (schemaDirectory: string) => path.join(schemaDirectory, 'site-validator.cjs');

interface NamedValue {
  value?: { ref: unknown; code?: unknown };
}

/**
 * Writes `validate` (compiled by `ajv` with `code.source`) as standalone code: ajv's own compiling of the schema
 * is ~0.5 s of every publish, loading this ~20 ms. The keywords' functions are named, and given back at load.
 */
export function writeValidatorCode(ajv: Ajv2020, validate: ValidateFunction, schemaDirectory: string): void {
  // the build's only: a publish loads the code written here, not ajv's compiler (validate-site.ts)
  const require = createRequire(import.meta.url);
  const ajvModule = require('ajv/dist/2020.js') as { _: typeof Tag };
  const standaloneCode = require('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js').default;
  const names = (ajv.scope as unknown as { _values: Record<string, Map<unknown, NamedValue>> })._values.keyword;
  for (const name of names?.values() ?? []) {
    const entry = Object.entries(keywordFunctions).find(([, fn]) => fn === name.value?.ref);
    if (!entry) throw new Error('a keyword of the site schema has no function in keywordFunctions');
    // ajv's own template tag: a code value must be of its class, not of another copy's
    name.value!.code = ajvModule._`keywords[${entry[0]}]`;
  }
  writeFileSync(validatorCodeFile(schemaDirectory), standaloneCode(ajv, validate));
}

/** The validator the build compiled for `schemaDirectory`, or undefined when there is none (src's schema/, a test's). */
export function loadValidatorCode(schemaDirectory: string): ValidateFunction | undefined {
  const file = validatorCodeFile(schemaDirectory);
  if (!existsSync(file)) return undefined;
  const module = { exports: {} as { default?: ValidateFunction } };
  // ajv's runtime helpers resolved from this code, which has ajv (a build's folder may be copied anywhere); `self`
  // is the ajv instance a keyword is called with, which the site's keywords do not use
  new Function('module', 'exports', 'require', 'keywords', 'self', readFileSync(file, 'utf8'))(module, module.exports, createRequire(import.meta.url), keywordFunctions, {});
  return module.exports.default;
}
