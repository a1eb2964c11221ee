import { describe, expect, inject, it } from 'vitest';
import { allBlocksLive, animationsSettled, gotoReady, hasHorizontalScroll, loadLazyImages, nextFrames, openPage, preloaderGone, screenshotOnRequest, scrollToSettled, sharedBrowser, viewports } from './chromium.ts';

const baseURL = inject('baseURL');

describe.skipIf(!inject('browserTests'))('shared layout in Chromium', () => {
  const browser = sharedBrowser();

  it('covers the first paint with the preloader, then shows the page', async () => {
    const { page, errors } = await openPage(browser());
    // Checked in the page on the first frame with content, so no round trip delays the look.
    await page.addInitScript(() => {
      const look = () => {
        if (!document.getElementById('root')?.firstElementChild) return requestAnimationFrame(look);
        const atCentre = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
        (window as unknown as { coveredAtStart: boolean }).coveredAtStart = !atCentre?.closest('main, header');
      };
      requestAnimationFrame(look);
    });
    await gotoReady(page, `${baseURL}/`);
    await page.waitForFunction(() => 'coveredAtStart' in window);
    expect(await page.evaluate(() => (window as unknown as { coveredAtStart: boolean }).coveredAtStart)).toBe(true);
    await page.waitForFunction(() => !!document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('main, header'), null, { timeout: 5000 });
    expect(errors).toEqual([]);
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`has landmarks, one h1, the footer facts and no horizontal scroll at ${viewport.width}px (${name})`, async () => {
      const { page, errors } = await openPage(browser(), viewport);
      const response = await gotoReady(page, `${baseURL}/`);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.title()).toMatch(/Yamuna Softworks/);
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('main').count()).toBe(1);
      expect(await page.getByRole('contentinfo').count()).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      const footer = page.getByRole('contentinfo');
      await expect.poll(() => footer.innerText()).toMatch(/Established in 2008/);
      expect(await footer.innerText()).toMatch(/© 2025/);
      expect(await footer.getByRole('link', { name: /\+91/ }).getAttribute('href')).toMatch(/^tel:\+91/);
      expect(await footer.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
      expect(await page.getByRole('banner').getByRole('link', { name: 'Yamuna Softworks home' }).getAttribute('href')).toBe('/');
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(errors).toEqual([]);
    });
  }

  // Picture (src/components/picture.tsx) puts an uploaded image's <img> in a <picture> after two <source>s: the global
  // styles must leave every box where the plain <img> had it (sources that never match keep each image's own file)
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`keeps every image's box when it stands in a <picture> with sources, at ${viewport.width}px (${name})`, async () => {
      const { page, errors } = await openPage(browser(), { ...viewport, reducedMotion: true });
      const boxes = () => page.evaluate(() => [...document.images].map((img) => {
        const box = img.getBoundingClientRect();
        return `${img.getAttribute('src')} ${[box.x, box.y + window.scrollY, box.width, box.height].map(Math.round).join(',')}`;
      }));
      for (const route of ['/', '/about-us', '/testimonial', '/contact-us']) {
        await gotoReady(page, `${baseURL}${route}`);
        // every block live first: React would find the changed DOM of a block that hydrates later a mismatch (#418)
        await loadLazyImages(page);
        await allBlocksLive(page);
        const before = await boxes();
        await page.evaluate(() => {
          for (const img of [...document.images]) {
            if (img.parentElement?.tagName === 'PICTURE') continue;
            const picture = document.createElement('picture');
            img.replaceWith(picture);
            for (const type of ['image/avif', 'image/webp']) picture.append(Object.assign(document.createElement('source'), { type, media: 'not all', srcset: img.src }));
            picture.append(img);
          }
        });
        await nextFrames(page);
        expect(await boxes(), route).toEqual(before);
      }
      expect(errors).toEqual([]);
    });
  }

  it('opens the Services submenu from the desktop menu', async () => {
    const { page } = await openPage(browser(), viewports.desktop);
    await gotoReady(page, `${baseURL}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: /services/i });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    for (const label of ['Software Development', 'App Development', 'Web Development', 'IT Consulting', 'All Services']) {
      expect(await nav.getByRole('link', { name: label }).isVisible()).toBe(true);
    }
    await nav.getByRole('link', { name: 'Web Development' }).click();
    await page.waitForURL(`${baseURL}/web-development`);
    await expect.poll(() => page.title()).toMatch(/^Web Development/);
  });

  it('slides in the mobile menu with back, title and close controls, keeping focus inside', async () => {
    const { page, errors } = await openPage(browser(), viewports.mobile);
    await gotoReady(page, `${baseURL}/`);
    // the cover takes the first clicks and would darken the screenshot while it fades
    await preloaderGone(page);
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    await animationsSettled(page);
    await screenshotOnRequest(page, 'mobile-menu-375.png');
    await dialog.getByRole('button', { name: /Services/ }).click();
    const submenu = page.getByRole('dialog', { name: 'Services' });
    await submenu.waitFor();
    expect(await submenu.getByRole('link', { name: 'App Development' }).isVisible()).toBe(true);
    await submenu.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    await open.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Faq' }).click();
    await page.waitForURL(`${baseURL}/faq`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows the scroll-to-top button past 700 px and scrolls back up, and scrolls up on route change', async () => {
    const { page } = await openPage(browser(), viewports.desktop);
    await gotoReady(page, `${baseURL}/`);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    // the page's scroll listener has seen 600 px when this returns: a hidden button is its answer, not a late one
    await scrollToSettled(page, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    expect(await button.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 900));
    await button.waitFor({ state: 'visible' });
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Testimonials' }).click();
    await page.waitForURL(`${baseURL}/testimonial`);
    await page.waitForFunction(() => window.scrollY === 0);
    await expect.poll(() => page.title()).toMatch(/^Testimonial/);
  });

  it('offers a floating click-to-chat link with the preset greeting, in a new tab', async () => {
    const { page } = await openPage(browser(), viewports.mobile);
    await gotoReady(page, `${baseURL}/`);
    const chat = page.getByRole('link', { name: /chat with us/i });
    const href = await chat.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/915624002008\?text=Hello/);
    expect(await chat.getAttribute('target')).toBe('_blank');
    expect(await chat.getAttribute('rel')).toContain('noopener');
    const box = await chat.boundingBox();
    expect(box).toMatchObject({ width: 60, height: 60 });
    expect(box!.x).toBeLessThan(40);
    expect(box!.y + box!.height).toBeGreaterThan(812 - 60);
  });

  it('answers unknown paths with 404 and the not-found page', async () => {
    const { page } = await openPage(browser(), viewports.desktop);
    const response = await gotoReady(page, `${baseURL}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'We can’t find the page you are looking for' }).waitFor();
    await screenshotOnRequest(page, 'not-found-1440.png');
    await page.getByRole('main').getByRole('link', { name: 'Return to homepage' }).click();
    await page.waitForURL(`${baseURL}/`);
  });

  it('shows a breadcrumb with the page title and a Home link', async () => {
    const { page } = await openPage(browser(), viewports.desktop);
    await gotoReady(page, `${baseURL}/service`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Service');
  });
});
