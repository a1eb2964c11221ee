import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { editorDevPlugin } from './editor-dev-plugin.ts';
import { siteFile as ownSiteFile } from './paths.ts';

async function start(devRoot: string, options: Parameters<typeof editorDevPlugin>[0] = {}): Promise<{ vite: ViteDevServer; base: string }> {
  const vite = await createServer({ configFile: false, root: devRoot, logLevel: 'silent', plugins: [editorDevPlugin(options)], server: { host: '127.0.0.1', port: 0 } });
  await vite.listen();
  const address = vite.httpServer?.address();
  return { vite, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
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

  it('answers /edit, /edit/preview and /edit/block-preview with pages that load their entries through Vite', async () => {
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
