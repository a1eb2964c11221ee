// Scheduled publishing in the editor on the live site, in Chromium, against a production server (src/server/cli/serve.ts)
// on SQLite in Europe/Berlin's zone: schedule the saved draft, see it listed, cancel it; a past time refused at the
// field. A schedule running when due is tested through the server (src/server/http/editor/editor-schedules.test.ts),
// which moves its time in the database.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { send } from '../../src/server/test/test-editor-server.ts';
import { tomorrowMorning } from '../../src/editor/ui/site-time.ts';
import { axeViolations, openPage, screenshotOnRequest, sharedBrowser, trackSteps, viewports } from './chromium.ts';
import { resizeWindow } from './editor-checks.ts';
import { editorPassword, originalSite, signIn, startInstances, stopInstances, type Instance } from './live-site.ts';

const zone = 'Europe/Berlin';
const originalHeading = (JSON.parse(originalSite) as { pages: { sections: { heading?: string }[] }[] }).pages[0]!.sections[0]!.heading!;
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
const liveHeading = async (instance: Instance) => h1((await send(`${instance.url}/`, { headers: { accept: 'text/html' } })).text);

/** `2026-12-01T09:00` as the editor writes it: `1 Dec 2026, 09:00`. */
const asShown = (local: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(new Date(`${local}:00Z`));

/** Changes the home page hero's heading in the form and saves the draft with Ctrl+S. */
async function editHeading(page: Page, heading: string) {
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: /^Hero/ }).click();
  await page.getByRole('region', { name: 'Properties' }).getByRole('textbox', { name: /^Heading/ }).fill(heading);
  await page.keyboard.press('Control+s');
  await page.getByRole('status').filter({ hasText: /^Draft saved, not published/ }).waitFor();
}

const scheduleDialog = (page: Page) => page.getByRole('dialog', { name: 'Schedule the draft' });
const listDialog = (page: Page) => page.getByRole('dialog', { name: 'Scheduled publishing' });

async function openSchedule(page: Page) {
  await page.getByRole('button', { name: 'Schedule…' }).click();
  const field = scheduleDialog(page).getByLabel('Goes live on');
  await field.waitFor();
  return field;
}

/** Nothing in the open dialog is wider than the window: no sideways scrolling at 375 px. */
async function expectDialogFits(page: Page) {
  const sizes = await page.locator('dialog[open]').evaluate((dialog) => ({ scroll: dialog.scrollWidth, client: dialog.clientWidth, right: dialog.getBoundingClientRect().right, window: innerWidth }));
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
  expect(sizes.right).toBeLessThanOrEqual(sizes.window);
}

describe.skipIf(!inject('browserTests'))(`scheduled publishing, one instance on SQLite (${zone})`, () => {
  const browser = sharedBrowser();
  let instance: Instance | undefined;
  beforeAll(async () => {
    [instance] = await startInstances(1, { SITE_TIME_ZONE: zone });
  }, 120_000);
  afterAll(async () => {
    if (instance) await stopInstances([instance]);
  });

  it('schedules the saved draft for tomorrow morning, lists it, cancels it after asking; refuses a past time at the field', { timeout: 120_000 }, async () => {
    const step = trackSteps();
    const { page, errors } = await openPage(browser(), { ownContext: true, reducedMotion: true, bypassCSP: true });
    step('sign in and save a change');
    await signIn(page, instance!.url, 'ann@example.com', editorPassword);
    await editHeading(page, 'Goes live tomorrow');

    step('schedule it for tomorrow at 09:00, the time offered');
    const morning = tomorrowMorning(zone);
    const field = await openSchedule(page);
    expect(await field.inputValue()).toBe(morning);
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await scheduleDialog(page).getByText(/^Date and time in Europe\/Berlin \(GMT\+[12]\)$/).count()).toBe(1);
    await screenshotOnRequest(page, 'schedule-dialog-1440.png');
    await scheduleDialog(page).getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByRole('banner').getByText(`Scheduled for ${asShown(morning)} (Europe/Berlin)`).waitFor();
    expect(await scheduleDialog(page).count()).toBe(0);

    step('see it in Scheduled');
    await page.getByRole('button', { name: 'Scheduled (1)' }).click();
    const pending = listDialog(page).getByRole('list', { name: 'Waiting to go live' });
    await pending.getByRole('listitem').first().waitFor();
    expect(await pending.getByRole('listitem').allTextContents()).toEqual([`${asShown(morning)}The draft, scheduled by ann@example.comCancel`]);
    await screenshotOnRequest(page, 'schedules-dialog-1440.png');

    step('cancel it: No keeps it, Yes cancels it');
    await listDialog(page).getByRole('button', { name: `Cancel the schedule for ${asShown(morning)}` }).click();
    const question = listDialog(page).getByRole('group', { name: 'Cancel this schedule?' });
    await question.getByRole('button', { name: 'No' }).click();
    await listDialog(page).getByRole('button', { name: /^Cancel the schedule/ }).click();
    expect(await axeViolations(page)).toEqual([]);
    await question.getByRole('button', { name: 'Yes' }).click();
    await listDialog(page).getByText(`The schedule for ${asShown(morning)} is cancelled: nothing goes live then.`).waitFor();
    await listDialog(page).getByRole('list', { name: 'Finished' }).getByText(/^Cancelled by ann@example\.com at /).waitFor();
    expect(await listDialog(page).getByText('Nothing is scheduled.').count()).toBe(1);
    await page.getByRole('button', { name: 'Scheduled (0)' }).waitFor();
    await page.keyboard.press('Escape');

    step('schedule it again, then a past time, refused at the field');
    await openSchedule(page);
    await scheduleDialog(page).getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByRole('button', { name: 'Scheduled (1)' }).waitFor();
    const again = await openSchedule(page);
    await again.fill('2020-01-01T09:00');
    await scheduleDialog(page).getByRole('button', { name: 'Schedule', exact: true }).click();
    const refusal = scheduleDialog(page).getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('2020-01-01 09:00 in Europe/Berlin is past, or less than a minute away');
    expect(await again.getAttribute('aria-invalid')).toBe('true');
    expect(await again.evaluate((input) => input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent).join(' '))).toContain('is past');
    expect(await again.inputValue()).toBe('2020-01-01T09:00');
    expect(await axeViolations(page)).toEqual([]);
    await screenshotOnRequest(page, 'schedule-refused-1440.png');

    step('at 375 px: both dialogs fit the window');
    await resizeWindow(page, viewports.mobile);
    await expectDialogFits(page);
    await screenshotOnRequest(page, 'schedule-refused-375.png');
    await page.keyboard.press('Escape');
    await openSchedule(page);
    await expectDialogFits(page);
    await screenshotOnRequest(page, 'schedule-dialog-375.png');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Scheduled (1)' }).click();
    await listDialog(page).getByRole('list', { name: 'Finished' }).waitFor();
    await expectDialogFits(page);
    await screenshotOnRequest(page, 'schedules-dialog-375.png');

    // nothing went live: the one pending is due tomorrow
    expect(await liveHeading(instance!)).toBe(originalHeading);
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });
});
