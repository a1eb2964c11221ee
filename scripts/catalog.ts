// `npm run catalog`: the block catalog as a static page in dist/catalog (prerendered, with its client script).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { catalogDocument } from './lib/catalog-html.ts';
import { distDir, root } from './lib/paths.ts';
import type { RenderedCatalog } from '../src/catalog/entry-server.tsx';

// The server bundle picks React's and styled-components' production builds by NODE_ENV (see prerender.ts).
process.env.NODE_ENV ??= 'production';

const started = performance.now();
const shown = (dir: string) => (dir.startsWith(root + path.sep) ? path.relative(root, dir) : dir);
const outDir = path.join(distDir, 'catalog');
const configFile = path.join(root, 'vite.config.ts');
const clientEntry = 'src/catalog/main.tsx';
// The server bundle is needed only to render the page once: it lives in a temporary folder, not in dist/.
const serverDir = mkdtempSync(path.join(tmpdir(), 'catalog-server-'));

try {
  // Both builds go through vite.config.ts (the site.json plugin, aliases): the catalog shows the blocks with site.json's content.
  await build({
    configFile,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, rolldownOptions: { input: path.join(root, clientEntry) } },
  });
  await build({ configFile, logLevel: 'warn', build: { ssr: path.join(root, 'src/catalog/entry-server.tsx'), outDir: serverDir, emptyOutDir: true } });

  const manifestFile = path.join(outDir, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; css?: string[] }>;
  const client = manifest[clientEntry];
  if (!client) throw new Error(`${manifestFile} has no entry for ${clientEntry}`);
  rmSync(path.dirname(manifestFile), { recursive: true, force: true });

  const { renderCatalog } = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as { renderCatalog: () => Promise<RenderedCatalog> };
  const page = await renderCatalog();
  // Every chunk's CSS (the slider's comes with a lazily loaded block): the page looks right before its script runs.
  const css = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];
  const stylesheets = css.map((file) => `<link rel="stylesheet" href="/${file}" />`);
  const html = catalogDocument({ lang: page.lang, title: page.title, script: `/${client.file}`, head: [...stylesheets, page.styles].join('\n    '), html: page.html });
  writeFileSync(path.join(outDir, 'index.html'), html);

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Wrote the block catalog (${page.blockTypes.length} block types) to ${shown(outDir)}/index.html in ${seconds} s.`);
  console.log(`See it with: npx vite preview --outDir ${shown(outDir)}`);
} finally {
  rmSync(serverDir, { recursive: true, force: true });
}
