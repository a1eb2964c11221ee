import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gotoReady, launchBrowser, openPage, viewports } from './chromium.ts';

const baseURL = inject('baseURL');

/** The number shown by the counter whose label is `label` (visible digits only). */
function counterValue(page: Page, label: string): Promise<number> {
  return page.evaluate((text) => {
    const section = document.getElementById('aximo-counter');
    const item = [...(section?.querySelectorAll('li, div') ?? [])].find((el) => el.textContent?.includes(text) && el.textContent.length < 60);
    const digits = item?.querySelector('[aria-hidden="true"]')?.textContent ?? item?.textContent ?? '';
    return Number(digits.replace(/[^0-9]/g, ''));
  }, label);
}

describe.skipIf(!inject('browserTests'))('home page in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the hero with its heading, avatars, trust line and consultation button', async () => {
    const { page } = await openPage(browser, viewports.desktop);
    await gotoReady(page, `${baseURL}/`);
    const h1 = page.getByRole('heading', { level: 1 });
    expect(await h1.innerText()).toMatch(/cutting-edge software solutions/i);
    expect(await page.getByText('Believed by more than a thousand people').isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: 'Portrait of a client' }).count()).toBe(3);
    const cta = page.getByRole('main').getByRole('link', { name: 'Book a free consultation' }).first();
    expect(await cta.getAttribute('href')).toBe('/contact-us');
    await page.context().close();
  });

  it('renders the home sections in site.json order', async () => {
    const { page } = await openPage(browser, viewports.desktop);
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
    await page.context().close();
  });

  it('counts the statistics up from 0 when scrolled into view, and again on re-entry', async () => {
    const { page } = await openPage(browser, viewports.desktop);
    await gotoReady(page, `${baseURL}/`);
    await page.waitForTimeout(800);
    const section = page.locator('#aximo-counter');
    for (let pass = 0; pass < 2; pass += 1) {
      await section.scrollIntoViewIfNeeded();
      // the count restarts from 0, so a value below the final one shows up before the final one
      await expect.poll(() => counterValue(page, 'Years of experience'), { timeout: 3000, interval: 50 }).toBeLessThan(15);
      await expect.poll(() => counterValue(page, 'Years of experience'), { timeout: 6000 }).toBe(15);
      await expect.poll(() => counterValue(page, 'Successful projects'), { timeout: 6000 }).toBe(120);
      await expect.poll(() => counterValue(page, 'Client satisfaction rate'), { timeout: 6000 }).toBe(100);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
    }
    const text = await section.innerText();
    expect(text).toContain('15+');
    expect(text).toContain('120k');
    expect(text).toContain('100%');
    await page.context().close();
  });

  it('shows final counter values at once with reduced motion', async () => {
    const { page } = await openPage(browser, { ...viewports.desktop, reducedMotion: true });
    await gotoReady(page, `${baseURL}/`);
    await page.locator('#aximo-counter').scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    expect(await counterValue(page, 'Years of experience')).toBe(15);
    await page.context().close();
  });

  it('plays the corporate video in a 16:9 modal that closes on Escape, backdrop and its close button', async () => {
    const { page, errors } = await openPage(browser, viewports.desktop);
    await gotoReady(page, `${baseURL}/`);
    await page.waitForTimeout(800);
    const play = page.getByRole('button', { name: 'Play the company video' });
    const dialog = page.getByRole('dialog', { name: 'You just opened the modal video' });

    await play.click();
    await dialog.waitFor();
    const video = dialog.locator('video');
    expect(await video.getAttribute('src')).toBe('/corporate.mp4');
    const box = await video.boundingBox();
    expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.02);
    await page.waitForTimeout(400);
    await page.screenshot({ path: 'test-results/screens/video-modal-1440.png' });
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
    await page.context().close();
  });

  it('serves the video as video/mp4', async () => {
    const response = await fetch(`${baseURL}/corporate.mp4`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
  });

  for (const [width, perView] of [[1440, 2], [700, 1], [1700, 3.5]] as const) {
    it(`shows ${perView} project slide(s) per view at ${width}px, 24 px apart`, async () => {
      const { page } = await openPage(browser, { width, height: 900 });
      await gotoReady(page, `${baseURL}/`);
      const carousel = page.getByRole('region', { name: 'Creative projects we are proud of' });
      await carousel.scrollIntoViewIfNeeded();
      // Swiper starts when the block nears the viewport, and makes its track a live region then
      await page.waitForSelector('[aria-roledescription="carousel"] [aria-live]', { state: 'attached' });
      expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
      const slides = carousel.getByRole('group');
      expect(await slides.count()).toBe(3);
      const [first, second] = [await slides.nth(0).boundingBox(), await slides.nth(1).boundingBox()];
      expect(Math.round(second!.x - (first!.x + first!.width))).toBe(24);
      const track = await page.evaluate(() => document.querySelector('[aria-roledescription="carousel"] [aria-live]')?.getBoundingClientRect().width ?? 0);
      expect(Math.abs(first!.width * perView + 24 * (perView - 1) - track)).toBeLessThan(3);
      await page.context().close();
    });
  }

  it('moves the project slider with its pagination and the mouse wheel', async () => {
    const { page } = await openPage(browser, viewports.desktop);
    await gotoReady(page, `${baseURL}/`);
    const carousel = page.getByRole('region', { name: 'Creative projects we are proud of' });
    await carousel.scrollIntoViewIfNeeded();
    const firstSlide = carousel.getByRole('group').first();
    const start = (await firstSlide.boundingBox())!.x;
    await carousel.getByRole('button', { name: /project 2/i }).click();
    await expect.poll(async () => (await firstSlide.boundingBox())!.x).toBeLessThan(start - 100);
    await carousel.getByRole('button', { name: /project 1/i }).click();
    await expect.poll(async () => (await firstSlide.boundingBox())!.x).toBe(start);
    // Swiper ignores the wheel while a slide transition is still running
    await page.waitForTimeout(800);
    const box = (await carousel.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(300, 0);
    await expect.poll(async () => (await firstSlide.boundingBox())!.x).toBeLessThan(start - 100);
    await page.context().close();
  });

  it('opens one working-process step at a time, the first by default', async () => {
    const { page } = await openPage(browser, viewports.mobile);
    await gotoReady(page, `${baseURL}/`);
    const first = page.getByRole('button', { name: '01/ Project idea' });
    const second = page.getByRole('button', { name: '02/ Brainstorming' });
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    await page.waitForTimeout(800);
    await second.click();
    // the block hydrates as it scrolls into view, then gets the click
    await expect.poll(() => second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    // the panel grows open with a short transition; wait for it rather than sample mid-way
    await expect.poll(() => page.getByText(/group creativity/i).isVisible()).toBe(true);
    await page.context().close();
  });
});
