// npm run docs:screenshots: the pictures of docs/editing.md, taken from the editor itself on a copy of site.json.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser } from './lib/chromium.ts';
// the dev-server helper the editor's browser tests use: vite on a free port, reading another site.json
import { startDevServer } from './lib/dev-server.ts';
import { root } from './lib/paths.ts';

const outDir = path.join(root, 'docs/images');
// a picture larger than this is cropped too loosely: it would weigh on the repository and on the docs page
const maxBytes = 250 * 1024;

const dir = mkdtempSync(path.join(tmpdir(), 'editor-screenshots-'));
const siteFile = path.join(dir, 'site.json');
const original = readFileSync(path.join(root, 'site.json'), 'utf8');
writeFileSync(siteFile, original);
const server = await startDevServer(siteFile);
const browser = await launchBrowser();
const written: string[] = [];

/** Writes docs/images/editor-<name>.png from `shoot` and checks its weight. */
async function save(name: string, shoot: (file: string) => Promise<unknown>): Promise<void> {
  const file = path.join(outDir, `editor-${name}.png`);
  await shoot(file);
  const { size } = statSync(file);
  if (size > maxBytes) throw new Error(`${path.relative(root, file)} is ${Math.round(size / 1024)} KB, more than ${maxBytes / 1024} KB: crop it closer`);
  written.push(`${path.relative(root, file)} (${Math.round(size / 1024)} KB)`);
}

/** Waits until the preview has drawn the last draft the editor sent, its images and fonts included. */
async function previewDrawn(page: Page): Promise<void> {
  const frame = page.getByTitle('Preview');
  await page.waitForFunction(() => {
    const iframe = document.querySelector('iframe');
    return iframe?.dataset.sentSeq !== undefined && iframe.dataset.sentSeq === iframe.dataset.renderedSeq;
  });
  await frame.contentFrame().locator('body').evaluate(async () => {
    await document.fonts.ready;
    // the images a visitor sees first: lazy ones further down never load, and their decode() would never settle
    const inView = [...document.images].filter((image) => image.getBoundingClientRect().top < window.innerHeight);
    await Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
  });
}

/** The part of the page from the top of `from` to the bottom of `to`, across the whole width, with a margin. */
async function band(page: Page, from: Locator, to: Locator) {
  const [top, bottom] = await Promise.all([from.boundingBox(), to.boundingBox()]);
  if (!top || !bottom) throw new Error('band: not on screen');
  const width = page.viewportSize()!.width;
  const y = Math.max(0, top.y - 8);
  return { x: 0, y, width, height: bottom.y + bottom.height + 8 - y };
}

try {
  mkdirSync(outDir, { recursive: true });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${server.url}/edit`);
  const sections = page.getByRole('list', { name: 'Sections' });
  await sections.getByRole('button', { name: /^Drag Hero/ }).waitFor({ timeout: 60_000 });

  // the whole editor, the about page's story selected
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: /\/about-us$/ }).click();
  await sections.getByRole('button', { name: /^Story/ }).click();
  await page.getByRole('region', { name: 'Properties' }).getByRole('textbox', { name: /^Heading/ }).waitFor();
  await previewDrawn(page);
  // the bottom rows are more of the same form and preview, and would take the picture past its weight
  await save('overview', (file) => page.screenshot({ path: file, type: 'png', clip: { x: 0, y: 0, width: 1440, height: 820 } }));

  // the block catalog
  await page.getByRole('button', { name: 'Add section' }).click();
  const catalog = page.getByRole('dialog', { name: 'Add a section' });
  // the previews in view have drawn their blocks (data-preview is the thumbnail's own state)
  await catalog.getByRole('listitem').first().waitFor();
  await catalog.locator('[data-preview="rendered"]').nth(2).waitFor({ timeout: 60_000 });
  await save('catalog', (file) => catalog.screenshot({ path: file, type: 'png' }));
  await catalog.getByRole('button', { name: 'Close', exact: true }).click();

  // "Add page", filled in
  await pages.getByRole('button', { name: 'Add page' }).click();
  const addPage = page.getByRole('dialog', { name: 'Add page' });
  await addPage.getByRole('textbox', { name: 'Path' }).fill('/careers');
  await addPage.getByRole('textbox', { name: 'Title' }).fill('Careers');
  await addPage.getByRole('textbox', { name: 'Description' }).fill('Join our engineering team in Agra: open roles, how we hire and what it is like to work here.');
  await addPage.getByRole('textbox', { name: 'Breadcrumb' }).fill('Careers');
  await save('add-page', (file) => addPage.screenshot({ path: file, type: 'png' }));
  await addPage.getByRole('button', { name: 'Cancel' }).click();

  // a problem: the story's heading emptied, shown on its field, and the save refused
  const heading = page.getByRole('region', { name: 'Properties' }).getByRole('textbox', { name: /^Heading/ });
  await heading.fill('');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
  const row = heading.locator('xpath=..');
  await save('field-problem', (file) => row.screenshot({ path: file, type: 'png' }));
  await page.getByRole('button', { name: 'Save' }).click();
  const problems = page.getByRole('alert').filter({ hasText: 'site.json would be invalid' });
  await problems.waitFor();
  await save('problems', async (file) => page.screenshot({ path: file, type: 'png', clip: await band(page, page.getByRole('banner'), problems) }));
  await page.getByRole('button', { name: 'Undo' }).click();
  await problems.waitFor({ state: 'detached' });

  // a conflict: a change here, another on disk, and Save
  await sections.getByRole('button', { name: /^Story/ }).focus();
  await page.keyboard.press('Alt+ArrowDown');
  writeFileSync(siteFile, original.replace('"Contact Us"', '"Contact us"'));
  await page.getByRole('button', { name: 'Save' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'changed on disk' });
  await conflict.waitFor();
  await save('conflict', async (file) => page.screenshot({ path: file, type: 'png', clip: await band(page, page.getByRole('banner'), conflict) }));
  console.log(`Wrote\n  ${written.join('\n  ')}`);
} finally {
  await browser.close();
  server.stop();
  rmSync(dir, { recursive: true, force: true });
}
