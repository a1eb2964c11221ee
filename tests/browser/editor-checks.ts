import { expect } from 'vitest';
import type { Page } from 'playwright-core';

// Checks of the editor that the dev server's tests and the live site's make alike (issue 28, "While you are in the editor").

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
  const scrolled = pane.evaluate(
    (element, limitMs) =>
      new Promise<string>((resolve, reject) => {
        element.addEventListener('scrollend', () => resolve('the outline'), { once: true });
        window.addEventListener('scroll', () => resolve('the page'), { once: true });
        setTimeout(() => reject(new Error(`nothing scrolled within ${limitMs} ms of a wheel over the outline`)), limitMs);
      }),
    10_000,
  );
  await page.mouse.move(toolbar.x + toolbar.width / 2, toolbar.y + toolbar.height / 2);
  await page.mouse.wheel(0, 1500);
  await page.mouse.move(outline.x + outline.width / 2, outline.y + outline.height / 2);
  await page.mouse.wheel(0, 200);
  expect(await scrolled).toBe('the outline');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const save = (await page.getByRole('button', { name: 'Save', exact: true }).boundingBox())!;
  expect(save.y).toBeGreaterThanOrEqual(0);
}
