import { localePath } from '../../../shared/localize.ts';
import type { ContactFormLanguage, ContactFormPaths } from '../../../model/site-manifest.ts';

/** The language a request is answered and stored in. */
export interface RequestLanguage extends ContactFormLanguage {
  /** a page path of the site in this language (/thank-you → /hi/thank-you) */
  path: (pagePath: string) => string;
}

/** The language of a request, and why its `locale` is refused when it is not one of the site's. */
export interface LanguageChoice {
  language: RequestLanguage;
  /** the message for `locale` when the site has no such language */
  refused?: string;
}

/**
 * The language a request names in `locale`, one of the live site's; the default one when it names none, or one the
 * site does not publish (then refused, in the default language). A release made before languages lists none: the
 * code is taken as sent, and the answer is the schema's English.
 */
export function requestLanguage(form: Pick<ContactFormPaths, 'languages'>, locale: unknown): LanguageChoice {
  const languages = form.languages;
  if (!languages?.length) {
    const code = typeof locale === 'string' ? locale : '';
    return { language: { code, words: {}, labels: {}, path: (pagePath) => pagePath } };
  }
  const fallback = languages[0]!;
  const chosen = locale === undefined ? fallback : languages.find((language) => language.code === locale);
  const language = chosen ?? fallback;
  const path = (pagePath: string) => localePath(pagePath, language.code, fallback.code);
  const refused = chosen ? undefined : `Language must be one of the site's languages: ${languages.map(({ code }) => code).join(', ')}.`;
  return { language: { ...language, path }, ...(refused && { refused }) };
}
