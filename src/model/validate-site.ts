import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import type { Ajv2020, ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { loadSchemaFiles } from './schema-files.ts';
import type { DocumentNode } from '@humanwhocodes/momoa';
import { locate, parseWithPositions, syntaxPosition } from './json-locate.ts';
import { addSiteKeywords, isPublicFile, withKeywordContext, type Untranslated } from './keywords.ts';
import { basisHashes, changedPageIndexes, mergedUntranslated, type KnownPages, type ValidationBasis } from './validation-basis.ts';
import { loadValidatorCode } from './validator-code.ts';
import { lintProblems } from './content-lint.ts';
import { reservedPaths, reservedRoutes } from './reserved-routes.ts';
import { siteRedirectChecks } from './redirects.ts';
import { localeProblems } from './locale-checks.ts';
import { sharedSectionProblems } from './shared-sections.ts';
import { sectionTestProblems } from './section-tests.ts';
import { shareImageProblems } from './share-checks.ts';
import { describeAjvError } from './messages.ts';
import { publicDir, schemaDir, siteFile, siteRefsFile } from './paths.ts';
import { siteRefLists, siteRefOf, siteRefsKeywordSchema } from './site-refs.ts';
import { fromPointer, getAt } from '../shared/json-pointer.ts';

export interface SiteProblem {
  file: string;
  line: number;
  column: number;
  pointer: string;
  message: string;
}

export interface ValidationResult {
  ok: boolean;
  problems: SiteProblem[];
  /** content that is valid but could read better; never fails the build */
  warnings: SiteProblem[];
  data?: unknown;
  /** texts without a translation into a language that may fall back to the default one (settings.locales), or into any language with `translations: 'list'` */
  untranslated?: Untranslated[];
  /** with `keepBasis`, what a later validation of the next text needs to validate only the pages that changed */
  basis?: ValidationBasis;
  /** the indexes of the pages validated against `options.basis`, or 'all' */
  validated?: number[] | 'all';
}

const compiled = new Map<string, ValidateFunction>();

// ajv's compiler, loaded only to compile: a code build's commands load the validator it compiled (validator-code.ts),
// and evaluating the compiler on each publish cost ~40 ms
const require = createRequire(import.meta.url);
const compiler = () => ({
  Ajv: (require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js')).Ajv2020,
  addFormats: require('ajv-formats') as typeof import('ajv-formats').default,
});

/** An ajv instance with the site's keywords and every schema file of `dir`, the references checked by `siteRef`. */
export function siteAjv(dir = schemaDir, source = false): { ajv: Ajv2020; rootId: string } {
  const { Ajv, addFormats } = compiler();
  const ajv = new Ajv({ allErrors: true, discriminator: true, strict: true, allowUnionTypes: true, verbose: true, code: { source } });
  addSiteKeywords(ajv);
  addFormats(ajv, ['email', 'uri']);
  const refsFile = path.join(dir, path.relative(schemaDir, siteRefsFile));
  const files = loadSchemaFiles(dir).filter((f) => f.file !== refsFile);
  for (const { id, schema } of files) ajv.addSchema({ ...schema, $id: id });
  ajv.addSchema({ ...siteRefsKeywordSchema(), $id: pathToFileURL(refsFile).href });
  const rootId = files.find((f) => f.file === path.join(dir, 'site.schema.json'))?.id;
  if (!rootId) throw new Error(`schema/site.schema.json not found in ${dir}`);
  return { ajv, rootId };
}

/**
 * The ajv validator of site.schema.json, built from every file in `dir`: the build's standalone code when it wrote
 * one there (validator-code.ts), else compiled once per process. It does not depend on the site: the references
 * are checked against the lists withKeywordContext gives.
 */
export function siteValidator(dir = schemaDir): ValidateFunction {
  let validate = compiled.get(dir);
  if (!validate) {
    validate = loadValidatorCode(dir);
    if (!validate) {
      const { ajv, rootId } = siteAjv(dir);
      validate = ajv.getSchema(rootId)!;
    }
    compiled.set(dir, validate);
  }
  return validate;
}

const isUnion = (error: ErrorObject) => error.keyword === 'oneOf' || error.keyword === 'anyOf';

/** Keeps one error per pointer and keyword, dropping the noise oneOf/anyOf add on top of their branches' errors. */
function relevantErrors(errors: ErrorObject[]): ErrorObject[] {
  const seen = new Set<string>();
  // An unknown block type fails both the type enum and the discriminator; the discriminator's message says more.
  const unknownTypes = new Set(errors.filter((e) => e.keyword === 'discriminator').map((e) => `${e.instancePath}/type`));
  // A union that failed where one branch got further in: that branch was meant, the others' shape complaints are noise.
  const unions = new Set(errors.filter(isUnion).map((e) => e.instancePath));
  const reachedInto = new Set([...unions].filter((at) => errors.some((e) => e.instancePath.startsWith(`${at}/`))));
  // A value of the wrong type is reported as such, not also as an unknown route or id.
  const wrongType = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  return errors.filter((error) => {
    // a bad key is reported by the keyword that checked it (a translation's language code), not again as a name
    if (isUnion(error) || error.keyword === 'if' || error.keyword === 'propertyNames') return false;
    if (error.keyword === 'enum' && unknownTypes.has(error.instancePath)) return false;
    if (reachedInto.has(error.instancePath) && (error.keyword === 'required' || error.keyword === 'additionalProperties')) return false;
    if (wrongType.has(error.instancePath) && siteRefOf(error.schemaPath)) return false;
    const key = `${error.instancePath}|${error.keyword}|${JSON.stringify(error.params)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface ValidateOptions {
  file?: string;
  schemaDirectory?: string;
  publicDirectory?: string;
  /** where the server keeps uploaded images (DATA_DIR/media): `/media/<name>` may be there instead of in public/ */
  mediaDirectory?: string;
  /**
   * 'list': a missing translation is listed in `untranslated`, not a problem; what a draft's save and the editor's
   * checks use (docs/decisions.md, "Drafts are saved untranslated"). The default refuses it, as the publish does.
   */
  translations?: 'refuse' | 'list';
  /** false: no `warnings` (content lint), for a caller that shows none (the publish) */
  lint?: boolean;
  /** a valid text's basis (`keepBasis`, the same schema): only the pages that differ from it are validated */
  basis?: ValidationBasis;
  /** true: a valid text's result has its `basis` */
  keepBasis?: boolean;
  /** the hashes of the pages an edit left as they were (a publish tells them from the bytes): not computed again */
  knownPages?: KnownPages;
}

/** Validates site.json text: JSON syntax, the schema (all errors), then references between parts. */
export function validateSiteText(text: string, options: ValidateOptions = {}): ValidationResult {
  const file = options.file ?? path.relative(process.cwd(), siteFile);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    // momoa says where the syntax breaks; JSON.parse only whether it does
    const { line, column, message } = syntaxPosition(text, error);
    return { ok: false, problems: [{ file, line, column, pointer: '', message: `invalid JSON: ${message}` }], warnings: [] };
  }
  return validateSiteData(data, () => text, { ...options, file });
}

/**
 * Validates site.json already parsed: the schema (all errors), then references between parts. `textOf` gives
 * its text, asked for only when a problem or warning needs a line and column: the editor's save makes that
 * text by editing the file, which it need not do for a value that is refused.
 */
export function validateSiteData(data: unknown, textOf: () => string, options: ValidateOptions = {}): ValidationResult {
  const file = options.file ?? path.relative(process.cwd(), siteFile);
  // Positions only when something is reported: on a 1,000-page site momoa's tree costs more than the validation.
  let doc: DocumentNode | undefined;
  const docOf = () => (doc ??= parseWithPositions(textOf()));
  // The refs come from the data being validated, never from the committed file: a test's copy has its own pages.
  const publicDirectory = options.publicDirectory ?? publicDir;
  // the reference lists of the whole text: every page is checked against them, and the basis hashes them
  const refs = siteRefLists(data);
  const hashes = options.basis || options.keepBasis ? basisHashes(data, refs, options.knownPages) : undefined;
  const { basis } = options;
  // a draft's basis would list every missing translation: only a publish's (refused) is kept
  const indexes = basis && options.translations !== 'list' ? changedPageIndexes(hashes, basis) : undefined;
  if (basis && indexes && basis.files.every((name) => isPublicFile(name, publicDirectory, options.mediaDirectory))) {
    const quick = validatePages(data, indexes, basis, refs, { ...options, publicDirectory });
    if (quick) {
      const { redirectWarnings, ...kept } = quick;
      const warnings = options.lint !== false ? [...lintProblems(docOf, data, file), ...located(docOf, redirectWarnings, file)] : [];
      return { ok: true, problems: [], warnings, data, untranslated: kept.untranslated, basis: options.keepBasis && hashes ? { ...hashes, ...kept } : undefined, validated: indexes };
    }
  }
  const problems: SiteProblem[] = [];
  const untranslated: Untranslated[] = [];
  const files = new Set<string>();
  const valid = validateWith(data, data, refs, { ...options, publicDirectory }, untranslated, files);
  if (!valid.ok) {
    const errors = options.translations === 'list' ? valid.errors.filter((error) => !isEmptyTranslatedItem(error, data)) : valid.errors;
    for (const error of relevantErrors(errors)) {
      const { pointer, message, atKey } = describeAjvError(error);
      problems.push({ file, ...locate(docOf(), pointer, atKey), pointer, message });
    }
  }
  const reserved = reservedRoutes(publicDirectory);
  const redirects = siteRedirectChecks(data, reserved);
  const checks = [...reservedPaths(data, publicDirectory, reserved), ...localeProblems(data), ...sharedSectionProblems(data), ...sectionTestProblems(data), ...shareImageProblems(data), ...redirects.problems];
  for (const { pointer, message } of checks) problems.push({ file, ...locate(docOf(), pointer), pointer, message });
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  const ok = problems.length === 0;
  const warnings = ok && options.lint !== false ? [...lintProblems(docOf, data, file), ...located(docOf, redirects.warnings, file)] : [];
  const listed = once(untranslated);
  const kept = ok && options.keepBasis && hashes && options.translations !== 'list' ? { ...hashes, untranslated: listed, files: [...files] } : undefined;
  return { ok, problems, warnings, data, untranslated: listed, basis: kept, validated: 'all' };
}

/** The schema's validation of `part` (the site, or the site with some of its pages) with the references `refs` of `site`. */
function validateWith(part: unknown, site: unknown, refs: Map<string, Set<string>>, options: ValidateOptions & { publicDirectory: string }, untranslated: Untranslated[], files: Set<string>): { ok: true } | { ok: false; errors: ErrorObject[] } {
  const validate = siteValidator(options.schemaDirectory ?? schemaDir);
  const locales = localesToCheck(site, refs.get('locales')!);
  const { publicDirectory, mediaDirectory, translations } = options;
  const pages = (part as { pages?: unknown } | null)?.pages;
  const templates = new Set(Array.isArray(pages) ? pages.flatMap((page: { template?: unknown } | null, index) => (page?.template === true ? [index] : [])) : []);
  const valid = withKeywordContext({ publicDirectory, mediaDirectory, refs, locales, untranslated, translations, files, templates }, () => validate(part));
  return valid ? { ok: true } : { ok: false, errors: validate.errors ?? [] };
}

/**
 * Validates the pages at `indexes` with the rest of the site, against the references of the whole: what differs
 * from a text `basis` found valid (changedPageIndexes). The other pages are as they were then, checked against the
 * same lists. Undefined on any problem: the whole text is validated again, for messages placed in it.
 */
function validatePages(
  data: unknown,
  indexes: number[],
  basis: ValidationBasis,
  refs: Map<string, Set<string>>,
  options: ValidateOptions & { publicDirectory: string },
): (Pick<ValidationBasis, 'untranslated' | 'files'> & { redirectWarnings: { pointer: string; message: string }[] }) | undefined {
  const pages = (data as { pages: unknown[] }).pages;
  // the schema wants at least one page: a text that changed only its spacing is checked with its first
  const chosen = indexes.length ? indexes : [0];
  const found: Untranslated[] = [];
  const files = new Set(basis.files);
  const valid = validateWith({ ...(data as object), pages: chosen.map((index) => pages[index]) }, data, refs, options, found, files);
  if (!valid.ok) return undefined;
  const reserved = reservedRoutes(options.publicDirectory);
  const redirects = siteRedirectChecks(data, reserved);
  const checks = [reservedPaths(data, options.publicDirectory, reserved), localeProblems(data), sharedSectionProblems(data), sectionTestProblems(data), shareImageProblems(data, chosen), redirects.problems];
  if (checks.some((found) => found.length > 0)) return undefined;
  return { untranslated: mergedUntranslated(basis.untranslated, chosen, once(found)), files: [...files], redirectWarnings: redirects.warnings };
}

/** Problems found by pointer (redirects.ts' warnings), placed at their line and column. */
function located(docOf: () => DocumentNode, found: readonly { pointer: string; message: string }[], file: string): SiteProblem[] {
  return found.map(({ pointer, message }) => ({ file, ...locate(docOf(), pointer), pointer, message }));
}

// a union's branches each run the keyword on the same object: one entry per text and language
function once(untranslated: Untranslated[]): Untranslated[] {
  const seen = new Set<string>();
  return untranslated.filter(({ pointer, locale }) => !seen.has(`${locale} ${pointer}`) && Boolean(seen.add(`${locale} ${pointer}`)));
}

/**
 * Whether an error is an empty text in a translated list (`translations/hi/paragraphs/1`): in a draft, a text of the
 * list not translated yet, which the `translatable` keyword lists, rather than a problem; the publish refuses it.
 */
function isEmptyTranslatedItem(error: ErrorObject, data: unknown): boolean {
  if (error.keyword !== 'minLength' || !/\/translations\/[^/]+\/[^/]+\/\d+$/.test(error.instancePath)) return false;
  return getAt(data, fromPointer(error.instancePath)) === '';
}

/** The languages the `translatable` keyword checks texts against: settings.locales but the default one. */
function localesToCheck(data: unknown, others: Set<string>): { code: string; fallback: boolean }[] {
  const locales = ((data as { settings?: { locales?: unknown } } | null)?.settings?.locales ?? []) as { code?: unknown; fallback?: unknown }[];
  return Array.isArray(locales) ? locales.filter((locale) => others.has(locale?.code as string)).map((locale) => ({ code: locale.code as string, fallback: locale.fallback === true })) : [];
}

export function validateSiteFile(file = siteFile, options: Omit<ValidateOptions, 'file'> = {}): ValidationResult {
  return validateSiteText(readFileSync(file, 'utf8'), { ...options, file: path.relative(process.cwd(), file) || file });
}

export function formatProblem(problem: SiteProblem): string {
  return `${problem.file}:${problem.line}:${problem.column}  ${problem.pointer || '/'}  ${problem.message}`;
}
