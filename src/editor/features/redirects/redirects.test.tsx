import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/generated/site';
import type { Redirect } from '@/shared/redirects';
import { testSite } from '../../state/test-site';
import { fakeApi } from '../../../test/editor/fake-api';
import { fakeLiveApi, liveEditorPerTest } from '../../../test/editor/fake-live-api';
import { fakeRedirectsApi, notFoundPath } from '../../../test/editor/fake-redirects-api';
import { openEditor } from '../../../test/editor/open-editor';

// The preview is an iframe of its own (src/editor/preview), tested there.
vi.mock('@/editor/preview/preview-frame', () => ({ PreviewFrame: () => <p>preview</p> }));

const signInAs = liveEditorPerTest();
const now = new Date('2026-11-25T13:00:00.000Z');

afterEach(() => {
  vi.useRealTimers();
});

const moved: Redirect = { from: '/old-about', to: '/about', status: 301, made: 'path-change', by: 'npm run publish (dev@build)', at: '2026-11-20T09:00:00.000Z' };
const offer: Redirect = { from: '/summer-offer', to: 'https://shop.example.com/summer', status: 302, made: 'hand', by: 'bob@example.com', at: '2026-11-22T10:30:00.000Z' };
const gone: Redirect = { from: '/old-team', status: 410, made: 'hand', by: 'ann@example.com', at: '2026-11-23T08:00:00.000Z' };

/** The test site in English and Hindi, with `redirects`. */
function siteWith(redirects: Redirect[] = [moved, offer, gone]): Site {
  const site = testSite();
  const locales = [
    { code: 'en', name: 'English' },
    { code: 'hi', name: 'हिन्दी' },
  ];
  return { ...site, settings: { ...site.settings, language: 'en', locales }, ...(redirects.length > 0 && { redirects }) } as Site;
}

/** The editor on the live site (UTC, at `now`: only Date is faked) with what the server counted. */
function onLiveSite(site = siteWith(), counted: Parameters<typeof fakeRedirectsApi>[0] = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  signInAs('editor');
  const redirects = fakeRedirectsApi(counted);
  const api = fakeLiveApi(site, { routes: [redirects.route] });
  return { api, redirects };
}

async function openRedirects() {
  const { user } = await openEditor();
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Redirects' }));
  const dialog = screen.getByRole('dialog', { name: 'Redirects' });
  return { user, dialog };
}

