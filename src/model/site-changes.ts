import type { AreaChange, FieldChange, FieldsByLanguage, PageChange, SectionChange, SiteChanges } from '../shared/reviews.ts';
import { isObject } from '../shared/is-object.ts';
import { maxJsonDepth } from '../shared/json-depth.ts';
import { childPointer } from '../shared/json-pointer.ts';

type Loose = Record<string, unknown>;

/** A value as one language shows it, and whether a translation into that language gave it (it or a parent). */
interface Side {
  value: unknown;
  translated: boolean;
}

/** One language's comparison: its code (null for the default, whose texts are as written) and what differs in it. */
interface Walk {
  locale: string | null;
  out: FieldChange[];
}

const noKeys: ReadonlySet<string> = new Set();
// an image's src is reported as the image; its size follows the file, not the editor
const imageKeys: ReadonlySet<string> = new Set(['src', 'width', 'height']);
const pageKeys: ReadonlySet<string> = new Set(['sections']);
const sectionKeys: ReadonlySet<string> = new Set(['type']);
const notAreas = new Set(['pages', '$schema']);

const isImage = (value: unknown): value is Loose => isObject(value) && typeof value.src === 'string';
// as localize.ts: a blank translation shows the default language's text
const isTranslated = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0);
const textOf = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : null);
const keysOf = (value: unknown): string[] => (isObject(value) ? Object.keys(value) : []);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const objectOf = (value: unknown): Loose => (isObject(value) ? value : {});
const none = (translated = false): Side => ({ value: undefined, translated });

/** `key` of the object on `parent`'s side in `locale`: its translation there when it has one, as localizeSite shows it. */
function childOf(parent: Side, key: string, locale: string | null): Side {
  const object = parent.value;
  if (!isObject(object) || !Object.hasOwn(object, key)) return none(parent.translated);
  const translations = locale === null ? undefined : objectOf(object.translations)[locale];
  const own = isObject(translations) && Object.hasOwn(translations, key) ? translations[key] : undefined;
  return isTranslated(own) ? { value: own, translated: true } : { value: object[key], translated: parent.translated };
}

// An item's identity across versions: its id, or a page's path; undefined when it has neither.
const identityOf = (item: unknown): string | undefined => {
  if (!isObject(item)) return undefined;
  if (typeof item.id === 'string' || typeof item.id === 'number') return `id:${item.id}`;
  return typeof item.path === 'string' ? `path:${item.path}` : undefined;
};
const keyedUniquely = (keys: (string | undefined)[]) => keys.every((key) => key !== undefined) && new Set(keys).size === keys.length;

/** Pairs of indexes [before, after] of two lists' items: by id (or path) when every item has a distinct one, else by index. After's order, removed last. */
function pairItems(before: unknown[], after: unknown[]): [number | undefined, number | undefined][] {
  const keysA = before.map(identityOf);
  const keysB = after.map(identityOf);
  if (!keyedUniquely(keysA) || !keyedUniquely(keysB)) {
    return Array.from({ length: Math.max(before.length, after.length) }, (_, k) => [k < before.length ? k : undefined, k < after.length ? k : undefined]);
  }
  const at = new Map(keysA.map((key, i) => [key, i]));
  const pairs: [number | undefined, number | undefined][] = keysB.map((key, j) => [at.get(key), j]);
  const paired = new Set(pairs.map(([i]) => i));
  before.forEach((_, i) => paired.has(i) || pairs.push([i, undefined]));
  return pairs;
}

/** Adds to `walk.out` every leaf that differs between `a` and `b` in its language, at pointers under `pointer`. */
function compare(a: Side, b: Side, pointer: string, walk: Walk, depth: number, skip = noKeys): void {
  // the same value (translations included) shows the same in every language
  if (a.value === b.value || depth > maxJsonDepth) return;
  const [before, after] = [textOf(a.value), textOf(b.value)];
  // a change no translation of this language touches is the default language's, listed there once
  if (before !== after && (walk.locale === null || a.translated || b.translated)) walk.out.push({ field: pointer, kind: 'text', before, after });
  const image = isImage(a.value) || isImage(b.value);
  if (image && walk.locale === null) {
    const [srcA, srcB] = [isImage(a.value) ? (a.value.src as string) : null, isImage(b.value) ? (b.value.src as string) : null];
    if (srcA !== srcB) walk.out.push({ field: pointer, kind: 'image', before: srcA, after: srcB });
  }
  if (isObject(a.value) || isObject(b.value)) {
    for (const key of new Set([...keysOf(b.value), ...keysOf(a.value)])) {
      if (key === 'translations' || skip.has(key) || (image && imageKeys.has(key))) continue;
      compare(childOf(a, key, walk.locale), childOf(b, key, walk.locale), childPointer(pointer, key), walk, depth + 1);
    }
  }
  if (Array.isArray(a.value) || Array.isArray(b.value)) {
    const [itemsA, itemsB] = [listOf(a.value), listOf(b.value)];
    for (const [i, j] of pairItems(itemsA, itemsB)) {
      const itemA = i === undefined ? none(a.translated) : { value: itemsA[i], translated: a.translated };
      const itemB = j === undefined ? none(b.translated) : { value: itemsB[j], translated: b.translated };
      compare(itemA, itemB, childPointer(pointer, (j ?? i)!), walk, depth + 1);
    }
  }
}

