// The editor on the live site, in Chromium, against production servers (src/server/cli/serve.ts): two instances sharing
// a throwaway PostgreSQL, then one instance on SQLite. Accounts are made with the real `npm run accounts`.
import { createRequire } from 'node:module';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { postgresForTests } from '../../src/server/test/test-postgres.ts';
import { send } from '../../src/server/test/test-editor-server.ts';
import { closePages, openPage, sharedBrowser } from './chromium.ts';
import { expectFrameFitsWindow, resizeWindow, saveDuringValidationPause } from './editor-checks.ts';
import { adminPassword, editorPassword, originalSite, instanceOnSqlite, publishDraft, signIn, instancesOnPostgres, type Instance } from './live-site.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const originalHeading = (JSON.parse(originalSite) as { pages: { sections: { heading?: string }[] }[] }).pages[0]!.sections[0]!.heading!;

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
const liveHeading = async (instance: Instance) => h1((await send(`${instance.url}/`, { headers: { accept: 'text/html' } })).text);

async function servedWithin(instance: Instance, heading: string, ms: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    if ((await liveHeading(instance)) === heading) return performance.now() - started;
    if (performance.now() - started > ms) throw new Error(`${instance.url} did not serve "${heading}" within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Changes the home page hero's heading in the form and saves the draft with Ctrl+S. */
async function editHeading(page: Page, heading: string) {
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: /^Hero/ }).click();
  await page.getByRole('region', { name: 'Properties' }).getByRole('textbox', { name: /^Heading/ }).fill(heading);
  await page.keyboard.press('Control+s');
  await page.getByRole('status').filter({ hasText: /^Draft saved, not published/ }).waitFor();
}

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

async function axeViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  });
}

describe.skipIf(!inject('browserTests') || !postgresForTests())('the editor on two instances sharing PostgreSQL', () => {
  const browser = sharedBrowser();
  const instances = instancesOnPostgres(2);
  afterEach(closePages);

  it('signs in, saves a draft that is not live, publishes it to both, names the author, restores, signs out', async () => {
    const [first, second] = instances() as [Instance, Instance];
    const { page, errors } = await openPage(browser(), { ownContext: true, reducedMotion: true });
    await signIn(page, first.url, 'ann@example.com', editorPassword);
    await editHeading(page, 'Edited on the live site');
    expect(await liveHeading(first)).toBe(originalHeading);
    expect(await liveHeading(second)).toBe(originalHeading);

    await publishDraft(page);
    expect(await liveHeading(first)).toBe('Edited on the live site');
    expect(await servedWithin(second, 'Edited on the live site', 5000)).toBeLessThan(5000);

    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Published versions' });
    const newest = history.getByRole('listitem').first();
    await expect.poll(() => newest.textContent()).toContain('ann@example.com');
    expect(await newest.textContent()).toContain('/');
    // an editor restores nothing
    expect(await history.getByRole('button', { name: /^Restore version/ }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);

    // an admin, on the other instance, restores the first version: live on both again
    const admin = await openPage(browser(), { ownContext: true, reducedMotion: true });
    await signIn(admin.page, second.url, 'root@example.com', adminPassword);
    await admin.page.getByRole('button', { name: 'History' }).click();
    await admin.page.getByRole('dialog', { name: 'Published versions' }).getByRole('button', { name: 'Restore version 1' }).click();
    await admin.page.getByRole('dialog', { name: 'Restore version 1?' }).getByRole('button', { name: 'Restore', exact: true }).click();
    await admin.page.getByText(/Version 1 is live again, as version \d+/).waitFor();
    expect(await liveHeading(second)).toBe(originalHeading);
    await servedWithin(first, originalHeading, 5000);
  });

  it('has no axe violation on the sign-in page and in the editor', async () => {
    const { page } = await openPage(browser(), { ownContext: true, reducedMotion: true, bypassCSP: true });
    await page.goto(`${instances()[0]!.url}/edit`);
    expect(await axeViolations(page)).toEqual([]);
    await signIn(page, instances()[0]!.url, 'ann@example.com', editorPassword);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe.skipIf(!inject('browserTests'))('the editor on one instance with SQLite', () => {
  const browser = sharedBrowser();
  const sqlite = instanceOnSqlite();
  afterEach(closePages);

  it('signs in, edits, saves, publishes', async () => {
    const { page } = await openPage(browser(), { ownContext: true, reducedMotion: true });
    await signIn(page, sqlite().url, 'ann@example.com', editorPassword);
    await editHeading(page, 'Published from SQLite');
    expect(await liveHeading(sqlite())).toBe(originalHeading);
    await publishDraft(page);
    expect(await liveHeading(sqlite())).toBe('Published from SQLite');
  });

  it('keeps the editor\'s frame at the window\'s height at 1440×900 and 1280×720, also after a wheel over the toolbar', async () => {
    const { page, errors } = await openPage(browser(), { ownContext: true, reducedMotion: true });
    await signIn(page, sqlite().url, 'ann@example.com', editorPassword);
    await expectFrameFitsWindow(page);
    await resizeWindow(page, { width: 1280, height: 720 });
    await expectFrameFitsWindow(page);
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('validates the saved draft after a Ctrl+S made while a change waits for its validation, never the draft it replaced', async () => {
    const { page, errors } = await openPage(browser(), { ownContext: true, reducedMotion: true });
    await signIn(page, sqlite().url, 'ann@example.com', editorPassword);
    const { saved, validations } = await saveDuringValidationPause(page, '/edit/api', 'Saved while its validation waited');
    await page.getByRole('status').filter({ hasText: /^Draft saved, not published/ }).waitFor();
    // each names the saved draft, as changes to it; none is refused (one dropped for a newer one has no answer)
    expect(validations).toEqual(validations.map(() => ({ baseHash: saved, status: expect.toBeOneOf([200, null]) })));
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('redirects a path visitors did not find to the contact page from the Redirects view, and names the line of a loop in a CSV', async () => {
    const url = sqlite().url;
    for (let n = 0; n < 3; n++) expect((await send(`${url}/old-offer`, { headers: { accept: 'text/html', referer: 'https://news.example.org/post' } })).status).toBe(404);
    const { page, errors } = await openPage(browser(), { ownContext: true, reducedMotion: true });
    await signIn(page, url, 'ann@example.com', editorPassword);
    // the server adds its counts every few seconds
    await expect.poll(async () => JSON.stringify(await (await page.request.get(`${url}/edit/api/not-found`)).json()), { timeout: 20_000 }).toContain('"/old-offer"');

    await page.getByRole('banner').getByRole('button', { name: 'Redirects' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redirects' });
    await dialog.getByRole('button', { name: 'Redirect /old-offer…' }).click();
    await dialog.getByRole('combobox', { name: 'Send visitors to' }).selectOption({ label: 'Contact Us (/contact-us)' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByRole('row', { name: /^\/old-offer \/contact-us 301 permanent/ }).waitFor();

    // a CSV whose lines 3 to 5 make a loop: refused whole, the lines named
    const csv = ['from,to,status', '/spring-offer,/contact-us,301', '/old-1,/old-2,301', '/old-2,/old-3,301', '/old-3,/old-1,301'].join('\n');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'moves.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const refusal = dialog.getByRole('alert');
    await refusal.getByText('moves.csv was not imported: 3 problems').waitFor();
    expect(await refusal.getByRole('listitem').first().textContent()).toBe('Line 3: to: sends visitors round a loop ("/old-1" → "/old-2" → "/old-3" → "/old-1"): send one of them to a page');
    expect(await dialog.getByRole('row', { name: /^\/spring-offer/ }).count()).toBe(0);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.keyboard.press('Control+s');
    await page.getByRole('status').filter({ hasText: /^Draft saved, not published/ }).waitFor();
    await publishDraft(page);
    for (const [asked, location] of [
      ['/old-offer', '/contact-us'],
      ['/hi/old-offer?from=ad', '/hi/contact-us?from=ad'],
    ]) {
      const answer = await send(`${url}${asked}`);
      expect([answer.status, answer.headers.location]).toEqual([301, location]);
    }
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });
});
