import type { Site } from '@/generated/site';
import { childPointer, type JsonPath } from '@/shared/json-pointer';
import { fieldSteps, formOf, pathOf } from '../state/describe-place';
import { sharedKeys, type EditorSchemas, type SharedKey } from '../api/editor-types';
import { fieldId } from '../forms/schema-form';
import { onFirstUse } from '../state/shared-places';
import type { Selection } from '../state/editor-reducer';

/** Where a field is in the editor: what to select, the language to edit it in, and the ids of its control. */
export interface FieldPlace {
  selection: Partial<Selection>;
  /** the language whose form shows the field; null: any (an image, a link's target, a number are the same in each) */
  language: string | null;
  /** the ids to focus, the field's own first, then those of the fields around it (a list the item is missing from) */
  ids: string[];
}

const toPointer = (path: JsonPath) => path.reduce<string>((pointer, step) => childPointer(pointer, step), '');

/**
 * The place of the field at `pointer` in the editor's forms: a section's (selected with its page), a page's own, or a
 * part of the shared content's; null outside them (the whole site). `untranslated`: the problem is that text's missing
 * translation into that language, which its form in that language edits.
 */
export function fieldPlace(site: Site, at: string, defaultLanguage: string, schemas: EditorSchemas | null, untranslated?: string): FieldPlace | null {
  // a shared section's field is edited in the form of a section using it
  const pointer = onFirstUse(site, at);
  if (pointer === null) return null;
  const path = pathOf(pointer);
  const [top, page, part, section] = path;
  let selection: Partial<Selection>;
  let prefix: string;
  if (top === 'pages' && typeof page === 'number') {
    const inSection = part === 'sections' && typeof section === 'number';
    selection = { page, section: inSection ? section : null, shared: null };
    prefix = inSection ? 'section' : 'page';
  } else if (sharedKeys.includes(top as SharedKey)) {
    selection = { shared: top as SharedKey };
    prefix = 'shared';
  } else return null;

  const { schema, value, rest } = formOf(site, path, schemas);
  const steps = fieldSteps(rest, schema, value);
  // a translation's control is its text's own, in the form of its language
  const translation = rest.indexOf('translations');
  const language = untranslated ?? steps.find((step) => step.language)?.language ?? (steps.at(-1)?.translatable ? defaultLanguage : null);
  const control = translation >= 0 && rest.length > translation + 2 ? [...rest.slice(0, translation), ...rest.slice(translation + 2)] : rest;
  const ids: string[] = [];
  for (let length = control.length; length > 0; length -= 1) ids.push(fieldId(prefix, toPointer(control.slice(0, length))));
  return { selection, language, ids };
}
