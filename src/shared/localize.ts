type Loose = Record<string, unknown>;

const isTranslated = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0);

/** Internal routes to rewrite while copying: the fields named `keys` (routeKeysOf), each through `route`. */
interface Routing {
  keys: ReadonlySet<string>;
  route: (path: string) => string;
}

function localized(value: unknown, locale: string | null, routing?: Routing): unknown {
  if (Array.isArray(value)) return value.map((item) => localized(item, locale, routing));
  if (!value || typeof value !== 'object') return value;
  const { translations, ...rest } = value as Loose;
  const copy: Loose = {};
  for (const [key, item] of Object.entries(rest)) copy[key] = routing?.keys.has(key) && typeof item === 'string' ? routing.route(item) : localized(item, locale, routing);
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
export function localizeSite<T>(site: T & { settings: { language: string; locales?: { code: string }[] } }, locale: string, fallback?: ReadonlySet<string>): T {
  return textsIn(site, locale, fallback);
}

/** localizeSite, with the routes of `routing` rewritten in the same copy. */
function textsIn<T>(site: T & { settings: { language: string; locales?: { code: string }[] } }, locale: string, fallback?: ReadonlySet<string>, routing?: Routing): T {
  // a site in one language has no translations (validation refuses them): nothing to copy on each publish
  if (languagesOf(site.settings).codes.length < 2) return site;
  if (locale === site.settings.language) return localized(site, null, routing) as T;
  const texts = localized(site, locale, routing) as T & { pages?: { sections?: unknown[] }[] };
  if (!fallback?.size || !texts.pages) return texts;
  const own = (site as unknown as { pages: { sections: unknown[] }[] }).pages;
  // a section with a missing translation is shown whole in the default language, marked so: never half and half
  const pages = texts.pages.map((page, p) => ({
    ...page,
    sections: page.sections?.map((section, s) => (fallback.has(`${p}/${s}`) ? { ...(localized(own[p]!.sections[s], null, routing) as object), lang: site.settings.language } : section)),
  }));
  return { ...texts, pages };
}

/** The sections (`page/section` indexes) holding a text untranslated into `locale`: validation's pointers to them. */
export function fallbackSectionsOf(untranslated: readonly { pointer: string; locale: string }[], locale: string): Set<string> {
  const sections = new Set<string>();
  for (const text of untranslated) {
    const match = /^\/pages\/(\d+)\/sections\/(\d+)(\/|$)/.exec(text.pointer);
    if (match && text.locale === locale) sections.add(`${match[1]}/${match[2]}`);
  }
  return sections;
}

/** The site in its default language alone: its texts as written, no `translations`, no other `locales`. */
export function defaultLanguageOnly<T extends { settings: { language: string; locales?: unknown } }>(site: T): T {
  const { locales: _others, ...settings } = site.settings;
  return { ...(localized(site, null) as T), settings: localized(settings, null) as T['settings'] };
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

/**
 * The site as `locale`'s pages show it: its texts in that language (localizeSite), every page's path and every
 * internal route (the fields `routeKeys` names: routeKeysOf) under the language's prefix, so links stay within it,
 * and `settings.language` that language (the page's `<html lang>`). The default language's site is localizeSite's.
 */
export function siteInLocale<T extends { settings: { language: string; locales?: { code: string }[] }; pages: { path: string }[] }>(
  site: T,
  locale: string,
  routeKeys: readonly string[],
  fallback?: ReadonlySet<string>,
): T {
  const defaultLocale = site.settings.language;
  if (locale === defaultLocale) return localizeSite(site, locale, fallback);
  // texts and routes in one copy of the site
  const routed = textsIn(site, locale, fallback, { keys: new Set(routeKeys), route: (path) => localePath(path, locale, defaultLocale) });
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

/** The script a language is written in (hi → Deva), or undefined for a tag Intl does not know. */
export function scriptOf(language: string): string | undefined {
  try {
    return new Intl.Locale(language).maximize().script;
  } catch {
    return undefined;
  }
}
