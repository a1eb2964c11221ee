import type { Site } from '@/generated/site';
import { sharedKeys, type EditorSchemas, type SharedKey } from '../api/editor-types';
import { labels } from '../ui/labels';
import { kindOf, matchOption, resolveSchema, unionOptions, type Schema } from './schema-kind';
import { languageName } from '../ui/language-labels';
import { fromPointer, type JsonPath } from '@/shared/json-pointer';
import { isObject } from '@/shared/is-object';
import { pageBlocks } from './page-blocks';

// A marketer's word for the keys whose schema title (or name) says little outside the form.
const keyWords: Record<string, string> = { alt: 'alternative text', cta: 'button', src: 'file' };
// a list item is read with its list's name in the singular: "avatars" → "avatar 1"
const irregular: Record<string, string> = { children: 'child', people: 'person' };

function singular(phrase: string): string {
  const words = phrase.split(' ');
  const last = words.pop() ?? '';
  const one = irregular[last] ?? last.replace(/ies$/, 'y').replace(/(ss|x|ch|sh)es$/, '$1').replace(/([^s])s$/, '$1');
  return [...words, one].join(' ');
}

// "Alternative text" → "alternative text", inside a sentence; an acronym (FAQ, URL) keeps its capitals.
const inSentence = (title: string) => (/^[A-Z]{2}/.test(title) ? title : title.charAt(0).toLowerCase() + title.slice(1));
// "believedBy" → "believed by": a key with no title, as words
const keyAsWords = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** One step of a field's path as the editor names it, and the schema of the value there (when the schemas are known). */
export interface FieldStep {
  word: string;
  schema: Schema | undefined;
  /** the step is a text the forms translate (its object's `x-translatable`) */
  translatable: boolean;
  /** the step is a translation into this language (`translations/hi/heading`): the word then says so */
  language?: string;
}

/** The schema of property `key` of an object schema, in the option of a union the value was written for. */
function propertyOf(schema: Schema, key: string, value: unknown, root: Schema): { schema: Schema | undefined; object: Schema | undefined } {
  const options = kindOf(schema) === 'union' ? unionOptions(schema, root) : [schema];
  const object = options.length > 1 ? options[matchOption(options, value, root)] : options[0];
  const own = (object?.properties as Record<string, Schema> | undefined)?.[key];
  if (own) return { schema: resolveSchema(own, root), object };
  for (const option of options) {
    const found = (option.properties as Record<string, Schema> | undefined)?.[key];
    if (found) return { schema: resolveSchema(found, root), object: option };
  }
  return { schema: undefined, object };
}

/**
 * A field's path inside a form's value (a section, a page's own fields, a part of the shared content) in words: each
 * step by a marketer's word for its key, else its schema's title, else its key; list items numbered from 1 with their
 * list's name (`avatar 1`); a translation (`translations/hi/heading`) as its text, marked with its language.
 */
export function fieldSteps(path: JsonPath, root?: Schema, value?: unknown): FieldStep[] {
  const steps: FieldStep[] = [];
  let schema: Schema | undefined = root && resolveSchema(root, root);
  let current = value;
  for (let index = 0; index < path.length; index += 1) {
    const segment = path[index]!;
    const key = String(segment);
    if (key === 'translations' && path.length > index + 2) {
      // the translation of a text of this object: named as the text, in its language
      const language = String(path[index + 1]);
      const field = String(path[index + 2]);
      const step = objectStep(field, schema, current, root);
      steps.push({ ...step, language, translatable: true });
      schema = step.schema;
      current = isObject(current) ? (current.translations as Record<string, Record<string, unknown>> | undefined)?.[language]?.[field] : undefined;
      index += 2;
      continue;
    }
    if (typeof segment === 'number' || /^\d+$/.test(key)) {
      const previous = steps.pop();
      const items = schema && kindOf(schema) === 'array' ? (schema.items as Schema | undefined) : undefined;
      schema = items && root ? resolveSchema(items, root) : undefined;
      current = Array.isArray(current) ? current[Number(segment)] : undefined;
      const word = `${singular(previous?.word ?? 'item')} ${Number(segment) + 1}`;
      steps.push({ word, schema, translatable: previous?.translatable ?? false, language: previous?.language });
      continue;
    }
    const step = objectStep(key, schema, current, root);
    // a link's target reads "link", unless the step before already is one ("link 1 › target")
    if (key === 'to') step.word = /^link\b/.test(steps.at(-1)?.word ?? '') ? 'target' : 'link';
    steps.push(step);
    schema = step.schema;
    current = isObject(current) ? current[key] : undefined;
  }
  return steps;
}

