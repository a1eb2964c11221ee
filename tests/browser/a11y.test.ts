import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Site } from '../../src/generated/site.ts';
import { root } from '../../scripts/lib/paths.ts';
import { allBlocksLive, animationsSettled, axeViolations, gotoReady, hasHorizontalScroll, loadLazyImages, openPage, preloaderGone, sharedBrowser, trackSteps, viewports } from './chromium.ts';

const baseURL = inject('baseURL');
const site = JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8')) as Site;
const routes = [...site.pages.map((page) => page.path), '/no-such-page'];

// Every route, at both widths, visited once and whole (lazy images loaded, every block hydrated, the cover gone,
// animations done): React reports no hydration mismatch, axe finds no violation, nothing scrolls sideways, the
// console stays clean; with SCREENSHOTS=1, a whole-page screenshot to look at. 1440 px runs with motion, 375 px
// with reduced motion, so both modes hydrate and are checked.
describe.skipIf(!inject('browserTests'))('every route hydrates, is accessible and clean', () => {
  const browser = sharedBrowser();

  for (const [name, viewport] of Object.entries(viewports)) {
    const reducedMotion = name === 'mobile';
    it.each(routes)(`%s at ${viewport.width}px (${name}${reducedMotion ? ', reduced motion' : ''})`, async (route) => {
      const step = trackSteps();
      step('openPage');
      // bypassCSP lets the test inject axe; the site's own scripts run under the real policy in every other test
      const { page, errors } = await openPage(browser(), { ...viewport, reducedMotion, bypassCSP: true });
      const hydrationWarnings: string[] = [];
      page.on('console', (message) => {
        if (/hydrat|did not match|server rendered/i.test(message.text())) hydrationWarnings.push(message.text());
      });
      step('gotoReady');
      await gotoReady(page, baseURL + route);
      // every block comes near and hydrates; React has reported any mismatch by the time a block is marked live
      step('loadLazyImages');
      await loadLazyImages(page);
      step('allBlocksLive');
      await allBlocksLive(page);
      expect(hydrationWarnings).toEqual([]);
      // axe checks what the visitor sees: not the cover (it would hide the page and take the contrast checks)
      step('preloaderGone');
      await preloaderGone(page);
      step('animationsSettled');
      await animationsSettled(page);
      step('axe');
      const violations = await axeViolations(page);
      expect(violations).toEqual([]);
      step('hasHorizontalScroll');
      expect(await hasHorizontalScroll(page)).toBe(false);
      // the browser logs the document's own 404 status as an error; that answer is intended
      expect(errors.filter((e) => !(route === '/no-such-page' && /status of 404/.test(e)))).toEqual([]);
      // whole-page pictures to look at, on request: 24 of them cost the suite about a minute of CPU
      if (process.env.SCREENSHOTS) {
        const file = route === '/' ? 'home' : route.slice(1).replace(/\//g, '-');
        step('screenshot');
        await page.screenshot({ path: `test-results/screens/route-${file}-${viewport.width}.png`, fullPage: true });
      }
    });
  }
});
