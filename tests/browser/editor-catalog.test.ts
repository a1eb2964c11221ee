import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Site } from '../../src/generated/site.ts';
import { root, schemaDir } from '../../scripts/lib/paths.ts';
import { devServerOnCopy } from './vite-dev.ts';
import { openPage, sharedBrowser } from './chromium.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface BlockSchema {
  title: string;
  description: string;
  examples: { type: string; heading?: string }[];
}

// What each card should show: read from the schema files, not from the editor.
const blocks = readdirSync(path.join(schemaDir, 'blocks'))
  .filter((name) => name.endsWith('.schema.json'))
  .map((name) => JSON.parse(readFileSync(path.join(schemaDir, 'blocks', name), 'utf8')) as BlockSchema)
  .map(({ title, description, examples: [example] }) => ({ title, description, type: example!.type, heading: example!.heading }));

// "Add section" in `npm run dev`'s editor, on a temporary copy of site.json.
describe.skipIf(!inject('browserTests'))('the block catalog of the editor', () => {
  const server = devServerOnCopy('site-editor-catalog-');
  const browser = sharedBrowser();
  const site = JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8')) as Site;
  const home = site.pages[0]!;

  /** The editor with the home page's first section selected, and the catalog opened from "Add section". */
  async function openCatalog(width: number): Promise<{ page: Page; errors: () => string[]; sections: Locator; dialog: Locator }> {
    // no reduced motion asked for: the thumbnails hold still all the same
    const opened = await openPage(browser(), { width, height: 900 });
    const { page } = opened;
    // a worktree whose node_modules is a link gets 403 for the font through /@fs: files are not what this checks
    const errors = () => opened.errors.filter((error) => !error.startsWith('Failed to load resource'));
    await page.goto(`${server.url()}/edit`);
    const sections = page.getByRole('list', { name: 'Sections' });
    // the first visit compiles the editor, the forms and the preview's blocks
    await sections.getByRole('listitem').first().waitFor({ timeout: 60_000 });
    const first = sections.getByRole('listitem').first().getByRole('button', { name: /^(?!Drag )/ });
    await first.click();
    await expect.poll(() => first.getAttribute('aria-current')).toBe('true');
    await page.getByRole('button', { name: 'Add section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a section' });
    await dialog.waitFor();
    return { page, errors, sections, dialog };
  }

  /** A card, found by its button: named by the block's title and what it is for. */
  const cardOf = (dialog: Locator, block: (typeof blocks)[number]) =>
    dialog.getByRole('listitem').filter({ has: dialog.page().getByRole('button', { name: `${block.title} ${block.description}`, exact: true }) });

  it('shows every block type drawn from its example, with no axe violations, and inserts the one chosen by keyboard after the selected section', async () => {
    const { page, errors, sections, dialog } = await openCatalog(1440);
    const cards = dialog.getByRole('list').getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(blocks.length);

    for (const block of blocks) {
      const card = cardOf(dialog, block);
      // thumbnails load as their cards come near the view
      await card.scrollIntoViewIfNeeded();
      const frame = card.locator('iframe').contentFrame();
      const drawn = frame.locator(`[data-block="${block.type}"]`);
      if (block.heading) await expect.poll(() => drawn.textContent(), { timeout: 30_000 }).toContain(block.heading);
      else await drawn.locator(':scope > *').first().waitFor({ timeout: 30_000 });
      await card.locator('[data-preview="rendered"]').waitFor();
      // still: the page answers that its visitor prefers reduced motion, and no animation lasts: each ends within
      // 0.01 ms of its start, and none is endless. Read from each animation's computed timing, not from whether it
      // is still running: a composited one stays pending until the compositor answers, which under load took longer
      // than two frames (CI saw 3 "running" on the first card, a fresh-clone run 5).
      const motion = await frame.locator('html').evaluate(() => ({
        reduced: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
        lasting: document
          .getAnimations()
          .map((animation) => animation.effect?.getComputedTiming().endTime)
          .filter((end) => end === undefined || Number(end) > 1).length,
      }));
      expect(motion, block.type).toEqual({ reduced: true, lasting: 0 });
    }
    expect(await dialog.getByText('No preview').count()).toBe(0);

    await page.addScriptTag({ path: axePath });
    const violations = await dialog.evaluate(async (element) => {
      const axe = (window as unknown as { axe: { run: (context: Element, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
      // the thumbnails are decorative pages of the site's blocks (checked by a11y.test.ts): not entered
      const result = await axe.run(element, { iframes: false, runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
      return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
    });
    expect(violations).toEqual([]);

    // by keyboard: Tab from the first card to Call to action, Enter
    const target = blocks.find((block) => block.type === 'cta')!;
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await dialog.getByRole('button', { name: /^About intro / }).focus();
    for (let step = 0; step < blocks.length && !(await focusedName()).startsWith(`${target.title} `); step++) await page.keyboard.press('Tab');
    expect(await focusedName()).toBe(`${target.title} ${target.description}`);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });

    const items = sections.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(home.sections.length + 1);
    const inserted = items.nth(1).getByRole('button', { name: /^(?!Drag )/ });
    expect(await inserted.getAttribute('aria-current')).toBe('true');
    expect(await inserted.textContent()).toContain(target.title);
    expect(await inserted.textContent()).toContain(target.heading);
    expect(errors()).toEqual([]);
  }, 180_000);

  it('fits a phone: one card a row, nothing wider than the dialog, the first thumbnail drawn', async () => {
    const { dialog } = await openCatalog(375);
    const first = [...blocks].sort((a, b) => a.title.localeCompare(b.title))[0]!;
    await cardOf(dialog, first).locator('[data-preview="rendered"]').waitFor({ timeout: 30_000 });
    const layout = await dialog.evaluate((element) => {
      const cards = [...element.querySelectorAll('li')].map((card) => card.getBoundingClientRect());
      return { overflow: element.scrollWidth - element.clientWidth, columns: new Set(cards.map((card) => Math.round(card.left))).size };
    });
    expect(layout).toEqual({ overflow: 0, columns: 1 });
  }, 120_000);
});
