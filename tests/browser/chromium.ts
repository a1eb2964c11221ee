import { existsSync } from 'node:fs';
import { chromium, type Browser, type Locator, type Page, type Response } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = () => existsSync(chromiumPath);

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

export interface OpenedPage {
  page: Page;
  /** console errors and uncaught exceptions seen so far */
  errors: string[];
}

export const viewports = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 375, height: 812 },
} as const;

/** A new page at `width`, collecting console errors, optionally emulating reduced motion. */
export async function openPage(browser: Browser, { width = 1440, height = 900, reducedMotion = false, bypassCSP = false } = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: reducedMotion ? 'reduce' : 'no-preference', bypassCSP });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
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

/** Waits until the block of `type` is live: its wrapper gets data-hydrated once its component has hydrated. */
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
