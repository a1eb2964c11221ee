import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Script } from 'node:vm';
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import type { _ as Tag } from 'ajv/dist/2020.js';
import { keywordFunctions } from './keywords.ts';

/** The site validator compiled at build time, beside the schema it was compiled from (dist/schema). */
export const validatorCodeFile = (schemaDirectory: string) => path.join(schemaDirectory, 'site-validator.cjs');
/** V8's compiled code of it, which the build writes after a validation (writeValidatorCache). */
export const validatorCacheFile = (schemaDirectory: string) => path.join(schemaDirectory, 'site-validator.cache');

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

// the scripts loaded, by schema folder: the build writes V8's code of one after it has validated a site
const scripts = new Map<string, Script>();

const cacheIn = (schemaDirectory: string): Buffer | undefined => {
  try {
    return readFileSync(validatorCacheFile(schemaDirectory));
  } catch {
    return undefined; // none: the code is compiled as it runs
  }
};

/** The validator the build compiled for `schemaDirectory`, or undefined when there is none (src's schema/, a test's). */
export function loadValidatorCode(schemaDirectory: string): ValidateFunction | undefined {
  const file = validatorCodeFile(schemaDirectory);
  if (!existsSync(file)) return undefined;
  const module = { exports: {} as { default?: ValidateFunction } };
  // V8 checks that the cache is of this code and this Node, else it compiles the code (~50 ms a publish)
  const script = new Script(`(function (module, exports, require, keywords, self) {${readFileSync(file, 'utf8')}\n})`, { filename: file, cachedData: cacheIn(schemaDirectory) });
  scripts.set(schemaDirectory, script);
  // ajv's runtime helpers resolved from this code, which has ajv (a build's folder may be copied anywhere); `self`
  // is the ajv instance a keyword is called with, which the site's keywords do not use
  (script.runInThisContext() as (...args: unknown[]) => void)(module, module.exports, createRequire(import.meta.url), keywordFunctions, {});
  return module.exports.default;
}

/** Whether the validator loaded last from `schemaDirectory` came with V8's code and V8 took it. */
export const validatorCacheTaken = (schemaDirectory: string): boolean => scripts.get(schemaDirectory)?.cachedDataRejected === false;

/** Writes V8's code of the validator loaded from `schemaDirectory`, with the functions a validation has compiled since. */
export function writeValidatorCache(schemaDirectory: string): void {
  const script = scripts.get(schemaDirectory);
  if (!script) throw new Error(`no validator was loaded from ${schemaDirectory}`);
  writeFileSync(validatorCacheFile(schemaDirectory), script.createCachedData());
}
