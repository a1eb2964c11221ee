import type { Site } from '../../../generated/site.ts';
import type { PageData, ShownPage, ShownSite } from '../../../content/site-types.ts';
import { pageDataSource } from '../../../model/page-data.ts';
import type { Collection } from '../../../model/references.ts';
import { fallbackSectionsOf, languagesOf, localePath, siteInLocale } from '../../../shared/localize.ts';
import type { Untranslated } from '../../../model/keywords.ts';
import { pagePath } from '../../../shared/page-path.ts';
import { inlineShared, untranslatedOnPages } from '../../../model/shared-sections.ts';

/** A site as one of its languages shows it, and the data of its pages. */
export interface LanguageSite {
  locale: string;
  site: ShownSite;
  data: ReturnType<typeof pageDataSource>;
}

/**
 * The site in each of its languages, the default first: its texts, and its pages' paths and internal routes under
 * the language's prefix (siteInLocale), each with the source of its pages' data. A section with a text of
 * `untranslated` (validation's, for a language that falls back) is shown in the default language.
 */
export function languageSites(site: Site, referenceKeys: Map<string, Collection>, routeKeys: readonly string[], build = '', untranslated: readonly Untranslated[] = []): LanguageSite[] {
  // the shared sections' uses shown as the blocks they name, before localizing: a page's data and HTML are those of the blocks written on it
  const shown = inlineShared(site);
  const texts = untranslatedOnPages(site, untranslated);
  return languagesOf(site.settings).codes.map((locale) => {
    const own = siteInLocale(shown, locale, routeKeys, fallbackSectionsOf(texts, locale));
    return { locale, site: own, data: pageDataSource(own, build, referenceKeys) };
  });
}

/** A page of one language, by its route: a page's route is its path, the Hindi home `/hi/` is `/hi`. */
export interface LanguagePage {
  route: string;
  page: ShownPage;
  language: LanguageSite;
}

// a template page is kept in site.json for new pages to start from: never rendered, never served
const published = <T extends { template?: boolean }>(page: T) => page.template !== true;

/** Every published page of every language, the default language's first, each in its site's order: what a publish renders. */
export function languagePages(languages: readonly LanguageSite[]): LanguagePage[] {
  return languages.flatMap((language) => language.site.pages.filter(published).map((page) => ({ route: pagePath(page.path), page, language })));
}

/** languagePages by route, for a caller that looks pages up (the editor's changed pages and previews). */
export function pagesByRoute(
  site: Site,
  referenceKeys: Map<string, Collection>,
  routeKeys: readonly string[],
  build = '',
  untranslated: readonly Untranslated[] = [],
): Map<string, LanguagePage & { inputs: () => string; dataOf: () => PageData }> {
  return new Map(
    languagePages(languageSites(site, referenceKeys, routeKeys, build, untranslated)).map((entry) => [
      entry.route,
      { ...entry, dataOf: () => entry.language.data.dataOf(entry.page), inputs: () => entry.language.data.inputsOf(entry.page) },
    ]),
  );
}

/** Where a page of site.json is published in each language: its index, and the route languagePages gives it. */
export interface PageRoute {
  locale: string;
  index: number;
  route: string;
}

/** The route of each published page of `site` in each of its languages, in languagePages' order, without localizing the site. */
export function languageRoutes(site: Site): PageRoute[] {
  const defaultLocale = site.settings.language;
  return languagesOf(site.settings).codes.flatMap((locale) =>
    site.pages.flatMap((page, index) => (published(page) ? [{ locale, index, route: pagePath(localePath(page.path, locale, defaultLocale)) }] : [])),
  );
}
