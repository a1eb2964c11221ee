import { readFileSync } from 'node:fs';
import type { Page } from '../../../generated/site.ts';
import type { PageData } from '../../../content/site-types.ts';
import { pageSharedUses, plainPage } from '../../../model/page-summary.ts';
import { namingIds } from '../../../model/shared-sections.ts';
import { pageFiles, variantDir } from '../releases/release-files.ts';
import { shortHash } from '../../../model/short-hash.ts';
import { untranslatedOfPages } from '../../../model/validation-basis.ts';
import type { ReleasePage } from '../releases/release-manifest.ts';
import { languagePages, languageRoutes, languageSites, type LanguagePage, type LanguageSite, type PageRoute } from './language-sites.ts';
import { pagesToWorkOut, type LiveRelease } from './live-basis.ts';
import type { MainPart, Renderer } from './renderer.ts';
import type { ValidContent } from './validate-content.ts';

/** A page of the release: one of a language's pages, or one carried as the live release has it (no language). */
export type PlannedPage = LanguagePage | (PageRoute & { page: Page; language?: undefined });

/** What a publish does with its pages, against the live release it builds on. */
export interface PagePlan {
  /** the site in each of its languages, the default first; of the pages to work out only, when not every page is */
  languages: LanguageSite[];
  /** every page of every language, in languagePages' order */
  pages: PlannedPage[];
  /** every page of site.json is localized and compared (else the others are carried as they were) */
  everyPage: boolean;
  /** the pages of site.json localized and compared */
  workedOut: number;
  /** the live release it builds on */
  previous: LiveRelease | undefined;
  /** the code build's renderer, which tells a page's main key and joins a kept main part */
  renderer: Renderer;
}

type PageFiles = ReturnType<typeof pageFiles>;

/** Where a page's files go: its route (null: its language's not-found page) and its language's code in their names. */
interface PagePlace {
  route: string | null;
  other: string | undefined;
  locale: string;
  /** variant B of a page under test (its files under the release's variantDir) */
  b?: boolean;
}

/** A page rendered: its inputs and data, and the main part the live release kept of the same main content (joined). */
export interface PageRender extends PagePlace {
  page: Page | null;
  language: LanguageSite;
  inputs: string;
  /** its whole data, without the font */
  data: PageData;
  url: string;
  main: string;
  kept: MainPart | undefined;
  /** its files in the live release */
  from: PageFiles | undefined;
}

/** A page whose files are linked from the live release's, with their entry in its manifest. */
export interface PageCarried extends PagePlace {
  carry: ReleasePage;
  from: PageFiles;
}

/**
 * The pages of a publish: when only some pages of site.json differ from the live release's text (and nothing else
 * does), only they are localized and compared (pagesToWorkOut), the others carried as they were. What becomes of
 * each page compared is choosePage's.
 */
export function planPages(content: ValidContent, previous: LiveRelease | undefined, renderer: Renderer): PagePlan {
  const { site, untranslated } = content;
  const { build } = renderer;
  // each language's site: its texts, and its pages and links under its prefix (the default's as written)
  const routes = languageRoutes(site);
  // the pages that use a changed shared section, told from their summaries: the others stay unread
  const shared = { usesOf: (index: number) => pageSharedUses(site.pages[index] as unknown as Record<string, unknown>), naming: (ids: Iterable<string>) => namingIds(site, ids) };
  const workOut = pagesToWorkOut(content.basis, previous, routes, build.id, shared);
  // only the pages to work out are localized: a site of those pages, their untranslated texts placed in it
  const chosen = workOut && [...workOut].sort((a, b) => a - b);
  const workedOut = chosen ? { ...site, pages: chosen.map((index) => site.pages[index]!) } : site;
  const languages = languageSites(workedOut, renderer.referenceKeys, renderer.routeKeys, build.id, chosen ? untranslatedOfPages(untranslated ?? [], chosen) : untranslated);
  const positions = new Map(chosen?.map((index, position) => [index, position]));
  const pages: PlannedPage[] = chosen
    ? routes.map((at) => {
        const language = languages.find(({ locale }) => locale === at.locale)!;
        const position = positions.get(at.index);
        if (position === undefined) return { ...at, page: site.pages[at.index]! };
        const page = language.site.pages[position]!;
        return { route: at.route, page, language, variant: language.variants.get(page) };
      })
    : languagePages(languages);
  return { languages, pages, everyPage: !chosen, workedOut: workedOut.pages.length, previous, renderer };
}

/** A language's code where its files' names carry it (not the default's: _404.hi.html, _404.html). */
export const otherOf = (plan: PagePlan, locale: string) => (locale === plan.languages[0]!.locale ? undefined : locale);

/**
 * What becomes of a page (route null: its language's not-found page): its inputs (its data and the code build)
 * equal the live release's: its files are carried over; else it is rendered, joined to a new header and footer when
 * the live release kept the main part of the same main content.
 */
export function choosePage(plan: PagePlan, item: PlannedPage | { route: null; page: null; language: LanguageSite }, b = false): PageCarried | PageRender {
  const { previous, renderer } = plan;
  if (b) return chooseVariant(plan, item as LanguagePage);
  if (!item.language) {
    // as in the live release, whose text had this page as it is (pagesToWorkOut)
    const { route, locale } = item;
    const other = otherOf(plan, locale);
    return { route, other, locale, carry: previous!.manifest.routes[route]!, from: pageFiles(previous!.dir, route, other) };
  }
  const { route, page, language } = item;
  const { locale } = language;
  const inputs = language.data.inputsOf(page);
  const other = otherOf(plan, locale);
  const before = route === null ? (other ? previous?.manifest.notFounds?.[other] : previous?.manifest.notFound) : previous?.manifest.routes[route];
  const from = previous && pageFiles(previous.dir, route, other);
  if (from && before?.inputs === inputs) return { route, other, locale, carry: before, from };
  // a page read lazily (edited-site.ts) is rendered as the page it is: a helper thread cannot take a Proxy
  const data = language.data.dataOf(page && plainPage(page));
  const url = route ?? (other ? `/${other}/_not-found` : '/_not-found');
  // of the data without its font: the main part has no head
  const main = shortHash(renderer.build.id, renderer.mainKeyOf(data, url));
  // the same main content under a changed menu or footer: only they are rendered, once for all such pages
  const kept = from && before?.main === main ? readMainPart(from.main) : undefined;
  return { route, other, locale, page, language, inputs, data, url, main, kept, from };
}

/** A main part the live release kept, or undefined when it is missing or unreadable (the page is rendered whole). */
function readMainPart(file: string): MainPart | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as MainPart;
  } catch {
    return undefined;
  }
}

/**
 * Variant B of a page under test, as choosePage decides for a page: carried from the live release's B when its
 * inputs are the same, else rendered (its main part kept beside B's files, never A's).
 */
function chooseVariant(plan: PagePlan, item: LanguagePage): PageCarried | PageRender {
  const { previous, renderer } = plan;
  const { route, language, variant } = item;
  const page = variant!.page;
  const { locale } = language;
  const inputs = language.data.inputsOf(page);
  const other = otherOf(plan, locale);
  const before = previous?.manifest.routes[route]?.test?.b;
  const from = previous && pageFiles(variantDir(previous.dir), route, other);
  if (from && before?.inputs === inputs) return { route, other, locale, b: true, carry: before, from };
  const data = language.data.dataOf(plainPage(page));
  const main = shortHash(renderer.build.id, renderer.mainKeyOf(data, route));
  const kept = from && before?.main === main ? readMainPart(from.main) : undefined;
  return { route, other, locale, b: true, page, language, inputs, data, url: route, main, kept, from };
}
