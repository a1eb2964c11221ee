import { statSync } from 'node:fs';
import path from 'node:path';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { DataValidationCxt, SchemaValidateFunction } from 'ajv/dist/types/index.js';
import { parseMediaSrc, mediaFileName } from '../shared/media.ts';
import { languageName } from '../shared/language-name.ts';

// Files already looked up in this validation: a 1,000-page site names the same few images thousands of times. The
// answers last until the current task ends (validation is synchronous), so a file added later is seen.
let lookedUp: Map<string, boolean> | undefined;

function isFile(full: string): boolean {
  if (!lookedUp) {
    lookedUp = new Map();
    queueMicrotask(() => (lookedUp = undefined));
  }
  let known = lookedUp.get(full);
  if (known === undefined) {
    known = statSync(full, { throwIfNoEntry: false })?.isFile() ?? false;
    lookedUp.set(full, known);
  }
  return known;
}

/** What the keywords check against, for the validation under way (validateSiteData sets it). */
export interface KeywordContext {
  publicDirectory: string;
  mediaDirectory: string | undefined;
  /** each reference list of the site being validated (siteRefLists): routes, pages, each collection's ids */
  refs: Map<string, Set<string>>;
  /** the site's languages other than its default (settings.locales), each texts are translated into */
  locales?: { code: string; fallback: boolean }[];
  /** texts without a translation into a language that may fall back: warnings, and what the publish marks */
  untranslated?: Untranslated[];
  /** 'list': every missing translation goes to `untranslated`, none is a problem (a draft is saved before it is translated) */
  translations?: 'refuse' | 'list';
  /** when given, each public path found to be a file is added: a later validation of some pages looks them up again */
  files?: Set<string>;
  /** the indexes of the template pages of the value validated: not published, so their missing translations are listed, never refused */
  templates?: ReadonlySet<number>;
}

/** A text (its JSON pointer) that has no translation into `locale`; `fallback`: that language may be published so. */
export interface Untranslated {
  pointer: string;
  locale: string;
  fallback: boolean;
}

let context: KeywordContext | undefined;

/**
 * Runs `validate` with the keywords checking against `current`. The keywords read it from here rather than from
 * closures, so a validator is compiled once per schema, or once per code build as standalone code (validator-code.ts).
 */
export function withKeywordContext<T>(current: KeywordContext, validate: () => T): T {
  const outer = context;
  context = current;
  try {
    return validate();
  } finally {
    context = outer;
  }
}

const current = (): KeywordContext => {
  if (!context) throw new Error('site.json validated outside withKeywordContext');
  return context;
};

function fail(fn: SchemaValidateFunction, keyword: string, message: string, params: Record<string, unknown> = {}): false {
  fn.errors = [{ keyword, message, params }];
  return false;
}

/**
 * Whether a public path names a file: one of the public folder's, or an uploaded image (`/media/<name>`) in the
 * media directory (DATA_DIR/media), where the server keeps the uploads it serves.
 */
export function isPublicFile(data: string, publicDirectory: string, mediaDirectory: string | undefined): boolean {
  const full = path.join(publicDirectory, data);
  if (full.startsWith(publicDirectory) && isFile(full)) return true;
  return mediaDirectory !== undefined && parseMediaSrc(data) !== undefined && isFile(path.join(mediaDirectory, mediaFileName(data)));
}

const fileRef: SchemaValidateFunction = function fileRef(_on: boolean, data: unknown) {
  if (typeof data !== 'string') return true;
  const { publicDirectory, mediaDirectory, files } = current();
  if (isPublicFile(data, publicDirectory, mediaDirectory)) {
    files?.add(data);
    return true;
  }
  if (parseMediaSrc(data)) return fail(fileRef, 'fileRef', `the uploaded image "${data}" is not in the media library (it was deleted, or never uploaded here): upload it again or choose another image`);
  return fail(fileRef, 'fileRef', `file "public${data}" does not exist`);
};

// a route or an id must be one the site declares (the message is messages.ts', which reads the list from params)
const siteRef: SchemaValidateFunction = function siteRef(list: string, data: unknown) {
  if (typeof data !== 'string') return true;
  const { refs } = current();
  const allowed = refs.get(list) ?? new Set<string>();
  if (allowed.has(data)) return true;
  // a template's path is a page's, but not published: said as such rather than as a path that does not exist
  const template = (list === 'route' || list === 'page') && refs.get('templates')?.has(data);
  return fail(siteRef, 'siteRef', `must be one of the site's ${list} references`, { list, allowedValues: [...allowed], ...(template && { template: true }) });
};

