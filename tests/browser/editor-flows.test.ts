import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Site } from '../../src/generated/site.ts';
import { publish } from '../../src/server/engine/publish/publish.ts';
import { withFallback } from '../translated-site.ts';
import { pageFile } from '../../src/server/engine/releases/release-files.ts';
import { liveReleaseId, releaseDir } from '../../src/server/engine/releases/release-store.ts';
import { distDir, root } from '../../scripts/lib/paths.ts';
import { formatProblem, validateSiteText } from '../../src/model/validate-site.ts';
import commonSchema from '../../schema/defs/common.schema.json';
import { sharedBrowser } from './chromium.ts';
import { editorStatus, lineDiff, openEditor, type EditorPage } from './editor-page.ts';
import { startDevServer, type DevServer } from './vite-dev.ts';
import { blocksOf } from '../../src/test/blocks';

/** The whole lines of `text` that hold the value at `location` (a section: from its `{` to its `},`). */
function linesOf(text: string, location: (string | number)[]): string[] {
  const node = findNodeAtLocation(parseTree(text)!, location)!;
  const first = text.slice(0, node.offset).split('\n').length - 1;
  const last = text.slice(0, node.offset + node.length).split('\n').length - 1;
  return text.split('\n').slice(first, last + 1);
}

/** The outline's drag handles, named "Drag <block>: <summary>", in order. */
const handleNames = (sections: Locator) => sections.getByRole('button', { name: /^Drag / }).evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label') ?? ''));

/**
 * `text` with the lines of the value at `location` moved to just after those of the value at `after`: what a save
 * that moves only that section writes. Compared whole, not as git's hunks, whose alignment of a block between two
 * that end alike depends on the rest of the file.
 */
function withLinesMoved(text: string, location: (string | number)[], after: (string | number)[]): string {
  const lines = text.split('\n');
  const moving = linesOf(text, location);
  const start = text.slice(0, findNodeAtLocation(parseTree(text)!, location)!.offset).split('\n').length - 1;
  const rest = [...lines.slice(0, start), ...lines.slice(start + moving.length)];
  const end = linesOf(text, after).length + rest.indexOf(linesOf(text, after)[0]!, start);
  return [...rest.slice(0, end), ...moving, ...rest.slice(end)].join('\n');
}

/** `names` with the one at `from` moved to `to`. */
function moved<T>(names: readonly T[], from: number, to: number): T[] {
  const result = [...names];
  result.splice(to, 0, ...result.splice(from, 1));
  return result;
}

/** Selects the page's hero and returns its form's Heading field. */
async function heroHeadingField(page: Page, sections: Locator): Promise<Locator> {
  await sections.getByRole('button', { name: /^Hero/ }).click();
  return page.getByRole('region', { name: 'Properties' }).getByRole('textbox', { name: /^Heading/ });
}

/** dnd-kit's live region: what it announces while a section is picked up, moved and dropped. */
const announced = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

/**
 * Drags the section at `from` by its handle with the mouse until dnd-kit puts it at `to`, and drops it:
 * past the PointerSensor's 4 px activation distance first, then in steps, as a hand moves.
 */
async function dragSection(page: Page, sections: Locator, from: number, to: number): Promise<void> {
  const items = sections.getByRole('listitem');
  const count = await items.count();
  const handle = items.nth(from).getByRole('button', { name: /^Drag / });
  await handle.scrollIntoViewIfNeeded();
  const [grip, source, target] = await Promise.all([handle.boundingBox(), items.nth(from).boundingBox(), items.nth(to).boundingBox()]);
  if (!grip || !source || !target) throw new Error('dragSection: the outline is not on screen');
  const x = grip.x + grip.width / 2;
  const y = grip.y + grip.height / 2;
  const distance = target.y + target.height / 2 - (source.y + source.height / 2);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + Math.sign(distance) * 8, { steps: 2 });
  await sections.getByRole('button', { name: /^Drag /, pressed: true }).waitFor();
  await page.mouse.move(x, y + distance, { steps: 12 });
  await announced(page, `is now at position ${to + 1} of ${count}.`).waitFor();
  await page.mouse.up();
  await announced(page, new RegExp(`^Dropped .* at position ${to + 1} of ${count}\\.$`)).waitFor();
}

