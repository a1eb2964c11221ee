// @vitest-environment node
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Site } from '../generated/site.ts';
import { ownSiteFile, publicDir, schemaDir } from './paths.ts';
import { siteAjv, siteValidator, validateSiteText } from './validate-site.ts';
import { validatorCacheFile, validatorCacheTaken, validatorCodeFile, writeValidatorCache, writeValidatorCode } from './validator-code.ts';

const site = JSON.parse(readFileSync(ownSiteFile, 'utf8')) as Site;
const text = (edit: (draft: Site) => void) => {
  const draft = structuredClone(site);
  edit(draft);
  return `${JSON.stringify(draft, null, 2)}\n`;
};

// a range of problems: every keyword of the site (files, references, unique ids, sizes, translations) and plain schema ones
const variants = [
  text(() => {}),
  text((draft) => void ((draft.navigation.items[1] as { to: string }).to = '/abot-us')),
  text((draft) => void ((draft.navigation.items[1] as { to: string }).to = '/about-us#nowhere')),
  text((draft) => void (draft.settings.logo.src = '/images/missing.svg')),
  text((draft) => void (draft.services[1]!.id = draft.services[0]!.id)),
  text((draft) => void ((draft.pages[0]!.sections[0] as { heading: unknown }).heading = 5)),
  text((draft) => void ((draft.pages[1]!.sections[0] as { type: string }).type = 'heroo')),
  text((draft) => void (draft.testimonials = [])),
  text((draft) => void (draft.settings.logo.src = '/media/abcdefabcdef-120x40.png')),
  // a second language: every text untranslated, and translations into a language the site does not have
  text((draft) => {
    draft.settings.locales = [{ code: 'en', name: 'English' }, { code: 'hi', name: 'हिन्दी' }];
    draft.settings.logo.translations = { fr: { alt: 'Accueil' } };
  }),
];

describe('the site validator compiled at build time', () => {
  it('reports every problem as the validator compiled at run time does, from the same schema', () => {
    const built = mkdtempSync(path.join(tmpdir(), 'schema-'));
    cpSync(schemaDir, built, { recursive: true });
    const { ajv, rootId } = siteAjv(built, true);
    writeValidatorCode(ajv, ajv.getSchema(rootId)!, built);
    expect(existsSync(validatorCodeFile(built))).toBe(true);
    // the standalone code, not a compiled schema: ajv's own functions carry their schema
    expect((siteValidator(built) as { schema?: unknown }).schema).toBeUndefined();
    expect((siteValidator(schemaDir) as { schema?: unknown }).schema).toBeDefined();
    let problems = 0;
    for (const variant of variants) {
      const options = { file: 'site.json', publicDirectory: publicDir };
      const standalone = validateSiteText(variant, { ...options, schemaDirectory: built });
      const compiled = validateSiteText(variant, { ...options, schemaDirectory: schemaDir });
      expect(standalone.problems).toEqual(compiled.problems);
      problems += compiled.problems.length;
    }
    expect(problems).toBeGreaterThanOrEqual(variants.length - 1);
  });

  it("loads with V8's code the build wrote after a validation, and compiles the code when that is damaged", () => {
    const built = mkdtempSync(path.join(tmpdir(), 'schema-'));
    cpSync(schemaDir, built, { recursive: true });
    const { ajv, rootId } = siteAjv(built, true);
    writeValidatorCode(ajv, ajv.getSchema(rootId)!, built);
    const problems = (dir: string) => variants.map((variant) => validateSiteText(variant, { file: 'site.json', publicDirectory: publicDir, schemaDirectory: dir }).problems);
    const expected = problems(built);
    writeValidatorCache(built);
    // copies of the build's folder: the process keeps each folder's validator once loaded
    const cached = mkdtempSync(path.join(tmpdir(), 'schema-'));
    cpSync(built, cached, { recursive: true });
    expect(problems(cached)).toEqual(expected);
    expect(validatorCacheTaken(cached)).toBe(true);
    const damaged = mkdtempSync(path.join(tmpdir(), 'schema-'));
    cpSync(built, damaged, { recursive: true });
    writeFileSync(validatorCacheFile(damaged), 'not V8 code');
    expect(problems(damaged)).toEqual(expected);
    expect(validatorCacheTaken(damaged)).toBe(false);
  });
});
