import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import { existsSync } from 'node:fs';
import { launchBrowser as launchChromium, testChromiumPath } from '../../scripts/lib/chromium.ts';
import { watchPage } from './stuck-page.ts';

/** The Chromium the browser tests drive (scripts/lib/chromium.ts: the headless shell when installed). */
export const chromiumPath = testChromiumPath;
export const hasChromium = () => existsSync(chromiumPath);
export const launchBrowser = (): Promise<Browser> => launchChromium(chromiumPath);

export interface OpenedPage {
  page: Page;
  /** console errors and uncaught exceptions seen so far */
  errors: string[];
}

export const viewports = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 375, height: 812 },
} as const;

export interface PageOptions {
  width?: number;
  height?: number;
  reducedMotion?: boolean;
  bypassCSP?: boolean;
  javaScriptEnabled?: boolean;
  /**
   * A context of the page's own, with empty storage and nothing granted: for the editor (its draft lives in
   * localStorage) and for a test that grants permissions. Otherwise the page opens in a context the test file's
   * pages share, which keeps only the HTTP cache between them: the site stores nothing in the browser.
   */
  ownContext?: boolean;
}

// What openPage opened and has not closed yet, per test file (Vitest runs each file in its own module graph).
// A new context costs ~1.2 CPU-seconds in Chromium (its process, its profile) before the page loads anything: two
// to three times what a new page costs in a context that is already there.
const openContexts = new Set<BrowserContext>();
const openPages = new Set<Page>();
const sharedContexts = new WeakMap<Browser, Map<string, Promise<BrowserContext>>>();

/** The file's shared context in `browser` for the settings a page cannot change by itself. */
function sharedContext(browser: Browser, bypassCSP: boolean, javaScriptEnabled: boolean): Promise<BrowserContext> {
  const contexts = sharedContexts.get(browser) ?? new Map<string, Promise<BrowserContext>>();
  sharedContexts.set(browser, contexts);
  const key = `${bypassCSP} ${javaScriptEnabled}`;
  let context = contexts.get(key);
  if (!context) {
    context = browser.newContext({ bypassCSP, javaScriptEnabled });
    contexts.set(key, context);
  }
  return context;
}

/** A new page at `width`, collecting console errors, optionally emulating reduced motion. Closed by closePages. */
export async function openPage(
  browser: Browser,
  { width = 1440, height = 900, reducedMotion = false, bypassCSP = false, javaScriptEnabled = true, ownContext = false }: PageOptions = {},
): Promise<OpenedPage> {
  let page: Page;
  if (ownContext) {
    const context = await browser.newContext({ viewport: { width, height }, reducedMotion: reducedMotion ? 'reduce' : 'no-preference', bypassCSP, javaScriptEnabled });
    openContexts.add(context);
    context.on('close', () => openContexts.delete(context));
    page = await context.newPage();
  } else {
    page = await (await sharedContext(browser, bypassCSP, javaScriptEnabled)).newPage();
    openPages.add(page);
    page.on('close', () => openPages.delete(page));
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ reducedMotion: reducedMotion ? 'reduce' : 'no-preference' });
  }
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** Closes every page and own context openPage opened: test files call it in afterEach, so a failing test leaves none behind. */
export async function closePages(): Promise<void> {
  await Promise.all([...openPages].map((page) => page.close()));
  await Promise.all([...openContexts].map((context) => context.close()));
}

/** One browser for a test file (launched before its tests, closed after them), its pages closed after each test. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(closePages);
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('sharedBrowser(): the browser starts in beforeAll; use it inside a test');
    return browser;
  };
}

/**
 * For a test of many steps: call the returned function with each step's name before it starts. If the test fails,
 * even by its own timeout (which names no step), the log says which step it was in and for how long.
 */
export function trackSteps(): (name: string) => void {
  let step = { name: '(before the first step)', since: performance.now() };
  onTestFailed(() => console.error(`failed during step "${step.name}", ${Math.round(performance.now() - step.since)} ms after it started`));
  return (name) => {
    if (process.env.STEP_TIMES) console.log(`step ${step.name} ${Math.round(performance.now() - step.since)} ms`);
    step = { name, since: performance.now() };
  };
}

