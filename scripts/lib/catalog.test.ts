import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { catalogDevPlugin } from '../vite-plugins/catalog-dev-plugin.ts';
import { buildEnv } from './ensure-build.ts';
import { root } from './paths.ts';
import { loadSchemaFiles } from '../../src/model/schema-files.ts';

const blocks = loadSchemaFiles()
  .filter((file) => file.file.includes(`${path.sep}blocks${path.sep}`))
  .map(({ file, schema }) => ({ type: path.basename(file, '.schema.json'), title: schema.title as string, example: (schema.examples as unknown[])[0] }));

// What React's server renderer writes for text.
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('npm run catalog', () => {
  let distDir: string;
  let html: string;

  beforeAll(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'catalog-dist-'));
    const result = spawnSync('npm', ['run', 'catalog', '--silent'], { cwd: root, env: buildEnv({ DIST_DIR: distDir }), encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`npm run catalog failed:\n${result.stdout}\n${result.stderr}`);
    html = readFileSync(path.join(distDir, 'catalog/index.html'), 'utf8');
  }, 240_000);
  afterAll(() => {
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  });

  it('prerenders a region per block type, named by its title, with the JSON to paste', () => {
    expect(blocks.length).toBeGreaterThan(10);
    expect(html).toMatch(/<h1[^>]*>Block catalog<\/h1>/);
    for (const { type, title, example } of blocks) {
      const section = new RegExp(`<section[^>]*\\bid="block-${type}"[^>]*>`).exec(html)?.[0];
      expect(section, type).toBeDefined();
      const labelledBy = /aria-labelledby="([^"]+)"/.exec(section!)?.[1];
      expect(html).toMatch(new RegExp(`<h2[^>]*id="${escapeRegExp(labelledBy!)}"[^>]*>${escapeRegExp(escapeHtml(title))}`));
      expect(html).toMatch(new RegExp(`<code[^>]*>${escapeRegExp(escapeHtml(JSON.stringify(example, null, 2)))}</code>`));
      expect(html).toContain(`href="#block-${type}"`);
    }
  });

  it('inlines the styled-components CSS and links a client script that exists', () => {
    expect(html).toMatch(/<style data-styled[^>]*>[^<]{1000,}/);
    expect(html).toMatch(/<html lang="[a-z-]+">/);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    const script = /<script type="module" src="\/(assets\/[^"]+\.js)">/.exec(html)?.[1];
    expect(script && existsSync(path.join(distDir, 'catalog', script))).toBe(true);
    for (const [, css] of html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)) expect(existsSync(path.join(distDir, 'catalog', css!))).toBe(true);
  });

  it('writes only the catalog: no server bundle, no manifest, no site pages', () => {
    const written = readdirSync(path.join(distDir, 'catalog'));
    expect(written).toContain('index.html');
    expect(written).toContain('images');
    expect(written).not.toContain('.vite');
    expect(existsSync(path.join(distDir, 'client'))).toBe(false);
    expect(existsSync(path.join(distDir, 'server'))).toBe(false);
  });
});

describe('the block catalog in the dev server', () => {
  let vite: ViteDevServer;
  let base: string;

  beforeAll(async () => {
    const devRoot = mkdtempSync(path.join(tmpdir(), 'dev-root-'));
    writeFileSync(path.join(devRoot, 'index.html'), '<!doctype html><title>site</title>');
    vite = await createServer({ configFile: false, root: devRoot, logLevel: 'silent', plugins: [catalogDevPlugin()], server: { host: '127.0.0.1', port: 0 } });
    await vite.listen();
    const address = vite.httpServer?.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await vite?.close();
  });

  it('answers /blocks with a page that loads the catalog through Vite', async () => {
    for (const url of ['/blocks', '/blocks/']) {
      const response = await fetch(base + url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const text = await response.text();
      expect(text).toContain('<script type="module" src="/src/catalog/main.tsx"></script>');
      expect(text).toContain('/@vite/client');
    }
  });

  it('leaves every other path to Vite', async () => {
    expect(await (await fetch(`${base}/`)).text()).toContain('<title>site</title>');
    expect(await (await fetch(`${base}/blocks-of-flats`)).text()).toContain('<title>site</title>');
  });
});
