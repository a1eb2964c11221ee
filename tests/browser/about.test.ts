import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { blockLive, gotoReady, hasHorizontalScroll, loadLazyImages, openPage, screenshotOnRequest, sharedBrowser, viewports } from './chromium.ts';

const baseURL = inject('baseURL');
const SLOGANS = 'Promises we build by';
const THANKS = 'We Have Received Your Request, Our Team Will Contact You Shortly';

/** The element that holds the slides and moves: the slogan band. */
function band(carousel: Locator): Locator {
  return carousel.getByRole('group').first().locator('xpath=..');
}

/** Horizontal position of the slogan band: its x translation. */
function bandOffset(carousel: Locator): Promise<number> {
  return band(carousel).evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).m41);
}

/** Resolves after `count` frames have been drawn. */
function frames(page: Page, count: number): Promise<void> {
  return page.evaluate(async (n) => {
    for (let i = 0; i < n; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

/** The band moves: its position changes by more than 10 px from where it is now. */
async function expectMoving(carousel: Locator) {
  const start = await bandOffset(carousel);
  await expect.poll(async () => Math.abs((await bandOffset(carousel)) - start)).toBeGreaterThan(10);
}

/**
 * The band stands still: the button offers Play and no transition is moving the band (a stopped marquee
 * leaves none running); then two readings several frames apart are the same.
 */
async function expectStill(page: Page, carousel: Locator) {
  await carousel.getByRole('button', { name: 'Play slogans' }).waitFor();
  await expect
    .poll(() => band(carousel).evaluate((element) => element.getAnimations().every((animation) => animation.playState === 'finished' || animation.playState === 'idle')))
    .toBe(true);
  const before = await bandOffset(carousel);
  await frames(page, 10);
  expect(await bandOffset(carousel)).toBe(before);
}

describe.skipIf(!inject('browserTests'))('about and thank-you pages in Chromium', () => {
  const browser = sharedBrowser();

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`shows vision, mission, the 2008 story, the team and the slogans at ${viewport.width}px (${name})`, async () => {
      const { page, errors } = await openPage(browser(), viewport);
      const response = await gotoReady(page, `${baseURL}/about-us`);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.title()).toMatch(/^About Us/);
      const main = page.getByRole('main');
      expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['About Us']);
      expect(await main.getByRole('heading', { level: 3, name: 'Our core vision' }).isVisible()).toBe(true);
      expect(await main.getByRole('heading', { level: 3, name: 'Our main mission' }).isVisible()).toBe(true);

      await loadLazyImages(page);
      const story = main.getByRole('region', { name: /Founded in Agra in 2008/ });
      const storyImages = story.getByRole('img');
      expect(await storyImages.count()).toBe(4);
      for (const image of await storyImages.all()) {
        expect(await image.getAttribute('alt')).toMatch(/\w{4,}/);
        expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      }
      expect(await story.getByText('Founded in Agra', { exact: true }).isVisible()).toBe(true);

      const team = main.getByRole('region', { name: 'The people you will work with' });
      expect(await team.getByRole('heading', { level: 3 }).count()).toBe(6);
      const portraits = team.getByRole('img', { name: /^Portrait of / });
      expect(await portraits.count()).toBe(6);
      expect(await portraits.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);

      const carousel = main.getByRole('region', { name: SLOGANS });
      expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(errors).toEqual([]);
    });
  }

  it('loops 21 distinct slogans by itself, stops on Pause and moves again on Play', async () => {
    const { page, errors } = await openPage(browser(), viewports.desktop);
    await gotoReady(page, `${baseURL}/about-us`);
    const carousel = page.getByRole('region', { name: SLOGANS });
    await carousel.scrollIntoViewIfNeeded();
    // read the band once Swiper runs it: the static band's position is no starting point
    await blockLive(page, 'slogan-slider');
    const slides = carousel.getByRole('group');
    expect(await slides.count()).toBe(21);
    const titles = await slides.allInnerTexts();
    expect(new Set(titles.map((title) => title.trim())).size).toBe(21);
    // each slide's badge is decorative (empty alt): the slogan beside it says the same in words
    expect(await slides.evaluateAll((groups) => groups.every((group) => group.querySelector('img[alt=""]')))).toBe(true);

    await expectMoving(carousel);

    await carousel.getByRole('button', { name: 'Pause slogans' }).click();
    await expectStill(page, carousel);
    await screenshotOnRequest(page, 'about-us-slogans-1440.png');

    await carousel.getByRole('button', { name: 'Play slogans' }).click();
    await expectMoving(carousel);
    expect(await carousel.getByRole('button', { name: 'Pause slogans' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('keeps the slogans still with reduced motion until the visitor presses Play', async () => {
    const { page } = await openPage(browser(), { ...viewports.mobile, reducedMotion: true });
    await gotoReady(page, `${baseURL}/about-us`);
    const carousel = page.getByRole('region', { name: SLOGANS });
    await carousel.scrollIntoViewIfNeeded();
    await blockLive(page, 'slogan-slider');
    await expectStill(page, carousel);

    await carousel.getByRole('button', { name: 'Play slogans' }).click();
    await expectMoving(carousel);
  });

  it('runs the slogan band on the home page too, between the testimonials and the final call to action', async () => {
    const { page } = await openPage(browser(), viewports.desktop);
    await gotoReady(page, `${baseURL}/`);
    const carousel = page.getByRole('region', { name: 'What we stand for' });
    expect(await carousel.getByRole('group').count()).toBe(21);
    const order = await page.evaluate(() => {
      const named = (name: string) => [...document.querySelectorAll('main h2, main [aria-roledescription="carousel"]')].findIndex((el) => el.textContent?.includes(name) || el.getAttribute('aria-label') === name);
      return [named('Clients are always satisfied with us'), named('What we stand for'), named('Have a project in mind?')];
    });
    expect(order[0]).toBeLessThan(order[1] as number);
    expect(order[1]).toBeLessThan(order[2] as number);
    await carousel.scrollIntoViewIfNeeded();
    await blockLive(page, 'slogan-slider');
    await expectMoving(carousel);
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`confirms a request on /thank-you with one h1, a success mark and the way home at ${viewport.width}px (${name})`, async () => {
      const { page, errors } = await openPage(browser(), viewport);
      const response = await gotoReady(page, `${baseURL}/thank-you`);
      expect(response?.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual([THANKS]);
      expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).count()).toBe(0);
      const check = page.locator('main svg[aria-hidden="true"] path[pathLength]');
      expect(await check.evaluate((path) => getComputedStyle(path).animationName)).not.toBe('none');
      expect(await hasHorizontalScroll(page)).toBe(false);
      await page.getByRole('main').getByRole('link', { name: 'Return to homepage' }).click();
      await page.waitForURL(`${baseURL}/`);
      expect(errors).toEqual([]);
    });
  }

  it('shows the success mark complete and still with reduced motion', async () => {
    const { page } = await openPage(browser(), { ...viewports.desktop, reducedMotion: true });
    await gotoReady(page, `${baseURL}/thank-you`);
    const check = page.locator('main svg[aria-hidden="true"] path[pathLength]');
    expect(await check.evaluate((path) => getComputedStyle(path).animationName)).toBe('none');
    expect(await check.evaluate((path) => getComputedStyle(path).strokeDashoffset)).toMatch(/^0(px)?$/);
  });
});