// an uploaded image's path names its pixel size: the width and height a page reserves must be that size
const imageSize: SchemaValidateFunction = function imageSize(_on: boolean, data: unknown, _s: unknown, cxt?: DataValidationCxt) {
  const image = data as { src?: unknown; width?: unknown; height?: unknown };
  const media = typeof image?.src === 'string' ? parseMediaSrc(image.src) : undefined;
  if (!media) return true;
  const errors = (['width', 'height'] as const)
    .filter((side) => typeof image[side] === 'number' && image[side] !== media[side])
    .map((side) => ({
      keyword: 'imageSize',
      instancePath: `${cxt?.instancePath ?? ''}/${side}`,
      message: `must be ${media[side]}, the ${side} of the uploaded image ${media.src}`,
      params: { expected: media[side] },
    }));
  (imageSize as SchemaValidateFunction).errors = errors;
  return errors.length === 0;
};
const uniqueBy: SchemaValidateFunction = function uniqueBy(key: string, data: unknown, _s: unknown, cxt?: DataValidationCxt) {
  if (!Array.isArray(data)) return true;
  const seen = new Map<unknown, number>();
  const errors = [];
  for (const [index, item] of (data as Record<string, unknown>[]).entries()) {
    const value = item?.[key];
    if (value === undefined) continue;
    if (seen.has(value)) {
      errors.push({
        keyword: 'uniqueBy',
        instancePath: `${cxt?.instancePath ?? ''}/${index}/${key}`,
        message: `"${String(value)}" is used twice: ${key} must be unique (first used at item ${seen.get(value)})`,
        params: { key },
      });
    } else seen.set(value, index);
  }
  (uniqueBy as SchemaValidateFunction).errors = errors;
  return errors.length === 0;
};

const isTranslated = (value: unknown) => typeof value === 'string' && value.trim() !== '';

// every text of an object (the schema lists them: translatable-schema.ts) has a translation into every language of
// the site; a language that may fall back records the missing ones instead of failing
const translatable: SchemaValidateFunction = function translatable(fields: string[], data: unknown, _s: unknown, cxt?: DataValidationCxt) {
  const { locales = [], untranslated, translations, templates } = current();
  if (locales.length === 0 || !data || typeof data !== 'object') return true;
  const item = data as Record<string, unknown>;
  const at = cxt?.instancePath ?? '';
  const page = templates?.size ? /^\/pages\/(\d+)(?:\/|$)/.exec(at)?.[1] : undefined;
  const listed = translations === 'list' || (page !== undefined && templates!.has(Number(page)));
  const errors = [];
  for (const { code, fallback } of locales) {
    const translation = (item.translations as Record<string, Record<string, unknown> | undefined> | undefined)?.[code] ?? {};
    for (const field of fields) {
      const text = item[field];
      const translated = translation[field];
      const where = `${at}/translations/${code}/${field}`;
      if (text === undefined || text === '' || (Array.isArray(text) && text.length === 0)) {
        if (isTranslated(translated) || (Array.isArray(translated) && translated.length > 0)) errors.push({ keyword: 'translatable', instancePath: where, message: `translates "${field}", which this item does not have: remove it, or write "${field}" first`, params: { field } });
        continue;
      }
      const missing = Array.isArray(text) ? !Array.isArray(translated) || !translated.every(isTranslated) : !isTranslated(translated);
      if (Array.isArray(text) && Array.isArray(translated) && translated.length !== text.length) {
        errors.push({ keyword: 'translatable', instancePath: where, message: `has ${translated.length} texts where "${field}" has ${text.length}: translate each of them, in the same order`, params: { field } });
      } else if (missing && (fallback || listed)) untranslated?.push({ pointer: `${at}/${field}`, locale: code, fallback });
      else if (missing) {
        errors.push({ keyword: 'translatable', instancePath: `${at}/${field}`, message: `is not translated into ${languageName(code)}: add "translations": { "${code}": { "${field}": … } } beside it`, params: { field, locale: code } });
      }
    }
  }
  (translatable as SchemaValidateFunction).errors = errors;
  return errors.length === 0;
};

/** The keywords' functions by name: what the standalone validator's code calls (validator-code.ts). */
export const keywordFunctions: Record<string, SchemaValidateFunction> = { fileRef, siteRef, imageSize, uniqueBy, translatable };

// Files, unique keys, routes and entity ids are checked by keywords (the refs: schema/generated/site-refs.schema.json's
// lists as `siteRef`, see validate-site.ts).
export function addSiteKeywords(ajv: Ajv2020): void {
  ajv.addKeyword({ keyword: 'markdownDescription' });
  ajv.addKeyword({ keyword: 'defaultSnippets' });
  // marks for the editor API's write rules (write-rules.ts) and the editor's forms; they validate nothing
  ajv.addKeyword({ keyword: 'x-admin-only', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'x-script-url', schemaType: 'boolean' });
  // the editor's control of a field (translatable-schema.ts marks the translations)
  ajv.addKeyword({ keyword: 'x-widget', schemaType: 'string' });

  ajv.addKeyword({ keyword: 'fileRef', schemaType: 'boolean', errors: true, validate: fileRef });
  ajv.addKeyword({ keyword: 'siteRef', schemaType: 'string', errors: true, validate: siteRef });

  ajv.addKeyword({ keyword: 'imageSize', schemaType: 'boolean', errors: true, validate: imageSize });

  ajv.addKeyword({ keyword: 'uniqueBy', schemaType: 'string', errors: true, validate: uniqueBy });

  // `translate: false` marks a string that is a name, not text (translatable-schema.ts); `translatable` is derived
  ajv.addKeyword({ keyword: 'translate', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'translatable', schemaType: 'array', errors: true, validate: translatable });
}
