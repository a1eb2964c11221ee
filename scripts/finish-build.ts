// Last step of `npm run build` (after the client and server builds): the page template, the schema, compressed
// copies of the client's files and dist/build.json. The build reads no content: `npm run publish` renders it.
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'vite';
import { buildFilesIn, publishBundle, writeCodeBuild } from '../src/server/config/build-manifest.ts';
import { precompressTree } from '../src/server/engine/publish/compress.ts';
import { clientDir, distDir, root, schemaDir, siteFile, translatedSchemaDir } from './lib/paths.ts';
import { withoutCore, writeLatinCore } from './lib/latin-core.ts';
import { siteAjv, siteValidator, validateSiteFile } from '../src/model/validate-site.ts';
import { validatorCacheFile, writeValidatorCache, writeValidatorCode } from '../src/model/validator-code.ts';
import { bundlePages, viteBuild } from './lib/editor/editor-bundle.ts';
import { editorBundleBase } from '../src/shared/server-paths.ts';

const started = performance.now();
const built = path.join(clientDir, 'index.html');
if (!existsSync(built)) throw new Error(`${built} is missing: run vite build before this step (npm run build does both).`);
const files = buildFilesIn(distDir, { id: '', built: '' });

// The Latin font's core (latin-core.ts): what nearly every page's text is set in, in half the bytes.
const latinFont = readdirSync(path.join(clientDir, 'assets')).find((name) => /latin-wght-normal.*\.woff2$/.test(name) && !name.includes('-ext-'));
const core = latinFont ? await writeLatinCore(path.join(clientDir, 'assets', latinFont)) : undefined;
// The entry stylesheet holds only the @font-face rules (the rest is styled-components, inlined per page):
// in the HTML it costs no request and no render-blocking round trip. The core's face comes last, and the whole
// Latin face no longer covers the core's characters.
const template = readFileSync(built, 'utf8').replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_tag, file: string) => {
  const css = readFileSync(path.join(clientDir, file), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\//, '').trim();
  if (!core || !css.includes(latinFont!)) return `<style>${css}</style>`;
  const faces = css.replace(new RegExp(`@font-face\\{[^}]*${latinFont!.replace(/[.-]/g, '\\$&')}[^}]*\\}`), withoutCore);
  return `<style>${faces}${core.face}</style>`;
});
// The Latin core carries the page's text: fetch it with the HTML instead of after the CSS.
const fontPreload = core ? `<link rel="preload" href="/assets/${core.file}" as="font" type="font/woff2" crossorigin />\n    ` : '';
// The page's code starts after its first paint: until then the document and its font have the link to themselves,
// and a slow phone paints from the HTML alone (docs/first-paint.md). "Painted" is the paint timing entry, which
// comes when the frame is on screen (a frame's requestAnimationFrame can come long before); a hidden page paints
// nothing and starts at once, and a page that has not painted in 3 s starts all the same.
const entryTag = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"><\/script>/;
const entry = entryTag.exec(template)?.[1];
if (!entry) throw new Error(`${built} has no entry <script type="module">: Vite's output changed`);
const starter = `(function () {
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = '${entry}';
    document.head.appendChild(script);
  };
  if (document.visibilityState === 'hidden') return start();
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') < 0) return requestAnimationFrame(function () { setTimeout(start); });
  new PerformanceObserver(function (list, observer) { observer.disconnect(); setTimeout(start); }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
})();
`;
const starterFile = `assets/start-${createHash('sha256').update(starter).digest('hex').slice(0, 10)}.js`;
writeFileSync(path.join(clientDir, starterFile), starter);
// each page's head tags carry its title
const pageTemplate = template.replace(entryTag, `<script src="/${starterFile}" defer></script>`).replace(/\s*<title>[^<]*<\/title>/, '').replace('<!--app-head-->', `${fontPreload}<!--app-head-->`);
for (const mark of ['<!--app-head-->', '<!--app-html-->', '<!--app-data-->']) if (!pageTemplate.includes(mark)) throw new Error(`index.html has no ${mark}`);
writeFileSync(files.templateFile, pageTemplate);
// the template is no page: nothing serves it
rmSync(built);

