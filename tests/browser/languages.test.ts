import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Site } from '../../src/generated/site.ts';
import { createServer } from '../../src/server/app.ts';
import { publish } from '../../src/server/publish/publish.ts';
import { localePath } from '../../src/shared/localize.ts';
import { clientDir, distDir, root } from '../../scripts/lib/paths.ts';
import { allBlocksLive, animationsSettled, gotoReady, hasHorizontalScroll, loadLazyImages, openPage, preloaderGone, sharedBrowser, trackSteps, viewports } from './chromium.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
// the whole site in Hindi beside its English (docs/languages.md)
const file = path.join(root, 'tests/fixtures/site.hi.json');
const site = JSON.parse(readFileSync(file, 'utf8')) as Site;
const hindiRoutes = [...site.pages.map((page) => localePath(page.path, 'hi', 'en')), '/hi/no-such-page'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

describe.skipIf(!inject('browserTests'))('the site in Hindi', () => {
  const browser = sharedBrowser();
  let dir: string;
  let server: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'languages-'));
    const dataDir = path.join(dir, 'data');
    const published = await publish({ dataDir, distDir, text: readFileSync(file, 'utf8'), file: 'site.hi.json', source: 'a test' });
    expect(published.ok, JSON.stringify(published)).toBe(true);
    server = await createServer({ clientDir, dataDir });
    url = await server.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`shows every Hindi page in Hindi, accessible, at ${viewport.width}px (${name})`, async () => {
      const step = trackSteps();
      const { page } = await openPage(browser(), { ...viewport, bypassCSP: true });
      for (const route of hindiRoutes) {
        step(`open ${route}`);
        await gotoReady(page, url + route);
        expect(await page.evaluate(() => document.documentElement.lang), route).toBe('hi');
        await loadLazyImages(page);
        await allBlocksLive(page);
        await preloaderGone(page);
        await animationsSettled(page);
        // the interface words are Hindi too: the skip link is the first thing a keyboard reaches
        await expect.poll(() => page.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' }).count(), { message: route }).toBe(1);
        step(`axe ${route}`);
        await page.addScriptTag({ path: axePath });
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
          const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
          return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
        });
        expect(violations, route).toEqual([]);
        expect(await hasHorizontalScroll(page), route).toBe(false);
      }
    });
  }

  it('switches to the same page in the other language and back, by keyboard, remembering nothing', async () => {
    const { page } = await openPage(browser(), viewports.desktop);
    await gotoReady(page, `${url}/hi/about-us`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('हमारे बारे में');
    const hindiSwitch = page.getByRole('navigation', { name: 'भाषा' });
    await expect.poll(() => hindiSwitch.getByRole('link', { name: 'हिन्दी' }).getAttribute('aria-current')).toBe('true');
    await hindiSwitch.getByRole('link', { name: 'English' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}/about-us`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('About Us');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // the menu and the interface words follow the language
    await expect.poll(() => page.getByRole('link', { name: 'Skip to main content' }).count()).toBe(1);
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL(`${url}/hi/about-us`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual([0, 0, '']);
  });

  it('has the switch in the mobile menu', async () => {
    const { page } = await openPage(browser(), viewports.mobile);
    await gotoReady(page, `${url}/hi/faq`);
    await page.getByRole('button', { name: 'मेनू खोलें' }).click();
    const menu = page.getByRole('dialog', { name: 'मेनू' });
    await menu.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${url}/faq`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});