/** What differs between two values in each language (one without changes has no key), pointers relative to them. */
function fieldsOf(before: unknown, after: unknown, languages: string[], skip = noKeys): FieldsByLanguage {
  const fields: FieldsByLanguage = {};
  languages.forEach((language, index) => {
    const walk: Walk = { locale: index === 0 ? null : language, out: [] };
    compare({ value: before, translated: false }, { value: after, translated: false }, '', walk, 0, skip);
    if (walk.out.length > 0) fields[language] = walk.out;
  });
  return fields;
}

const isEmpty = (fields: FieldsByLanguage) => Object.keys(fields).length === 0;

/** Index pairs [before, after] of a longest common subsequence of two lists of numbers. */
function commonSubsequence(a: number[], b: number[]): [number, number][] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let [endA, endB] = [a.length, b.length];
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) [endA, endB] = [endA - 1, endB - 1];
  const [n, m] = [endA - start, endB - start];
  const pairs: [number, number][] = Array.from({ length: start }, (_, k) => [k, k]);
  // past this the middle is left to pairing by content, which finds the same sections, only not kept in place
  if (n * m <= 4_000_000) {
    const width = m + 1;
    const lengths = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) lengths[i * width + j] = a[start + i] === b[start + j] ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
    for (let i = 0, j = 0; i < n && j < m; ) {
      if (a[start + i] === b[start + j]) pairs.push([start + i++, start + j++]);
      else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) i++;
      else j++;
    }
  }
  for (let k = 0; k < a.length - endA; k++) pairs.push([endA + k, endB + k]);
  return pairs;
}

interface Pair {
  from: number;
  to: number;
  same: boolean;
}

/** The pairs that keep their relative order: the most of them, unchanged ones preferred (the rest have moved). */
function inPlace(pairs: Pair[]): Set<Pair> {
  const sorted = [...pairs].sort((x, y) => x.to - y.to);
  // counting pairs first, unchanged ones second: a pair weighs more than all the unchanged bonuses together
  const weight = (pair: Pair) => sorted.length + 1 + (pair.same ? 1 : 0);
  const best = sorted.map(weight);
  const previous = sorted.map(() => -1);
  for (let i = 0; i < sorted.length; i++) {
    for (let k = 0; k < i; k++) {
      if (sorted[k]!.from < sorted[i]!.from && best[k]! + weight(sorted[i]!) > best[i]!) [best[i], previous[i]] = [best[k]! + weight(sorted[i]!), k];
    }
  }
  const kept = new Set<Pair>();
  const last = best.reduce((top, score, i) => (score > best[top]! ? i : top), 0);
  for (let i = sorted.length > 0 ? last : -1; i >= 0; i = previous[i]!) kept.add(sorted[i]!);
  return kept;
}

const typeOf = (section: unknown) => String(objectOf(section).type ?? '');

/** Sections paired: identical ones in order (LCS), then leftovers identical, then leftovers of one type, each in order. */
function pairSections(before: unknown[], after: unknown[]): Pair[] {
  const ids = new Map<string, number>();
  const idOf = (section: unknown) => {
    const json = JSON.stringify(section) ?? '';
    if (!ids.has(json)) ids.set(json, ids.size);
    return ids.get(json)!;
  };
  const [idsA, idsB] = [before.map(idOf), after.map(idOf)];
  const pairs: Pair[] = commonSubsequence(idsA, idsB).map(([from, to]) => ({ from, to, same: true }));
  const [usedA, usedB] = [new Set(pairs.map((pair) => pair.from)), new Set(pairs.map((pair) => pair.to))];
  const keyings: [string[], string[]][] = [
    [idsA.map(String), idsB.map(String)],
    [before.map(typeOf), after.map(typeOf)],
  ];
  for (const [keysA, keysB] of keyings) {
    const waiting = new Map<string, number[]>();
    keysA.forEach((key, i) => usedA.has(i) || (waiting.get(key) ?? waiting.set(key, []).get(key)!).push(i));
    keysB.forEach((key, j) => {
      const from = usedB.has(j) ? undefined : waiting.get(key)?.shift();
      if (from === undefined) return;
      pairs.push({ from, to: j, same: idsA[from] === idsB[j] });
      usedA.add(from);
      usedB.add(j);
    });
  }
  return pairs;
}

