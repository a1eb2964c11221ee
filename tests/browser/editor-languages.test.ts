// The editor's languages on the live site, in Chromium: a section added in English is saved, refused by Publish until
// it is translated, translated from the list of missing translations in Hindi, then published to /hi/.
import { afterEach, describe, expect, inject, it } from 'vitest';
import { send } from '../../src/server/test/test-editor-server.ts';
import { closePages, openPage, screenshotOnRequest, sharedBrowser } from './chromium.ts';
import { editorPassword, instanceOnSqlite, publishDraft, signIn } from './live-site.ts';

describe.skipIf(!inject('browserTests'))('the editor in Hindi, on one instance with SQLite', () => {
  const browser = sharedBrowser();
  const sqlite = instanceOnSqlite();
  afterEach(closePages);

  it('lists the missing translations of a new section in Hindi, jumps to each, and publishes them to /hi/', async () => {
    const { page, errors } = await openPage(browser(), { ownContext: true, reducedMotion: true });
    await signIn(page, sqlite().url, 'ann@example.com', editorPassword);
    const sections = page.getByRole('list', { name: 'Sections' });
    await sections.getByRole('listitem').first().getByRole('button', { name: /^(?!Drag )/ }).click();
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('dialog', { name: 'Add a section' }).getByRole('button', { name: /^Call to action/ }).click();
    await page.keyboard.press('Control+s');
    await page.getByRole('status').filter({ hasText: /^Draft saved, not published/ }).waitFor();

    // refused while untranslated, each missing text named with its place in site.json
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('dialog', { name: 'Publish the draft' }).getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: /site\.json:\d+:\d+ {2}\/pages\/0\/sections\/1\/heading {2}is not translated into Hindi \(hi\)/ }).waitFor();

    await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
    const missing = page.getByRole('region', { name: 'Missing translations (Hindi)' });
    const entries = missing.getByRole('button');
    await expect.poll(() => entries.count()).toBeGreaterThan(0);
    expect(await entries.allTextContents()).toContain('Section 2 “Call to action” › Heading');
    // the outline marks the new section with its count, and only it
    const marked = sections.getByRole('button', { name: /texts? not in Hindi$/ });
    await expect.poll(() => marked.count()).toBe(1);
    expect(await marked.textContent()).toContain(`${await entries.count()} texts not in Hindi`);
    await screenshotOnRequest(page, 'editor-hindi-missing-1440.png');
    const written: string[] = [];
    for (let count = await entries.count(); count > 0; count = await entries.count()) {
      await entries.first().click();
      // the jump focuses the field's Hindi input, under its English
      const focused = page.locator(':focus');
      await expect.poll(() => focused.getAttribute('lang')).toBe('hi');
      const text = `हिन्दी पाठ ${written.length + 1}`;
      await focused.fill(text);
      written.push(text);
      await expect.poll(() => entries.count(), { timeout: 10_000 }).toBe(count - 1);
    }
    await missing.getByText(/^Every text of .* is translated into Hindi\.$/).waitFor();
    expect(await marked.count()).toBe(0);
    // the preview shows the page in Hindi
    const preview = page.getByTitle('Preview').contentFrame();
    await preview.getByText(written[0]!).first().waitFor();

    await page.keyboard.press('Control+s');
    await page.getByRole('status').filter({ hasText: /^Draft saved, not published/ }).waitFor();
    // the language chosen stays chosen across a reload
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('hi');
    await publishDraft(page);
    const hindi = (await send(`${sqlite().url}/hi/`, { headers: { accept: 'text/html' } })).text;
    for (const text of written) expect(hindi).toContain(text);
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });
});
