import { spawnSync } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { StoredRequest } from '../../src/server/db/requests-store.ts';
import { root } from '../../scripts/lib/paths.ts';
import { gotoReady, hasHorizontalScroll, openPage, screenshotOnRequest, sharedBrowser, viewports } from './chromium.ts';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const HEADING = 'Contact us for a personal experience';

/** What `npm run submissions -- --json` prints for the test server's DATA_DIR. */
function submissions(): StoredRequest[] {
  const result = spawnSync('npm', ['run', 'submissions', '--silent', '--', '--json'], { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as StoredRequest[];
}

async function fill(page: Page, values: { name: string; email: string; phone: string; message: string }) {
  const form = page.getByRole('form', { name: HEADING });
  await form.getByRole('textbox', { name: /Your name/ }).fill(values.name);
  await form.getByRole('textbox', { name: /Email address/ }).fill(values.email);
  await form.getByRole('textbox', { name: /Phone number/ }).fill(values.phone);
  await form.getByRole('textbox', { name: /Message/ }).fill(values.message);
}

describe.skipIf(!inject('browserTests'))('contact form in Chromium', () => {
  const browser = sharedBrowser();

  it('with JavaScript: an empty submit shows the three messages; a filled one lands on /thank-you and is stored', async () => {
    const { page, errors } = await openPage(browser(), viewports.desktop);
    await gotoReady(page, `${baseURL}/contact-us`);
    const form = page.getByRole('form', { name: HEADING });
    // hydrated: the form now shows its own messages instead of the browser's
    await page.waitForSelector('form[novalidate]', { state: 'attached' });

    await form.getByRole('button', { name: 'Send request' }).click();
    for (const message of ['Name is required.', 'Email is required.', 'Phone is required.']) {
      await expect.poll(() => form.getByText(message).isVisible()).toBe(true);
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(await form.getByRole('textbox', { name: /Email address/ }).getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toBe(`${baseURL}/contact-us`);
    await screenshotOnRequest(page, 'contact-errors-1440.png');

    const name = `Browser JS ${Date.now()}`;
    const message = 'A <b>tag</b> & "quotes" stay as typed.';
    await fill(page, { name, email: 'asha@example.in', phone: '+91 98765 43210', message });
    expect(await form.getByText('Name is required.').count()).toBe(0);
    const [post] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/backend/submit.php')),
      form.getByRole('button', { name: 'Send request' }).click(),
    ]);
    expect(post.status()).toBe(303);
    await page.waitForURL(`${baseURL}/thank-you`);
    await expect.poll(() => page.getByRole('main').innerText()).toMatch(/We Have Received Your Request/i);
    expect(submissions().find((row) => row.name === name)).toMatchObject({ email: 'asha@example.in', phone: '+91 98765 43210', message });
    expect(errors).toEqual([]);
  });

  it('without JavaScript: the browser blocks an empty submit; a filled form posts, gets 303 and lands on /thank-you', async () => {
    const { page } = await openPage(browser(), { ...viewports.mobile, javaScriptEnabled: false });
    await page.goto(`${baseURL}/contact-us`);
    const form = page.locator('form[action="/backend/submit.php"]');
    expect(await form.getAttribute('novalidate')).toBeNull();

    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = true;
    });
    await form.getByRole('button', { name: 'Send request' }).click();
    // the browser's own answer to an invalid submit: it focuses the first invalid field instead of sending
    // (no script runs here, so no 'invalid' listener could tell); the click has been handled, without a post
    const nameField = form.getByRole('textbox', { name: /Your name/ });
    await expect.poll(() => nameField.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(posted).toBe(false);
    expect(page.url()).toBe(`${baseURL}/contact-us`);
    expect(await form.locator('input:invalid').count()).toBe(3);
    expect(await form.locator('input[name="name"]').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);

    const name = `Browser no-JS ${Date.now()}`;
    await fill(page, { name, email: 'ravi@example.in', phone: '098765 43210', message: '' });
    expect(await form.locator('input:invalid').count()).toBe(0);
    const [post] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/backend/submit.php')),
      form.getByRole('button', { name: 'Send request' }).click(),
    ]);
    expect(post.status()).toBe(303);
    await page.waitForURL(`${baseURL}/thank-you`);
    expect(submissions().find((row) => row.name === name)).toMatchObject({ email: 'ravi@example.in', phone: '098765 43210', message: '' });
  });

  it('fades the side image in over its blurred placeholder, without layout shift, and fits a phone screen', async () => {
    const { page, errors } = await openPage(browser(), viewports.desktop);
    await gotoReady(page, `${baseURL}/contact-us`);
    const image = page.getByRole('img', { name: /conversation on a phone/ });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect.poll(() => image.evaluate((img) => getComputedStyle(img).opacity), { timeout: 5000 }).toBe('1');
    const box = await image.boundingBox();
    expect(Math.round((box?.width ?? 0) / (box?.height ?? 1) * 1000) / 1000).toBeCloseTo(397 / 635, 2);
    expect(errors).toEqual([]);

    const mobile = await openPage(browser(), viewports.mobile);
    await gotoReady(mobile.page, `${baseURL}/contact-us`);
    expect(await hasHorizontalScroll(mobile.page)).toBe(false);
    expect(await mobile.page.getByRole('form', { name: HEADING }).isVisible()).toBe(true);
    expect(mobile.errors).toEqual([]);
  });

  it('loads the side image first where it is shown (preloaded, fetched once) and fetches it nowhere on a phone', async () => {
    // an empty cache each time: the side image may come from the network only
    const imagesRequested = async (viewport: { width: number; height: number }) => {
      const { page, errors } = await openPage(browser(), { ...viewport, ownContext: true });
      const images: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
      });
      // the load event waits for what the page preloads and its eager images
      await page.goto(`${baseURL}/contact-us`, { waitUntil: 'load' });
      expect(errors).toEqual([]);
      return images;
    };
    const desktop = await imagesRequested(viewports.desktop);
    expect(desktop[0]).toBe('/images/contact-side.svg');
    expect(desktop.filter((image) => image === '/images/contact-side.svg')).toHaveLength(1);
    const phone = await imagesRequested(viewports.mobile);
    expect(phone).not.toContain('/images/contact-side.svg');
    expect(phone).not.toContain('/images/contact-side-blur.svg');
  });
});
