import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
const rowsOf = (dialog: HTMLElement) =>
  within(table(dialog))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const fromColumn = (dialog: HTMLElement) =>
  rowsOf(dialog)
    .slice(1)
    .map((row) => row[0]);

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

  it('draws the first 200 of a long list and says so; the search finds the others', async () => {
    const many: Redirect[] = Array.from({ length: 250 }, (_, n) => ({ from: `/campaign/offer-${n}`, to: '/about', status: 301, made: 'hand' }));
    onLiveSite(siteWith(many));
    const { user, dialog } = await openRedirects();
    // counted by the rows' elements: a role query over 200 rows costs jsdom seconds
    expect(table(dialog).querySelectorAll('tbody tr')).toHaveLength(200);
    expect(within(dialog).getByText(/^250 redirects/)).toHaveTextContent('250 redirects (the first 200 listed: search to find the others)');
    await user.click(within(dialog).getByRole('searchbox', { name: 'Search redirects' }));
    await user.paste('offer-249');
    expect(fromColumn(dialog)).toEqual(['/campaign/offer-249']);
    expect(within(dialog).getByText(/redirects match$/)).toHaveTextContent('1 of 250 redirects match');
  });

  /** Add redirect…, and the form's fields; `fill` puts a text in a field as a paste would, with one change. */
  async function openForm() {
    const { user, dialog } = await openRedirects();
    await user.click(within(dialog).getByRole('button', { name: 'Add redirect…' }));
    const form = within(dialog).getByRole('region', { name: 'Add a redirect' });
    const fill = async (field: HTMLElement, text: string) => {
      await user.clear(field);
      await user.paste(text);
    };
    return {
      user,
      dialog,
      form,
      fill,
      from: within(form).getByRole('textbox', { name: 'Old address (from)' }),
      target: within(form).getByRole('combobox', { name: 'Send visitors to' }),
      add: within(form).getByRole('button', { name: 'Add' }),
    };
  }

  it('refuses at the field, in plain words, a redirect the site would refuse', async () => {
    const { api } = onLiveSite(siteWith([moved]));
    const { user, form, fill, from, target, add } = await openForm();
    expect(from).toHaveFocus();
    expect(within(form).getByRole('radio', { name: '301 permanent' })).toBeChecked();
    expect(
      within(target)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a page…', 'Home (/)', 'About (/about)', 'Contact (/contact)', 'Thanks (/thanks)', 'Web (/web)', 'Draft (/draft)', 'An address on another site…']);
    const refusedAt = async (field: HTMLElement, words: RegExp) => {
      await user.click(add);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(words);
      expect(field).toHaveFocus();
    };
    await refusedAt(from, /This address is empty: write the old address/);
    for (const [typed, words] of [
      ['/edit/login', /"\/edit\/login" is reserved for the editor \(\/edit and every path under it\): it cannot be redirected/],
      ['/about', /"\/about" is the address of a page of this site/],
      ['/old-about', /"\/old-about" is already redirected \(301 permanent to \/about\): remove that redirect first to change it\.$/],
      ['/a/../edit', /holds "\." or "\.\." between slashes/],
      ['/a%2F..%2Fedit', /holds an encoded slash/],
    ] as const) {
      await fill(from, typed);
      await refusedAt(from, words);
    }
    // a field's refusal goes as it is changed
    await fill(from, '/old-offer');
    expect(from).not.toHaveAttribute('aria-invalid');
    await refusedAt(target, /^Choose the page to send visitors to, or an address on another site\.$/);
    await user.selectOptions(target, 'An address on another site…');
    const address = within(form).getByRole('textbox', { name: 'Address on another site' });
    for (const [typed, words] of [
      ['javascript:alert(1)', /is neither a path of this site .* nor an address starting with https:\/\//],
      ['//evil.test/x', /starts with "\/\/", which browsers read as the address of another site/],
      ['http://shop.example.com', /is not secure: write it with https:\/\//],
    ] as const) {
      await fill(address, typed);
      await refusedAt(address, words);
    }
    expect(api.sent('POST', '/site')).toEqual([]);
  });

  it('adds a redirect by hand as an edit of the draft: undoable, saved as any edit', async () => {
    const { api } = onLiveSite(siteWith([moved]));
    const { user, dialog, fill, from, target, add } = await openForm();
    await fill(from, '/old-offer');
    await user.selectOptions(target, 'Contact (/contact)');
    await user.click(add);
    const note = within(dialog)
      .getByText(/^Added the redirect from \/old-offer to \/contact\./)
      .closest('[role="status"]') as HTMLElement;
    expect(note).toHaveFocus();
    expect(within(dialog).queryByRole('region', { name: 'Add a redirect' })).not.toBeInTheDocument();
    expect(rowsOf(dialog)[2]).toEqual(['/old-offer', '/contact', '301 permanent', 'By handann@example.com, 25 Nov 2026, 13:00', 'None yet', 'Remove']);

    // Undo in the note takes it back, as the toolbar's would
    await user.click(within(note).getByRole('button', { name: 'Undo' }));
    expect(fromColumn(dialog)).toEqual(['/old-about']);
    expect(
      within(dialog)
        .getByText(/^Undone/)
        .closest('[role="status"]'),
    ).toHaveFocus();
    await user.keyboard('{Control>}y{/Control}');
    expect(fromColumn(dialog)).toEqual(['/old-about', '/old-offer']);

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
    expect(
      within(dialog)
        .getByText(/^Removed the redirect from \/summer-offer\./)
        .closest('[role="status"]'),
    ).toHaveFocus();
    expect(within(dialog).getByRole('heading', { name: 'Redirects (2)' })).toBeInTheDocument();
  });
});

describe('Import CSV and Export CSV', { timeout: 30_000 }, () => {
  const pick = (dialog: HTMLElement, text: string, name = 'redirects.csv') =>
    fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [new File([text], name, { type: 'text/csv' })] } });

  it('checks the whole file before anything changes: a loop is refused on each of its lines, and nothing is imported', async () => {
    onLiveSite();
    const { user, dialog } = await openRedirects();
    const before = rowsOf(dialog);
    pick(
      dialog,
      ['from,to,status', '/spring-offer,/contact,301', '/old-1,/old-2,301', '/old-2,/old-3,', '/old-3,/old-1,302', '/old-prices,https://shop.example.com/prices,301'].join('\n'),
      'moves.csv',
    );
    const alert = await within(dialog).findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveTextContent('moves.csv was not imported: 3 problems, each on its line below. Nothing changed: fix the file and import it again.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 3: to: sends visitors round a loop ("/old-1" → "/old-2" → "/old-3" → "/old-1"): send one of them to a page',
      'Line 4: to: sends visitors round a loop ("/old-2" → "/old-3" → "/old-1" → "/old-2"): send one of them to a page',
      'Line 5: to: sends visitors round a loop ("/old-3" → "/old-1" → "/old-2" → "/old-3"): send one of them to a page',
    ]);
    expect(rowsOf(dialog)).toEqual(before);

    // the form of each line first: a formula cell and a javascript: target
    pick(dialog, 'from,to,status\r\n"=cmd|\' /c calc\'!A0",/contact,301\r\n/x,javascript:alert(1),301\r\n');
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('redirects.csv was not imported: 2 problems'));
    expect(
      within(within(dialog).getByRole('alert'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Line 2: from: "=cmd\|' \/c calc'!A0" is not a path of this site/),
      expect.stringMatching(/^Line 3: to: "javascript:alert\(1\)" is neither a path of this site/),
    ]);
    expect(rowsOf(dialog)).toEqual(before);
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import CSV…' })).toHaveFocus();

    // closed, the draft is unchanged: nothing to undo or save
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('imports a good file as one edit: a byte order mark, quoted cells, an empty status for 301, a redirect of the same from replaced', async () => {
    onLiveSite();
    const { user, dialog } = await openRedirects();
    pick(dialog, '\uFEFFfrom,to,status\r\n/spring-offer,"/contact",\r\n/summer-offer,https://shop.example.com/summer-2027,302\r\n/old-jobs,,410\r\n');
    const note = await within(dialog).findByText('Imported 3 redirects from redirects.csv. Undo takes them back; Save and Publish make them live.');
    await waitFor(() => expect(note.closest('[role="status"]')).toHaveFocus());
    expect(
      rowsOf(dialog)
        .slice(1)
        .map((row) => row.slice(0, 4)),
    ).toEqual([
      ['/old-about', '/about', '301 permanent', 'By a path changenpm run publish (dev@build), 20 Nov 2026, 09:00'],
      ['/old-team', 'Nowhere (gone)', '410 gone', 'By handann@example.com, 23 Nov 2026, 08:00'],
      ['/spring-offer', '/contact', '301 permanent', 'By handann@example.com, 25 Nov 2026, 13:00'],
      ['/summer-offer', 'https://shop.example.com/summer-2027', '302 temporary', 'By handann@example.com, 25 Nov 2026, 13:00'],
      ['/old-jobs', 'Nowhere (gone)', '410 gone', 'By handann@example.com, 25 Nov 2026, 13:00'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(fromColumn(dialog)).toEqual(['/old-about', '/summer-offer', '/old-team']);
  });

  it("exports the draft's redirects as a CSV file Import CSV… reads back", async () => {
    onLiveSite();
    const blobs: Blob[] = [];
    const clicked: { href: string; download: string }[] = [];
    const own = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob) => `blob:test/${blobs.push(blob)}`;
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    try {
      const { user, dialog } = await openRedirects();
      await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
      expect(clicked).toEqual([{ href: 'blob:test/1', download: 'redirects.csv' }]);
      expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
      // UTF-8 with its byte order mark, which text() reads past
      expect([...new Uint8Array(await blobs[0]!.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(await blobs[0]!.text()).toBe('from,to,status\r\n/old-about,/about,301\r\n/summer-offer,https://shop.example.com/summer,302\r\n/old-team,,410\r\n');
      // said politely; focus stays on the button
      expect(within(dialog).getByText('Exported 3 redirects as redirects.csv.').closest('[role="status"]')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Export CSV' })).toHaveFocus();
      expect(dialog.querySelector('a[download]')).toBeNull();
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL: own.create, revokeObjectURL: own.revoke });
    }
  });
});

describe('paths not found', { timeout: 30_000 }, () => {
  const counted = () => ({
    notFound: [notFoundPath('/old-offer', 14, { referrer: 'news.example.org' }), notFoundPath('/wp-login.php', 40), notFoundPath('/hi/old-prices', 3), notFoundPath('/.env', 90, { hidden: true })],
  });
  const notFoundTable = (dialog: HTMLElement) => within(dialog).findByRole('table', { name: /paths not found$/i });
  const pathsIn = async (dialog: HTMLElement) =>
    within(await notFoundTable(dialog))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);

  it('lists them busiest first; Redirect this… opens the form with the path filled in and the page list focused', async () => {
    onLiveSite(siteWith([]), counted());
    const { user, dialog } = await openRedirects();
    const rows = within(await notFoundTable(dialog)).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Path', 'Asked', 'First and last time', 'Linked from', 'Actions'],
      ['/wp-login.php', '40 times', '20 Nov 2026, 09:00 – 25 Nov 2026, 12:00', 'None', 'Redirect this…Hide'],
      ['/old-offer', '14 times', '20 Nov 2026, 09:00 – 25 Nov 2026, 12:00', 'news.example.org', 'Redirect this…Hide'],
      ['/hi/old-prices', '3 times', '20 Nov 2026, 09:00 – 25 Nov 2026, 12:00', 'None', 'Redirect this…Hide'],
    ]);

    // two steps: Redirect this…, the page; then Add
    await user.click(within(dialog).getByRole('button', { name: 'Redirect /old-offer…' }));
    const form = within(dialog).getByRole('region', { name: 'Add a redirect' });
    expect(within(form).getByRole('textbox', { name: 'Old address (from)' })).toHaveValue('/old-offer');
    const target = within(form).getByRole('combobox', { name: 'Send visitors to' });
    expect(target).toHaveFocus();
    await user.selectOptions(target, 'Contact (/contact)');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(fromColumn(dialog)).toEqual(['/old-offer']);
    const row = within(await notFoundTable(dialog)).getByRole('row', { name: /^\/old-offer/ });
    expect(row).toHaveTextContent('Redirected (/contact)');
    expect(within(row).queryByRole('button', { name: 'Redirect /old-offer…' })).not.toBeInTheDocument();

    // another language's path is redirected as the default language's, in every language
    await user.click(within(dialog).getByRole('button', { name: 'Redirect /hi/old-prices…' }));
    expect(within(dialog).getByRole('textbox', { name: 'Old address (from)' })).toHaveValue('/old-prices');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByRole('region', { name: 'Add a redirect' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Redirect /hi/old-prices…' })).toHaveFocus();
  });

  it("hides a bot's probe with one click, lists it under Show hidden paths with Show again; the search asks the server", async () => {
    const { api, redirects } = onLiveSite(siteWith([]), counted());
    const { user, dialog } = await openRedirects();
    await user.click(await within(dialog).findByRole('button', { name: 'Hide /wp-login.php' }));
    expect(api.sent('POST', '/not-found/hide').map((request) => request.body)).toEqual([{ path: '/wp-login.php', hidden: true }]);
    const note = await within(dialog).findByText('Hid /wp-login.php: it is still counted, under Show hidden paths.');
    expect(note).toHaveFocus();
    await waitFor(async () => expect(await pathsIn(dialog)).toEqual(['/old-offer', '/hi/old-prices']));

    await user.click(within(dialog).getByRole('checkbox', { name: 'Show hidden paths' }));
    expect(await within(dialog).findByRole('heading', { name: 'Hidden paths not found' })).toBeInTheDocument();
    await waitFor(async () => expect(await pathsIn(dialog)).toEqual(['/.env', '/wp-login.php']));
    await user.click(within(dialog).getByRole('button', { name: 'Show /.env again' }));
    await waitFor(async () => expect(await pathsIn(dialog)).toEqual(['/wp-login.php']));
    expect(redirects.notFound.find((one) => one.path === '/.env')?.hidden).toBe(false);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Show hidden paths' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search paths not found' }), 'OLD off');
    await waitFor(async () => expect(await pathsIn(dialog)).toEqual(['/old-offer']));
    expect(api.sent('GET', '/not-found?hidden=false&words=OLD+off')).toHaveLength(1);
  });

  it('has no axe violations with both lists and a refused redirect (contrast is checked in the browser)', async () => {
    onLiveSite(siteWith(), counted());
    const { user, dialog } = await openRedirects();
    await notFoundTable(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Redirect /wp-login.php…' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

describe('the Redirects view in the dev server', { timeout: 30_000 }, () => {
  it("edits site.json's redirects and says that hits and paths not found are the live site's", async () => {
    const api = fakeApi(siteWith([moved]));
    const { user, dialog } = await openRedirects();
    expect(dialog).toHaveTextContent('Hit counts and the paths visitors did not find exist only on the live site (npm start): here you edit the redirects of site.json.');
    expect(rowsOf(dialog)).toEqual([
      ['From', 'To', 'Type', 'Made', 'Actions'],
      ['/old-about', '/about', '301 permanent', 'By a path changenpm run publish (dev@build), 20 Nov 2026, 09:00', 'Remove'],
    ]);
    expect(within(dialog).queryByRole('heading', { name: 'Paths not found' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove the redirect from /old-about' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(dialog).toHaveTextContent('No redirects yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Save' }));
    // the list gone whole: site.json as it is without redirects
    await waitFor(() => expect(api.saves).toHaveLength(1));
    expect(api.saves[0]!.site).not.toHaveProperty('redirects');
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('not-found'), expect.anything());
  });
});
