import type { Page, Site } from '../../generated/site.ts';
import type { PageData } from '../../content/site-types.ts';
import { pageDataSource } from '../content/page-data.ts';
import type { Collection } from '../content/references.ts';
import { localesOf, siteInLocale } from '../../shared/localize.ts';
import { pagePath } from '../../shared/page-path.ts';

interface LanguagePage {
  page: Page;
  data: () => PageData;
  json: () => string;
}

/**
 * Every page of a site in every language, by route (/about-us, /hi/about-us; the Hindi home /hi), each with its
 * data's JSON on demand: what a publish renders.
 */
export function pagesInEveryLanguage(site: Site, referenceKeys: Map<string, Collection>, routeKeys: readonly string[], build = ''): Map<string, LanguagePage> {
  const pages = new Map<string, LanguagePage>();
  for (const locale of localesOf(site)) {
    const own = siteInLocale(site, locale, routeKeys);
    const source = pageDataSource(own, build, referenceKeys);
    for (const page of own.pages) pages.set(pagePath(page.path), { page, data: () => source.dataOf(page), json: () => JSON.stringify(source.dataOf(page)) });
  }
  return pages;
}

/**
 * The pages whose data differ between two versions of a site (the history's "pages changed"), in every language:
 * new and changed pages in the new site's order, then removed ones. A change to the header changes every page of
 * its language; a Hindi text changes only Hindi pages.
 */
export function changedPages(before: Site | null, after: Site, referenceKeys: Map<string, Collection>, routeKeys: readonly string[]): string[] {
  const next = pagesInEveryLanguage(after, referenceKeys, routeKeys);
  if (!before) return [...next.keys()];
  const old = pagesInEveryLanguage(before, referenceKeys, routeKeys);
  const changed = [...next].filter(([route, page]) => old.get(route)?.json() !== page.json()).map(([route]) => route);
  return [...changed, ...[...old.keys()].filter((route) => !next.has(route))];
}
