import { plainPage } from '../../../model/page-summary.ts';
import type { ReleasePage } from '../releases/release-manifest.ts';
import { languagePages } from './language-sites.ts';
import { otherOf, type PagePlan } from './page-plan.ts';
import { releaseFont } from './release-font.ts';

/** The Devanagari font of the release being made: each page written records its share of it (release-font.ts). */
export type FontSubset = NonNullable<Awaited<ReturnType<typeof releaseFont>>>;

/** A page's name in the font's record: its route, or its language's not-found page (_404, _404.hi). */
export const fontKey = (route: string | null, other: string | undefined) => route ?? `_404${other ? `.${other}` : ''}`;

/** Variant B's name in the font's record (a page's route starts with '/'). */
export const variantFontKey = (route: string) => `b:${route}`;

/**
 * The font the release's Devanagari pages name, opened before they are written (none when the code build has no
 * Devanagari font). When every page is worked out, each Devanagari page's share is taken first, so that the pages
 * are rendered naming the subset they end up with.
 */
export async function openFontSubset(plan: PagePlan): Promise<FontSubset | undefined> {
  const { renderer, previous } = plan;
  const font = await releaseFont({ fontUrl: renderer.devanagariFont, clientDir: renderer.build.clientDir, build: renderer.build.id, previous: previous && { dir: previous.dir, build: previous.manifest.build } });
  if (font && plan.everyPage) {
    const shown = plan.languages.filter(({ locale }) => font.covers(locale));
    await font.prepare([
      ...languagePages(shown).map(({ route, page, language }) => ({ key: route, language: language.locale, data: () => language.data.dataOf(plainPage(page)) })),
      ...languagePages(shown).flatMap(({ route, variant, language }) => (variant ? [{ key: variantFontKey(route), language: language.locale, data: () => language.data.dataOf(plainPage(variant.page)) }] : [])),
      ...shown.map((language) => ({ key: fontKey(null, otherOf(plan, language.locale)), language: language.locale, data: () => language.data.dataOf(null) })),
    ]);
  }
  return font;
}

/**
 * Makes the subset the Devanagari pages name, into the release folder `dir`; when it is not the one they were
 * rendered with, their files name it anew and their entries take the new ETags. Gives the files it wrote.
 */
export async function makeFontSubset(font: FontSubset | undefined, pages: { routes: Record<string, ReleasePage>; notFound: ReleasePage; notFounds: Record<string, ReleasePage> }, dir: string): Promise<string[]> {
  const fonts = await font?.finish(dir);
  for (const [key, etags] of fonts?.etags ?? []) {
    if (key === '_404') pages.notFound = { ...pages.notFound, ...etags };
    else if (key.startsWith('_404.')) pages.notFounds[key.slice(5)] = { ...pages.notFounds[key.slice(5)]!, ...etags };
    else if (key.startsWith('b:')) {
      const page = pages.routes[key.slice(2)]!;
      pages.routes[key.slice(2)] = { ...page, test: { ...page.test!, b: { ...page.test!.b, ...etags } } };
    }
    else pages.routes[key] = { ...pages.routes[key]!, ...etags };
  }
  return fonts?.written ?? [];
}
