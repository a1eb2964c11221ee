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
export function localizeSite<T>(site: T & { settings: { language: string; locales?: { code: string }[] } }, locale: string): T {
  // a site in one language has no translations (validation refuses them): nothing to copy on each publish
  if (languagesOf(site.settings).codes.length < 2) return site;
  return localized(site, locale === site.settings.language ? null : locale) as T;
}

/** Where a path of the site is in `locale`: as written in the default language; under /CODE otherwise (/ → /hi/). */
export function localePath(path: string, locale: string, defaultLocale: string): string {
  if (locale === defaultLocale || !path.startsWith('/')) return path;
  const hash = path.indexOf('#');
  const [page, anchor] = hash < 0 ? [path, ''] : [path.slice(0, hash), path.slice(hash)];
  return `/${locale}${page === '/' ? '/' : page}${anchor}`;
}

/** The default language's path of a page path of `locale` (/hi/about-us → /about-us; /hi and /hi/ → /): localePath's inverse. */
export function defaultLocalePath(path: string, locale: string, defaultLocale: string): string {
  if (locale === defaultLocale) return path;
  const rest = path.slice(locale.length + 1);
  return rest === '' || rest === '/' ? '/' : rest;
}

/** The language of a URL path: the locale whose prefix it starts with (/hi, /hi/…), else the default. */
export function localeOfPath(path: string, locales: readonly string[]): string {
  return locales.slice(1).find((code) => path === `/${code}` || path.startsWith(`/${code}/`)) ?? locales[0]!;
}

function withRoutes(value: unknown, keys: ReadonlySet<string>, route: (path: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => withRoutes(item, keys, route));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, keys.has(key) && typeof item === 'string' ? route(item) : withRoutes(item, keys, route)]));
}

/**
 * The site as `locale`'s pages show it: its texts in that language (localizeSite), every page's path and every
 * internal route (the fields `routeKeys` names: routeKeysOf) under the language's prefix, so links stay within it,
 * and `settings.language` that language (the page's `<html lang>`). The default language's site is localizeSite's.
 */
export function siteInLocale<T extends { settings: { language: string; locales?: { code: string }[] }; pages: { path: string }[] }>(site: T, locale: string, routeKeys: readonly string[]): T {
  const defaultLocale = site.settings.language;
  const texts = localizeSite(site, locale);
  if (locale === defaultLocale) return texts;
  const routed = withRoutes(texts, new Set(routeKeys), (path) => localePath(path, locale, defaultLocale)) as T;
  return {
    ...routed,
    settings: { ...routed.settings, language: locale },
    pages: routed.pages.map((page) => ({ ...page, path: localePath(page.path, locale, defaultLocale) })),
  };
}

/** The languages of a site's settings as a page holds them: its own (`language`), the default, and every code. */
export function languagesOf(settings: { language: string; locales?: { code: string }[] }): { current: string; defaultLocale: string; codes: string[] } {
  const codes = settings.locales?.map(({ code }) => code) ?? [settings.language];
  return { current: settings.language, defaultLocale: codes[0] ?? settings.language, codes };
}
