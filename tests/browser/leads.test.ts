// The Leads page (/edit/leads) on the live site, in Chromium, against a production server on SQLite: accounts made with
// the real `npm run accounts`, leads sent to the contact endpoint as the site's form sends them.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { root } from '../../scripts/lib/paths.ts';
import { send } from '../../src/server/test/test-editor-server.ts';
import { axeViolations, hasHorizontalScroll, openPage, screenshotOnRequest, sharedBrowser, viewports } from './chromium.ts';
import { resizeWindow } from './editor-checks.ts';
import { adminPassword, editorPassword, instanceOnSqlite, signIn } from './live-site.ts';

const salesPassword = 'sid sells software by the sea';
const hostileName = '<script>alert(1)</script>';
const hostileNote = '"><img src=x onerror=alert(1)>';

/** `npm run accounts -- add EMAIL --role ROLE` with the password piped twice (as live-site.ts's addAccount). */
function addAccount(dataDir: string, email: string, role: string, password: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/accounts.ts'), 'add', email, '--role', role], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    input: `${password}\n${password}\n`,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`accounts add ${email}: ${result.stderr}`);
}

/** Signs in with the sign-in form at /edit and waits for the page it leads to. */
async function signInAt(page: Page, url: string, email: string, password: string, lands: string) {
  await page.goto(`${url}/edit`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${url}${lands}`);
}

/** Collects the page's alert() calls: none may ever come from a lead's text. */
function alertsOf(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return alerts;
}

/** The controls and links of the page's main part less than 44 pixels high: too small for a finger. */
const smallTargets = (page: Page) =>
  page.locator('main a, main button, main select, main input, main textarea').evaluateAll((controls) =>
    controls.filter((control) => control.getBoundingClientRect().height < 44).map((control) => control.outerHTML.slice(0, 100)),
  );

/** Where an element is on the page, in CSS pixels. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} is not shown`);
  return { ...box, bottom: box.y + box.height, right: box.x + box.width };
}

const rowsOf = (page: Page) => page.getByRole('table', { name: 'Leads, newest first' }).getByRole('row');

