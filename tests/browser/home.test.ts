import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { blockLive, gotoReady, openPage, screenshotOnRequest, sharedBrowser, transitionsDone, viewports } from './chromium.ts';

const baseURL = inject('baseURL');
const PROJECTS = 'Creative projects we are proud of';

/** Swiper's own state and what lies under the point (x, y), for a failure message. */
function sliderState(page: Page, x: number, y: number): Promise<string> {
  return page.evaluate(({ x, y }) => {
    const element = document.querySelector('[aria-roledescription="carousel"] .swiper') as (HTMLElement & { swiper?: Record<string, unknown> }) | null;
    const swiper = element?.swiper ?? {};
    const hit = document.elementFromPoint(x, y);
    const fields = ['animating', 'translate', 'activeIndex', 'isBeginning', 'isEnd', 'isLocked', 'enabled', 'size'];
    return JSON.stringify({ ...Object.fromEntries(fields.map((field) => [field, swiper[field]])), hitInSlider: element?.contains(hit) ?? false, hit: hit?.tagName, scrollY: window.scrollY, age: Math.round(performance.now()) });
  }, { x, y });
}

/** The page-relative box of `locator`, so boxes measured at different scroll positions compare. */
async function pageBox(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height };
  });
}

describe.skipIf(!inject('browserTests'))('home page in Chromium', () => {
  const browser = sharedBrowser();

  it('shows the hero with its heading, avatars, trust line and consultation button', async () => {
    const { page } = await openPage(browser(), viewports.desktop);
    await gotoReady(page, `${baseURL}/`);
    const h1 = page.getByRole('heading', { level: 1 });
    expect(await h1.innerText()).toMatch(/cutting-edge software solutions/i);
    expect(await page.getByText('Believed by more than a thousand people').isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: 'Portrait of a client' }).count()).toBe(3);
    const cta = page.getByRole('main').getByRole('link', { name: 'Book a free consultation' }).first();
    expect(await cta.getAttribute('href')).toBe('/contact-us');
  });

  it('renders the home sections in site.json order', async () => {
    const { page } = await openPage(browser(), viewports.desktop);
    await gotoReady(page, `${baseURL}/`);
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
    expect(headings).toEqual([
      'Services that grow with your business',
      'We make your business stand out',
      'Creative projects we are proud of',
      'Our simple working process',
      'Clients are always satisfied with us',
      'Have a project in mind? Let’s talk.',
    ]);
    const cards = page.getByRole('main').getByRole('link', { name: /learn more/i });
    expect(await cards.count()).toBe(4);
    expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/custom-software-development',
      '/mobile-app-development',
      '/web-development',
      '/it-consulting',
    ]);
  });

  it('plays the corporate video in a 16:9 modal that closes on Escape, backdrop and its close button', async () => {
    const { page, errors } = await openPage(browser(), viewports.desktop);
    await gotoReady(page, `${baseURL}/`);
    const play = page.getByRole('button', { name: 'Play the company video' });
    const dialog = page.getByRole('dialog', { name: 'You just opened the modal video' });

    await play.click();
    await dialog.waitFor();
    const video = dialog.locator('video');
    expect(await video.getAttribute('src')).toBe('/corporate.mp4');
    const box = await video.boundingBox();
    expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.02);
    await transitionsDone(dialog);
    await screenshotOnRequest(page, 'video-modal-1440.png');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Play the company video');

    await play.click();
    await dialog.waitFor();
    await page.mouse.click(10, 10);
    await dialog.waitFor({ state: 'hidden' });

    await play.click();
    await dialog.getByRole('button', { name: 'Close the modal by clicking here' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('serves the video as video/mp4', async () => {
    const response = await fetch(`${baseURL}/corporate.mp4`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
  });

  for (const [width, perView] of [[1440, 2], [700, 1], [1700, 3.5]] as const) {
    it(`shows ${perView} project slide(s) per view at ${width}px, 24 px apart, the same before and after the slider starts`, async () => {
      const { page } = await openPage(browser(), { width, height: 900 });
      await gotoReady(page, `${baseURL}/`);
      const carousel = page.getByRole('region', { name: PROJECTS });
      const slides = carousel.getByRole('group');
      expect(await slides.count()).toBe(3);
      // prerendered, not yet live: CSS lays the slides out as Swiper will
      expect(await page.locator('[data-block="project-slider"][data-hydrated]').count()).toBe(0);
      const staticBoxes = [await pageBox(slides.nth(0)), await pageBox(slides.nth(1)), await pageBox(carousel)];
      await carousel.scrollIntoViewIfNeeded();
      await blockLive(page, 'project-slider');
      expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
      const liveBoxes = [await pageBox(slides.nth(0)), await pageBox(slides.nth(1)), await pageBox(carousel)];
      for (const [index, box] of liveBoxes.entries()) {
        for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(box[side] - staticBoxes[index]![side]), `box ${index} ${side}`).toBeLessThan(0.5);
      }
      const [first, second] = [liveBoxes[0]!, liveBoxes[1]!];
      expect(Math.round(second.x - (first.x + first.width))).toBe(24);
      const track = await page.evaluate(() => document.querySelector('[aria-roledescription="carousel"] [aria-live]')?.getBoundingClientRect().width ?? 0);
      expect(Math.abs(first.width * perView + 24 * (perView - 1) - track)).toBeLessThan(3);
    });
  }

  it('moves the project slider with its pagination and the mouse wheel', async () => {
    const { page } = await openPage(browser(), viewports.desktop);
    await gotoReady(page, `${baseURL}/`);
    const carousel = page.getByRole('region', { name: PROJECTS });
    await carousel.scrollIntoViewIfNeeded();
    await blockLive(page, 'project-slider');
    const firstSlide = carousel.getByRole('group').first();
    const slideX = async () => (await firstSlide.boundingBox())!.x;
    const start = await slideX();
    const step = (await firstSlide.boundingBox())!.width + 24;

    // The browser scrolls boxes to show what is inside them (find in page, focus, a retried click): the
    // slider's box must not scroll, or its slides sit off Swiper's own position (the first slide at 118, not 132).
    await carousel.getByRole('button', { name: 'Show project 2' }).evaluate((bullet) => bullet.scrollIntoView({ block: 'center', inline: 'center' }));
    await carousel.getByRole('group').last().evaluate((slide) => slide.scrollIntoView({ block: 'center', inline: 'center' }));
    expect(await slideX()).toBe(start);

    await carousel.getByRole('button', { name: 'Show project 2' }).click();
    await transitionsDone(carousel);
    expect(await slideX()).toBeCloseTo(start - step, 0);
    expect(await carousel.getByRole('button', { name: 'Show project 2' }).getAttribute('aria-current')).toBe('true');

    await carousel.getByRole('button', { name: 'Show project 1' }).click();
    await transitionsDone(carousel);
    expect(await slideX()).toBeCloseTo(start, 0);

    // The wheel goes to what is under the pointer: aim at the middle of a slide that is on screen. (The clicks
    // above may scroll the page; aiming at the carousel's middle once put the pointer above the viewport.)
    await firstSlide.scrollIntoViewIfNeeded();
    const box = (await firstSlide.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    expect(await page.evaluate(({ x, y }) => document.querySelector('[aria-roledescription="carousel"] .swiper')?.contains(document.elementFromPoint(x, y)), { x, y })).toBe(true);
    await page.mouse.move(x, y);
    await page.mouse.wheel(300, 0);
    await expect
      .poll(() => carousel.getByRole('button', { name: 'Show project 2' }).getAttribute('aria-current'), { message: 'the wheel moved the slider' })
      .toBe('true')
      .catch(async (error: Error) => {
        // what the slider and the page looked like: the cause if this ever fails again
        throw new Error(`${error.message}\n${await sliderState(page, x, y)}`);
      });
    await transitionsDone(carousel);
    expect(await slideX()).toBeCloseTo(start - step, 0);
  });

  it('opens one working-process step at a time, the first by default', async () => {
    const { page } = await openPage(browser(), viewports.mobile);
    await gotoReady(page, `${baseURL}/`);
    const first = page.getByRole('button', { name: '01/ Project idea' });
    const second = page.getByRole('button', { name: '02/ Brainstorming' });
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    await second.click();
    // the block hydrates as it scrolls into view, then gets the click
    await expect.poll(() => second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    // the panel grows open with a short transition; wait for its end rather than sample mid-way
    await transitionsDone(page.getByRole('region', { name: 'Our simple working process' }));
    expect(await page.getByText(/group creativity/i).isVisible()).toBe(true);
  });
});