/** The sections added, removed, moved or changed, in after's order, removed ones last. */
function sectionChanges(before: unknown[], after: unknown[], languages: string[]): SectionChange[] {
  const pairs = pairSections(before, after);
  const kept = inPlace(pairs);
  const byTo = new Map(pairs.map((pair) => [pair.to, pair]));
  const changes: SectionChange[] = [];
  after.forEach((section, j) => {
    const pair = byTo.get(j);
    if (!pair) return changes.push({ kind: 'added', type: typeOf(section), from: null, to: j, fields: fieldsOf(undefined, section, languages, sectionKeys) });
    const fields = pair.same ? {} : fieldsOf(before[pair.from], section, languages, sectionKeys);
    if (!kept.has(pair)) changes.push({ kind: 'moved', type: typeOf(section), from: pair.from, to: j, fields });
    else if (!isEmpty(fields)) changes.push({ kind: 'changed', type: typeOf(section), from: pair.from, to: j, fields });
  });
  const paired = new Set(pairs.map((pair) => pair.from));
  before.forEach((section, i) => {
    if (!paired.has(i)) changes.push({ kind: 'removed', type: typeOf(section), from: i, to: null, fields: fieldsOf(section, undefined, languages, sectionKeys) });
  });
  return changes;
}

/** A page's changes (undefined when it has none): its own fields and its sections. */
function pageChange(before: Loose | undefined, after: Loose | undefined, languages: string[]): PageChange | undefined {
  const page = (after ?? before)!;
  const fields = fieldsOf(before, after, languages, pageKeys);
  const sections = sectionChanges(listOf(before?.sections), listOf(after?.sections), languages);
  const kind = !before ? 'added' : !after ? 'removed' : 'changed';
  if (kind === 'changed' && isEmpty(fields) && sections.length === 0) return undefined;
  return { path: textOf(page.path) ?? '', title: textOf(page.title) ?? '', kind, fields, sections };
}

/** The languages compared: after's default (else before's), then every other locale of either version. */
function languagesOf(before: Loose, after: Loose): string[] {
  const [settingsA, settingsB] = [objectOf(before.settings), objectOf(after.settings)];
  const codesOf = (settings: Loose) => listOf(settings.locales).map((locale) => objectOf(locale).code).filter((code): code is string => typeof code === 'string');
  // 'en' only for a site without any language, which validation refuses
  const defaultLanguage = [settingsB.language, settingsA.language, ...codesOf(settingsB), ...codesOf(settingsA)].find((code) => typeof code === 'string') ?? 'en';
  return [...new Set([defaultLanguage as string, ...codesOf(settingsB), ...codesOf(settingsA)])];
}

/**
 * What changed between two versions of site.json, in every language of the site, for a reviewer: pages by path
 * (only those that differ), their fields and sections, and the shared areas. Pages and areas whose JSON is the same
 * are skipped unread, so a few edits in a large site cost little more than serializing it.
 */
export function siteChanges(before: unknown, after: unknown): SiteChanges {
  const [siteA, siteB] = [objectOf(before), objectOf(after)];
  const languages = languagesOf(siteA, siteB);
  const [pagesA, pagesB] = [listOf(siteA.pages).filter(isObject), listOf(siteB.pages).filter(isObject)];
  const indexOf = new Map<unknown, number>();
  pagesA.forEach((page, i) => indexOf.has(page.path) || indexOf.set(page.path, i));
  const matched = new Set<number>();
  const pages: PageChange[] = [];
  for (const page of pagesB) {
    const i = indexOf.get(page.path);
    const old = i === undefined || matched.has(i) ? undefined : pagesA[i];
    if (i !== undefined && old) matched.add(i);
    if (old && JSON.stringify(old) === JSON.stringify(page)) continue;
    const change = pageChange(old, page, languages);
    if (change) pages.push(change);
  }
  pagesA.forEach((page, i) => matched.has(i) || pages.push(pageChange(page, undefined, languages)!));
  const shared: AreaChange[] = [];
  for (const area of new Set([...Object.keys(siteB), ...Object.keys(siteA)])) {
    if (notAreas.has(area) || JSON.stringify(siteA[area]) === JSON.stringify(siteB[area])) continue;
    const fields = fieldsOf(siteA[area], siteB[area], languages);
    if (!isEmpty(fields)) shared.push({ area, fields });
  }
  return { languages, pages, shared };
}