describe.skipIf(!inject('browserTests'))('the Leads page', () => {
  const browser = sharedBrowser();
  const instance = instanceOnSqlite();
  const url = () => instance().url;

  /** A request sent as the site's contact form sends it, from its /contact-us page; answers its id. */
  async function contact(fields: { name: string; message: string; email?: string; phone?: string; locale?: string }): Promise<number> {
    const body = JSON.stringify({ email: 'asha@example.in', phone: '+91 98765 43210', ...fields });
    const answer = await send(`${url()}/backend/submit.php`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', referer: `${url()}/contact-us` }, body });
    expect(answer.status, answer.text).toBe(201);
    return answer.json<{ id: number }>().id;
  }

  beforeAll(async () => {
    addAccount(path.join(instance().dir, 'data'), 'sid@example.com', 'sales', salesPassword);
    await contact({ name: 'Meera Iyer', message: 'We need an app for our clinic.\nCan you call me on Monday?' });
    await contact({ name: 'Ravi Kumar', message: 'We are 100% sure about the budget for the new website.' });
    // a name with a domain in it: filed as spam
    await contact({ name: 'Cheap pills at pills-shop.com', message: 'Best prices on everything, only this week' });
    await contact({ name: hostileName, message: `Hello ${hostileName}\nsecond line`, locale: 'hi' });
  });

  it('answers 403 at /edit/leads to an editor, whose toolbar has no Leads link', async () => {
    const { page } = await openPage(browser(), { ownContext: true, reducedMotion: true });
    await signIn(page, url(), 'ann@example.com', editorPassword);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Leads' }).count()).toBe(0);
    const response = await page.goto(`${url()}/edit/leads`);
    expect(response?.status()).toBe(403);
  });

  it('opens from the admin’s toolbar; hostile text stays text; a status change and a note are saved', async () => {
    const { page, errors } = await openPage(browser(), { ownContext: true, reducedMotion: true });
    const alerts = alertsOf(page);
    await signIn(page, url(), 'root@example.com', adminPassword);
    await screenshotOnRequest(page.getByRole('banner'), 'leads-editor-toolbar-1440.png');
    await page.getByRole('banner').getByRole('link', { name: 'Leads' }).click();
    await page.waitForURL(`${url()}/edit/leads`);
    await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
    expect(await page.getByText('Times are in UTC (GMT).').count()).toBe(1);
    // the admin also has the way back to the content
    expect(await page.getByRole('navigation', { name: 'Editor pages' }).getByRole('link', { name: 'Site editor' }).getAttribute('href')).toBe('/edit');

    const hostile = page.getByRole('link', { name: hostileName, exact: true });
    await hostile.waitFor();
    expect(await rowsOf(page).filter({ has: hostile }).textContent()).toContain('/contact-us');
    await hostile.click();
    await page.getByRole('heading', { level: 1, name: hostileName }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.getByRole('region', { name: 'Details' }).textContent()).toContain('Hindi');

    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Contacted' }).click();
    await page.getByText('Status changed to Contacted.').waitFor();
    expect(await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Contacted' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('combobox', { name: 'Assigned to' }).selectOption('sid@example.com');
    await page.getByRole('button', { name: 'Assign' }).click();
    await page.getByText('Assigned to sid@example.com.').waitFor();

    const notes = page.getByRole('region', { name: 'Notes' });
    await notes.getByRole('textbox', { name: 'Add a note' }).fill(hostileNote);
    await notes.getByRole('button', { name: 'Add note' }).click();
    await notes.getByRole('listitem').filter({ hasText: hostileNote }).waitFor();
    expect(await page.locator('img[src="x"], main script').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'History' }).textContent()).toContain('root@example.com set the status to Contacted');
    await screenshotOnRequest(page, 'leads-lead-hostile-1440.png', { fullPage: true });

    // a reload shows what the server keeps
    await page.reload();
    await notes.getByRole('listitem').filter({ hasText: hostileNote }).waitFor();
    expect(alerts).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('takes a sales account from /edit to its leads; filters live in the address, Back restores them, % is literal, the CSV link follows; a new request appears by itself', async () => {
    const { page, errors } = await openPage(browser(), { ownContext: true, reducedMotion: true });
    await signInAt(page, url(), 'sid@example.com', salesPassword, '/edit/leads');
    await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
    expect(await page.getByRole('link', { name: 'Site editor' }).count()).toBe(0);
    await rowsOf(page).nth(4).waitFor();
    expect(await rowsOf(page).count()).toBe(5);

    const tabs = page.getByRole('navigation', { name: 'Leads by status' });
    await tabs.getByRole('link', { name: /^Spam/ }).click();
    await page.waitForURL(`${url()}/edit/leads?status=spam`);
    await expect.poll(() => rowsOf(page).count()).toBe(2);
    expect(await rowsOf(page).nth(1).textContent()).toContain('Cheap pills');
    expect(await page.getByRole('link', { name: 'Download as CSV' }).getAttribute('href')).toBe('/edit/api/leads/export.csv?status=spam');
    await page.goBack();
    await page.waitForURL(`${url()}/edit/leads`);
    await expect.poll(() => rowsOf(page).count()).toBe(5);
    expect(await tabs.getByRole('link', { name: /^All/ }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('searchbox', { name: 'Search' }).fill('%');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(`${url()}/edit/leads?words=%25`);
    await expect.poll(() => rowsOf(page).count()).toBe(2);
    expect(await rowsOf(page).nth(1).textContent()).toContain('Ravi Kumar');
    const href = await page.getByRole('link', { name: 'Download as CSV' }).getAttribute('href');
    expect(href).toBe('/edit/api/leads/export.csv?words=%25');
    const csv = await (await page.request.get(`${url()}${href}`)).text();
    expect(csv).toContain('Ravi Kumar');
    expect(csv).not.toContain('Meera Iyer');

    // the languages are the live site's (site.json: English, then Hindi)
    expect(await page.getByRole('combobox', { name: 'Language' }).getByRole('option').allTextContents()).toEqual(['Any', 'English', 'Hindi']);
    // the admin gave the hostile lead to sid: Nobody lists the other three
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('combobox', { name: 'Assigned to' }).selectOption({ label: 'Nobody' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(`${url()}/edit/leads?assignee=none`);
    await expect.poll(() => rowsOf(page).count()).toBe(4);
    expect(await page.getByRole('link', { name: hostileName, exact: true }).count()).toBe(0);
    const unassignedHref = await page.getByRole('link', { name: 'Download as CSV' }).getAttribute('href');
    expect(unassignedHref).toBe('/edit/api/leads/export.csv?assignee=none');
    const unassignedCsv = await (await page.request.get(`${url()}${unassignedHref}`)).text();
    expect(unassignedCsv).toContain('Meera Iyer');
    expect(unassignedCsv).not.toContain(hostileName);

    await page.getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL(`${url()}/edit/leads`);
    await expect.poll(() => rowsOf(page).count()).toBe(5);
    const started = Date.now();
    await contact({ name: 'Live Lead', message: 'Sent while the list was open, please call back.' });
    await page.getByRole('link', { name: 'Live Lead' }).waitFor({ timeout: 5000 });
    expect(Date.now() - started).toBeLessThan(5000);
    await page.getByText(/^1 new lead arrived at /).waitFor();
    expect(await rowsOf(page).filter({ hasText: 'Live Lead' }).textContent()).toContain('Unseen: new since your last visit');
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('erases a lead only after a confirmation that says it cannot be undone, then shows it as erased', async () => {
    const id = await contact({ name: 'Forget Me', message: 'Please delete everything you have about me afterwards.' });
    const { page } = await openPage(browser(), { ...viewports.desktop, ownContext: true, reducedMotion: true });
    await signInAt(page, url(), 'sid@example.com', salesPassword, '/edit/leads');
    await page.getByRole('link', { name: 'Forget Me' }).click();
    await page.waitForURL(`${url()}/edit/leads/${id}`);
    await page.getByRole('button', { name: 'Erase…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase this lead?' });
    expect(await dialog.textContent()).toContain('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forget Me' }).waitFor();

    await page.getByRole('button', { name: 'Erase…' }).click();
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await page.getByText(/^This lead was erased on .*: its personal data is gone for good\.$/).waitFor();
    await page.getByRole('heading', { level: 1, name: `Lead ${id} (erased)` }).waitFor();
    expect(await page.getByRole('main').textContent()).not.toContain('Forget Me');
    // nothing more to do to it: its history moves up beside the Details
    const [details, history] = [await boxOf(page.getByRole('region', { name: 'Details' })), await boxOf(page.getByRole('region', { name: 'History' }))];
    expect(history.x).toBeGreaterThan(details.right);
    expect(history.y).toBe(details.y);
    await screenshotOnRequest(page, 'leads-lead-erased-1440.png', { fullPage: true });
    await page.getByRole('link', { name: /Back to leads/ }).click();
    await page.getByRole('link', { name: `Lead ${id} (erased)` }).waitFor();
  });

  it('fits 1440 and 375 pixels without sideways scrolling, with 44-pixel controls on a phone and no axe violation', async () => {
    const { page } = await openPage(browser(), { ...viewports.desktop, ownContext: true, reducedMotion: true, bypassCSP: true });
    await signInAt(page, url(), 'sid@example.com', salesPassword, '/edit/leads');
    await rowsOf(page).nth(3).waitFor();
    await screenshotOnRequest(page, 'leads-list-1440.png', { fullPage: true });
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Meera Iyer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Meera Iyer' }).waitFor();
    await screenshotOnRequest(page, 'leads-lead-1440.png', { fullPage: true });
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    const details = page.getByRole('region', { name: 'Details' });
    const status = page.getByRole('group', { name: 'Status' });
    const message = page.getByRole('region', { name: 'Message' });
    const notesHeading = page.getByRole('heading', { level: 2, name: 'Notes' });
    // wide: Status beside the Details, and the message right under the Details: neither column waits for the other
    const wide = { details: await boxOf(details), status: await boxOf(status), message: await boxOf(message) };
    expect(wide.status.x).toBeGreaterThan(wide.details.right);
    expect(wide.status.y).toBeLessThan(wide.details.bottom);
    expect(wide.message.y - wide.details.bottom).toBeLessThanOrEqual(17);

    // the new size's media queries, not the last frame's, in the measures and the screenshot
    await resizeWindow(page, viewports.mobile);
    await screenshotOnRequest(page, 'leads-lead-375.png', { fullPage: true });
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await smallTargets(page)).toEqual([]);
    // a phone: one column, Status right after the Details and before the message and notes
    const narrow = { details: await boxOf(details), status: await boxOf(status), message: await boxOf(message), notes: await boxOf(notesHeading) };
    expect(narrow.status.right).toBeLessThanOrEqual(narrow.details.right);
    expect(narrow.status.y).toBeGreaterThan(narrow.details.bottom);
    expect(narrow.status.bottom).toBeLessThan(narrow.message.y);
    expect(narrow.status.bottom).toBeLessThan(narrow.notes.y);
    await page.getByRole('link', { name: /Back to leads/ }).click();
    await rowsOf(page).nth(3).waitFor();
    await screenshotOnRequest(page, 'leads-list-375.png', { fullPage: true });
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await smallTargets(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});
