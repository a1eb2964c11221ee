import { expect } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { validateDelayMs } from '../../src/editor/state/use-live-validation.ts';

// Checks of the editor that the dev server's tests and the live site's make alike.

/** The document's height and the window's. */
const pageHeights = (page: Page) => page.evaluate(() => ({ scrollHeight: document.scrollingElement!.scrollHeight, innerHeight: window.innerHeight }));

/** The pane that scrolls the outline: its nearest ancestor that scrolls. */
export const outlinePane = (page: Page) =>
  page.getByRole('list', { name: 'Sections' }).evaluateHandle((list) => {
    let pane = list.parentElement;
    while (pane && !['auto', 'scroll'].includes(getComputedStyle(pane).overflowY)) pane = pane.parentElement;
    if (!pane) throw new Error('the outline is in no pane that scrolls');
    return pane;
  });

/**
 * Resizes the window and waits for a frame drawn at the new size: under load, Chromium reports the new innerHeight
 * before it has laid out `dvh` again, and a check made in between measures the old frame.
 */
export async function resizeWindow(page: Page, size: { width: number; height: number }): Promise<void> {
  const resized = await page.evaluateHandle(() => ({ done: new Promise<void>((resolve) => window.addEventListener('resize', () => resolve(), { once: true })) }));
  await page.setViewportSize(size);
  await resized.evaluate(async ({ done }) => {
    await done;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * The editor's frame is the window's height and a wheel over the toolbar scrolls nothing: the page under the toolbar
 * never moves, and Save stays in view. The outline must be longer than its pane (what made the page scroll).
 */
export async function expectFrameFitsWindow(page: Page): Promise<void> {
  const pane = await outlinePane(page);
  expect(await pane.evaluate((element) => element.scrollHeight > element.clientHeight), 'the outline is longer than its pane').toBe(true);

  const before = await pageHeights(page);
  expect(before.scrollHeight, `the page is ${before.scrollHeight} px tall in a window of ${before.innerHeight} px`).toBeLessThanOrEqual(before.innerHeight);

  // what is absolutely positioned inside a pane that scrolls is placed by something inside it, so it scrolls with it
  const escaping = await page.evaluate(() => {
    const scrollerOf = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(parent).overflowY)) return parent;
      return null;
    };
    return [...document.querySelectorAll('body *')]
      .filter((element): element is HTMLElement => element instanceof HTMLElement && getComputedStyle(element).position === 'absolute' && element.checkVisibility())
      .filter((element) => {
        const scroller = scrollerOf(element);
        return scroller && !(element.offsetParent && scroller.contains(element.offsetParent));
      })
      .map((element) => `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''}.${element.className}`);
  });
  expect(escaping).toEqual([]);

  // a wheel over the toolbar, then over the outline: once the outline has scrolled, the wheel before it was handled
  // too; a page that scrolls ends the wait at once
  const toolbar = (await page.getByRole('banner').boundingBox())!;
  const outline = (await pane.asElement()!.boundingBox())!;
  expect(outline.height, 'the outline pane has room in the window').toBeGreaterThan(before.innerHeight / 4);
  // listening before the wheel: the first of the outline's scroll ending or the page scrolling
  const firstScroll = await pane.evaluateHandle((element, limitMs) => ({
    which: new Promise<string>((resolve, reject) => {
      element.addEventListener('scrollend', () => resolve('the outline'), { once: true });
      window.addEventListener('scroll', () => resolve('the page'), { once: true });
      setTimeout(() => reject(new Error(`nothing scrolled within ${limitMs} ms of a wheel over the outline`)), limitMs);
    }),
  }), 10_000);
  await page.mouse.move(toolbar.x + toolbar.width / 2, toolbar.y + toolbar.height / 2);
  await page.mouse.wheel(0, 1500);
  await page.mouse.move(outline.x + outline.width / 2, outline.y + outline.height / 2);
  await page.mouse.wheel(0, 200);
  expect(await firstScroll.evaluate((scroll) => scroll.which)).toBe('the outline');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const save = (await page.getByRole('button', { name: 'Save', exact: true }).boundingBox())!;
  expect(save.y).toBeGreaterThanOrEqual(0);
}

