// Build step after `vite build`: renders every page of site.json, and the not-found page, to static HTML.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientDir, distDir, siteFile } from './lib/paths.ts';
import { pool, precompressFile, precompressTree, sum, type Totals } from './lib/compress.ts';
import { headTags, pageHead, robotsTxt, sitemap } from './lib/head.ts';
import { notFoundFile, pageFile } from '../src/server/page-files.ts';
import type { Site } from '../src/generated/site.ts';

interface ServerEntry {
  render(url: string): Promise<{ html: string; styles: string }>;
}

// The server bundle resolves React and styled-components at run time by NODE_ENV: without it, their
// development builds would render every page several times slower, and warn.
process.env.NODE_ENV ??= 'production';

const started = performance.now();
const entry = (await import(pathToFileURL(path.join(distDir, 'server/entry-server.js')).href)) as ServerEntry;
const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
// The home page is written over the template: a second run without a fresh `vite build` would copy it everywhere.
if (!template.includes('<!--app-html-->')) throw new Error(`${path.join(clientDir, 'index.html')} is not the Vite template: run vite build before the prerender.`);
// Head tags need whole pages (their first image is preloaded); the build already validated this file.
const site = JSON.parse(readFileSync(siteFile, 'utf8')) as Site;
// The Latin subset carries the page's text: fetch it with the HTML instead of after the CSS.
const latinFont = readdirSync(path.join(clientDir, 'assets')).find((name) => /latin-wght-normal.*\.woff2$/.test(name) && !name.includes('-ext-'));
const fontPreload = latinFont ? `<link rel="preload" href="/assets/${latinFont}" as="font" type="font/woff2" crossorigin />` : '';

// The entry stylesheet holds only the @font-face rules (the rest is styled-components, inlined per page):
// in the HTML it costs no request and no render-blocking round trip.
const inlinedTemplate = template.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_tag, file: string) => {
  const css = readFileSync(path.join(clientDir, file), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\//, '').trim();
  return `<style>${css}</style>`;
});

async function fill(url: string, head: string): Promise<string> {
  const { html, styles } = await entry.render(url);
  return inlinedTemplate
    .replace(/<html lang="[^"]*">/, `<html lang="${site.settings.language}">`)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace('<!--app-head-->', `${head}\n    ${fontPreload}\n    ${styles}`)
    .replace('<!--app-html-->', html);
}

// Compression runs in Node's thread pool while pages render: the hashed assets from the start, each page once written.
const assetsDir = path.join(clientDir, 'assets');
const compressing: Promise<Totals>[] = [precompressTree(assetsDir)];
const compressed = new Set<string>();
const compress = pool(8);

function write(file: string, html: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  compressed.add(file);
  compressing.push(compress(() => precompressFile(file)));
}

for (const page of site.pages) write(pageFile(clientDir, page.path), await fill(page.path, pageHead(site, page)));
const notFound = site.systemPages.notFound;
write(notFoundFile(clientDir), await fill('/_not-found', headTags(site, { title: notFound.title, description: notFound.text })));

write(path.join(clientDir, 'sitemap.xml'), sitemap(site));
write(path.join(clientDir, 'robots.txt'), robotsTxt(site));

const rendered = performance.now() - started;
const { files, bytes, brotli } = sum([...(await Promise.all(compressing)), await precompressTree(clientDir, (file) => compressed.has(file) || file.startsWith(assetsDir + path.sep))]);
console.log(`Prerendered ${site.pages.length} pages and the not-found page in ${Math.round(rendered)} ms.`);
console.log(`Precompressed ${files} files: ${Math.round(bytes / 1024)} KB → ${Math.round(brotli / 1024)} KB with brotli.`);
