import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Site } from '../../src/generated/site.ts';
import commonSchema from '../../schema/defs/common.schema.json';
import { devServerOnCopy } from './vite-dev.ts';
import { sharedBrowser } from './chromium.ts';
import { expectFrameFitsWindow, outlinePane, resizeWindow } from './editor-checks.ts';
import { editorAxeViolations, openEditor, sectionButton } from './editor-page.ts';

// From the large breakpoint the editor is exactly the window: its panes scroll, never the page.
describe.skipIf(!inject('browserTests'))('the editor\'s frame at /edit', () => {
  const dev = devServerOnCopy('editor-frame-');
  const browser = sharedBrowser();

  it('is the window\'s height at 1440×900 and 1280×720 with a long outline, also after a wheel over the toolbar', async () => {
    const { page, errors } = await openEditor(browser(), dev.url(), { width: 1440, height: 900 });
    await expectFrameFitsWindow(page);
    await resizeWindow(page, { width: 1280, height: 720 });
    await expectFrameFitsWindow(page);
    // whatever grows in the frame (here the toolbar) stays in it: the frame clips, the page never scrolls
    await page.getByRole('banner').evaluate((toolbar) => toolbar.append(Object.assign(document.createElement('div'), { style: 'height: 3000px' })));
    expect(await page.evaluate(() => document.scrollingElement!.scrollHeight)).toBeLessThanOrEqual(720);
    expect(errors()).toEqual([]);
  }, 120_000);

  it('lists the many problems of a refused save in a list that scrolls, and keeps the panes in the window', async () => {
    // a site.json whose every heading is too long: a save of any change lists them all
    const file = dev.siteFile();
    const original = readFileSync(file, 'utf8');
    const site = JSON.parse(original) as Site;
    const tooLong = 'A heading far too long. '.repeat(20).slice(0, commonSchema.$defs.heading.maxLength + 1);
    for (const { sections } of site.pages) for (const block of sections) if ('heading' in block && typeof block.heading === 'string') block.heading = tooLong;
    writeFileSync(file, JSON.stringify(site, null, 2));
    try {
      const { page } = await openEditor(browser(), dev.url(), { width: 1280, height: 720 });
      await sectionButton(page.getByRole('list', { name: 'Sections' }), 0).focus();
      await page.keyboard.press('Alt+ArrowDown');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'site.json would be invalid' });
      await alert.waitFor({ timeout: 20_000 });
      const problems = alert.getByRole('listitem');
      expect(await problems.count()).toBeGreaterThan(20);

      // the outline keeps a good part of the window, and the alert's last problem can be scrolled to
      const outline = await (await outlinePane(page)).evaluate((pane) => pane.getBoundingClientRect().toJSON() as DOMRect);
      expect(outline.bottom).toBeLessThanOrEqual(720);
      expect(outline.height).toBeGreaterThan(720 / 3);
      await problems.last().scrollIntoViewIfNeeded();
      const last = (await problems.last().boundingBox())!;
      expect(last.y + last.height).toBeLessThanOrEqual(720);
      await expectFrameFitsWindow(page);
      // the list that scrolls can be scrolled from the keyboard too
      expect(await editorAxeViolations(page)).toEqual([]);
    } finally {
      writeFileSync(file, original);
    }
  }, 120_000);
});