function objectStep(key: string, schema: Schema | undefined, value: unknown, root: Schema | undefined): FieldStep {
  const found = schema && root ? propertyOf(schema, key, value, root) : { schema: undefined, object: undefined };
  const translatable = Array.isArray(found.object?.['x-translatable']) && (found.object['x-translatable'] as string[]).includes(key);
  const title = found.schema?.title;
  const word = keyWords[key] ?? (typeof title === 'string' ? inSentence(title) : keyAsWords(key));
  return { word, schema: found.schema, translatable };
}

/** The words of a field's path: `avatar 1 › alternative text`, `heading (Hindi)`; a word repeated is said once. */
export function fieldWords(steps: readonly FieldStep[]): string {
  const words: string[] = [];
  for (const step of steps) {
    const word = step.language ? `${step.word} (${languageName(step.language)})` : step.word;
    if (words.at(-1) !== word) words.push(word);
  }
  return words.join(' › ');
}

/** Where a path is in the editor's forms: the schema and value of the form holding it, and the path inside that form. */
export function formOf(site: Site, path: JsonPath, schemas?: EditorSchemas | null): { schema: Schema | undefined; value: unknown; rest: JsonPath } {
  const [top, page, part, section] = path;
  if (top === 'pages' && typeof page === 'number') {
    const found = site.pages[page];
    if (part === 'sections' && typeof section === 'number') {
      const block = pageBlocks(site, found)[section];
      return { schema: block && (schemas?.blocks[block.type]?.schema as Schema | undefined), value: block, rest: path.slice(4) };
    }
    return { schema: schemas?.shared.page as Schema | undefined, value: found, rest: path.slice(2) };
  }
  const shared = sharedKeys.includes(top as SharedKey) ? (top as SharedKey) : undefined;
  return { schema: shared && (schemas?.shared[shared] as Schema | undefined), value: shared && site[shared as keyof Site], rest: path.slice(1) };
}

/**
 * A place in the site in words: `About (/about) › section 2 “Call to action” › button › link` for a section's
 * field, `Navigation › item 1 › link` for shared content. With the forms' schemas, fields are named by their titles
 * where no plainer word is known (`avatar 1 › alternative text`).
 */
export function describePlace(site: Site, path: JsonPath, blockTitle: (type: string) => string, schemas?: EditorSchemas | null): string {
  const [top, page, part, section] = path;
  const { schema, value, rest } = formOf(site, path, schemas);
  const field = fieldWords(fieldSteps(rest, schema, value));
  if (top === 'pages' && typeof page === 'number') {
    const found = site.pages[page];
    const name = found ? `${found.title} (${found.path})` : `page ${page + 1}`;
    if (part !== 'sections' || typeof section !== 'number') return [name, field].filter(Boolean).join(' › ');
    const block = pageBlocks(site, found)[section];
    const sectionName = `section ${section + 1}${block ? ` “${blockTitle(block.type)}”` : ''}`;
    return [name, sectionName, field].filter(Boolean).join(' › ');
  }
  const shared = sharedKeys.includes(top as SharedKey) ? labels.shared[top as SharedKey] : top === undefined ? '' : keyAsWords(String(top));
  return [shared, field].filter(Boolean).join(' › ');
}

/** `/pages/0/sections/2` → ['pages', 0, 'sections', 2]: digits as numbers, ~1 and ~0 decoded. */
export const pathOf = (pointer: string): JsonPath => fromPointer(pointer).map((step) => (/^\d+$/.test(step) ? Number(step) : step));
