// Build step after `vite build`: renders every page of the manifest, and the not-found page, to static HTML.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientDir, distDir } from './lib/paths.ts';
import { pool, precompressFile, precompressTree, sum, type Totals } from './lib/compress.ts';
import { headTags, pageHead, robotsTxt, sitemap } from './lib/head.ts';
import { notFoundFile, pageFile } from '../src/server/page-files.ts';
import { readManifest } from '../src/server/build-manifest.ts';
import type { Page } from '../src/generated/site.ts';
import type { SiteShell } from '../src/content/site-types.ts';

/** src/entry-server.tsx as built: the content comes from the bundle the build validated, not from site.json. */
interface ServerEntry {
  render(url: string): Promise<{ html: string; styles: string }>;
  site: SiteShell;
  loadPage(path: string): Promise<Page>;
}

// The server bundle resolves React and styled-components at run time by NODE_ENV: without it, their
// development builds would render every page several times slower, and warn.
process.env.NODE_ENV ??= 'production';

const started = performance.now();
const manifest = readManifest(distDir);
const entry = (await import(pathToFileURL(path.join(distDir, 'server/entry-server.js')).href)) as ServerEntry;
const { site } = entry;
const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
// The home page is written over the template: a second run without a fresh `vite build` would copy it everywhere.
if (!template.includes('<!--app-html-->')) throw new Error(`${path.join(clientDir, 'index.html')} is not the Vite template: run vite build before the prerender.`);
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

// Head tags need whole pages (their first image is preloaded): each page's chunk, loaded from the server bundle.
for (const route of manifest.routes) write(pageFile(clientDir, route), await fill(route, pageHead(site, await entry.loadPage(route))));
const notFound = site.systemPages.notFound;
write(notFoundFile(clientDir), await fill('/_not-found', headTags(site, { title: notFound.title, description: notFound.text })));

write(path.join(clientDir, 'sitemap.xml'), sitemap(site, manifest));
write(path.join(clientDir, 'robots.txt'), robotsTxt(site));

const rendered = performance.now() - started;
const { files, bytes, brotli } = sum([...(await Promise.all(compressing)), await precompressTree(clientDir, (file) => compressed.has(file) || file.startsWith(assetsDir + path.sep))]);
console.log(`Prerendered ${manifest.routes.length} pages and the not-found page in ${Math.round(rendered)} ms.`);
console.log(`Precompressed ${files} files: ${Math.round(bytes / 1024)} KB → ${Math.round(brotli / 1024)} KB with brotli.`);
