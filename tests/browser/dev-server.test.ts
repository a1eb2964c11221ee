import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { root } from '../../scripts/lib/paths.ts';
import { loadSchemaFiles } from '../../src/model/schema-files.ts';
import { devServerOnCopy } from './vite-dev.ts';
import { openPage, sharedBrowser } from './chromium.ts';
import { openEditor } from './editor-page.ts';

// `npm run dev` on a temporary copy of site.json: edits show up, invalid edits show in the overlay. The editor
// here is served unbundled (EDITOR_DEV=1), as for work on the editor itself; the other editor tests use its bundle.
describe.skipIf(!inject('browserTests'))('dev server and site.json edits', () => {
  const dev = devServerOnCopy('site-dev-', { EDITOR_DEV: '1' });
  const browser = sharedBrowser();
  const original = readFileSync(path.join(root, 'site.json'), 'utf8');
  let siteFile: string;
  let url: string;

  beforeAll(() => {
    siteFile = dev.siteFile();
    url = dev.url();
  });

  it('updates the page when site.json changes and shows an invalid edit in the overlay', async () => {
    const { page } = await openPage(browser());
    await page.goto(`${url}/`);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect.poll(() => h1.innerText(), { timeout: 30_000 }).toMatch(/cutting-edge/);

    writeFileSync(siteFile, original.replace('We deliver cutting-edge software solutions', 'Software that ships on time'));
    await expect.poll(() => h1.innerText(), { timeout: 20_000 }).toBe('Software that ships on time');

    writeFileSync(siteFile, original.replace('"type": "testimonials"', '"type": "testimonialz"'));
    const overlay = page.getByText(/unknown block type "testimonialz"/);
    await overlay.waitFor({ timeout: 20_000 }).catch((error: Error) => {
      throw new Error(`${error.message}\nvite printed:\n${dev.output()}`);
    });
    expect(await overlay.innerText()).toMatch(/site\.json:\d+:\d+ {2}\/pages\/0\/sections\/5\/type/);
    expect(dev.output()).toMatch(/unknown block type "testimonialz"/);

    writeFileSync(siteFile, original);
    await expect.poll(() => h1.innerText(), { timeout: 20_000 }).toMatch(/cutting-edge/);
  }, 90_000);

  it('shows the block catalog at /blocks, each block in a region with its JSON to copy, and production has no such route', async () => {
    const blocks = loadSchemaFiles().filter((file) => path.basename(path.dirname(file.file)) === 'blocks');
    const { page, errors } = await openPage(browser(), { ownContext: true });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    await page.goto(`${url}/blocks`);
    await page.getByRole('heading', { level: 1, name: 'Block catalog' }).waitFor({ timeout: 30_000 });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const main = page.getByRole('main');
    for (const { schema } of blocks) expect(await main.getByRole('region', { name: `${String(schema.title)} block`, exact: true }).count(), String(schema.title)).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Block types' }).getByRole('link').count()).toBe(blocks.length);

    const cta = blocks.find((file) => file.file.endsWith('cta.schema.json'))!.schema;
    const region = main.getByRole('region', { name: `${String(cta.title)} block`, exact: true });
    await region.getByRole('button', { name: 'Copy JSON' }).click();
    await region.getByRole('status').getByText('Copied to the clipboard.').waitFor({ timeout: 5_000 });
    expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual((cta.examples as unknown[])[0]);
    expect(errors).toEqual([]);

    expect((await fetch(`${inject('baseURL')}/blocks`, { headers: { accept: 'text/html' } })).status).toBe(404);
  }, 90_000);

  it('with EDITOR_DEV=1, serves the editor as Vite modules with hot reload, and it works', async () => {
    const { page, errors, sections, scripts } = await openEditor(browser(), url);
    await sections.getByRole('button', { name: /^Drag Hero/ }).waitFor({ timeout: 30_000 });
    await page.frameLocator('iframe[title="Preview"]').getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    expect(scripts()).toEqual(expect.arrayContaining(['/@vite/client', '/src/editor/main.tsx', '/src/editor/preview/preview-main.tsx']));
    expect(scripts().filter((script) => script.startsWith('/__editor/bundle/'))).toEqual([]);
    expect(errors()).toEqual([]);
  }, 90_000);
});