/**
 * A picture to look at, taken only with SCREENSHOTS=1, into test-results/screens/: it asserts nothing, and a whole page
 * costs Chromium about a CPU-second.
 */
export async function screenshotOnRequest(target: Page | Locator, name: string, { fullPage = false } = {}): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  const path = `test-results/screens/${name}`;
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}

/** True when the page is wider than the viewport (a horizontal scrollbar). */
export function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** Opens `url` and waits until React has hydrated it, so clicks and scroll handlers are live. */
export async function gotoReady(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  return response;
}

/** Waits until a block of `type` is live: its wrapper says so with <div data-block="type" data-hydrated> (src/render/sections.tsx). */
export async function blockLive(page: Page, type: string): Promise<void> {
  await page.waitForSelector(`[data-block="${type}"][data-hydrated]`, { state: 'attached' });
}

/** Waits for `count` animation frames: observers and scroll handlers have run by then. */
export async function nextFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate((frames) => new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(frames);
  }), count);
}

/** Waits until the transitions and finite animations inside `locator` have ended, including any they start. */
export async function transitionsDone(locator: Locator): Promise<void> {
  await locator.evaluate(async (element) => {
    const running = () => element.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
    // a cancelled animation rejects its promise; it has ended all the same
    for (let pending = running(); pending.length > 0; pending = running()) await Promise.allSettled(pending.map((animation) => animation.finished));
  });
}

/** Waits until every block on the page is live (blocks far down hydrate only once they come near: scroll through first). */
export async function allBlocksLive(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('[data-block]')].every((wrapper) => wrapper.hasAttribute('data-hydrated')));
}

const preloaderSelector = '[data-testid="preloader"]';

// The waits that run inside the page give up after this, naming what they still wait for (a limit for a hang,
// well under a test's 60 s, not a measure of speed); Playwright's own waits throw after 30 s.
const stuckAfterMs = 20_000;

/**
 * Waits until the preloader (src/layout/preloader.tsx) is out of the way: told to hide, faded out to nothing
 * and letting clicks through, so it covers neither a screenshot nor what axe checks. (Its visibility flips a
 * moment later, after a transition delay that reduced motion does not shorten: nothing to wait for.)
 */
export async function preloaderGone(page: Page): Promise<void> {
  await page.waitForFunction((selector) => {
    const overlay = document.querySelector(selector);
    if (!overlay) return true;
    const style = getComputedStyle(overlay);
    return overlay.getAttribute('data-state') === 'hidden' && style.opacity === '0' && style.pointerEvents === 'none';
  }, preloaderSelector);
}

/**
 * Waits until the page's finite animations and transitions have finished, looping while new ones start.
 * Not waited for: endless ones (the play button's ripple), paused ones, ones on elements that are not
 * visible (the preloader's spinner once the cover is hidden), and those inside `ignore`: by default
 * carousels, whose marquee is a never-ending chain of 6-second transitions, and the preloader, which
 * preloaderGone waits for (its visibility flips after a delay, though it is transparent already).
 */
