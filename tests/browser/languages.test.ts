import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Site } from '../../src/generated/site.ts';
import { localePath } from '../../src/shared/localize.ts';
import { root } from '../../scripts/lib/paths.ts';
import { allBlocksLive, animationsSettled, axeViolations, gotoReady, hasHorizontalScroll, loadLazyImages, openPage, preloaderGone, sharedBrowser, trackSteps, viewports } from './chromium.ts';

// the repository's site, in Hindi beside its English (docs/languages.md)
const url = inject('baseURL');
const site = JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8')) as Site;
const hindiRoutes = [...site.pages.map((page) => localePath(page.path, 'hi', 'en')), '/hi/no-such-page'];

describe.skipIf(!inject('browserTests'))('the site in Hindi', () => {
  const browser = sharedBrowser();
  // one test a page and width, each with its own time: eleven pages in one test came close to its limit. With
  // reduced motion: motion is the same code in every language, and a11y.test checks it on the English pages; here
  // it would only draw frames (about a quarter of this file's time).
  for (const [name, viewport] of Object.entries(viewports)) {
    it.each(hindiRoutes)(`shows %s in Hindi, accessible, at ${viewport.width}px (${name})`, async (route) => {
      const step = trackSteps();
      const { page } = await openPage(browser(), { ...viewport, reducedMotion: true, bypassCSP: true });
      step(`open ${route}`);
      await gotoReady(page, url + route);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      await loadLazyImages(page);
      await allBlocksLive(page);
      await preloaderGone(page);
      await animationsSettled(page);
      // the interface words are Hindi too: the skip link is the first thing a keyboard reaches
      await expect.poll(() => page.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' }).count()).toBe(1);
      step('axe');
      expect(await axeViolations(page)).toEqual([]);
      expect(await hasHorizontalScroll(page)).toBe(false);
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