// The editor's flows end to end, against `npm run dev` on a temporary copy of site.json: one dev server and one browser for the file.
describe.skipIf(!inject('browserTests'))('editing the site at /edit, as a user does', () => {
  const browser = sharedBrowser();
  let dir: string;
  let siteFile: string;
  let beforeFile: string;
  let server: DevServer | undefined;
  let url: string;
  const original = readFileSync(path.join(root, 'site.json'), 'utf8');
  const site = JSON.parse(original) as Site;
  const home = site.pages[0]!;
  const aboutIndex = site.pages.findIndex((page) => page.path === '/about-us');
  const about = site.pages[aboutIndex]!;
  const heroHeading = (home.sections[0] as { heading: string }).heading;
  // tall enough for the left column to need no scrolling: near a scrollable edge, dnd-kit scrolls while dragging, moving the target
  const tall = { height: 2400 };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-editor-flows-'));
    siteFile = path.join(dir, 'site.json');
    beforeFile = path.join(dir, 'before.json');
    writeFileSync(siteFile, original);
    server = await startDevServer(siteFile, { cacheDir: path.join(dir, 'vite-cache') });
    url = server.url;
  }, 90_000);

  afterAll(() => {
    server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  // each test starts from the repo's site.json (written only when a test changed it: the dev server watches the file)
  beforeEach(() => {
    if (readFileSync(siteFile, 'utf8') !== original) writeFileSync(siteFile, original);
  });

  /** Saves and waits for "Saved"; the diff from the file before the save. */
  async function save(page: Page) {
    copyFileSync(siteFile, beforeFile);
    await page.getByRole('button', { name: 'Save' }).click();
    await editorStatus(page, 'Saved').waitFor({ timeout: 30_000 });
    return lineDiff(beforeFile, siteFile);
  }

  async function openHome(options = {}): Promise<EditorPage> {
    const editor = await openEditor(browser(), url, options);
    // the blocks' titles come with the forms' schemas
    await expect.poll(() => handleNames(editor.sections), { timeout: 30_000 }).toEqual(expect.arrayContaining([expect.stringMatching(/^Drag Hero: /)]));
    return editor;
  }

  it('moves a section by dragging its handle with the mouse, and the save shows only its lines moving', async () => {
    const { page, errors, sections } = await openHome(tall);
    const before = await handleNames(sections);
    const [from, to] = [5, 2];
    await dragSection(page, sections, from, to);
    await expect.poll(() => handleNames(sections)).toEqual(moved(before, from, to));
    await editorStatus(page, 'Unsaved changes').waitFor();

    const diff = await save(page);
    const saved = JSON.parse(readFileSync(siteFile, 'utf8')) as Site;
    expect(blocksOf(saved.pages[0]!).map((block) => block.type)).toEqual(moved(blocksOf(home), from, to).map((block) => block.type));
    // added where it went, removed where it was, nothing else
    const lines = linesOf(original, ['pages', 0, 'sections', from]);
    expect(diff.hunks, diff.text).toEqual([
      { removed: [], added: lines },
      { removed: lines, added: [] },
    ]);
    expect(errors()).toEqual([]);
  }, 120_000);

  it('moves a section with its drag handle and the keyboard (Space, ArrowDown, Space), and saves only its lines', async () => {
    const { page, errors, sections } = await openHome();
    const before = await handleNames(sections);
    const handle = sections.getByRole('button', { name: before[1] });
    await handle.focus();
    await page.keyboard.press('Space');
    await sections.getByRole('button', { name: before[1], pressed: true }).waitFor();
    await page.keyboard.press('ArrowDown');
    await announced(page, `is now at position 3 of ${before.length}.`).waitFor();
    await page.keyboard.press('Space');
    await announced(page, new RegExp(`^Dropped .* at position 3 of ${before.length}\\.$`)).waitFor();
    await expect.poll(() => handleNames(sections)).toEqual(moved(before, 1, 2));

    const diff = await save(page);
    expect(readFileSync(siteFile, 'utf8'), diff.text).toBe(withLinesMoved(original, ['pages', 0, 'sections', 1], ['pages', 0, 'sections', 2]));
    expect(diff.removed.length, diff.text).toBe(linesOf(original, ['pages', 0, 'sections', 1]).length);
    expect(errors()).toEqual([]);
  }, 120_000);

  it('shows an edited heading in the preview before saving, and the save changes that one line', async () => {
    const { page, errors, sections } = await openHome();
    const heading = await heroHeadingField(page, sections);
    const text = 'Software that ships when we said it would';
    await heading.fill(text);
    const preview = page.getByTitle('Preview').contentFrame();
    await preview.getByRole('heading', { level: 1, name: text }).waitFor({ timeout: 20_000 });
    expect(readFileSync(siteFile, 'utf8')).toBe(original);

    const diff = await save(page);
    const line = original.split('\n').find((candidate) => candidate.includes(JSON.stringify(heroHeading)))!;
    expect(diff.hunks, diff.text).toEqual([{ removed: [line], added: [line.replace(JSON.stringify(heroHeading), JSON.stringify(text))] }]);
    expect(errors()).toEqual([]);
  }, 120_000);

  it('shows a heading that is too long on its field in plain words, refuses to save it naming the place (the validator\'s line for developers), and leaves the file as it was', async () => {
    const { page, errors, sections } = await openHome();
    const heading = await heroHeadingField(page, sections);
    const tooLong = `${heroHeading} `.repeat(4).slice(0, commonSchema.$defs.heading.maxLength + 1);
    await heading.fill(tooLong);
    // what `npm run validate` would print for the file saved with that heading
    const expected = validateSiteText(original.replace(JSON.stringify(heroHeading), JSON.stringify(tooLong)), { file: 'site.json' }).problems;
    expect(expected.map((problem) => problem.pointer)).toEqual(['/pages/0/sections/0/heading']);
    const [problem] = expected;
    // what the field and the alert say of it (src/editor/problems/problem-words.ts, describe-place.ts)
    const says = `is too long: keep it to ${commonSchema.$defs.heading.maxLength} characters or fewer.`;

    await expect.poll(() => heading.getAttribute('aria-invalid'), { timeout: 20_000 }).toBe('true');
    const description = await heading.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toContain(says);
    expect(description).not.toContain(problem!.message);
    await sections.getByRole('listitem').first().getByText('has problems').waitFor();

    await page.getByRole('button', { name: 'Save' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'site.json would be invalid' });
    await alert.waitFor({ timeout: 20_000 });
    const items = alert.getByRole('listitem');
    expect(await items.locator('p').allTextContents()).toEqual([`${home.title} (${home.path}) › section 1 “Hero” › heading: ${says}`]);
    // the line `npm run validate` prints, under "Details for developers"
    expect(await items.locator('code').allTextContents()).toEqual([formatProblem(problem!)]);
    expect(readFileSync(siteFile)).toEqual(Buffer.from(original));
    await editorStatus(page, 'Unsaved changes').waitFor();
    expect(errors()).toEqual([expect.stringMatching(/^422 /)]);
  }, 120_000);

  it('deletes a linked page sending its visitors to another from the keyboard, and the dev server validates and saves the redirect it made', async () => {
    const { page, errors } = await openHome();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: /\/web-development$/ }).click();
    await page.getByRole('button', { name: 'Delete and send its visitors to…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete “Web Development” and send its visitors to…' });
    // the search field has the focus; the one page found is the next stop, chosen with Space
    await dialog.getByRole('searchbox', { name: 'Find a page' }).pressSequentially('contact');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await dialog.getByText('will point to /contact-us.').waitFor();
    await dialog.getByRole('button', { name: 'Delete and redirect' }).click();
    await page.getByRole('status').filter({ hasText: /^Deleted “Web Development”/ }).waitFor();
    await save(page);
    const saved = JSON.parse(readFileSync(siteFile, 'utf8')) as Site;
    expect(saved.pages.map((one) => one.path)).not.toContain('/web-development');
    expect(saved.services.find((service) => service.id === 'web-development')).toMatchObject({ link: '/contact-us' });
    expect(saved.redirects).toEqual([{ from: '/web-development', to: '/contact-us', status: 301, made: 'hand', at: expect.any(String) }]);
    expect(errors(), server!.output()).toEqual([]);
  });

  it('duplicates a service page to /services/cloud, its search result following the new title, and the dev server validates and saves the copy', async () => {
    const { page, errors } = await openHome();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: /\/web-development$/ }).click();
    await page.getByRole('button', { name: 'Duplicate page…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate “Web Development”' });
    await dialog.getByRole('textbox', { name: 'Path of the copy' }).fill('/services/cloud');
    await dialog.getByRole('textbox', { name: 'Title of the copy' }).fill('Cloud services');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Made “Cloud services” at /services/cloud.' }).waitFor();
    const search = page.getByRole('region', { name: 'Search result and link preview' }).getByRole('figure', { name: 'Search result' });
    await search.getByText('Cloud services | Yamuna Softworks').waitFor();
    await save(page);
    const saved = JSON.parse(readFileSync(siteFile, 'utf8')) as Site;
    const index = saved.pages.findIndex((one) => one.path === '/web-development');
    expect(saved.pages[index + 1]).toMatchObject({ id: 'services-cloud', path: '/services/cloud', title: 'Cloud services', sections: saved.pages[index]!.sections });
    expect(errors(), server!.output()).toEqual([]);
  });

  it('makes the contact call to action shared, adds it to a service page, changes its heading once and sees it on both, saved once', async () => {
    const { page, errors, sections } = await openHome();
    const form = page.getByRole('region', { name: 'Properties' });
    const preview = page.getByTitle('Preview').contentFrame();
    await sections.getByRole('button', { name: /^Call to action/ }).click();
    await page.getByRole('button', { name: 'Make shared…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make this section shared' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill('Contact call to action');
    await dialog.getByRole('button', { name: 'Make shared' }).click();
    await form.getByRole('group', { name: 'Used on 1 page' }).waitFor();

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: /\/web-development$/ }).click();
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('dialog', { name: 'Add a section' }).getByRole('region', { name: 'Shared sections' }).getByRole('button', { name: /^Contact call to action/ }).click();
    const used = form.getByRole('group', { name: 'Used on 2 pages' });
    await used.waitFor();
    const heading = 'Planning a website or an app? Talk to us.';
    await form.getByRole('textbox', { name: /^Heading/ }).fill(heading);
    await preview.getByRole('heading', { name: heading }).waitFor({ timeout: 20_000 });
    // the other use, on the home page, shows it too (once the preview is the home page: its projects)
    await used.getByRole('button', { name: `${home.title} (${home.path})` }).click();
    const projects = (blocksOf(home).find((block) => block.type === 'project-slider') as { heading: string }).heading;
    await preview.getByRole('heading', { name: projects }).waitFor({ timeout: 20_000 });
    expect(await preview.getByRole('heading', { name: heading }).count()).toBe(1);

    await save(page);
    const saved = JSON.parse(readFileSync(siteFile, 'utf8')) as Site;
    expect(saved.sharedSections).toEqual([expect.objectContaining({ id: 'contact-call-to-action', name: 'Contact call to action', section: expect.objectContaining({ type: 'cta', heading }) })]);
    const web = saved.pages.find((one) => one.path === '/web-development')!;
    expect([saved.pages[0]!.sections.at(-1), web.sections.at(-1)]).toEqual([{ shared: 'contact-call-to-action' }, { shared: 'contact-call-to-action' }]);
    expect(errors(), server!.output()).toEqual([]);
  });

  it('walks a new user through it: reorder the about page, change the home heading, add /careers from existing blocks, save a small readable diff, and the build prerenders /careers', async () => {
    const { page, errors, sections } = await openHome(tall);
    const pages = page.getByRole('navigation', { name: 'Pages' });

    // about: the story goes below the team
    await pages.getByRole('button', { name: `${about.title} ${about.path}`, exact: true }).click();
    await expect.poll(() => sections.getByRole('listitem').count()).toBe(about.sections.length);
    const aboutBefore = await handleNames(sections);
    await dragSection(page, sections, 1, 2);
    await expect.poll(() => handleNames(sections)).toEqual(moved(aboutBefore, 1, 2));

    // home: a new heading for the hero
    await pages.getByRole('button', { name: `${home.title} ${home.path}`, exact: true }).click();
    const heading = 'Software for Agra and the world';
    await (await heroHeadingField(page, sections)).fill(heading);

    // a careers page of two blocks from the catalog
    await page.getByRole('button', { name: 'Add page' }).click();
    const addPage = page.getByRole('dialog', { name: 'Add page' });
    await addPage.getByRole('textbox', { name: 'Path' }).fill('/careers');
    await addPage.getByRole('textbox', { name: 'Title' }).fill('Careers');
    await addPage.getByRole('textbox', { name: 'Description' }).fill('Join our engineering team in Agra: open roles, how we hire and what it is like to work here.');
    await addPage.getByRole('textbox', { name: 'Breadcrumb' }).fill('Careers');
    await addPage.getByRole('button', { name: 'Add page' }).click();
    await addPage.waitFor({ state: 'hidden' });
    expect(await pages.getByRole('button', { name: 'Careers /careers', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.getByText('This page has no sections yet').waitFor();
    for (const block of ['Working process', 'Call to action']) {
      await page.getByRole('button', { name: 'Add section' }).click();
      await page.getByRole('dialog', { name: 'Add a section' }).getByRole('button', { name: new RegExp(`^${block} `) }).click();
      await sections.getByRole('button', { name: new RegExp(`^Drag ${block}`) }).waitFor();
    }
    expect(await handleNames(sections)).toEqual([expect.stringMatching(/^Drag Working process/), expect.stringMatching(/^Drag Call to action/)]);

    const diff = await save(page);
    const savedText = readFileSync(siteFile, 'utf8');
    const saved = JSON.parse(savedText) as Site;
    expect(blocksOf(saved.pages[aboutIndex]!).map((block) => block.type)).toEqual(moved(blocksOf(about), 1, 2).map((block) => block.type));
    expect((saved.pages[0]!.sections[0] as { heading: string }).heading).toBe(heading);
    const careers = saved.pages.at(-1)!;
    expect(careers).toMatchObject({ path: '/careers', title: 'Careers', breadcrumb: 'Careers', sections: [{ type: 'working-process' }, { type: 'cta' }] });

    // small and readable: the story's lines moved, one heading line, and the new page as JSON.stringify writes it, at its depth
    const story = linesOf(original, ['pages', aboutIndex, 'sections', 1]);
    const headingLine = original.split('\n').find((line) => line.includes(JSON.stringify(heroHeading)))!;
    const careersLines = linesOf(savedText, ['pages', saved.pages.length - 1]);
    expect(careersLines.join('\n'), diff.text).toBe(JSON.stringify(careers, null, 2).replace(/^/gm, '    '));
    // in the diff: the heading's line, the story removed, the story added, the new page appended (its last line and a comma git may place either side)
    expect(diff.hunks, diff.text).toEqual([
      { removed: [headingLine], added: [headingLine.replace(JSON.stringify(heroHeading), JSON.stringify(heading))] },
      { removed: story, added: [] },
      { removed: [], added: story },
      { removed: [], added: expect.arrayContaining(careersLines.slice(1, -1)) },
    ]);
    expect(diff.hunks[3]!.added.length, diff.text).toBe(careersLines.length);
    console.log(`the walk-through's diff: ${diff.removed.length} lines removed, ${diff.added.length} added (${story.length} of each a moved section, ${careersLines.length} the new page)`);
    expect(errors(), server!.output()).toEqual([]);

    // the saved file is not published while its new page has no Hindi: each missing text named, all of them the page's
    const dataDir = path.join(dir, 'data');
    const refused = await publish({ dataDir, distDir, text: savedText, file: 'site.json', source: 'the editor' });
    const last = `/pages/${saved.pages.length - 1}/`;
    expect(refused.ok ? [] : refused.problems.filter((problem) => !(problem.includes(last) && problem.includes('is not translated into Hindi (hi)')))).toEqual([]);
    expect(refused.ok).toBe(false);
    // with Hindi allowed to fall back, it publishes, and /careers is prerendered with its heading and blocks
    const published = await publish({ dataDir, distDir, text: `${JSON.stringify(withFallback(saved), null, 2)}\n`, file: 'site.json', source: 'the editor' });
    expect(published.ok, JSON.stringify(published)).toBe(true);
    const hindi = readFileSync(pageFile(releaseDir(dataDir, liveReleaseId(dataDir)!), '/hi/careers'), 'utf8');
    expect([...hindi.matchAll(/<div data-block="[a-z-]+" lang="en"/g)]).toHaveLength(careers.sections.length);
    const html = pageFile(releaseDir(dataDir, liveReleaseId(dataDir)!), '/careers');
    expect(existsSync(html)).toBe(true);
    const prerendered = readFileSync(html, 'utf8');
    expect(prerendered).toMatch(/<h1[^>]*>Careers<\/h1>/);
    for (const block of careers.sections) expect(prerendered).toContain((block as { heading: string }).heading);
  }, 300_000);
});
