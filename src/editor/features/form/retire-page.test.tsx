import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/generated/site';
import { testSite } from '../../state/test-site';
import { fakeApi } from '../../../test/editor/fake-api';
import { fakeLiveApi, installEditorConfig } from '../../../test/editor/fake-live-api';
import { openEditor } from '../../../test/editor/open-editor';

// The preview is an iframe of its own (src/editor/preview), tested there.
vi.mock('@/editor/preview/preview-frame', () => ({ PreviewFrame: ({ path }: { path: string }) => <p>preview of {path}</p> }));

type Loose = Record<string, unknown>;

/** The test site in English and Hindi, its menu's first link translated, and a redirect to /about from its old path. */
function bilingualSite(): Site {
  const site = testSite();
  Object.assign(site.settings, { language: 'en', locales: [{ code: 'en', name: 'English' }, { code: 'hi', name: 'हिन्दी' }] });
  (site.navigation.items[0] as unknown as Loose).translations = { hi: { label: 'हमारे बारे में' } };
  site.redirects = [
    { from: '/about-us', to: '/about', status: 301, made: 'path-change', by: 'npm run publish', at: '2026-11-01T09:00:00.000Z' },
    { from: '/old-offer', to: '/web', status: 302, made: 'hand' },
  ];
  return site;
}

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  localStorage.clear();
  api = fakeApi(bilingualSite());
});
afterEach(() => vi.unstubAllGlobals());

const banner = () => screen.getByRole('banner');
const form = () => screen.getByRole('region', { name: 'Properties' });
const dialogName = (title: string) => `Delete “${title}” and send its visitors to…`;

/** Opens the editor on the page named `page` ("About /about") and its dialog "Delete and send its visitors to…". */
async function openDialog(page: string, title: string) {
  const opened = await openEditor();
  await opened.user.click(screen.getByRole('button', { name: page }));
  await opened.user.click(await screen.findByRole('button', { name: 'Delete and send its visitors to…' }));
  return { ...opened, dialog: screen.getByRole('dialog', { name: dialogName(title) }) };
}

async function savedSite(count: number): Promise<Site> {
  await waitFor(() => expect(api.saves).toHaveLength(count));
  return api.saves[count - 1]!.site;
}