export async function animationsSettled(page: Page, { ignore = `[aria-roledescription="carousel"], ${preloaderSelector}` } = {}): Promise<void> {
  await watchPage(page, 'animationsSettled', stuckAfterMs + 10_000, (watched) => watched.evaluate(async ({ ignored, limitMs }) => {
    const targetOf = (animation: Animation) => (animation.effect instanceof KeyframeEffect ? animation.effect.target : null);
    const pending = () =>
      document.getAnimations().filter((animation) => {
        if (animation.playState !== 'running') return false;
        if (Number(animation.effect?.getComputedTiming().endTime ?? Infinity) === Infinity) return false;
        const target = targetOf(animation);
        return !target || (target.checkVisibility({ visibilityProperty: true }) && !target.closest(ignored));
      });
    const describe = (animation: Animation) => {
      const target = targetOf(animation);
      const name = animation instanceof CSSAnimation ? animation.animationName : animation instanceof CSSTransition ? animation.transitionProperty : animation.id;
      return `${name} on ${target ? `${target.tagName.toLowerCase()}.${target.className}` : 'nothing'} (${String(animation.currentTime)} of ${String(animation.effect?.getComputedTiming().endTime)} ms)`;
    };
    const deadline = performance.now() + limitMs;
    // one at a time, checking again after each: what has just finished may hide others that no longer count
    for (let running = pending(); running.length > 0; running = pending()) {
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`animations still running after ${limitMs} ms: ${running.map(describe).join('; ')} (visibility ${document.visibilityState})`);
      // a cancelled animation rejects `finished`: it is over all the same
      await Promise.race([...running.map((animation) => animation.finished.catch(() => undefined)), new Promise((resolve) => setTimeout(resolve, left))]);
    }
  }, { ignored: ignore, limitMs: stuckAfterMs }));
}

/**
 * Scrolls the window to `top` and waits until the page has handled it: the scroll event has been
 * dispatched (to the page's listeners first) and a frame has run after it.
 */
export async function scrollToSettled(page: Page, top: number): Promise<void> {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        const settle = () => requestAnimationFrame(() => resolve());
        const from = window.scrollY;
        window.scrollTo(0, y);
        if (window.scrollY === from) settle();
        else window.addEventListener('scroll', settle, { once: true });
      }),
    top,
  );
}

/**
 * Scrolls through the page a screen at a time, waiting at each step until the images in the viewport have
 * loaded and decoded (lazy images start loading there; blocks nearby hydrate), then back to the top.
 */
export async function loadLazyImages(page: Page): Promise<void> {
  await watchPage(page, 'loadLazyImages', stuckAfterMs + 10_000, (watched) => watched.evaluate(async (limitMs) => {
    // What an IntersectionObserver sees as in the viewport, as the browser's lazy loading does: not what a carousel
    // clips away. Its first report comes after the next frame, by when the browser has seen the new position.
    const imagesInView = () =>
      new Promise<HTMLImageElement[]>((resolve) => {
        const images = [...document.images];
        if (images.length === 0) return resolve([]);
        const observer = new IntersectionObserver((entries) => {
          observer.disconnect();
          resolve(entries.filter((entry) => entry.isIntersecting && entry.intersectionRect.width > 0 && entry.intersectionRect.height > 0).map((entry) => entry.target as HTMLImageElement));
        });
        for (const image of images) observer.observe(image);
      });
    const loaded = (img: HTMLImageElement) =>
      img.complete
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            img.addEventListener('load', () => resolve(), { once: true });
            img.addEventListener('error', () => resolve(), { once: true });
          });
    // a broken image rejects decode(): the test's own checks say what is wrong with it
    const decoded = (img: HTMLImageElement) => loaded(img).then(() => img.decode().catch(() => undefined));
    // what a step waits for, named when it waits too long: a hang reads as its cause, not as the test's timeout
    const within = <T,>(work: Promise<T>, what: () => string) =>
      Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`loadLazyImages: ${what()} after ${limitMs} ms (visibility ${document.visibilityState})`)), limitMs))]);
    for (let top = 0; ; top += window.innerHeight) {
      window.scrollTo(0, top);
      const images = await within(imagesInView(), () => `no intersection report at scroll ${top}`);
      await within(Promise.all(images.map(decoded)), () => `images in view at scroll ${top} not loaded: ${images.filter((img) => !img.complete).map((img) => img.currentSrc || img.src).join(', ')}`);
      if (top + window.innerHeight >= document.documentElement.scrollHeight) break;
    }
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, stuckAfterMs));
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  help: string;
  /** the first five elements it was found on */
  nodes: string[];
}

/**
 * axe's violations of the WCAG 2.2 AA and best-practice rules on the whole page as it is now. The page must allow
 * the injected script (openPage with bypassCSP).
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    type Found = { id: string; help: string; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<{ violations: Found[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  });
}
