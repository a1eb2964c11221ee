import type { Site } from '../../../generated/site.ts';
import type { PageData, ShownPage, ShownSite } from '../../../content/site-types.ts';
import { pageDataSource } from '../../../model/page-data.ts';
import type { Collection } from '../../../model/references.ts';
import { fallbackSectionsOf, languagesOf, localePath, siteInLocale } from '../../../shared/localize.ts';
import type { Untranslated } from '../../../model/keywords.ts';
import { pagePath } from '../../../shared/page-path.ts';
import { inlineShared, untranslatedOnPages } from '../../../model/shared-sections.ts';
import { pageAs, pageTest, shareOf } from '../../../model/section-tests.ts';

/** Variant B of a page under test: the test's id and share, and the page as B's visitors see it. */
export interface PageVariant {
  id: string;
  share: number;
  startedAt?: string;
  page: ShownPage;
}

/** A site as one of its languages shows it, and the data of its pages. */
export interface LanguageSite {
  locale: string;
  site: ShownSite;
  data: ReturnType<typeof pageDataSource>;
  /** B of each page under test, by its page (A, in `site.pages`): rendered with the same data source */
  variants: Map<ShownPage, PageVariant>;
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
    const { site: plain, variants } = splitVariants(own);
    return { locale, site: plain, data: pageDataSource(plain, build, referenceKeys), variants };
  });
}

/**
 * A language's site with each page under test as A shows it (no test in its data), and B of those pages. A tested
 * section falls back to the default language as a whole, A and B together, when either has an untranslated text.
 */
function splitVariants(site: ShownSite): { site: ShownSite; variants: Map<ShownPage, PageVariant> } {
  const variants = new Map<ShownPage, PageVariant>();
  if (!site.pages.some((page) => pageTest(page))) return { site, variants };
  const pages = site.pages.map((page) => {
    const found = pageTest(page);
    if (!found) return page;
    const a = pageAs(page, 'a');
    const b = pageAs(page, 'b');
    const lang = (page.sections[found.section] as { lang?: string }).lang;
    // a section shown in the default language is marked so in B too
    if (lang) b.sections[found.section] = { ...b.sections[found.section]!, lang } as unknown as ShownPage['sections'][number];
    variants.set(a, { id: found.test.id, share: shareOf(found.test), ...(found.test.startedAt && { startedAt: found.test.startedAt }), page: b });
    return a;
  });
  return { site: { ...site, pages }, variants };
}

/** A page of one language, by its route: a page's route is its path, the Hindi home `/hi/` is `/hi`. */
export interface LanguagePage {
  route: string;
  page: ShownPage;
  language: LanguageSite;
  /** B, when the page is under test */
  variant?: PageVariant;
}

// a template page is kept in site.json for new pages to start from: never rendered, never served
const published = <T extends { template?: boolean }>(page: T) => page.template !== true;

/** Every published page of every language, the default language's first, each in its site's order: what a publish renders. */
export function languagePages(languages: readonly LanguageSite[]): LanguagePage[] {
  return languages.flatMap((language) => language.site.pages.filter(published).map((page) => ({ route: pagePath(page.path), page, language, variant: language.variants.get(page) })));
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
