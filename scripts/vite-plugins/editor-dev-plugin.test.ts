import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Manifest, type ViteDevServer } from 'vite';
import { editorDevPlugin, type EditorDevOptions } from './editor-dev-plugin.ts';
import { siteFile as ownSiteFile } from '../lib/paths.ts';
import { createEditorBundler } from '../lib/editor/editor-bundle.ts';
import { editorEntries } from '../lib/editor/editor-entries.ts';

// unbundled (EDITOR_DEV=1) unless a test gives a bundler: the bundled pages have tests of their own below
async function start(devRoot: string, options: EditorDevOptions = {}): Promise<{ vite: ViteDevServer; base: string }> {
  const plugin = editorDevPlugin({ bundle: false, ...options });
  const vite = await createServer({ configFile: false, root: devRoot, logLevel: 'silent', plugins: [plugin], server: { host: '127.0.0.1', port: 0 } });
  await vite.listen();
  const address = vite.httpServer?.address();
  return { vite, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/**
 * Resolves once the dev server's watcher reports a change under `dir`: a write made before its first scan of the
 * folder ends is reported by nobody, and on a loaded machine that scan outlasts the server's start.
 */
async function watcherLive(vite: ViteDevServer, dir: string): Promise<void> {
  const probe = path.join(dir, 'watch-probe.txt');
  let seen = false;
  const onEvent = (_event: string, file: string) => {
    if (path.resolve(file) === probe) seen = true;
  };
  vite.watcher.on('all', onEvent);
  try {
    for (let round = 0; !seen; round += 1) {
      if (round === 300) throw new Error(`the dev server's watcher reported no change under ${dir} in 30 s`);
      writeFileSync(probe, String(round));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    vite.watcher.off('all', onEvent);
  }
}

describe('the editor in the dev server', () => {
  let devRoot: string;
  let servers: ViteDevServer[] = [];
  let base: string;

  beforeAll(async () => {
    devRoot = mkdtempSync(path.join(tmpdir(), 'editor-dev-root-'));
    writeFileSync(path.join(devRoot, 'index.html'), '<!doctype html><title>site</title>');
    const siteFile = path.join(devRoot, 'site.json');
    copyFileSync(ownSiteFile, siteFile);
    const { vite, base: url } = await start(devRoot, { siteFile });
    servers.push(vite);
    base = url;
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map((vite) => vite.close()));
    servers = [];
    if (devRoot) rmSync(devRoot, { recursive: true, force: true });
  });

  it('unbundled, answers /edit, /edit/preview and /edit/block-preview with pages that load their entries through Vite', async () => {
    for (const [url, script] of [
      ['/edit', '/src/editor/main.tsx'],
      ['/edit/', '/src/editor/main.tsx'],
      ['/edit/preview', '/src/editor/preview/preview-main.tsx'],
      ['/edit/block-preview', '/src/editor/preview/block-preview-main.tsx'],
    ] as const) {
      const response = await fetch(base + url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const text = await response.text();
      expect(text).toContain(`<script type="module" src="${script}"></script>`);
      expect(text).toContain('/@vite/client');
      expect(text).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('serves the schemas of the forms, and leaves other paths and methods to Vite', async () => {
    const response = await fetch(`${base}/__editor/schema`);
    expect(response.status).toBe(200);
    const schemas = (await response.json()) as { blocks: Record<string, { title: string }>; shared: Record<string, unknown> };
    expect(schemas.blocks.cta?.title).toBe('Call to action');
    expect(Object.keys(schemas.shared)).toEqual(expect.arrayContaining(['settings', 'navigation', 'footer', 'page']));
    expect(await (await fetch(`${base}/editor`)).text()).toContain('<title>site</title>');
    expect((await fetch(`${base}/edit`, { method: 'POST' })).status).not.toBe(200);
  });

  it("takes the routes of its enums from the site file it is given, and answers 500 with the reason when that file is not JSON", async () => {
    const siteFile = path.join(devRoot, 'other-site.json');
    const site = JSON.parse(readFileSync(ownSiteFile, 'utf8')) as { pages: { path: string }[] };
    site.pages[1]!.path = '/only-in-the-given-file';
    writeFileSync(siteFile, JSON.stringify(site));
    const { vite, base: url } = await start(devRoot, { siteFile });
    servers.push(vite);
    expect(await (await fetch(`${url}/__editor/schema`)).text()).toContain('"/only-in-the-given-file"');
    expect(await (await fetch(`${base}/__editor/schema`)).text()).not.toContain('"/only-in-the-given-file"');
    writeFileSync(siteFile, '{ "pages": [');
    const broken = await fetch(`${url}/__editor/schema`);
    expect(broken.status).toBe(500);
    expect(((await broken.json()) as { message: string }).message).toMatch(/other-site\.json is not valid JSON \(line 1, column \d+\)/);
  });

  it('answers 500 with the reason when the schema module is missing, and keeps serving', async () => {
    const { vite, base: url } = await start(devRoot, { schemaModule: path.join(devRoot, 'no-such-module.ts') });
    servers.push(vite);
    const response = await fetch(`${url}/__editor/schema`);
    expect(response.status).toBe(500);
    expect(((await response.json()) as { message: string }).message).toMatch(/no-such-module\.ts does not exist/);
    expect((await fetch(`${url}/edit`)).status).toBe(200);
  });
});

describe('the editor served as a bundle', () => {
  let devRoot: string;
  let vite: ViteDevServer | undefined;
  let base: string;
  const builds: string[] = [];
  let failWith: string | undefined;

  // what `vite build` writes for the editor's entries: each a script, one with a style sheet and a shared chunk
  const fakeBuild = async (outDir: string, bundleBase: string) => {
    if (failWith) throw new Error(failWith);
    builds.push(bundleBase);
    mkdirSync(path.join(outDir, 'assets'), { recursive: true });
    mkdirSync(path.join(outDir, '.vite'), { recursive: true });
    const source = readFileSync(path.join(devRoot, 'src/editor/main.tsx'), 'utf8');
    writeFileSync(path.join(outDir, 'assets/editor-1.js'), `import '../lib/shared-1.js'; // ${source}`);
    writeFileSync(path.join(outDir, 'assets/shared-1.js'), 'export {};');
    writeFileSync(path.join(outDir, 'assets/preview-1.css'), 'body{}');
    const manifest: Manifest = {
      [editorEntries.editor]: { file: 'assets/editor-1.js', isEntry: true, imports: ['_shared'] },
      _shared: { file: 'assets/shared-1.js' },
      [editorEntries.preview]: { file: 'assets/preview-1.js', isEntry: true, css: ['assets/preview-1.css'], imports: ['_shared'] },
      [editorEntries.blockPreview]: { file: 'assets/block-1.js', isEntry: true },
      [editorEntries.leads]: { file: 'assets/leads-1.js', isEntry: true, imports: ['_shared'] },
      [editorEntries.insights]: { file: 'assets/insights-1.js', isEntry: true, imports: ['_shared'] },
    };
    writeFileSync(path.join(outDir, '.vite/manifest.json'), JSON.stringify(manifest));
  };

  beforeAll(async () => {
    devRoot = mkdtempSync(path.join(tmpdir(), 'editor-bundle-root-'));
    mkdirSync(path.join(devRoot, 'src/editor'), { recursive: true });
    writeFileSync(path.join(devRoot, 'src/editor/main.tsx'), 'first version');
    writeFileSync(path.join(devRoot, 'index.html'), '<!doctype html><title>site</title>');
    const bundle = createEditorBundler({ projectRoot: devRoot, cacheDir: path.join(devRoot, 'cache'), build: fakeBuild });
    ({ vite, base } = await start(devRoot, { bundle }));
    await watcherLive(vite, devRoot);
  }, 60_000);
  afterAll(async () => {
    await vite?.close();
    rmSync(devRoot, { recursive: true, force: true });
  });

  const pageOf = async (url: string) => {
    const response = await fetch(base + url);
    return { status: response.status, text: await response.text() };
  };
  const scriptOf = (html: string) => /<script type="module" src="([^"]+)"><\/script>/.exec(html)?.[1];

  it('answers the pages with the built scripts, their style sheets and static imports, and no Vite client', async () => {
    const editor = await pageOf('/edit');
    expect(editor.status).toBe(200);
    const hash = /\/__editor\/bundle\/([0-9a-f]+)\//.exec(editor.text)?.[1];
    expect(scriptOf(editor.text)).toBe(`/__editor/bundle/${hash}/assets/editor-1.js`);
    expect(editor.text).toContain(`<link rel="modulepreload" href="/__editor/bundle/${hash}/assets/shared-1.js" />`);
    expect(editor.text).not.toContain('/@vite/client');
    const preview = await pageOf('/edit/preview');
    expect(preview.text).toContain(`<link rel="stylesheet" href="/__editor/bundle/${hash}/assets/preview-1.css" />`);
    expect(scriptOf((await pageOf('/edit/block-preview?type=hero')).text)).toBe(`/__editor/bundle/${hash}/assets/block-1.js`);
    // one build for the three pages, at the address it is served from
    expect(builds).toEqual([`/__editor/bundle/${hash}/`]);

    const script = await fetch(`${base}/__editor/bundle/${hash}/assets/editor-1.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(await script.text()).toContain('first version');
    for (const url of [`/__editor/bundle/${hash}/.vite/manifest.json`, `/__editor/bundle/${hash}/assets/none.js`, `/__editor/bundle/${hash}/..%2F..%2Fsrc%2Feditor%2Fmain.tsx`, '/__editor/bundle/0123/assets/editor-1.js']) {
      expect((await fetch(base + url)).status, url).toBe(404);
    }
  });

  it('builds again when a source changes, and says why on the page when the build fails', async () => {
    const before = scriptOf((await pageOf('/edit')).text);
    writeFileSync(path.join(devRoot, 'src/editor/main.tsx'), 'second version');
    // the dev server's watcher reports the change; the next page is built from it
    await expect.poll(async () => scriptOf((await pageOf('/edit')).text), { timeout: 15_000 }).not.toBe(before);
    const after = scriptOf((await pageOf('/edit')).text)!;
    expect(await (await fetch(base + after)).text()).toContain('second version');
    expect(builds).toHaveLength(2);

    failWith = 'Unexpected token in src/editor/main.tsx';
    writeFileSync(path.join(devRoot, 'src/editor/main.tsx'), 'third version');
    await expect.poll(async () => (await pageOf('/edit')).status, { timeout: 15_000 }).toBe(500);
    const failed = await pageOf('/edit');
    expect(failed.text).toContain('<h1>The editor could not be built</h1>');
    expect(failed.text).toContain('Unexpected token in src/editor/main.tsx');
    expect(failed.text).not.toContain('<script');
    // fixed: the next request builds it
    failWith = undefined;
    expect((await pageOf('/edit')).status).toBe(200);
    expect(builds).toHaveLength(3);
  });
});