// the first test opens the editor cold (its forms load then): 16-20 s of its time on the 2-core machine
describe('Delete and send its visitors to…', { timeout: 60_000 }, () => {
  it('deletes a linked page in one undoable edit: its links in both languages and its redirects go to the chosen page, and its address sends visitors there', async () => {
    const { user, dialog } = await openDialog('About /about', 'About');
    const choice = within(dialog).getByRole('group', { name: 'Send its visitors to' });
    expect(within(choice).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['/', '/contact', '/thanks', '/web', '/draft']);
    // the home page is chosen to start with, and has the focus: arrow keys choose another
    expect(within(choice).getByRole('radio', { name: 'Home /' })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: 'Home /' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(choice).getByRole('radio', { name: 'Contact /contact' })).toBeChecked();

    const summary = within(dialog).getByRole('region', { name: 'What will happen' });
    expect(within(summary).getAllByRole('listitem').slice(0, 5).map((item) => item.textContent)).toEqual([
      'The page “About” (/about) is deleted, with its translations.',
      '4 links on 1 page, in Navigation and in Footer will point to /contact.',
      'Visitors of /about (and /hi/about) will be sent to /contact.',
      'The redirect to /about will send its visitors to /contact instead.',
      'Undo brings it all back.',
    ]);
    await user.click(within(summary).getByText('The 4 links'));
    expect(summary).toHaveTextContent('Home (/) › section 1 “Hero” › button › link: /about');
    expect((await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => violation.id)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete and redirect' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // the dialog's opener is gone with the page: the focus goes to what happened
    const notice = within(form()).getByRole('status');
    expect(notice).toHaveTextContent('Deleted “About”: its links and its visitors go to /contact. Ctrl+Z brings it back.');
    expect(notice).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'About /about' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact /contact' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(banner()).getByRole('button', { name: 'Save' }));
    const saved = await savedSite(1);
    expect(saved.pages.map((page) => page.path)).toEqual(['/', '/contact', '/thanks', '/web', '/draft']);
    // the link's Hindi label stays with it: in Hindi it leads to /hi/contact, as every link follows its language
    expect(saved.navigation.items[0]).toEqual({ label: 'About', to: '/contact', translations: { hi: { label: 'हमारे बारे में' } } });
    expect(saved.navigation.items[1]).toMatchObject({ children: [{ service: 'web' }, { label: 'Team', to: '/contact#team' }] });
    expect(saved.footer.columns[0]!.links[0]).toMatchObject({ to: '/contact' });
    expect(saved.pages[0]!.sections[0]).toMatchObject({ cta: { to: '/contact' } });
    const [retargeted, kept, made] = saved.redirects!;
    expect(retargeted).toEqual({ from: '/about-us', to: '/contact', status: 301, made: 'path-change', by: 'npm run publish', at: '2026-11-01T09:00:00.000Z' });
    expect(kept).toEqual({ from: '/old-offer', to: '/web', status: 302, made: 'hand' });
    // the dev server has no signed-in account
    expect(made).toEqual({ from: '/about', to: '/contact', status: 301, made: 'hand', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
    expect(Math.abs(Date.parse(made!.at!) - Date.now())).toBeLessThan(60_000);

    // one Undo brings back the page, its links and the redirects as they were
    await user.click(within(banner()).getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: 'About /about' })).toBeInTheDocument();
    expect(within(form()).queryByRole('status')).toBeNull();
    await user.click(within(banner()).getByRole('button', { name: 'Save' }));
    expect(await savedSite(2)).toEqual(bilingualSite());
  });

  it('changes nothing on Cancel and gives the focus back to its button', async () => {
    const { user, dialog } = await openDialog('Thanks /thanks', 'Thanks');
    const summary = within(dialog).getByRole('region', { name: 'What will happen' });
    expect(summary).toHaveTextContent('1 link on 1 page will point to /.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete and send its visitors to…' })).toHaveFocus();
    expect(within(banner()).getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('is the way out of a refused Delete, and is not offered for the home page', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'About /about' }));
    await user.click(await screen.findByRole('button', { name: 'Delete page' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/Delete and send its visitors to… points them to another page instead\.$/);
    await user.click(screen.getByRole('button', { name: 'Home /' }));
    await screen.findByRole('button', { name: 'Delete page' });
    expect(screen.queryByRole('button', { name: 'Delete and send its visitors to…' })).toBeNull();
  });

  it('sends an unlinked page to a page found by searching a long list, a new list of redirects made', async () => {
    const site = testSite();
    for (const n of [1, 2, 3, 4]) site.pages.push({ path: `/offer-${n}`, title: `Offer ${n}`, sections: [] });
    api = fakeApi(site);
    const { user, dialog } = await openDialog('Draft /draft', 'Draft');
    const search = within(dialog).getByRole('searchbox', { name: 'Find a page' });
    expect(search).toHaveFocus();
    await user.type(search, 'nothing like it');
    expect(within(dialog).getByRole('status')).toHaveTextContent('No page matches “nothing like it”.');
    await user.clear(search);
    await user.type(search, 'offer 3');
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['/offer-3']);
    await user.click(within(dialog).getByRole('radio', { name: 'Offer 3 /offer-3' }));
    const summary = within(dialog).getByRole('region', { name: 'What will happen' });
    expect(summary).toHaveTextContent('The page “Draft” (/draft) is deleted.No other page links to /draft.Visitors of /draft will be sent to /offer-3.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete and redirect' }));
    await user.click(within(banner()).getByRole('button', { name: 'Save' }));
    const saved = await savedSite(1);
    expect(saved.redirects).toEqual([{ from: '/draft', to: '/offer-3', status: 301, made: 'hand', at: expect.any(String) }]);
    expect(saved.pages.map((page) => page.path)).not.toContain('/draft');
  });

  it('stamps the redirect with the signed-in account on the live site', async () => {
    const removeConfig = installEditorConfig('editor', 'ravi@example.com');
    try {
      const live = fakeLiveApi(bilingualSite());
      const { user, dialog } = await openDialog('Web /web', 'Web');
      await user.click(within(dialog).getByRole('button', { name: 'Delete and redirect' }));
      await user.click(within(banner()).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(live.draft.site.redirects).toHaveLength(3));
      // the redirect to /web, sent home as /web was, and the new one from /web
      expect(live.draft.site.redirects).toEqual([
        bilingualSite().redirects![0],
        { from: '/old-offer', to: '/', status: 302, made: 'hand' },
        { from: '/web', to: '/', status: 301, made: 'hand', by: 'ravi@example.com', at: expect.any(String) },
      ]);
    } finally {
      removeConfig();
    }
  });
});