rmSync(files.schemaDir, { recursive: true, force: true });
// the code editors' copy is not read by the validator
cpSync(schemaDir, files.schemaDir, { recursive: true, filter: (source) => source !== translatedSchemaDir });
// the validator compiled once here, not by each publish (~0.5 s of every one)
{
  const { ajv, rootId } = siteAjv(files.schemaDir, true);
  writeValidatorCode(ajv, ajv.getSchema(rootId)!, files.schemaDir);
  // and V8's code of it once it has validated the site (its blocks' functions compiled): ~40 ms of every publish
  siteValidator(files.schemaDir);
  try {
    validateSiteFile(siteFile, { schemaDirectory: files.schemaDir, lint: false });
  } catch {
    // no site.json to read: the code is cached without the blocks' functions, which each publish compiles
  }
  writeValidatorCache(files.schemaDir);
}
const totals = await precompressTree(clientDir);

/** Code of ours for Node, bundled into `outDir` as one file per entry (`[name].js`); `external` packages stay imports. */
const nodeBundle = (outDir: string, input: Record<string, string>, external: (string | RegExp)[] | ((id: string) => boolean)) =>
  build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: { ssr: true, outDir, emptyOutDir: true, target: 'node20', minify: false, rolldownOptions: { input, external, output: { entryFileNames: '[name].js' } } },
    ssr: { noExternal: true },
  });

// `npm run publish` as one file for Node (validator, engine, head tags): no TypeScript to load on each publish, ~0.3 s
// of a one-page publish. With it the server's worker threads that publish with the same engine
// (src/server/engine/publish/publisher.ts), validate and save the editor's work (src/server/engine/versions/draft-checker.ts)
// and run the SQLite editor store (src/server/db/sqlite/worker-editor-store.ts). The drivers (native) and the font
// tools (WebAssembly files they load from their folders) stay packages.
const publishDir = path.join(distDir, 'publish');
await nodeBundle(
  publishDir,
  Object.fromEntries(Object.entries(publishBundle).map(([name, source]) => [name, path.join(root, source)])),
  ['better-sqlite3', 'pg', 'harfbuzzjs', 'wawoff2'],
);

// The server as node runs it (npm start, docs/operations.md): one file of our code, importing only the packages
// of package.json's dependencies, so a deploy with the production dependencies alone (npm ci --omit=dev) starts it.
const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
const runtimePackages = Object.keys(dependencies);
await nodeBundle(path.join(distDir, 'node'), { start: path.join(root, 'src/server/cli/start.ts') }, (id) => runtimePackages.some((name) => id === name || id.startsWith(`${name}/`)));

// The editor of the live site (/edit): a bundle of its own, which no page of the site loads.
const editorDir = path.join(distDir, 'editor');
await viteBuild(editorDir, editorBundleBase);
writeFileSync(path.join(editorDir, 'pages.json'), `${JSON.stringify(bundlePages(editorDir, editorBundleBase), null, 2)}\n`);
await precompressTree(editorDir);

// The build's id: what renders a page (template, server bundle, head tags) and what validates content (schema).
const hash = createHash('sha256');
// V8's code of the validator is not: it is made from the validator's code, and its bytes vary from build to build
const inputs = [files.templateFile, ...[path.dirname(files.rendererFile), publishDir, files.schemaDir].flatMap((dir) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)))].filter(
  (file) => file !== validatorCacheFile(files.schemaDir),
);
for (const file of inputs.sort()) hash.update(path.relative(distDir, file)).update('\0').update(readFileSync(file)).update('\0');
const id = hash.digest('base64url').slice(0, 12);
writeCodeBuild(distDir, { id, built: new Date().toISOString() });
console.log(`Code build ${id} ready in ${Math.round(performance.now() - started)} ms: template, schema, ${totals.files} files precompressed (${Math.round(totals.bytes / 1024)} KB → ${Math.round(totals.brotli / 1024)} KB with brotli). npm run publish renders the content.`);
