import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoReady, openPage, sharedBrowser, viewports } from './chromium.ts';

const baseURL = inject('baseURL');

/** Names of the script files the page has requested so far. */
function scripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.name.split('/').pop()!),
  );
}

// Blocks far below the first screen stay prerendered HTML until they come near: their code is not loaded before.
describe.skipIf(!inject('browserTests'))('hydration of blocks below the first screen', () => {
  const browser = sharedBrowser();

  // the Hindi home page's address ends in a slash (/hi/): still the page the browser hydrated, its blocks gated too
  it.each([
    ['/', 'Creative projects we are proud of'],
    ['/hi/', 'रचनात्मक प्रोजेक्ट, जिन पर हमें गर्व है'],
  ])('loads the slider code only when a slider comes near, on %s', async (route, projects) => {
    const { page, errors } = await openPage(browser(), viewports.mobile);
    await gotoReady(page, `${baseURL}${route}`);
    await page.waitForLoadState('networkidle');
    const before = await scripts(page);
    expect(before.some((name) => name.startsWith('hero-'))).toBe(true);
    expect(before.filter((name) => /^(swiper|project-slider|video-counter|slogan-slider)-/.test(name))).toEqual([]);

    await page.getByRole('region', { name: projects }).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await scripts(page)).some((name) => name.startsWith('swiper-'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('keeps the content of a block that has not hydrated readable and in place', async () => {
    const { page } = await openPage(browser(), viewports.mobile);
    await gotoReady(page, `${baseURL}/`);
    const region = page.getByRole('region', { name: 'Our simple working process' });
    expect(await region.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['01/ Project idea', '02/ Brainstorming', '03/ Launch']);
    expect(await (await scripts(page)).some((name) => name.startsWith('working-process-'))).toBe(false);
  });

  it('gives back a click made on a button before its block was live', async () => {
    const { page, errors } = await openPage(browser(), viewports.desktop);
    await gotoReady(page, `${baseURL}/`);
    // clicked at once: the block's code is requested by the scroll that brings the button into view
    await page.getByRole('button', { name: 'Play the company video' }).click();
    await page.getByRole('dialog', { name: 'You just opened the modal video' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('gives back a click made on a block of the first screen before the page was live', async () => {
    const { page, errors } = await openPage(browser(), viewports.desktop);
    // the FAQ block's code held back: the page's script runs, but the block cannot hydrate yet
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested = new Promise<void>((resolve) => {
      void page.route(/\/assets\/faq-accordion-[^/]*\.js$/, async (route) => {
        resolve();
        await held;
        await route.continue();
      });
    });
    await page.goto(`${baseURL}/faq`, { waitUntil: 'commit' });
    await requested;
    const main = page.getByRole('main');
    const question = (name: string) => main.getByRole('button', { name, exact: true });
    await question('How much does a project cost?').click();
    release();
    await expect.poll(() => question('How much does a project cost?').getAttribute('aria-expanded')).toBe('true');
    expect(await question('What services do you offer?').getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });

  it('shows the first page whole again after a visit to another page', async () => {
    const { page, errors } = await openPage(browser(), viewports.mobile);
    await gotoReady(page, `${baseURL}/`);
    const headings = () => page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
    const all = await headings();
    expect(all).toHaveLength(6);
    // a client-side navigation while most home blocks are still static, then back
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: /cutting-edge software/i }).waitFor();
    expect(await headings()).toEqual(all);
    expect(errors).toEqual([]);
  });
});
