// Build step after `vite build`: renders every page of site.json, and the not-found page, to static HTML.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientDir, distDir } from './lib/paths.ts';
import { headTags, pageHead, robotsTxt, sitemap } from './lib/head.ts';
import { notFoundFile, pageFile } from '../src/server/page-files.ts';
import type { Site } from '../src/generated/site.ts';

interface ServerEntry {
  render(url: string): Promise<{ html: string; styles: string }>;
  site: Site;
}

const started = performance.now();
const entry = (await import(pathToFileURL(path.join(distDir, 'server/entry-server.js')).href)) as ServerEntry;
const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const { site } = entry;

async function fill(url: string, head: string): Promise<string> {
  const { html, styles } = await entry.render(url);
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${site.settings.language}">`)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace('<!--app-head-->', `${head}\n    ${styles}`)
    .replace('<!--app-html-->', html);
}

function write(file: string, html: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}

for (const page of site.pages) write(pageFile(clientDir, page.path), await fill(page.path, pageHead(site, page)));
const notFound = site.systemPages.notFound;
write(notFoundFile(clientDir), await fill('/_not-found', headTags(site, { title: notFound.title, description: notFound.text })));

write(path.join(clientDir, 'sitemap.xml'), sitemap(site));
write(path.join(clientDir, 'robots.txt'), robotsTxt(site));

console.log(`Prerendered ${site.pages.length} pages and the not-found page in ${Math.round(performance.now() - started)} ms.`);
