import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import type { Site } from '../../src/generated/site.ts';
import { createServer } from '../../src/server/app.ts';
import { buildEnv } from '../../scripts/lib/ensure-build.ts';
import { root } from '../../scripts/lib/paths.ts';
import { closePages, launchBrowser, openPage } from './chromium.ts';

// Pages are composed in site.json alone: this edits a temporary copy, builds it and looks at the result.
describe.skipIf(!inject('browserTests'))('composing pages by editing site.json only', () => {
  let dir: string;
  let server: FastifyInstance;
  let url: string;
  let browser: Browser;
  const original = JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8')) as Site;
  const home = original.pages.find((page) => page.path === '/')!;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-compose-'));
    const site = structuredClone(original);
    site.$schema = path.join(root, 'schema/site.schema.json');
    const edited = site.pages.find((page) => page.path === '/')!;
    edited.sections.reverse();
    site.pages.push({
      path: '/careers',
      title: 'Careers',
      description: 'Join our engineering team in Agra and build software for clients across India and abroad.',
      breadcrumb: 'Careers',
      sections: [home.sections.find((s) => s.type === 'working-process')!, home.sections.find((s) => s.type === 'cta')!],
    });
    const siteFile = path.join(dir, 'site.json');
    writeFileSync(siteFile, JSON.stringify(site, null, 2));
    const distDir = path.join(dir, 'dist');
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, env: buildEnv({ SITE_JSON: siteFile, DIST_DIR: distDir }), encoding: 'utf8' });
    expect(build.status, build.stderr + build.stdout).toBe(0);
    const routes = JSON.parse(readFileSync(path.join(distDir, 'routes.json'), 'utf8')) as string[];
    server = await createServer({ clientDir: path.join(distDir, 'client'), routes, dataDir: path.join(dir, 'data') });
    url = await server.listen({ host: '127.0.0.1', port: 0 });
    browser = await launchBrowser();
  }, 180_000);

  afterEach(closePages);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('renders the home page sections in reverse order', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${url}/`);
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
    const expected = home.sections.filter((s) => 'heading' in s && s.type !== 'hero').map((s) => (s as { heading: string }).heading);
    expect(headings).toEqual(expected.reverse());
  });

  it('serves the new page with its blocks, status 200 and title', async () => {
    const { page, errors } = await openPage(browser);
    const response = await page.goto(`${url}/careers`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Careers');
    expect(await page.getByRole('button', { name: '01/ Project idea' }).count()).toBe(1);
    await expect.poll(() => page.title()).toMatch(/^Careers/);
    expect(errors).toEqual([]);
  });

  it('left the real build untouched: /careers is not a page there', async () => {
    const routes = JSON.parse(readFileSync(path.join(root, 'dist/routes.json'), 'utf8')) as string[];
    expect(routes).not.toContain('/careers');
  });
});
