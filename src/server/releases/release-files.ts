import path from 'node:path';
import { pageDataUrl } from '../../shared/page-data-url.ts';

// A release folder mirrors the site's URLs, so it is also a static site (with the code build's client/ beside
// it): /about-us is about-us/index.html, its data /_data/about-us/index.json. Page paths are lowercase words
// and hyphens (schema/site.schema.json), so `index.*`, `404.*` and `_data` never collide with one.

/** /about-us → about-us/index.html; / → index.html */
export function pageFile(releaseDir: string, route: string): string {
  return path.join(releaseDir, route === '/' ? '' : route, 'index.html');
}

export function notFoundFile(releaseDir: string): string {
  return path.join(releaseDir, '404.html');
}

/** /about-us → _data/about-us/index.json, at the URL the client fetches */
export function dataFile(releaseDir: string, route: string): string {
  return path.join(releaseDir, pageDataUrl(route));
}

export function notFoundDataFile(releaseDir: string): string {
  return path.join(releaseDir, '_data', '404.json');
}

/** sitemap.xml and robots.txt, answered at the site's root */
export const rootFiles = ['sitemap.xml', 'robots.txt'] as const;
