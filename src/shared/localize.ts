/** A site's languages: the default one (settings.language) first, then the others of settings.locales. */
export function localesOf(site: { settings: { language: string; locales?: { code: string }[] } }): string[] {
  const { language, locales = [] } = site.settings;
  return [language, ...locales.map(({ code }) => code).filter((code) => code !== language)];
}

type Loose = Record<string, unknown>;

const isTranslated = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0);

function localized(value: unknown, locale: string | null): unknown {
  if (Array.isArray(value)) return value.map((item) => localized(item, locale));
  if (!value || typeof value !== 'object') return value;
  const { translations, ...rest } = value as Loose;
  const copy: Loose = {};
  for (const [key, item] of Object.entries(rest)) copy[key] = localized(item, locale);
  const own = locale === null ? undefined : (translations as Record<string, Loose | undefined> | undefined)?.[locale];
  // a missing translation leaves the default language's text (validation says whether that may be published)
  if (own) for (const [field, text] of Object.entries(own)) if (isTranslated(text) && field in rest) copy[field] = text;
  return copy;
}

/**
 * The site's content in `locale`: every text replaced by its translation (written beside it, in `translations`),
 * with no `translations` left, so a page's data carries one language. The default language gives the texts as
 * written. The rest (paths, ids, images, numbers) is the same in every language.
 */
export function localizeSite<T>(site: T & { settings: { language: string } }, locale: string): T {
  return localized(site, locale === site.settings.language ? null : locale) as T;
}
