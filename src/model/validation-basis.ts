import { createHash } from 'node:crypto';
import type { Untranslated } from './keywords.ts';
import { objects } from './json-values.ts';

/**
 * What a publish keeps of a text it found valid, so that the next publish validates only the pages that changed
 * (docs/languages.md, "Validating what changed"). Every hash is sha256: an editor's page must not pass as one
 * already validated by colliding with it.
 */
export interface ValidationBasis {
  /** each page's hash (its JSON as parsed), in the pages' order */
  pages: string[];
  /** hash of the site without its pages and shared sections: settings, menus, footer, the collections */
  rest: string;
  /** each shared section's hash by its id: a change to one changes only the pages that use it */
  shared?: Record<string, string>;
  /** hash of the reference lists (routes, pages, languages, ids) that every page was checked against */
  refs: string;
  /** the texts validation listed as untranslated (a language that falls back) */
  untranslated: Untranslated[];
  /** the public paths the validation found files for (public/, uploaded images): looked up again each time */
  files: string[];
}

type Loose = Record<string, unknown>;

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/** A page's hash in a basis. */
export const pageHash = (page: unknown): string => sha256(page);

/**
 * The page hashes of a text that differs from one already hashed only in the pages at `changed` (told from their
 * bytes: page-spans.ts): the others' hashes are taken as they were instead of stringifying every page again.
 */
export interface KnownPages {
  hashes: readonly string[];
  changed: readonly number[];
}

/** The hashes of a parsed text (`refs`: its siteRefLists) that say which of its parts changed, or undefined when it has no list of pages. */
export function basisHashes(data: unknown, refs: Map<string, Set<string>>, known?: KnownPages): Pick<ValidationBasis, 'pages' | 'rest' | 'refs' | 'shared'> | undefined {
  if (!data || typeof data !== 'object' || Array.isArray(data) || !Array.isArray((data as Loose).pages)) return undefined;
  const lists = [...refs].map(([name, values]) => [name, [...values]]);
  const pages = (data as Loose).pages as unknown[];
  const changed = known && known.hashes.length === pages.length ? new Set(known.changed) : undefined;
  const hashes = changed ? known!.hashes.map((hash, index) => (changed.has(index) ? sha256(pages[index]) : hash)) : pages.map(sha256);
  const shared = Object.fromEntries(objects((data as Loose).sharedSections).map((item) => [String(item.id), sha256(item)]));
  return { pages: hashes, rest: sha256({ ...(data as Loose), pages: null, sharedSections: null }), refs: sha256(lists), shared };
}

/**
 * The indexes of the pages of `data` to validate against `basis`, or undefined when more than pages and shared
 * sections changed (their number, the rest of the site, or a reference list: a route or an id that other pages may
 * name), and the whole text must be validated. Equal reference lists also mean the pages' paths are as distinct as
 * before. The shared sections are validated with the rest of the site each time; which changed: changedSharedIds.
 */
export function changedPageIndexes(hashes: ReturnType<typeof basisHashes>, basis: ValidationBasis): number[] | undefined {
  if (!hashes || hashes.pages.length !== basis.pages.length || hashes.rest !== basis.rest || hashes.refs !== basis.refs) return undefined;
  return hashes.pages.flatMap((hash, index) => (hash === basis.pages[index] ? [] : [index]));
}

/** The ids of the shared sections added, removed or changed between a text's hashes and a basis. */
export function changedSharedIds(hashes: Pick<ValidationBasis, 'shared'>, basis: Pick<ValidationBasis, 'shared'>): Set<string> {
  const [now, before] = [hashes.shared ?? {}, basis.shared ?? {}];
  return new Set([...Object.keys(now), ...Object.keys(before)].filter((id) => now[id] !== before[id]));
}

/** `/pages/2/…` of a text validated alone (as the `at`-th page of a subset) as it is in the whole text. */
export function pointerInSite(pointer: string, indexes: readonly number[]): string {
  return pointer.replace(/^\/pages\/(\d+)(?=\/|$)/, (_match, at: string) => `/pages/${indexes[Number(at)]}`);
}

const pageOf = (pointer: string) => /^\/pages\/(\d+)(?:\/|$)/.exec(pointer)?.[1];

/**
 * The untranslated texts of the whole text: the basis's of the pages not validated again, and those found now (of
 * the pages validated again, and of the rest of the site, which is validated each time).
 */
export function mergedUntranslated(kept: readonly Untranslated[], indexes: readonly number[], found: readonly Untranslated[]): Untranslated[] {
  const again = new Set(indexes.map(String));
  return [...kept.filter(({ pointer }) => pageOf(pointer) !== undefined && !again.has(pageOf(pointer)!)), ...found.map((text) => ({ ...text, pointer: pointerInSite(text.pointer, indexes) }))];
}

/** A basis read from a file, or undefined when it is not one (an older release, a damaged file). */
export function asBasis(value: unknown): ValidationBasis | undefined {
  const basis = value as Partial<ValidationBasis> | null;
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  if (!basis || typeof basis.rest !== 'string' || typeof basis.refs !== 'string' || !strings(basis.pages) || !strings(basis.files)) return undefined;
  if (basis.shared !== undefined && (typeof basis.shared !== 'object' || basis.shared === null || !strings(Object.values(basis.shared)))) return undefined;
  if (!Array.isArray(basis.untranslated) || !basis.untranslated.every((text) => typeof text?.pointer === 'string' && typeof text.locale === 'string')) return undefined;
  return basis as ValidationBasis;
}

/**
 * The untranslated texts of the pages at `indexes`, placed as in a site made of those pages alone, in that order;
 * and those of the shared sections, which the pages show (shared-sections.ts, untranslatedOnPages).
 */
export function untranslatedOfPages(untranslated: readonly Untranslated[], indexes: readonly number[]): Untranslated[] {
  const at = new Map(indexes.map((index, position) => [String(index), position]));
  return untranslated.flatMap((text) => {
    if (text.pointer.startsWith('/sharedSections/')) return [text];
    const page = pageOf(text.pointer);
    const position = page === undefined ? undefined : at.get(page);
    return position === undefined ? [] : [{ ...text, pointer: text.pointer.replace(/^\/pages\/\d+/, `/pages/${position}`) }];
  });
}