/** Holds the answer of the next save (POST <api>/site) once the server has stored it: `stored` gives its hash. */
async function holdSaveAnswer(page: Page, api: string) {
  let stored!: (hash: string) => void;
  let release!: () => void;
  let answered!: () => void;
  const storedHash = new Promise<string>((resolve) => (stored = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const answeredNow = new Promise<void>((resolve) => (answered = resolve));
  await page.route(`**${api}/site`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    stored(((await response.json()) as { hash: string }).hash);
    await released;
    await route.fulfill({ response });
    answered();
  });
  return {
    stored: storedHash,
    /** lets the answer through and stops holding saves */
    release: async () => {
      release();
      await answeredNow;
      await page.unroute(`**${api}/site`);
    },
  };
}

export interface Validation {
  /** the version its changes were made to; undefined when it sent the whole site */
  baseHash: unknown;
  /** null when the editor dropped it for a newer one before its answer */
  status: number | null;
}

/** Every validation asked for from now on; `until` waits until one of the version `hash` is answered 200, then stops. */
function recordValidations(page: Page, api: string) {
  const seen: { baseHash: unknown; status: Promise<number | null> }[] = [];
  const onRequest = (request: Request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== `${api}/validate`) return;
    const { baseHash } = request.postDataJSON() as { baseHash?: string };
    seen.push({ baseHash, status: request.response().then((response) => response?.status() ?? null) });
  };
  page.on('request', onRequest);
  const answered = () => Promise.all(seen.map(async ({ baseHash, status }): Promise<Validation> => ({ baseHash, status: await status })));
  return {
    async until(hash: string): Promise<Validation[]> {
      await expect.poll(async () => (await answered()).some(({ baseHash, status }) => baseHash === hash && status === 200), { timeout: 15_000 }).toBe(true);
      page.off('request', onRequest);
      return answered();
    },
  };
}

/** Selects the home page's hero and types `heading` into its form with the page's clock paused: its validation waits. */
async function typeWithClockPaused(page: Page, heading: string) {
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: /^Hero/ }).click();
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByRole('region', { name: 'Properties' }).getByRole('textbox', { name: /^Heading/ }).fill(heading);
}

/**
 * Ctrl+S while a change's validation still waits for its pause, and the save's answer held back (the server has
 * stored it) until that pause is over: the race of a validation with a save, made to happen every time with the
 * page's clock paused. The saved draft's hash, and every validation from Ctrl+S until one of the saved draft is answered.
 */
export async function saveDuringValidationPause(page: Page, api: string, heading: string): Promise<{ saved: string; validations: Validation[] }> {
  const save = await holdSaveAnswer(page, api);
  await typeWithClockPaused(page, heading);
  const validations = recordValidations(page, api);
  await page.keyboard.press('Control+s');
  const saved = await save.stored;
  // the validation's pause runs out while the save is stored and its answer not yet back
  await page.clock.runFor(validateDelayMs);
  await save.release();
  await page.clock.resume();
  return { saved, validations: await validations.until(saved) };
}

/**
 * The other order: the validation is sent first, and the server answers it only after a save made since has been
 * stored (a proxy's connections can do that), so it answers 409. Returns as saveDuringValidationPause.
 */
export async function validationOvertakenBySave(page: Page, api: string, heading: string): Promise<{ saved: string; validations: Validation[] }> {
  const save = await holdSaveAnswer(page, api);
  await page.route(`**${api}/validate`, async (route) => {
    await save.stored;
    await route.continue();
  });
  await typeWithClockPaused(page, heading);
  const validations = recordValidations(page, api);
  await page.clock.runFor(validateDelayMs);
  const refused = page.waitForResponse((response) => new URL(response.url()).pathname === `${api}/validate` && response.status() === 409);
  await page.keyboard.press('Control+s');
  const saved = await save.stored;
  // the editor has the 409 before the save's answer
  await refused;
  await page.unroute(`**${api}/validate`);
  await save.release();
  await page.clock.resume();
  return { saved, validations: await validations.until(saved) };
}
