import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { testSite } from '../../state/test-site';
import { fakeLiveApi, liveEditorPerTest } from '../../../test/editor/fake-live-api';
import { openEditor } from '../../../test/editor/open-editor';
import { dayIn, offsetOfEntry, tomorrowMorning } from '../../ui/site-time';

// The preview is an iframe of its own (src/editor/preview), tested there.
vi.mock('@/editor/preview/preview-frame', () => ({ PreviewFrame: () => <p>preview</p> }));

const signInAs = liveEditorPerTest();
const zone = 'Europe/Berlin';

/** The editor on the live site of a site in Berlin's zone, for an editor. */
function onLiveSite() {
  signInAs('editor', zone);
  return fakeLiveApi(testSite(), { timeZone: zone });
}

const banner = () => screen.getByRole('banner');
const scheduledButton = () => within(banner()).getByRole('button', { name: /^Scheduled/ });

async function openScheduleDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(banner()).getByRole('button', { name: 'Schedule…' }));
  const dialog = screen.getByRole('dialog', { name: 'Schedule the draft' });
  return { dialog, field: within(dialog).getByLabelText('Goes live on') };
}

async function submit(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, at: string) {
  fireEvent.change(within(dialog).getByLabelText('Goes live on'), { target: { value: at } });
  await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
}

async function openList(user: ReturnType<typeof userEvent.setup>) {
  await user.click(scheduledButton());
  return screen.getByRole('dialog', { name: 'Scheduled publishing' });
}

const items = (list: HTMLElement) => within(list).getAllByRole('listitem');

