import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSite } from '../../state/test-site';
import { liveEditorPerTest } from '../../../test/editor/fake-live-api';
import { openEditor } from '../../../test/editor/open-editor';
import { fakeLiveApiWithPreviews } from '../../../test/editor/fake-previews-api';
import { endOf, readDays } from './preview-days';

// The preview is an iframe of its own (src/editor/preview), tested there.
vi.mock('@/editor/preview/preview-frame', () => ({ PreviewFrame: () => <p>preview</p> }));

const signInAs = liveEditorPerTest();
const zone = 'Europe/Berlin';
// 14:00 in Berlin: the times said below follow from it
const now = new Date('2026-11-25T13:00:00.000Z');

afterEach(() => {
  vi.useRealTimers();
});

/** The editor on the live site of a site in Berlin's zone, for an editor, at `now` (only Date is faked). */
function onLiveSite() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  signInAs('editor', zone);
  return fakeLiveApiWithPreviews(testSite(), { timeZone: zone });
}

const banner = () => screen.getByRole('banner');

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(banner()).getByRole('button', { name: 'Share preview…' }));
  const dialog = screen.getByRole('dialog', { name: 'Share a preview' });
  return {
    dialog,
    draft: within(dialog).getByRole('radio', { name: 'The saved draft' }),
    version: within(dialog).getByRole('radio', { name: 'A published version' }),
    select: within(dialog).getByRole('combobox', { name: 'Published version' }),
    days: within(dialog).getByRole('spinbutton', { name: 'Link works for days' }),
    make: within(dialog).getByRole('button', { name: 'Make link' }),
  };
}

const itemsOf = (dialog: HTMLElement) => within(within(dialog).getByRole('list', { name: /^Preview links/ })).getAllByRole('listitem');

describe('the days a preview link works for', () => {
  it('takes whole numbers from 1 to 90 only', () => {
    expect(readDays('7')).toBe(7);
    expect(readDays(' 90 ')).toBe(90);
    expect(readDays('1')).toBe(1);
    for (const text of ['', '0', '91', '2.5', '-3', 'seven', '1e1']) expect(readDays(text)).toBeNull();
  });

  it('ends that many times 24 hours from now', () => {
    expect(endOf(7, now.getTime())).toBe('2026-12-02T13:00:00.000Z');
  });
});

