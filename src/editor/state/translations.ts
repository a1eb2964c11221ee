import { isObject } from '@/shared/is-object';

/** The language a form edits the texts of, when it is not the site's default one (names in the editor's words). */
export interface FormLanguage {
  code: string;
  name: string;
  defaultCode: string;
  defaultName: string;
}

/** Whether a translation holds nothing: an empty text, or a list of empty texts. */
const isEmpty = (text: unknown) => text === undefined || text === '' || (Array.isArray(text) && text.every((item) => item === ''));

/** An object's translation of `field` into `code`, as its `translations` hold it. */
export const translationOf = (translations: unknown, code: string, field: string): unknown => {
  const own = isObject(translations) ? translations[code] : undefined;
  return isObject(own) ? own[field] : undefined;
};

/**
 * An object's `translations` with `field`'s translation into `code` set to `text`; an emptied translation is removed,
 * and so are the language and the whole property once nothing is left in them (undefined then).
 */
export function withTranslation(translations: unknown, code: string, field: string, text: unknown): Record<string, unknown> | undefined {
  const all = isObject(translations) ? translations : {};
  const own = isObject(all[code]) ? all[code] : {};
  const { [field]: _dropped, ...rest } = own;
  const ownNext = isEmpty(text) ? rest : { ...own, [field]: text };
  const { [code]: _old, ...others } = all;
  const next = Object.keys(ownNext).length > 0 ? { ...all, [code]: ownNext } : others;
  return Object.keys(next).length > 0 ? next : undefined;
}
