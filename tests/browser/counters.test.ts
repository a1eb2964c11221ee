import { describe, expect, inject, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { blockLive, gotoReady, nextFrames, openPage, scrollToSettled, sharedBrowser, viewports } from './chromium.ts';

const baseURL = inject('baseURL');
const HEADING = 'We make your business stand out';

/** The statistics of spec §9, each counting up from 0 to its value. */
const COUNTERS = [
  { label: 'Years of experience', text: '15+', final: 15 },
  { label: 'Successful projects', text: '120k', final: 120 },
  { label: 'Client satisfaction rate', text: '100%', final: 100 },
] as const;
const LABELS = COUNTERS.map(({ label }) => label);
const FIRST = COUNTERS[0].label;

/** One animation frame of one counter while its digits are on screen. */
interface Frame {
  value: number;
  /** the digits could be seen (not visibility: hidden) */
  seen: boolean;
  /** the block was live (its wrapper has data-hydrated) */
  live: boolean;
  /** the size of the counter's card, to see that nothing moves */
  card: string;
}

/**
 * Runs in the page from its first frame (an init script): at every animation frame, just before it is painted,
 * records for each counter whose digits are inside the viewport what they show and whether they can be seen.
 * Counters are found as a visitor finds them: the list item with the label, its number (the text screen readers skip).
 */
function recordCounterFrames(labels: string[]) {
  const frames: Record<string, Frame[]> = Object.fromEntries(labels.map((label) => [label, []]));
  Object.assign(window, { counterFrames: frames });
  const sample = () => {
    const items = [...(document.getElementById('aximo-counter')?.querySelectorAll('li') ?? [])];
    for (const label of labels) {
      const item = items.find((li) => li.textContent?.includes(label));
      const number = item?.querySelector('[aria-hidden="true"]');
      if (!item || !number) continue;
      const box = number.getBoundingClientRect();
      if (box.height === 0 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
      const card = item.getBoundingClientRect();
      frames[label]!.push({
        value: Number((number.textContent ?? '').replace(/[^0-9]/g, '')),
        seen: number.checkVisibility({ visibilityProperty: true }),
        live: item.closest('[data-block]')?.hasAttribute('data-hydrated') ?? false,
        card: `${card.width}x${card.height}`,
      });
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(recordCounterFrames, LABELS);
}

/** What the page recorded for the counter labelled `label`. */
function framesOf(page: Page, label: string): Promise<Frame[]> {
  return page.evaluate((name) => (window as unknown as { counterFrames: Record<string, Frame[]> }).counterFrames[name] ?? [], label);
}

/** The values the visitor could see, frame by frame. */
async function seenValues(page: Page, label: string): Promise<number[]> {
  return (await framesOf(page, label)).filter((frame) => frame.seen).map((frame) => frame.value);
}

/** Forgets what was recorded so far (before the counters come into view again). */
function forgetFrames(page: Page): Promise<void> {
  return page.evaluate(() => {
    for (const frames of Object.values((window as unknown as { counterFrames: Record<string, Frame[]> }).counterFrames)) frames.length = 0;
  });
}

/** The counters' list, inside the block's region. */
function counterList(page: Page) {
  return page.getByRole('region', { name: HEADING }).getByRole('list');
}

/** The digits a sighted visitor reads for `label`: the number in its list item that screen readers skip. */
function digits(page: Page, label: string) {
  return counterList(page).getByRole('listitem').filter({ hasText: label }).locator('[aria-hidden="true"]');
}

/**
 * Waits until every counter on screen shows its final value, then asserts that each counted up from 0 as
 * the visitor saw it: the first value seen is below the final one, the values never go down, and the last
 * is the final value. Returns how many counters were on screen (at least the first must be).
 */
async function expectCountedUp(page: Page): Promise<number> {
  // the page records every counter on screen in the same frame: once the first has a frame, all have
  await expect.poll(async () => (await framesOf(page, FIRST)).length, { message: `${FIRST} comes on screen` }).toBeGreaterThan(0);
  let onScreen = 0;
  for (const { label, final } of COUNTERS) {
    if ((await framesOf(page, label)).length === 0) continue;
    onScreen += 1;
    await expect.poll(async () => (await seenValues(page, label)).at(-1), { message: `${label} reaches ${final}` }).toBe(final);
    const seen = await seenValues(page, label);
    expect(seen[0], `${label}: the first value seen (of ${seen.join(' ')})`).toBeLessThan(final);
    for (let index = 1; index < seen.length; index += 1) expect(seen[index], `${label} never goes down: ${seen.join(' ')}`).toBeGreaterThanOrEqual(seen[index - 1]!);
  }
  return onScreen;
}

describe.skipIf(!inject('browserTests'))('counters in Chromium', () => {
  const browser = sharedBrowser();

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`never shows the final values before counting from 0, even when the block's code arrives after the visitor scrolled to it (${name})`, async () => {
      const { page, errors } = await openPage(browser(), viewport);
      await recordFrames(page);
      // the block's code is held back until its counters have been on screen for a while
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      onTestFinished(() => release());
      await page.route(/\/assets\/video-counter-[\w-]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await gotoReady(page, `${baseURL}/`);
      expect(await page.locator('[data-block="video-counter"][data-hydrated]').count(), 'far below the first screen, the block is still static').toBe(0);

      await counterList(page).scrollIntoViewIfNeeded();
      await page.waitForFunction((label) => (window as unknown as { counterFrames: Record<string, Frame[]> }).counterFrames[label]!.length >= 5, FIRST);
      const beforeCode = await framesOf(page, FIRST);
      expect(beforeCode.every((frame) => !frame.live), 'the block waited for its code').toBe(true);
      expect(beforeCode.filter((frame) => frame.seen).map((frame) => frame.value), 'digits seen before the code arrived').toEqual([]);

      release();
      await blockLive(page, 'video-counter');
      expect(await expectCountedUp(page)).toBe(COUNTERS.length);
      for (const { label } of COUNTERS) {
        // hidden or counting, the card keeps its size: nothing moves
        expect(new Set((await framesOf(page, label)).map((frame) => frame.card)).size, `${label}'s card sizes`).toBe(1);
      }
      expect(errors).toEqual([]);
    });
  }

  for (const [path, viewport] of [['/', viewports.desktop], ['/about-us', viewports.mobile]] as const) {
    it(`counts up from 0 for a visitor who lands on ${path}#aximo-counter (${viewport.width} px)`, async () => {
      const { page, errors } = await openPage(browser(), viewport);
      await recordFrames(page);
      await gotoReady(page, `${baseURL}${path}#aximo-counter`);
      await blockLive(page, 'video-counter');
      await expectCountedUp(page);
      expect(errors).toEqual([]);
    });
  }

  it('counts up from 0 after a reload while the counters are on screen', async () => {
    const { page, errors } = await openPage(browser(), viewports.desktop);
    await recordFrames(page);
    await gotoReady(page, `${baseURL}/`);
    await counterList(page).scrollIntoViewIfNeeded();
    await blockLive(page, 'video-counter');
    await expectCountedUp(page);
    const scrolled = await page.evaluate(() => window.scrollY);

    // the init script records afresh on the reloaded page; the browser restores the scroll position
    await page.reload();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'the browser restored the scroll position' }).toBe(scrolled);
    await blockLive(page, 'video-counter');
    await expectCountedUp(page);
    expect(errors).toEqual([]);
  });

  it('counts from 0 as the counters scroll into view once live, and again each time they scroll out of view and back', async () => {
    const { page, errors } = await openPage(browser(), viewports.desktop);
    await recordFrames(page);
    await gotoReady(page, `${baseURL}/`);
    // a visitor scrolling down: the block comes to life half a viewport before its counters are seen
    await counterList(page).evaluate((list) => window.scrollBy(0, list.getBoundingClientRect().top - window.innerHeight - 100));
    await blockLive(page, 'video-counter');
    expect(await framesOf(page, FIRST), 'not on screen yet').toEqual([]);
    for (let pass = 0; pass < 3; pass += 1) {
      await counterList(page).scrollIntoViewIfNeeded();
      await blockLive(page, 'video-counter');
      expect(await expectCountedUp(page), `pass ${pass}`).toBe(COUNTERS.length);
      await scrollToSettled(page, 0);
      // the page's intersection observers report on the next frames
      await nextFrames(page, 3);
      await forgetFrames(page);
    }
    expect(errors).toEqual([]);
  });

  it('shows the final values at once, without counting, when the visitor prefers reduced motion', async () => {
    const { page } = await openPage(browser(), { ...viewports.desktop, reducedMotion: true });
    await recordFrames(page);
    await gotoReady(page, `${baseURL}/`);
    await counterList(page).scrollIntoViewIfNeeded();
    await blockLive(page, 'video-counter');
    // a few frames with the block live and on screen: a count would have begun by then
    await page.waitForFunction((label) => (window as unknown as { counterFrames: Record<string, Frame[]> }).counterFrames[label]!.filter((frame) => frame.live).length >= 5, FIRST);
    for (const { label, final } of COUNTERS) {
      const frames = await framesOf(page, label);
      expect(frames.length, `${label} was on screen`).toBeGreaterThan(0);
      expect(frames.filter((frame) => !frame.seen || frame.value !== final), `${label}: frames not showing ${final}`).toEqual([]);
    }
  });

  it('shows the final values as text without JavaScript', async () => {
    const { page } = await openPage(browser(), { ...viewports.desktop, javaScriptEnabled: false });
    await page.goto(`${baseURL}/#aximo-counter`);
    for (const { label, text } of COUNTERS) {
      expect(await digits(page, label).textContent()).toBe(text);
      expect(await digits(page, label).isVisible(), `${label}'s digits are visible`).toBe(true);
      // what screen readers read: the final value with its label
      expect(await counterList(page).getByText(`${text} ${label}`, { exact: true }).count()).toBe(1);
    }
  });

  it('shows the final values, hidden at first, when the page’s script never runs', async () => {
    const { page } = await openPage(browser(), viewports.desktop);
    await recordFrames(page);
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.goto(`${baseURL}/#aximo-counter`);
    for (const { label } of COUNTERS) await expect.poll(() => digits(page, label).isVisible(), { message: `${label}'s digits appear` }).toBe(true);
    expect(await page.locator('html[data-hydrated]').count(), 'the page never came to life').toBe(0);
    for (const { label, text, final } of COUNTERS) {
      expect(await digits(page, label).textContent()).toBe(text);
      const frames = await framesOf(page, label);
      expect(frames[0]?.seen, `${label}: hidden at first, while the script may still come`).toBe(false);
      expect(frames.filter((frame) => frame.seen).every((frame) => frame.value === final)).toBe(true);
    }
  });
});
