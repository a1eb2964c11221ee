import { spawnSync } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoReady, openPage, sharedBrowser, viewports } from './chromium.ts';

const baseURL = inject('baseURL');

/** The font the browser drew the first `selector` with, as the platform names it. */
async function drawnFont(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName).join(' + ');
}

// src/theme/fonts.css: the web font is `optional`, over a fallback scaled to its metrics
describe.skipIf(!inject('browserTests'))('the web font in Chromium', () => {
  const browser = sharedBrowser();

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`moves no text when the font comes late: the page keeps its fallback, at ${viewport.width}px (${name})`, async () => {
      const { page, errors } = await openPage(browser(), { ...viewport, ownContext: true });
      let fontAsked!: () => void;
      const asked = new Promise<void>((resolve) => (fontAsked = resolve));
      await page.route(/\.woff2$/, async (route) => {
        fontAsked();
        // late: after the page has painted and its preloader has gone (settings.ui.preloaderMs)
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.addInitScript(() => {
        const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = []);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await gotoReady(page, `${baseURL}/`);
      await asked;
      await page.waitForFunction(() => [...document.fonts].some((face) => face.family === 'Plus Jakarta Sans Variable' && face.status === 'loaded'));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await drawnFont(page, 'h1')).not.toMatch(/Jakarta/);
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it('draws the text in Plus Jakarta Sans when the font is at hand (cached, as on the pages after the first)', async () => {
    const { page, errors } = await openPage(browser(), { ...viewports.mobile, ownContext: true });
    await gotoReady(page, `${baseURL}/about-us`);
    await page.evaluate(() => document.fonts.ready);
    await gotoReady(page, `${baseURL}/`);
    expect(await drawnFont(page, 'h1')).toBe('Plus Jakarta Sans');
    expect(errors).toEqual([]);
  });

  // a system with a Devanagari font of its own (every desktop and phone system; not this Debian) draws the switch's
  // "हिन्दी" in it on English pages; one without fetches the web font rather than show boxes
  it('draws "हिन्दी" on English pages in a Devanagari font, fetching the web font only where the system has none', async () => {
    const systemHasOne = spawnSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' }).stdout.trim() !== '';
    const { page, errors } = await openPage(browser(), { ...viewports.desktop, ownContext: true });
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
    });
    await gotoReady(page, `${baseURL}/about-us`);
    await expect.poll(() => page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }).isVisible()).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => drawnFont(page, 'a[hreflang="hi"]')).toMatch(/Devanagari|Nirmala|Kohinoor/);
    expect(fonts.filter((font) => /devanagari/.test(font))).toHaveLength(systemHasOne ? 0 : 1);
    await gotoReady(page, `${baseURL}/hi/about-us`);
    await page.evaluate(() => document.fonts.ready);
    expect(await drawnFont(page, 'h1')).toMatch(/Noto Sans Devanagari/);
    expect(errors).toEqual([]);
  });
});
