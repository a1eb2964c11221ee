// The editor in a browser, timed: shared by npm run bench:editor (the dev server) and npm run bench:live (the live site).
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// a typist at about 100 words a minute, who stops after each word: long enough for the editor's debounced
// work (live validation after 300 ms, the stored draft after 400 ms) to run while the next word is typed
export const keyGapMs = 120;
export const wordPauseMs = 500;
export const wordLength = 6;

export interface Opened {
  page: Page;
  /** seconds from navigation start until the outline lists the page's sections by their block titles (the schemas have loaded): a section can be picked, moved and edited */
  interactive: number;
  /** seconds until the preview has drawn the draft the editor sent it */
  preview: number;
}

/** Opens /edit (in a new browser context, or `context`) and times it; both moments are polled each animation frame. */
export async function openEditor(browser: Browser, url: string, context?: BrowserContext): Promise<Opened> {
  context ??= await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`editor error: ${error.message}`));
  await page.goto(`${url}/edit`);
  const at = async (check: string) => ((await (await page.waitForFunction(`(${check}) ? performance.now() : false`, undefined, { polling: 'raf', timeout: 120_000 })).jsonValue()) as number) / 1000;
  const interactive = await at(`[...document.querySelectorAll('[aria-label="Sections"] button[aria-label^="Drag "]')].some((handle) => handle.getAttribute('aria-label').startsWith('Drag Hero'))`);
  const preview = await at(`(() => { const frame = document.querySelector('iframe[title="Preview"]'); return frame?.dataset.sentSeq !== undefined && frame.dataset.sentSeq === frame.dataset.renderedSeq; })()`);
  return { page, interactive, preview };
}

/**
 * Installs the latency probe: from a key's keydown in the editor to the preview's "rendered" report for the
 * first draft the editor sent after it (the preview posts it from the effect that follows React's commit).
 */
async function installKeyProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Preview"]')!;
    const samples: number[] = [];
    let pending: { t0: number; sentBefore: number } | null = null;
    document.addEventListener('keydown', (event) => (pending = { t0: event.timeStamp, sentBefore: Number(frame.dataset.sentSeq) }), true);
    window.addEventListener('message', (event: MessageEvent<{ source?: string; type?: string; seq?: number }>) => {
      const data = event.data;
      if (!pending || data?.source !== 'site-editor-preview' || data.type !== 'rendered' || (data.seq ?? 0) <= pending.sentBefore) return;
      samples.push(performance.now() - pending.t0);
      pending = null;
    });
    (window as unknown as { keySamples: number[] }).keySamples = samples;
  });
}

const keySamples = (page: Page) => page.evaluate(() => (window as unknown as { keySamples: number[] }).keySamples.length);

/** Selects the home page's hero and empties its Heading field, the caret in it. */
export async function focusHeroHeading(page: Page) {
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: /^Hero/ }).click();
  const field = page.getByRole('region', { name: 'Properties' }).getByRole('textbox', { name: /^Heading/ });
  // typed from empty: the heading's 90 characters hold the keys and the saves' letters
  await field.fill('');
  await field.click();
  return field;
}

/** Types `count` letters into the focused field as a person does, each measured from keydown to the preview. */
export async function typeMeasured(page: Page, count: number): Promise<number[]> {
  await installKeyProbe(page);
  for (let i = 0; i < count; i += 1) {
    const pressed = performance.now();
    await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
    await page.waitForFunction((n) => (window as unknown as { keySamples: number[] }).keySamples.length >= n, i + 1, { polling: 'raf' });
    const left = (i % wordLength === wordLength - 1 ? wordPauseMs : keyGapMs) - (performance.now() - pressed);
    if (left > 0) await pause(left);
  }
  if ((await keySamples(page)) !== count) throw new Error('a keystroke was not measured');
  return page.evaluate(() => (window as unknown as { keySamples: number[] }).keySamples);
}


/**
 * Opens the Reviews dialog and each of the first `count` requests' changes, timed from the click on Show changes to
 * the first text drawn side by side (the request fetched, compared in the publish worker, and rendered).
 */
export async function openChangesMeasured(page: Page, count = 3): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    await page.getByRole('banner').getByRole('button', { name: /^Reviews/ }).click();
    const show = page.getByRole('dialog', { name: 'Reviews' }).getByRole('button', { name: /^Show the changes/ }).nth(i);
    await show.waitFor();
    const started = performance.now();
    await show.click();
    await page.getByRole('dialog', { name: /^Changes from/ }).getByText('After', { exact: true }).first().waitFor({ timeout: 60_000 });
    samples.push(performance.now() - started);
    while ((await page.getByRole('dialog').count()) > 0) await page.keyboard.press('Escape');
  }
  return samples;
}