const table = (dialog: HTMLElement) => within(dialog).getByRole('table', { name: /^Redirects \(/ });
/** The list's rows as text, a cell a field, the header row first. */
const rowsOf = (dialog: HTMLElement) => within(table(dialog)).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const fromColumn = (dialog: HTMLElement) => rowsOf(dialog).slice(1).map((row) => row[0]);

describe('the Redirects view on the live site', { timeout: 30_000 }, () => {
  it('lists each redirect with its target, type, maker and hits in every language; the search filters it', async () => {
    const { api } = onLiveSite(siteWith(), {
      hits: [
        { path: '/old-about', hits: 7, lastHit: '2026-11-24T16:00:00.000Z' },
        { path: '/hi/old-about', hits: 5, lastHit: '2026-11-25T11:45:00.000Z' },
      ],
    });
    const { user, dialog } = await openRedirects();
    await waitFor(() => expect(rowsOf(dialog)[1]![4]).toBe('12 hitslast 25 Nov 2026, 11:45'));
    expect(api.sent('GET', '/redirects/hits')).toHaveLength(1);
    expect(rowsOf(dialog)).toEqual([
      ['From', 'To', 'Type', 'Made', 'Hits', 'Actions'],
      ['/old-about', '/about', '301 permanent', 'By a path changenpm run publish (dev@build), 20 Nov 2026, 09:00', '12 hitslast 25 Nov 2026, 11:45', 'Remove'],
      ['/summer-offer', 'https://shop.example.com/summer', '302 temporary', 'By handbob@example.com, 22 Nov 2026, 10:30', 'None yet', 'Remove'],
      ['/old-team', 'Nowhere (gone)', '410 gone', 'By handann@example.com, 23 Nov 2026, 08:00', 'None yet', 'Remove'],
    ]);
    expect(within(dialog).getByRole('heading', { name: 'Redirects (3)' })).toBeInTheDocument();
    // the first control: Add redirect…
    expect(within(dialog).getByRole('button', { name: 'Add redirect…' })).toHaveFocus();

    const search = within(dialog).getByRole('searchbox', { name: 'Search redirects' });
    const count = within(dialog).getByText('3 redirects');
    expect(count).toHaveAttribute('role', 'status');
    await user.type(search, 'BOB');
    expect(fromColumn(dialog)).toEqual(['/summer-offer']);
    expect(count).toHaveTextContent('1 of 3 redirects match');
    await user.clear(search);
    await user.type(search, 'old about');
    expect(fromColumn(dialog)).toEqual(['/old-about']);
    await user.type(search, 'x');
    expect(within(dialog).queryByRole('table', { name: /^Redirects/ })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('No redirect matches the search.');
  });

  it('adds a redirect by hand, refusing at the field what the site would refuse; undoable, saved as an edit of the draft', async () => {
    const { api } = onLiveSite(siteWith([moved]));
    const { user, dialog } = await openRedirects();
    await user.click(within(dialog).getByRole('button', { name: 'Add redirect…' }));
    const form = within(dialog).getByRole('region', { name: 'Add a redirect' });
    const from = within(form).getByRole('textbox', { name: 'Old address (from)' });
    const target = within(form).getByRole('combobox', { name: 'Send visitors to' });
    const add = within(form).getByRole('button', { name: 'Add' });
    expect(from).toHaveFocus();
    expect(within(form).getByRole('radio', { name: '301 permanent' })).toBeChecked();
    expect(within(target).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a page…',
      'Home (/)',
      'About (/about)',
      'Contact (/contact)',
      'Thanks (/thanks)',
      'Web (/web)',
      'Draft (/draft)',
      'An address on another site…',
    ]);

    const refusedAt = async (field: HTMLElement, words: string | RegExp) => {
      await user.click(add);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(words);
      expect(field).toHaveFocus();
    };
    await refusedAt(from, /This address is empty: write the old address/);
    await user.type(from, '/edit/login');
    await refusedAt(from, /"\/edit\/login" is reserved for the editor \(\/edit and every path under it\): it cannot be redirected/);
    await user.clear(from);
    await user.type(from, '/about');
    await refusedAt(from, /"\/about" is the address of a page of this site/);
    await user.clear(from);
    await user.type(from, '/old-about');
    await refusedAt(from, /"\/old-about" is already redirected \(301 permanent to \/about\): remove that redirect first to change it\.$/);
    await user.clear(from);
    await user.type(from, '/a/../edit');
    await refusedAt(from, /holds "\." or "\.\." between slashes/);
    await user.clear(from);
    // a field's refusal goes as it is changed
    expect(from).not.toHaveAttribute('aria-invalid');
    await user.type(from, '/old-offer');
    await refusedAt(target, 'Choose the page to send visitors to, or an address on another site.');
    await user.selectOptions(target, 'An address on another site…');
    const address = within(form).getByRole('textbox', { name: 'Address on another site' });
    for (const [typed, words] of [
      ['javascript:alert(1)', /is neither a path of this site .* nor an address starting with https:\/\//],
      ['//evil.test/x', /starts with "\/\/", which browsers read as the address of another site/],
      ['http://shop.example.com', /is not secure: write it with https:\/\//],
    ] as const) {
      await user.clear(address);
      await user.type(address, typed);
      await refusedAt(address, words);
    }
    expect(api.sent('POST', '/site')).toEqual([]);

    await user.selectOptions(target, 'Contact (/contact)');
    await user.click(add);
    const note = within(dialog).getByText(/^Added the redirect from \/old-offer to \/contact\./).closest('[role="status"]') as HTMLElement;
    expect(note).toHaveFocus();
    expect(within(dialog).queryByRole('region', { name: 'Add a redirect' })).not.toBeInTheDocument();
    expect(rowsOf(dialog)[2]).toEqual(['/old-offer', '/contact', '301 permanent', 'By handann@example.com, 25 Nov 2026, 13:00', 'None yet', 'Remove']);

    // Undo in the note takes it back, as the toolbar's would
    await user.click(within(note).getByRole('button', { name: 'Undo' }));
    expect(fromColumn(dialog)).toEqual(['/old-about']);
    expect(within(dialog).getByText(/^Undone/).closest('[role="status"]')).toHaveFocus();
    await user.keyboard('{Control>}y{/Control}');
    expect(fromColumn(dialog)).toEqual(['/old-about', '/old-offer']);

    // saved as any edit of the draft
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.draft.site.redirects).toEqual([moved, { from: '/old-offer', to: '/contact', status: 301, made: 'hand', by: 'ann@example.com', at: now.toISOString() }]));
  });

  it('removes a redirect once asked in place, focus on the note; No keeps it', async () => {
    onLiveSite();
    const { user, dialog } = await openRedirects();
    const remove = within(dialog).getByRole('button', { name: 'Remove the redirect from /summer-offer' });
    await user.click(remove);
    const question = within(dialog).getByRole('group', { name: 'Remove the redirect from /summer-offer?' });
    expect(within(question).getByRole('button', { name: 'No' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'No' }));
    expect(within(dialog).getByRole('button', { name: 'Remove the redirect from /summer-offer' })).toHaveFocus();
    expect(fromColumn(dialog)).toEqual(['/old-about', '/summer-offer', '/old-team']);

    await user.click(within(dialog).getByRole('button', { name: 'Remove the redirect from /summer-offer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(fromColumn(dialog)).toEqual(['/old-about', '/old-team']);
    expect(within(dialog).getByText(/^Removed the redirect from \/summer-offer\./).closest('[role="status"]')).toHaveFocus();
    expect(within(dialog).getByRole('heading', { name: 'Redirects (2)' })).toBeInTheDocument();
  });
});