describe('preview links in the editor on the live site', { timeout: 30_000 }, () => {
  it('makes a link to the saved draft for 7 days by default and shows it once, ready to copy', async () => {
    const { api, previews } = onLiveSite();
    const { user } = await openEditor();
    const { dialog, draft, days, make } = await openDialog(user);
    expect(draft).toBeChecked();
    expect(draft).toBeEnabled();
    expect(draft).toHaveFocus();
    expect(draft).toHaveAccessibleDescription('As it is saved now: changes saved later do not show in the link.');
    expect(days).toHaveValue(7);
    expect(days).toHaveAccessibleDescription('Until 2 Dec 2026, 14:00.');
    expect(dialog).toHaveTextContent('Times in Europe/Berlin.');
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Preview links (0)' })).toBeInTheDocument());
    expect(dialog).toHaveTextContent('No preview links yet.');

    await user.click(make);
    const url = `${location.origin}/edit/shared/token-1/`;
    const field = await within(dialog).findByRole('textbox', { name: 'Preview link' });
    expect(api.sent('POST', '/previews').map((request) => request.body)).toEqual([{ days: 7 }]);
    expect(previews.links[0]).toMatchObject({ version: null, hash: api.draft.hash, expiresAt: '2026-12-02T13:00:00.000Z' });
    expect(field).toHaveValue(url);
    expect(field).toHaveAttribute('readonly');
    // focused with the whole link selected: Ctrl+C copies it
    expect(field).toHaveFocus();
    expect([(field as HTMLInputElement).selectionStart, (field as HTMLInputElement).selectionEnd]).toEqual([0, url.length]);
    expect(field).toHaveAccessibleDescription('Anyone with this link can see these pages until 2 Dec 2026, 14:00. It is shown only now: copy it before closing.');
    const preview = within(dialog).getByRole('link', { name: 'Open preview (opens a new tab)' });
    expect(preview).toHaveTextContent('Open preview');
    expect(preview).toHaveAttribute('href', url);
    expect(preview).toHaveAttribute('target', '_blank');
    expect(preview).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await within(dialog).findByText('Link copied.')).toHaveAttribute('role', 'status');

    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Preview links (1)' })).toBeInTheDocument());
    expect(itemsOf(dialog).map((item) => item.textContent)).toEqual(['The draft as saved on 25 Nov 2026, 14:00Made by ann@example.com on 25 Nov 2026, 14:00Works until 2 Dec 2026, 14:00Revoke']);

    // shown only now: another link, or the dialog closed and opened again, and it is gone
    await user.click(within(dialog).getByRole('button', { name: 'Make another link' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Preview link' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'The saved draft' })).toHaveFocus();
    expect(dialog).not.toHaveTextContent('token-1');
  });

  it('says how to copy by hand where the clipboard cannot be written', async () => {
    onLiveSite();
    const { user } = await openEditor();
    const { dialog, make } = await openDialog(user);
    await user.click(make);
    const field = await within(dialog).findByRole('textbox', { name: 'Preview link' });
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
      const said = await within(dialog).findByText('Copying is not possible here: the link is selected, press Ctrl+C (⌘C on a Mac) to copy it.');
      expect(said).toHaveAttribute('role', 'status');
      expect(field).toHaveFocus();
    } finally {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    }
  });

  it('makes a link to a published version chosen from the list, labelled as History labels it', async () => {
    const { api, previews } = onLiveSite();
    const site = testSite();
    api.publishFromCommand({ ...site, settings: { ...site.settings, siteName: 'Test 2' } });
    const { user } = await openEditor();
    const { dialog, draft, version, select, days, make } = await openDialog(user);
    await waitFor(() => expect(select).toBeEnabled());
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Version 2 (live) · published by npm run publish (dev@build) · 25 Nov 2026, 14:01',
      'Version 1 · published by npm run publish (dev@build) · 25 Nov 2026, 14:00',
    ]);
    expect(select).toHaveValue('2');

    await user.selectOptions(select, 'Version 1 · published by npm run publish (dev@build) · 25 Nov 2026, 14:00');
    expect(version).toBeChecked();
    expect(draft).not.toBeChecked();
    await user.clear(days);
    await user.type(days, '30');
    expect(days).toHaveAccessibleDescription('Until 25 Dec 2026, 14:00.');
    await user.click(make);
    await within(dialog).findByRole('textbox', { name: 'Preview link' });
    expect(api.sent('POST', '/previews').map((request) => request.body)).toEqual([{ days: 30, version: 1 }]);
    expect(previews.links[0]).toMatchObject({ version: 1, hash: 'hash-1' });
    await waitFor(() => expect(itemsOf(dialog)[0]).toHaveTextContent(/^Version 1Made by ann@example.com/));
  });

  it('says at the version when it is gone (404), and keeps what was chosen', async () => {
    const { previews } = onLiveSite();
    const { user } = await openEditor();
    const { dialog, version, select, make } = await openDialog(user);
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(version);
    previews.nextMake = { status: 404, body: { message: 'There is no version 1.' } };
    await user.click(make);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('There is no version 1.');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('There is no version 1.');
    expect(select).toHaveFocus();
    expect(version).toBeChecked();
  });

  it('refuses days out of range at the field, and sends nothing', async () => {
    const { api } = onLiveSite();
    const { user } = await openEditor();
    const { dialog, days, make } = await openDialog(user);
    await user.clear(days);
    // an empty field is on its way to another number: nothing said until it is left
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(days, '91');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a whole number of days from 1 to 90.');
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(days).toHaveAccessibleDescription('Enter a whole number of days from 1 to 90.');
    await user.click(make);
    expect(days).toHaveFocus();

    await user.clear(days);
    await user.type(days, '0');
    expect(days).toHaveAttribute('aria-invalid', 'true');
    await user.click(make);
    expect(api.sent('POST', '/previews')).toEqual([]);

    await user.clear(days);
    await user.type(days, '90');
    expect(days).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(days).toHaveAccessibleDescription('Until 23 Feb 2027, 14:00.');
  });

  it('shows the server’s refusal of the days at the field', async () => {
    const { previews } = onLiveSite();
    const { user } = await openEditor();
    const { dialog, days, make } = await openDialog(user);
    previews.nextMake = { status: 400, body: { message: 'Preview links are turned off on this site.' } };
    await user.click(make);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Preview links are turned off on this site.');
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(days).toHaveFocus();
    await user.type(days, '1');
    expect(days).not.toHaveAttribute('aria-invalid');
  });

  it('does not offer the saved draft while changes are unsaved', async () => {
    const { api } = onLiveSite();
    const { user } = await openEditor();
    const sections = screen.getByRole('list', { name: 'Sections' });
    within(sections).getAllByRole('button').find((button) => button.hasAttribute('data-section-index'))!.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const { dialog, draft, version, select, make } = await openDialog(user);
    expect(draft).toBeDisabled();
    expect(draft).not.toBeChecked();
    expect(draft).toHaveAccessibleDescription('Save your changes first');
    expect(version).toBeChecked();
    expect(version).toHaveFocus();
    await waitFor(() => expect(select).toHaveValue('1'));
    await user.click(make);
    await within(dialog).findByRole('textbox', { name: 'Preview link' });
    expect(api.sent('POST', '/previews').map((request) => request.body)).toEqual([{ days: 7, version: 1 }]);
  });

  it('lists the links: what each shows, who made it and when, and until when it works or how it ended', async () => {
    const { previews } = onLiveSite();
    previews.addLink({ createdBy: 'bob@example.com', createdAt: '2026-11-01T09:00:00.000Z', state: 'expired' });
    previews.addLink({ version: 1, createdBy: 'cid@example.com', createdAt: '2026-11-20T09:00:00.000Z', state: 'revoked', revokedBy: 'root@example.com', revokedAt: '2026-11-21T10:30:00.000Z' });
    previews.addLink({ createdBy: 'bob@example.com', createdAt: '2026-11-24T08:15:00.000Z' }, 30);
    const { user } = await openEditor();
    const { dialog } = await openDialog(user);
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Preview links (1)' })).toBeInTheDocument());
    expect(itemsOf(dialog).map((item) => item.textContent)).toEqual([
      'The draft as saved on 24 Nov 2026, 09:15Made by bob@example.com on 24 Nov 2026, 09:15Works until 24 Dec 2026, 09:15Revoke',
      'Version 1Made by cid@example.com on 20 Nov 2026, 10:00Revoked by root@example.com at 21 Nov 2026, 11:30',
      'The draft as saved on 1 Nov 2026, 10:00Made by bob@example.com on 1 Nov 2026, 10:00Expired on 8 Nov 2026, 10:00',
    ]);
  });

  it('asks before it revokes, in place; No keeps the link, Yes revokes it and the list shows who revoked it', async () => {
    const { api, previews } = onLiveSite();
    previews.addLink({ version: 1, createdAt: '2026-11-24T08:15:00.000Z' });
    const { user } = await openEditor();
    const { dialog } = await openDialog(user);
    const revoke = await within(dialog).findByRole('button', { name: 'Revoke the link to Version 1, made 24 Nov 2026, 09:15' });
    expect(revoke).toHaveTextContent(/^Revoke$/);

    await user.click(revoke);
    const question = within(dialog).getByRole('group', { name: 'Revoke this link? Whoever has it can no longer open it.' });
    expect(within(question).getByRole('button', { name: 'No' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'No' }));
    expect(within(dialog).queryByRole('group', { name: /^Revoke this link/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Revoke the link/ })).toHaveFocus();
    expect(api.sent('POST', '/previews/1/revoke')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: /^Revoke the link/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    const note = await within(dialog).findByText('The link to Version 1 is revoked: it no longer opens.');
    expect(note).toHaveAttribute('role', 'status');
    expect(note).toHaveFocus();
    expect(api.sent('POST', '/previews/1/revoke')).toHaveLength(1);
    await waitFor(() => expect(itemsOf(dialog)[0]).toHaveTextContent(/Revoked by ann@example.com at 25 Nov 2026, 14:00$/));
    expect(within(dialog).queryByRole('button', { name: /^Revoke the link/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Preview links (0)' })).toBeInTheDocument();
  });

  it('says why a Revoke was refused (it ended meanwhile) and shows the list as it is now', async () => {
    const { previews } = onLiveSite();
    const link = previews.addLink({ createdAt: '2026-11-24T08:15:00.000Z' });
    const { user } = await openEditor();
    const { dialog } = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: /^Revoke the link/ }));
    Object.assign(link, { state: 'revoked', revokedBy: 'root@example.com', revokedAt: '2026-11-25T12:00:00.000Z' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not revoked: This link has already expired or been revoked.');
    await waitFor(() => expect(itemsOf(dialog)[0]).toHaveTextContent(/Revoked by root@example.com at 25 Nov 2026, 13:00$/));
  });

  it('says once that the session has ended, as every live call does, and makes or revokes nothing', async () => {
    const { api, previews } = onLiveSite();
    previews.addLink({ createdAt: '2026-11-24T08:15:00.000Z' });
    const { user } = await openEditor();
    const { dialog, make } = await openDialog(user);
    await within(dialog).findByRole('button', { name: /^Revoke the link/ });
    api.signedIn = false;
    await user.click(make);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your session has ended. Sign in again to save or publish; your changes are kept in this browser.');
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(within(dialog).queryByRole('textbox', { name: 'Preview link' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Make link' })).not.toHaveAttribute('aria-disabled');

    await user.click(within(dialog).getByRole('button', { name: /^Revoke the link/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.sent('POST', '/previews/1/revoke')).toHaveLength(1));
    expect(within(dialog).queryByText(/^Not revoked/)).not.toBeInTheDocument();
    expect(previews.links[0]!.state).toBe('active');

    // signed in again in another tab: the next answer takes the alert away, and the link is made
    api.signedIn = true;
    await user.click(within(dialog).getByRole('button', { name: 'Make link' }));
    await within(dialog).findByRole('textbox', { name: 'Preview link' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no axe violations while making a link, showing it and asking to revoke (contrast is checked in the browser)', async () => {
    const { previews } = onLiveSite();
    previews.addLink({ createdAt: '2026-11-24T08:15:00.000Z' });
    previews.addLink({ version: 1, createdAt: '2026-11-20T09:00:00.000Z', state: 'revoked', revokedBy: 'root@example.com', revokedAt: '2026-11-21T10:30:00.000Z' });
    const { user, view } = await openEditor();
    const check = async () => {
      const result = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
      expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    const { dialog, days, select } = await openDialog(user);
    await waitFor(() => expect(select).toBeEnabled());
    await user.clear(days);
    await user.type(days, '200');
    await check();
    await user.clear(days);
    await user.type(days, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Make link' }));
    await within(dialog).findByRole('textbox', { name: 'Preview link' });
    await check();
    await user.click((await within(dialog).findAllByRole('button', { name: /^Revoke the link to The draft/ }))[0]!);
    await check();
  });
});
