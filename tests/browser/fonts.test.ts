import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Site } from '../../src/generated/site.ts';
import { localePath } from '../../src/shared/localize.ts';
import { root } from '../../scripts/lib/paths.ts';
import { theme } from '../../src/theme/tokens.ts';
import { gotoReady, openPage, sharedBrowser, viewports } from './chromium.ts';

const baseURL = inject('baseURL');
const site = JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8')) as Site;
const hindiRoutes = [...site.pages.map((page) => localePath(page.path, 'hi', 'en')), '/hi/no-such-page'];

interface Shaped {
  text: string;
  /** glyphs drawn, by the platform font's family */
  glyphs: Record<string, number>;
  width: number;
}

/**
 * Each text of the page with Devanagari in it, drawn twice beside the page in its element's font size and weight:
 * with the page's own fonts (its release's subset first) and with the whole font in the subset's place. The glyph
 * counts come from Chromium's shaper (CDP's platform fonts of each node).
 */
async function shapedTwice(page: Page): Promise<{ subset: Shaped; whole: Shaped }[]> {
  const count = await page.evaluate(
    async ({ subsetStack, wholeStack }) => {
      const box = document.createElement('div');
      box.setAttribute('aria-hidden', 'true');
      box.style.cssText = 'position:absolute;left:0;top:0;width:max-content';
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      let index = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (!/[\u0900-\u097F]/.test(text) || !node.parentElement || node.parentElement.closest('script, style, template')) continue;
        const style = getComputedStyle(node.parentElement);
        for (const [kind, stack] of [['subset', subsetStack], ['whole', wholeStack]] as const) {
          const probe = document.createElement('span');
          probe.dataset.probe = `${index}-${kind}`;
          probe.textContent = text.trim();
          probe.style.cssText = `display:block;white-space:pre;font-family:${stack};font-size:${style.fontSize};font-weight:${style.fontWeight};letter-spacing:${style.letterSpacing}`;
          box.append(probe);
        }
        index += 1;
      }
      document.body.append(box);
      await document.fonts.ready;
      return index;
    },
    { subsetStack: theme.fonts.body, wholeStack: theme.fonts.typed },
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root: documentNode } = await cdp.send('DOM.getDocument', { depth: 0 });
  // the probes in document order: index-subset, index-whole, one pair per text; their fonts asked all at once
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: documentNode.nodeId, selector: '[data-probe]' });
  const fonts = await Promise.all(nodeIds.map((nodeId) => cdp.send('CSS.getPlatformFontsForNode', { nodeId })));
  const drawn = await page.evaluate(() => [...document.querySelectorAll('[data-probe]')].map((element) => ({ text: element.textContent ?? '', width: element.getBoundingClientRect().width })));
  await cdp.detach();
  expect(nodeIds.length).toBe(count * 2);
  const shaped = (at: number): Shaped => ({ ...drawn[at]!, glyphs: Object.fromEntries(fonts[at]!.fonts.map((font) => [font.familyName, font.glyphCount])) });
  return Array.from({ length: count }, (_unused, index) => ({ subset: shaped(index * 2), whole: shaped(index * 2 + 1) }));
}

/** The paths of the fonts `page` fetches from now on, as they come; with `named`, without a build's hash (-abc12345.woff2). */
function fontsFetched(page: Page, named = true): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('.woff2')) return;
    const pathname = new URL(request.url()).pathname;
    fonts.push(named ? pathname.replace(/-[\w-]{8}\.woff2$/, '') : pathname);
  });
  return fonts;
}

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

  it('draws the text in Plus Jakarta Sans when the font is at hand (cached, as on the pages after the first), from its core alone', async () => {
    const { page, errors } = await openPage(browser(), { ...viewports.mobile, ownContext: true });
    const fonts = fontsFetched(page);
    await gotoReady(page, `${baseURL}/about-us`);
    await page.evaluate(() => document.fonts.ready);
    await gotoReady(page, `${baseURL}/`);
    expect(await drawnFont(page, 'h1')).toBe('Plus Jakarta Sans');
    // scripts/lib/latin-core.ts: the site's English needs nothing outside the core
    expect([...new Set(fonts)]).toEqual(['/assets/plus-jakarta-sans-latin-core']);
    expect(errors).toEqual([]);
  });

  it('fetches only the Latin core when it comes late, not the whole Latin font beside it', async () => {
    const { page, errors } = await openPage(browser(), { ...viewports.mobile, ownContext: true });
    const fonts = fontsFetched(page);
    await page.route(/latin-core-[\w-]+\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await gotoReady(page, `${baseURL}/`);
    await expect.poll(() => fonts.length).toBeGreaterThan(0);
    await page.waitForTimeout(2000);
    expect([...new Set(fonts)]).toEqual(['/assets/plus-jakarta-sans-latin-core']);
    expect(errors).toEqual([]);
  });

  // a system with a Devanagari font of its own (every desktop and phone system; not this Debian) draws the switch's
  // "हिन्दी" in it on English pages; one without fetches the web font rather than show boxes
  it('draws "हिन्दी" on English pages in a Devanagari font, fetching the web font only where the system has none', async () => {
    const systemHasOne = spawnSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' }).stdout.trim() !== '';
    const { page, errors } = await openPage(browser(), { ...viewports.desktop, ownContext: true });
    const fonts = fontsFetched(page, false);
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

  // src/server/engine/publish/release-font.ts: the publish subsets the font to the glyphs its pages' words pass through
  it.each(hindiRoutes)('draws %s from its release\'s subset, every text shaped as the whole font shapes it', async (route) => {
    const { page, errors } = await openPage(browser(), { ...viewports.mobile, ownContext: true });
    const fonts = fontsFetched(page, false);
    await gotoReady(page, baseURL + route);
    await page.evaluate(() => document.fonts.ready);
    // the page's own text needs nothing of the whole font
    expect(fonts.filter((font) => /devanagari/.test(font))).toEqual([]);
    expect(fonts.filter((font) => font.startsWith('/_fonts/'))).toHaveLength(1);
    const pairs = await shapedTwice(page);
    expect(pairs.length).toBeGreaterThan(10);
    const differ = pairs.filter(({ subset, whole }) => JSON.stringify(subset.glyphs) !== JSON.stringify(whole.glyphs) || Math.abs(subset.width - whole.width) > 0.01);
    expect(differ.map(({ subset, whole }) => `${subset.text.slice(0, 60)}: ${JSON.stringify(subset.glyphs)} ${subset.width} against ${JSON.stringify(whole.glyphs)} ${whole.width}`)).toEqual([]);
    for (const { subset } of pairs) expect(Object.keys(subset.glyphs)).toContain('Noto Sans Devanagari');
    // the not-found page is answered with 404, which the console reports
    expect(errors.filter((error) => !(route.endsWith('no-such-page') && error.includes('404')))).toEqual([]);
  });
});
