import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, sharedBrowser } from './chromium.ts';
import { watchPage } from './stuck-page.ts';

const baseURL = inject('baseURL');

describe.skipIf(!inject('browserTests'))('a wait on a page that stops answering (tests/browser/stuck-page.ts)', () => {
  const browser = sharedBrowser();

  it('names the script a page is stuck in, though the page cannot run its own timers', async () => {
    const { page } = await openPage(browser(), { ownContext: true });
    await page.goto(`${baseURL}/thank-you`);
    const stuck = (watched: Page) => watched.evaluate(() => {
      function spinForever() {
        for (;;) performance.now();
      }
      spinForever();
    });
    await expect(watchPage(page, 'the wait', 1000, stuck)).rejects.toThrow(/^the wait: the page did not answer within 1000 ms: main thread: no answer; script running: spinForever /);
  });

  it('adds what the page was doing to the error of a wait that failed inside it', async () => {
    const { page } = await openPage(browser(), { ownContext: true });
    await page.goto(`${baseURL}/thank-you`);
    const failed = (watched: Page) => watched.evaluate(() => Promise.reject(new Error('no intersection report')));
    await expect(watchPage(page, 'the wait', 10_000, failed)).rejects.toThrow(/no intersection report[\s\S]*\nthe wait: the page then: main thread: \{"visibility":"visible".*; a frame asked for: ran; screenshot: taken/);
  });
});
