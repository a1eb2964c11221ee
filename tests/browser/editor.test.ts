import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Site } from '../../src/generated/site.ts';
import { clientDir, root } from '../../scripts/lib/paths.ts';
import { devServerOnCopy } from './vite-dev.ts';
import { sharedBrowser } from './chromium.ts';
import { saveDuringValidationPause, validationOvertakenBySave } from './editor-checks.ts';
import { editorAxeViolations, editorStatus, lineDiff, openEditor, sectionButton, sectionTitle } from './editor-page.ts';
import { blocksOf } from '../../src/test/blocks';

// `npm run dev` on a temporary copy of site.json, the editor at /edit writing to that copy.
describe.skipIf(!inject('browserTests'))('the editor at /edit', () => {
  const dev = devServerOnCopy('site-editor-');
  const browser = sharedBrowser();
  const original = readFileSync(path.join(root, 'site.json'), 'utf8');
  const site = JSON.parse(original) as Site;
  const home = site.pages[0]!;
  let siteFile: string;
  let originalFile: string;
  let url: string;

  beforeAll(() => {
    siteFile = dev.siteFile();
    url = dev.url();
    originalFile = path.join(path.dirname(siteFile), 'original.json');
    writeFileSync(originalFile, original);
  });

  it('lists the pages and the sections of the selected one by role, with no axe violations', async () => {
    const { page, errors, sections, scripts } = await openEditor(browser(), url);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    for (const { title, path: route } of site.pages) await pages.getByRole('button', { name: `${title} ${route}`, exact: true }).waitFor();
    expect(await pages.getByRole('button', { name: `${home.title} ${home.path}`, exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await sections.getByRole('listitem').count()).toBe(home.sections.length);
    await expect.poll(() => sectionTitle(sections, 0), { timeout: 30_000 }).toBe('Hero');
    await editorStatus(page, 'No unsaved changes').waitFor();
    expect(await page.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(true);

    // another page's sections
    const about = site.pages.findIndex((candidate) => candidate.path === '/about-us');
    await pages.getByRole('button', { name: `${site.pages[about]!.title} /about-us`, exact: true }).click();
    await expect.poll(() => sections.getByRole('listitem').count()).toBe(site.pages[about]!.sections.length);

    expect(await editorAxeViolations(page)).toEqual([]);
    expect(errors()).toEqual([]);

    // the editor and its preview run the production bundle the dev server built, not Vite's development modules
    await page.frameLocator('iframe[title="Preview"]').getByRole('heading', { level: 1 }).first().waitFor();
    expect(scripts().filter((script) => script.startsWith('/__editor/bundle/')).length).toBeGreaterThan(2);
    expect(scripts().filter((script) => !script.startsWith('/__editor/bundle/'))).toEqual([]);
  }, 120_000);

  it('moves a section with Alt+ArrowDown, undoes and redoes it, keeps the draft across a reload, and saves only the moved lines', async () => {
    const { page, errors, sections } = await openEditor(browser(), url);
    await expect.poll(() => sectionTitle(sections, 0), { timeout: 30_000 }).toBe('Hero');
    const second = await sectionTitle(sections, 1);
    await sectionButton(sections, 0).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => sectionTitle(sections, 1)).toBe('Hero');
    expect(await sectionTitle(sections, 0)).toBe(second);
    expect(await sectionButton(sections, 1).evaluate((button) => button === document.activeElement)).toBe(true);
    await editorStatus(page, 'Unsaved changes').waitFor();

    const undo = page.getByRole('button', { name: 'Undo' });
    const redo = page.getByRole('button', { name: 'Redo' });
    await undo.click();
    await expect.poll(() => sectionTitle(sections, 0)).toBe('Hero');
    await editorStatus(page, 'No unsaved changes').waitFor();
    expect(await undo.isDisabled()).toBe(true);
    await redo.click();
    await expect.poll(() => sectionTitle(sections, 1)).toBe('Hero');
    expect(await redo.isDisabled()).toBe(true);

    // the draft is kept once the pause after the last change has passed; leaving asks first
    await page.waitForFunction(() => localStorage.getItem('site-editor:draft') !== null);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await sections.getByRole('listitem').first().waitFor({ timeout: 60_000 });
    expect(dialogs).toEqual(['beforeunload']);
    await expect.poll(() => sectionTitle(sections, 1), { timeout: 30_000 }).toBe('Hero');
    await editorStatus(page, 'Unsaved changes').waitFor();
    expect(readFileSync(siteFile, 'utf8')).toBe(original);

    await page.getByRole('button', { name: 'Save' }).click();
    await editorStatus(page, 'Saved').waitFor({ timeout: 30_000 });
    const saved = readFileSync(siteFile, 'utf8');
    expect(blocksOf((JSON.parse(saved) as Site).pages[0]!).map((block) => block.type)).toEqual([blocksOf(home)[1]!.type, 'hero', ...blocksOf(home).slice(2).map((block) => block.type)]);
    // only the moved lines changed: what one side removed the other added, and nothing else moved
    const { removed, added } = lineDiff(originalFile, siteFile);
    expect(removed.length).toBeGreaterThan(0);
    expect([...added].sort()).toEqual([...removed].sort());
    expect(saved.split('\n').sort()).toEqual(original.split('\n').sort());
    expect(await page.evaluate(() => localStorage.getItem('site-editor:draft'))).toBeNull();
    expect(errors()).toEqual([]);
  }, 180_000);

  it('loads a change on disk while nothing is unsaved, re-applies my changes after a conflict, and lists the problems of a refused save', async () => {
    const { page, errors, sections } = await openEditor(browser(), url);
    await expect.poll(() => sections.getByRole('button', { name: /^Drag / }).count(), { timeout: 30_000 }).toBe(home.sections.length);
    const form = page.getByRole('region', { name: 'Properties' });
    const before = readFileSync(siteFile, 'utf8');
    const disk = JSON.parse(before) as Site;
    const first = disk.pages[0]!.sections[0] as { heading: string };

    // someone edits site.json: the clean editor shows it by itself
    writeFileSync(siteFile, before.replace(JSON.stringify(first.heading), JSON.stringify('Changed on disk')));
    await page.getByText('site.json changed on disk: the editor shows the new version.').waitFor({ timeout: 20_000 });
    await sectionButton(sections, 0).click();
    await expect.poll(() => form.getByRole('textbox', { name: /^Heading/ }).inputValue()).toBe('Changed on disk');

    // my change, then another one on disk: the save is refused, my change re-applied onto the new file
    const moved = await sectionTitle(sections, 2);
    await sectionButton(sections, 2).focus();
    // the other edit comes after the move's validation (300 ms after it): one racing it would be answered 409 too
    const validated = page.waitForResponse((response) => response.url().endsWith('/__editor/validate'), { timeout: 20_000 });
    await page.keyboard.press('Alt+ArrowUp');
    await validated;
    const current = readFileSync(siteFile, 'utf8');
    const footer = (JSON.parse(current) as Site).footer as unknown as Record<string, unknown>;
    const footerText = Object.values(footer).find((value): value is string => typeof value === 'string')!;
    const edited = current.replace(JSON.stringify(footerText), JSON.stringify(`${footerText} (edited)`));
    writeFileSync(siteFile, edited);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/site\.json changed on disk since you opened it/).waitFor({ timeout: 20_000 });
    // nothing written, and the draft is still what the editor shows
    expect(readFileSync(siteFile, 'utf8')).toBe(edited);
    expect(await sectionTitle(sections, 1)).toBe(moved);
    await editorStatus(page, 'Unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Reload and re-apply my changes' }).click();
    await page.getByText(/^Re-applied 1 change/).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Save' }).click();
    await editorStatus(page, 'Saved').waitFor({ timeout: 30_000 });
    const merged = readFileSync(siteFile, 'utf8');
    expect(merged).toContain(`${footerText} (edited)`);
    expect(blocksOf((JSON.parse(merged) as Site).pages[0]!)[1]!.type).toBe(blocksOf(disk.pages[0]!)[2]!.type);

    // an empty heading: refused, each problem at its place in plain words (its line site.json:LINE:COL  /pointer  message
    // kept for developers), and shown on its field
    await sectionButton(sections, 0).click();
    await form.getByRole('textbox', { name: /^Heading/ }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'site.json would be invalid' });
    await alert.waitFor({ timeout: 20_000 });
    // and its Hindi, which now translates nothing
    const items = alert.getByRole('listitem');
    // the section is named by its block's title, whichever block the tests before left first
    const place = `${home.title} (${home.path}) › section 1 “${await sectionTitle(sections, 0)}”`;
    expect(await items.locator('p').allTextContents()).toEqual([
      `${place} › heading: is empty: fill it in.`,
      `${place} › heading (Hindi): translates a text that is empty in English: write it in English first, or empty the translation.`,
    ]);
    expect(await items.locator('code').allTextContents()).toEqual([
      expect.stringMatching(/^site\.json:\d+:\d+ {2}\/pages\/0\/sections\/0\/heading {2}\S/),
      expect.stringMatching(/^site\.json:\d+:\d+ {2}\/pages\/0\/sections\/0\/translations\/hi\/heading {2}translates "heading", which this item does not have/),
    ]);
    expect(readFileSync(siteFile, 'utf8')).toBe(merged);
    await page.keyboard.press('Control+z');
    await alert.waitFor({ state: 'detached', timeout: 20_000 });
    expect(errors()).toEqual([expect.stringMatching(/^409 /), expect.stringMatching(/^422 /)]);
  }, 180_000);

  it('validates the saved draft after a Ctrl+S made while a change waits for its validation, never the version it replaced', async () => {
    const { page, errors } = await openEditor(browser(), url);
    const { saved, validations } = await saveDuringValidationPause(page, '/__editor', 'Saved while its validation waited');
    expect(readFileSync(siteFile, 'utf8')).toContain('Saved while its validation waited');
    // each names the saved draft, as changes to it; none is refused (one dropped for a newer one has no answer)
    expect(validations).toEqual(validations.map(() => ({ baseHash: saved, status: expect.toBeOneOf([200, null]) })));
    expect(errors()).toEqual([]);
  }, 120_000);

  it('sends a validation the server refused because a save overtook it again as changes to the saved draft, not the whole site', async () => {
    const { page, errors } = await openEditor(browser(), url);
    const { saved, validations } = await validationOvertakenBySave(page, '/__editor', 'Saved after its validation was sent');
    const [overtaken, ...after] = validations;
    expect(overtaken).toEqual({ baseHash: expect.not.stringMatching(saved), status: 409 });
    expect(after).toEqual(after.map(() => ({ baseHash: saved, status: expect.toBeOneOf([200, null]) })));
    expect(errors()).toEqual([]);
  }, 120_000);

  it('is not part of the production build or server', async () => {
    const baseURL = inject('baseURL');
    expect((await fetch(`${baseURL}/edit`, { headers: { accept: 'text/html' } })).status).toBe(404);
    expect((await fetch(`${baseURL}/__editor/site`)).status).toBe(404);
    for (const endpoint of ['/__editor/site', '/__editor/validate']) {
      const post = await fetch(`${baseURL}${endpoint}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"site":{}}' });
      expect(post.status, endpoint).toBe(404);
    }
    const assets = readdirSync(path.join(clientDir, 'assets')).filter((file) => file.endsWith('.js'));
    expect(assets.length).toBeGreaterThan(0);
    for (const file of assets) expect(readFileSync(path.join(clientDir, 'assets', file), 'utf8'), file).not.toMatch(/site-editor:draft|__editor\//);
  });
});