describe('the times a schedule is entered in', () => {
  it('starts at 09:00 tomorrow in the site’s zone, whatever day it is in UTC', () => {
    // 23:30 UTC on 30 Nov is already 1 Dec in Berlin, still 30 Nov in New York
    const now = new Date('2026-11-30T23:30:00Z');
    expect(dayIn(zone, now)).toBe('2026-12-01');
    expect(tomorrowMorning(zone, now)).toBe('2026-12-02T09:00');
    expect(tomorrowMorning('America/New_York', now)).toBe('2026-12-01T09:00');
    expect(tomorrowMorning(zone, new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01T09:00');
  });

  it('names the offset in force at the time entered: summer time or not', () => {
    expect(offsetOfEntry('2026-12-01T09:00', zone)).toBe('GMT+1');
    expect(offsetOfEntry('2027-07-01T09:00', zone)).toBe('GMT+2');
    expect(offsetOfEntry('', zone, new Date('2026-12-01T08:00:00Z'))).toBe('GMT+1');
  });
});

describe('scheduled publishing in the editor on the live site', { timeout: 30_000 }, () => {
  it('schedules the saved draft for tomorrow morning by default, then announces it and counts it', async () => {
    const api = onLiveSite();
    const { user } = await openEditor();
    await waitFor(() => expect(scheduledButton()).toHaveAccessibleName('Scheduled (0)'));
    const { dialog, field } = await openScheduleDialog(user);
    expect(field).toHaveValue(tomorrowMorning(zone));
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(`Date and time in Europe/Berlin (${offsetOfEntry(tomorrowMorning(zone), zone)})`);
    expect(dialog).toHaveTextContent('What is scheduled is the saved draft as it is now');
    expect(dialog).not.toHaveTextContent('You have unsaved changes');

    fireEvent.change(field, { target: { value: '2030-12-01T09:00' } });
    expect(field).toHaveAccessibleDescription('Date and time in Europe/Berlin (GMT+1)');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    const said = await within(banner()).findByText('Scheduled for 1 Dec 2030, 09:00 (Europe/Berlin)');
    expect(said).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(banner()).getByRole('button', { name: 'Schedule…' })).toHaveFocus();
    expect(api.sent('POST', '/schedules').map((request) => request.body)).toEqual([{ at: '2030-12-01T09:00' }]);
    expect(api.schedules[0]).toMatchObject({ dueAt: '2030-12-01T08:00:00.000Z', state: 'pending' });
    await waitFor(() => expect(scheduledButton()).toHaveAccessibleName('Scheduled (1)'));
  });

  it('shows a refused time at the field, read with it, and keeps the dialog open with the time entered', async () => {
    const api = onLiveSite();
    const { user } = await openEditor();
    const { dialog, field } = await openScheduleDialog(user);
    await submit(user, dialog, '2020-01-01T09:00');

    const error = await within(dialog).findByRole('alert');
    expect(error).toHaveTextContent('2020-01-01 09:00 in Europe/Berlin is past, or less than a minute away: choose a later time, or publish now.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('is past'));
    expect(field).toHaveValue('2020-01-01T09:00');
    expect(screen.getByRole('dialog', { name: 'Schedule the draft' })).toBeInTheDocument();
    expect(api.schedules).toEqual([]);

    // a new time takes the refusal away; it then schedules
    fireEvent.change(field, { target: { value: '2030-12-01T09:00' } });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('lists the problems of a draft that would not publish now, as Publish does, and schedules nothing', async () => {
    const api = onLiveSite();
    const { user } = await openEditor();
    api.nextSchedule = {
      status: 422,
      body: { message: 'The draft has 2 problem(s): it cannot be scheduled until they are fixed.', problems: ['site.json:12:5  /pages/0/title  must not be empty', 'site.json:40:9  /pages/1/path  must start with /'] },
    };
    const { dialog } = await openScheduleDialog(user);
    await submit(user, dialog, '2030-12-01T09:00');
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Publishing is waiting on 2 things to fix')).toBeInTheDocument();
    const items = within(alert).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')!.textContent)).toEqual(['Home (/) › document title: is empty: fill it in.', 'About (/about) › path: must start with /.']);
    expect(items.map((item) => item.querySelector('code')!.textContent)).toEqual(['site.json:12:5  /pages/0/title  must not be empty', 'site.json:40:9  /pages/1/path  must start with /']);
    expect(screen.getByRole('dialog', { name: 'Schedule the draft' })).toBeInTheDocument();
    expect(within(banner()).queryByText(/^Scheduled for/)).not.toBeInTheDocument();
  });

  it('says what went wrong otherwise (a write rule), and that unsaved changes are not part of the schedule', async () => {
    const api = onLiveSite();
    const { user } = await openEditor();
    const sections = screen.getByRole('list', { name: 'Sections' });
    within(sections).getAllByRole('button').find((button) => button.hasAttribute('data-section-index'))!.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    api.nextSchedule = { status: 403, body: { message: 'Only an admin may change the site settings.' } };
    const { dialog } = await openScheduleDialog(user);
    expect(dialog).toHaveTextContent('You have unsaved changes: they are not part of this schedule. Save first to include them.');
    await submit(user, dialog, '2030-12-01T09:00');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not scheduled: Only an admin may change the site settings.');
  });

  it('lists what waits to go live and what came of the others, in words and in the site’s zone', async () => {
    const api = onLiveSite();
    api.addSchedule({ dueAt: '2030-12-01T08:00:00.000Z' });
    api.addSchedule({ dueAt: '2030-06-01T07:30:00.000Z', restoreOf: 1, createdBy: 'root@example.com' });
    api.addSchedule({ dueAt: '2026-11-20T08:00:00.000Z', state: 'published', versionId: 12, finishedAt: '2026-11-20T08:03:00.000Z', message: 'Ran 3 minutes late: no instance was running at its time.' });
    api.addSchedule({ dueAt: '2026-11-19T08:00:00.000Z', state: 'failed', finishedAt: '2026-11-19T08:00:01.000Z', message: 'The draft has 1 problem(s).' });
    api.addSchedule({ dueAt: '2026-11-18T08:00:00.000Z', state: 'cancelled', finishedAt: '2026-11-17T10:00:00.000Z', finishedBy: 'ann@example.com' });
    const { user } = await openEditor();
    await waitFor(() => expect(scheduledButton()).toHaveAccessibleName('Scheduled (2)'));
    const requests = api.sent('GET', '/schedules').length;
    const dialog = await openList(user);
    // asked again as it opens
    await waitFor(() => expect(api.sent('GET', '/schedules').length).toBe(requests + 1));
    expect(dialog).toHaveTextContent('Times in Europe/Berlin');

    const pending = within(dialog).getByRole('list', { name: 'Waiting to go live' });
    expect(items(pending).map((item) => item.textContent)).toEqual([
      '1 Jun 2030, 09:30Back to version 1, scheduled by root@example.comCancel',
      '1 Dec 2030, 09:00The draft, scheduled by ann@example.comCancel',
    ]);
    const finished = within(dialog).getByRole('list', { name: 'Finished' });
    expect(items(finished).map((item) => item.textContent)).toEqual([
      'Published as version 12 at 20 Nov 2026, 09:03Due 20 Nov 2026, 09:00: The draft, scheduled by ann@example.comRan 3 minutes late: no instance was running at its time.',
      'Did not publish: The draft has 1 problem(s).Due 19 Nov 2026, 09:00: The draft, scheduled by ann@example.com',
      'Cancelled by ann@example.com at 17 Nov 2026, 11:00Due 18 Nov 2026, 09:00: The draft, scheduled by ann@example.com',
    ]);
  });

  it('asks before it cancels, in place; No keeps it, Yes cancels it and the list shows it cancelled', async () => {
    const api = onLiveSite();
    api.addSchedule({ dueAt: '2030-12-01T08:00:00.000Z' });
    const { user } = await openEditor();
    const dialog = await openList(user);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel the schedule for 1 Dec 2030, 09:00' });
    expect(cancel).toHaveTextContent(/^Cancel$/);

    await user.click(cancel);
    const question = within(dialog).getByRole('group', { name: 'Cancel this schedule?' });
    expect(within(question).getByRole('button', { name: 'No' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'No' }));
    expect(within(dialog).queryByRole('group')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Cancel the schedule/ })).toHaveFocus();
    expect(api.sent('POST', '/schedules/1/cancel')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: /^Cancel the schedule/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    const note = await within(dialog).findByText('The schedule for 1 Dec 2030, 09:00 is cancelled: nothing goes live then.');
    expect(note).toHaveAttribute('role', 'status');
    expect(note).toHaveFocus();
    expect(api.sent('POST', '/schedules/1/cancel')).toHaveLength(1);
    await waitFor(() => expect(within(dialog).getByRole('list', { name: 'Finished' })).toHaveTextContent(/^Cancelled by ann@example.com at /));
    expect(dialog).toHaveTextContent('Nothing is scheduled.');
    expect(scheduledButton()).toHaveAccessibleName('Scheduled (0)');
  });

  it('says why a Cancel was refused (it ran meanwhile) and shows the list as it is now', async () => {
    const api = onLiveSite();
    const schedule = api.addSchedule({ dueAt: '2030-12-01T08:00:00.000Z' });
    const { user } = await openEditor();
    const dialog = await openList(user);
    // it ran between the list and the Cancel
    Object.assign(schedule, { state: 'published', versionId: 2, finishedAt: '2030-12-01T08:00:01.000Z' });
    await user.click(within(dialog).getByRole('button', { name: /^Cancel the schedule/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not cancelled: This schedule has already run, failed or been cancelled: there is nothing left to cancel.');
    await waitFor(() => expect(within(dialog).getByRole('list', { name: 'Finished' })).toHaveTextContent(/^Published as version 2 at 1 Dec 2030, 09:00/));
  });

  it('has no axe violations with either dialog open (contrast is checked in the browser)', async () => {
    const api = onLiveSite();
    api.addSchedule({ dueAt: '2030-12-01T08:00:00.000Z' });
    api.addSchedule({ dueAt: '2026-11-18T08:00:00.000Z', state: 'cancelled', finishedAt: '2026-11-17T10:00:00.000Z', finishedBy: 'ann@example.com' });
    const { user, view } = await openEditor();
    const check = async () => {
      const result = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
      expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    const { dialog } = await openScheduleDialog(user);
    await submit(user, dialog, '2020-01-01T09:00');
    await within(dialog).findByRole('alert');
    await check();
    await user.keyboard('{Escape}');
    const list = await openList(user);
    await user.click(within(list).getByRole('button', { name: /^Cancel the schedule/ }));
    await check();
  });
});
