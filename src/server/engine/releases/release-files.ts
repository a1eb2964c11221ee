import path from 'node:path';
import { pageDataUrl } from '../../../shared/page-data-url.ts';
import { notFoundName } from '../../../shared/server-paths.ts';

// A release folder mirrors the site's URLs, so it is also a static site (with the code build's client/ beside it,
// and a server that tries `$uri.html`): /about-us is about-us.html, its data /_data/about-us.json. One file per
// page rather than a folder with an index.html each: creating a folder costs ~0.35 ms here, a thousand of them a
// third of a second of each publish. Page paths are lowercase words and hyphens, never `/index`
// (schema/site.schema.json), so `index.*` and the underscored names never collide with a page's file.

/** A page's file name without its extension: /about-us → /about-us; / → /index */
const nameOf = (route: string) => (route === '/' ? '/index' : route);

// `name` starts with '/'; release folders are made with path.join, so plain joining gives what path.join would (and
// costs a tenth: a publish names 6,000 files at 1,000 pages a language)
const under = (dir: string, name: string) => (dir.endsWith('/') ? dir + name.slice(1) : dir + name);

/** /about-us → about-us.html; / → index.html */
export function pageFile(releaseDir: string, route: string): string {
  return under(releaseDir, `${nameOf(route)}.html`);
}

/** The not-found page of the default language (_404.html), or of another one (_404.hi.html). */
export function notFoundFile(releaseDir: string, locale?: string): string {
  return path.join(releaseDir, `${notFoundName}${locale ? `.${locale}` : ''}.html`);
}

/** /about-us → _data/about-us.json, at the URL the client fetches */
export function dataFile(releaseDir: string, route: string): string {
  return under(releaseDir, pageDataUrl(route));
}

export function notFoundDataFile(releaseDir: string, locale?: string): string {
  return path.join(releaseDir, '_data', `${notFoundName}${locale ? `.${locale}` : ''}.json`);
}

/**
 * A page's main content without its header and footer, as the next publish joins it to a changed menu: in a
 * folder no URL maps to (.main/about-us.json; / is index, the not-found page _404).
 */
export function mainPartFile(releaseDir: string, route: string | null, locale?: string): string {
  return under(releaseDir, `/.main${route === null ? `/${notFoundName}${locale ? `.${locale}` : ''}` : nameOf(route)}.json`);
}

/**
 * A page's HTML and data files and its main part; for null, the not-found page's, of the default language or of
 * another `locale`'s (pages of every language are routes: /hi/about-us).
 */
export function pageFiles(releaseDir: string, route: string | null, locale?: string): { html: string; data: string; main: string } {
  const main = mainPartFile(releaseDir, route, locale);
  return route === null
    ? { html: notFoundFile(releaseDir, locale), data: notFoundDataFile(releaseDir, locale), main }
    : { html: pageFile(releaseDir, route), data: dataFile(releaseDir, route), main };
}

/** The font subset's record: its URL and what each page needs of the font, so the next publish reshapes only what changed. */
export const fontRecordName = 'fonts.json';

/**
 * Where variant B of the pages under test is written: a release of its own inside the release, in a folder no URL
 * of the site maps to (.variants/b/about-us.html): a static host serves A; the server chooses per visitor.
 */
export const variantDir = (releaseDir: string): string => under(releaseDir, '/.variants/b');
