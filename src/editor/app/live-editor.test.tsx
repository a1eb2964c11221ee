import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { Site } from '@/generated/site';
import { visibleText } from '@/shared/visible-text';
import { testSite } from '../state/test-site';
import { fakeApi } from '../../test/editor/fake-api';
import { openEditor } from '../../test/editor/open-editor';
import { fakeLiveApi, liveEditorPerTest } from '../../test/editor/fake-live-api';
import { blocksOf } from '../../test/blocks';

// The preview is an iframe of its own (src/editor/preview), tested there.
vi.mock('@/editor/preview/preview-frame', () => ({ PreviewFrame: () => <p>preview</p> }));

const signInAs = liveEditorPerTest();

/** The editor as the live site serves it to an account with `role`. */
function onLiveSite(role: 'editor' | 'admin' = 'editor') {
  signInAs(role);
  return fakeLiveApi(testSite());
}

async function open() {
  const opened = await openEditor();
  await waitFor(() => expect(sectionButtons(opened.sections)).not.toHaveLength(0));
  return opened;
}

const sectionButtons = (list: HTMLElement) => within(list).queryAllByRole('button').filter((button) => button.hasAttribute('data-section-index'));
const names = (list: HTMLElement) => sectionButtons(list).map((button) => button.querySelector('strong')?.textContent);
const status = () => within(screen.getByRole('banner')).getByRole('status');
const publishButton = () => within(screen.getByRole('banner')).getByRole('button', { name: 'Publish' });

/** Moves the home page's first section down: an unsaved change. */
async function moveFirstSection(user: ReturnType<typeof userEvent.setup>, sections: HTMLElement) {
  sectionButtons(sections)[0]!.focus();
  await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
}

async function publishConfirmed(user: ReturnType<typeof userEvent.setup>) {
  await user.click(publishButton());
  const dialog = screen.getByRole('dialog', { name: 'Publish the draft' });
  await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
}

/** The site with the About page's first heading changed, as a publish from elsewhere would have it. */
function withAboutHeading(site: Site, heading: string): Site {
  const next = structuredClone(site);
  (next.pages[1]!.sections[0] as { heading: string }).heading = heading;
  return next;
}

describe('the editor on the live site', { timeout: 30_000 }, () => {
  it('has no Publish, History, Preview draft or Sign out in the dev server', async () => {
    fakeApi(testSite());
    await open();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    for (const name of ['Publish', 'History', 'Audit log', 'Sign out']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Preview draft/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
  });

  it('saves the draft to /edit/api/site, then publishes it after a confirmation', async () => {
    const api = onLiveSite();
    const { user, sections } = await open();
    expect(api.sent('GET', '/site').length).toBeGreaterThan(0);
    expect(screen.getByText('Signed in as ann@example.com')).toBeInTheDocument();
    // the draft is the live version: nothing to publish
    expect(publishButton()).toBeDisabled();
    await moveFirstSection(user, sections);
    expect(status()).toHaveTextContent('Unsaved changes');
    expect(publishButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(status()).toHaveTextContent('Draft saved, not published'));
    const [save] = api.sent('POST', '/site');
    expect(save!.body).toEqual({ baseHash: 'hash-1', changes: [expect.objectContaining({ pointer: '/pages/0/sections' })] });
    expect(publishButton()).toBeEnabled();

    // Cancel publishes nothing, and focus goes back to Publish
    await user.click(publishButton());
    const dialog = screen.getByRole('dialog', { name: 'Publish the draft' });
    expect(dialog).toHaveTextContent('The draft goes live on the site for every visitor.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(publishButton()).toHaveFocus();
    expect(api.sent('POST', '/publish')).toHaveLength(0);

    await publishConfirmed(user);
    await waitFor(() => expect(status()).toHaveTextContent('Published version 2'));
    expect(api.sent('POST', '/publish').map((request) => request.body)).toEqual([{ hash: 'hash-2' }]);
    expect(screen.getByText(/^Live: version 2, /)).toHaveTextContent('ann@example.com');
    expect(publishButton()).toBeDisabled();
  });

  it('says before Publish which old addresses it sends on, and goes on from the draft with the redirects it made', async () => {
    signInAs('editor');
    // two languages, pages with ids, and a redirect made by hand to the About page
    const live: Site = { ...testSite(), settings: { siteName: 'Test', language: 'en', locales: [{ code: 'en', name: 'English' }, { code: 'hi', name: 'Hindi' }] } } as Site;
    live.pages = live.pages.map((page) => ({ ...page, id: page.path === '/' ? 'home' : page.path.slice(1) }));
    live.redirects = [{ from: '/old-team', to: '/about', status: 301, made: 'hand' }];
    const api = fakeLiveApi(live);
    // saved by another editor: About moved to /about-us, and a page made at /old-team
    const moved = JSON.parse(JSON.stringify(live).replaceAll('"/about"', '"/about-us"').replaceAll('"/about#team"', '"/about-us#team"')) as Site;
    moved.pages.push({ id: 'old-team', path: '/old-team', title: 'Old team', sections: [] });
    api.saveDraft(moved);
    const { user, sections } = await open();

    await user.click(publishButton());
    const dialog = screen.getByRole('dialog', { name: 'Publish the draft' });
    const made = await within(dialog).findByText('Visitors of /about will be sent to /about-us (and /hi/about to /hi/about-us).');
    expect(made).toBeInTheDocument();
    expect(within(dialog).getByText('The page /old-team now answers /old-team: its redirect to /about-us is removed.')).toBeInTheDocument();
    const checked = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(checked.violations.map((violation) => violation.id)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(status()).toHaveTextContent('Published version 2'));

    // the stored draft is the published text, with its redirect: the next save names it, and is no conflict
    const published = api.versions.get(2)!;
    expect(published.site.redirects).toEqual([{ from: '/about', to: '/about-us', status: 301, made: 'path-change', by: 'ann@example.com', at: published.summary.createdAt }]);
    expect(api.draft.hash).toBe(published.summary.hash);
    await moveFirstSection(user, sections);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(status()).toHaveTextContent('Draft saved, not published'));
    expect(api.sent('POST', '/site').at(-1)!.body).toMatchObject({ baseHash: published.summary.hash });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the versions in History, newest first: author, time, source and the pages each changed; no Restore for an editor', async () => {
    const api = onLiveSite();
    api.publishFromCommand(withAboutHeading(testSite(), 'Our team'));
    const { user } = await open();
    const history = screen.getByRole('button', { name: 'History' });
    await user.click(history);
    const dialog = screen.getByRole('dialog', { name: 'Published versions' });
    const list = await within(dialog).findByRole('list', { name: 'Versions' });
    const items = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Version 2, live', 'Version 1']);
    const time = items[0]!.querySelector('time')!;
    expect(time).toHaveAttribute('datetime', api.versions.get(2)!.summary.createdAt);
    expect(time.textContent).toMatch(/^\d{1,2} Nov 2026, \d\d:\d\d$/);
    expect(items[0]).toHaveTextContent('npm run publish (dev@build), published from site.json by a command');
    expect(within(items[0]!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['/about']);
    expect(within(items[1]!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['/', '/about', '/contact', '/thanks', '/web', '/draft']);
    expect(within(dialog).queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(history).toHaveFocus();
  });

  it('says in History which version a schedule made live: who scheduled it, for when in the site’s zone, and how late', async () => {
    const api = onLiveSite();
    api.publishFromCommand(withAboutHeading(testSite(), 'Our team'));
    api.addSchedule({ dueAt: '2026-12-01T09:00:00.000Z', createdBy: 'ann@example.com', state: 'published', versionId: 2, finishedAt: '2026-12-01T09:12:00.000Z', message: 'Ran 12 minutes late: no instance of the server was running at its time.' });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'History' }));
    const list = await within(screen.getByRole('dialog', { name: 'Published versions' })).findByRole('list', { name: 'Versions' });
    const items = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    await waitFor(() => expect(items[0]).toHaveTextContent('Scheduled by ann@example.com for 1 Dec 2026, 09:00 (UTC). Ran 12 minutes late'));
    expect(items[1]).not.toHaveTextContent('Scheduled by');
  });

  it("lets an admin restore an older version after a confirmation, then shows it live; and read the audit log", async () => {
    const api = onLiveSite('admin');
    api.publishFromCommand(withAboutHeading(testSite(), 'Our team'));
    const { user } = await open();
    expect(screen.getByText(/^Live: version 2, /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'History' }));
    const dialog = screen.getByRole('dialog', { name: 'Published versions' });
    await within(dialog).findByRole('list', { name: 'Versions' });
    // the live version has nothing to restore
    expect(within(dialog).queryByRole('button', { name: 'Restore version 2' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
    const confirm = screen.getByRole('dialog', { name: 'Restore version 1?' });
    expect(confirm).toHaveTextContent('The content of version 1 goes live again, as a new version, for every visitor.');
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await within(dialog).findByText('Version 1 is live again, as version 3.')).toHaveAttribute('role', 'status');
    expect(api.sent('POST', '/versions/1/restore')).toHaveLength(1);
    await waitFor(() => expect(within(dialog).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Version 3, live'));
    expect(within(dialog).getByRole('list', { name: 'Versions' }).firstElementChild).toHaveTextContent('restored from version 1');
    // the draft's state is asked again: the live version is the restored one
    await waitFor(() => expect(screen.getByText(/^Live: version 3, /)).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Audit log' }));
    const audit = screen.getByRole('dialog', { name: 'Audit log' });
    const table = await within(audit).findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Time', 'Account', 'Action', 'Address', 'Detail']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/ann@example\.comrestore203\.0\.113\.5version 3$/);
  });

  it('says once that the session has ended, keeping the draft in the browser; saving works again after signing in', async () => {
    const api = onLiveSite();
    const { user, sections } = await open();
    await moveFirstSection(user, sections);
    api.signedIn = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your session has ended. Sign in again to save or publish; your changes are kept in this browser.');
    const link = within(alert).getByRole('link', { name: 'Sign in again (opens a new tab)' });
    expect(link).toHaveAttribute('href', '/edit');
    expect(link).toHaveAttribute('target', '_blank');
    // the one alert: the refused save adds no message of its own
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(status()).toHaveTextContent('Unsaved changes');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('site-editor:draft')!).changes).toEqual([expect.objectContaining({ pointer: '/pages/0/sections' })]));
    expect(names(sections)).toEqual(['Call to action', 'Hero', 'Testimonials']);

    api.signedIn = true;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(status()).toHaveTextContent('Draft saved, not published'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('re-applies the draft onto a live version published meanwhile, and saves it based on that version', async () => {
    const api = onLiveSite();
    const { user, sections } = await open();
    await moveFirstSection(user, sections);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(status()).toHaveTextContent('Draft saved, not published'));
    // meanwhile `npm run publish` made another version live
    api.publishFromCommand(withAboutHeading(testSite(), 'Our team'));

    await publishConfirmed(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Nothing was published: the live site changed since this draft was started/);
    await user.click(within(alert).getByRole('button', { name: 'Reload and re-apply my changes' }));
    expect(await screen.findByText(/^Re-applied 1 change to the newer version/)).toBeInTheDocument();
    expect(api.sent('GET', '/versions/1')).toHaveLength(1);
    expect(api.sent('GET', '/versions/2')).toHaveLength(1);
    expect(status()).toHaveTextContent('Unsaved changes');
    expect(publishButton()).toBeDisabled();
    expect(names(sections)).toEqual(['Call to action', 'Hero', 'Testimonials']);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(status()).toHaveTextContent('Draft saved, not published'));
    const saves = api.sent('POST', '/site');
    expect(saves).toHaveLength(2);
    expect(saves[1]!.body).toMatchObject({ baseHash: 'hash-2', baseVersion: 2 });
    // the stored draft: my reordered home page on the live version's About page
    expect(blocksOf(api.draft.site.pages[0]!).map((block) => block.type)).toEqual(['cta', 'hero', 'testimonials']);
    expect((api.draft.site.pages[1]!.sections[0] as { heading: string }).heading).toBe('Our team');

    await publishConfirmed(user);
    await waitFor(() => expect(status()).toHaveTextContent('Published version 3'));
  });

  it('keeps a shared section I edited that a version published meanwhile deleted, saying so, when re-applying before Publish', async () => {
    signInAs('editor');
    const site = testSite();
    site.sharedSections = [{ id: 'contact-call-to-action', name: 'Contact call to action', section: site.pages[0]!.sections[1]! }];
    site.pages[0]!.sections[1] = { shared: 'contact-call-to-action' };
    const api = fakeLiveApi(site);
    const { user, sections } = await open();
    await user.click(within(sections).getByRole('button', { name: /^Call to action.*Shared: Contact call to action/ }));
    const heading = await within(screen.getByRole('region', { name: 'Properties' })).findByRole('textbox', { name: /^Heading/ }, { timeout: 20_000 });
    await user.clear(heading);
    await user.type(heading, 'Call us');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(status()).toHaveTextContent('Draft saved, not published'));
    // meanwhile `npm run publish` made live a version without it
    const without = structuredClone(site);
    without.pages[0]!.sections.splice(1, 1);
    without.sharedSections = [];
    api.publishFromCommand(without);

    await publishConfirmed(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Nothing was published: the live site changed since this draft was started/);
    await user.click(within(alert).getByRole('button', { name: 'Reload and re-apply my changes' }));
    expect(await screen.findByText('The shared section “Contact call to action” was deleted in another save, but your draft uses it on the page /: it is kept, with your changes. Delete it from Add section if it should go.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(status()).toHaveTextContent('Draft saved, not published'));
    expect(api.draft.site.sharedSections).toEqual([expect.objectContaining({ id: 'contact-call-to-action', section: expect.objectContaining({ heading: 'Call us' }) })]);
  });

  it('offers to reload when another editor saved the draft before Publish', async () => {
    const api = onLiveSite();
    const { user, sections } = await open();
    await moveFirstSection(user, sections);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(status()).toHaveTextContent('Draft saved, not published'));
    const theirs = structuredClone(api.draft.site);
    theirs.pages[0]!.sections.reverse();
    api.saveDraft(theirs, { unseen: true });

    await publishConfirmed(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The draft changed since you loaded it: another editor saved it.');
    await user.click(within(alert).getByRole('button', { name: 'Reload and re-apply my changes' }));
    await waitFor(() => expect(names(sections)).toEqual(['Testimonials', 'Hero', 'Call to action']));
    expect(status()).toHaveTextContent('No unsaved changes');
    expect(publishButton()).toBeEnabled();
  });

  it('loads another editor’s save and publish by itself while nothing is unsaved, with the new live version', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = onLiveSite();
      const { sections } = await open();
      const theirs = structuredClone(api.draft.site);
      theirs.pages[0]!.sections.reverse();
      api.saveDraft(theirs);
      api.publishFromCommand(theirs);
      api.draft.baseVersion = 2;
      await act(() => vi.advanceTimersByTimeAsync(2100));
      await waitFor(() => expect(names(sections)).toEqual(['Testimonials', 'Call to action', 'Hero']));
      expect(screen.getByText('The draft changed (another editor saved or published): the editor shows the new version.')).toBeInTheDocument();
      expect(screen.getByText(/^Live: version 2, /)).toBeInTheDocument();
      expect(publishButton()).toBeDisabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows control characters and bidi overrides in the audit log and History escaped, never raw', async () => {
    const api = onLiveSite('admin');
    const forged = 'npm run publish (dev@host\u202e)\r\nVersion 9, live';
    api.publishFromCommand(withAboutHeading(testSite(), 'Our team')).author = forged;
    // rows written before the log escaped them: an unauthenticated sign-in's e-mail, a terminal's escape sequence
    api.audit.unshift({ id: 9, at: api.audit[0]!.at, actor: 'x@example.com\u001b[2J\u2066', action: 'sign-in-failed', ip: '203.0.113.9', detail: 'line\nbreak' });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'History' }));
    const history = screen.getByRole('dialog', { name: 'Published versions' });
    const item = (await within(history).findAllByRole('listitem'))[0]!;
    expect(item).toHaveTextContent('npm run publish (dev@host\\u202e)\\u000d\\u000aVersion 9, live');
    expect(visibleText(item.textContent!)).toBe(item.textContent);
    await user.click(within(history).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Audit log' }));
    const row = within(await within(screen.getByRole('dialog', { name: 'Audit log' })).findByRole('table')).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('x@example.com\\u001b[2J\\u2066sign-in-failed203.0.113.9line\\u000abreak');
    expect(visibleText(row.textContent!)).toBe(row.textContent);
  });

  it("links Preview draft to the selected page's saved draft, in a new tab", async () => {
    onLiveSite();
    const { user } = await open();
    const preview = screen.getByRole('link', { name: /^Preview draft/ });
    expect(preview).toHaveAccessibleName('Preview draft: the saved draft of /, in a new tab');
    expect(preview).toHaveAttribute('href', '/edit/draft/');
    expect(preview).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'About /about' }));
    expect(preview).toHaveAttribute('href', '/edit/draft/about');
  });

  it('signs out on the server, then goes to /edit', async () => {
    const api = onLiveSite();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/edit'));
    expect(api.sent('POST', '/sign-out')).toHaveLength(1);
  });

  it('has no axe violations with History open (contrast is checked in the browser)', async () => {
    const api = onLiveSite('admin');
    api.publishFromCommand(withAboutHeading(testSite(), 'Our team'));
    const { user, view } = await open();
    await user.click(screen.getByRole('button', { name: 'History' }));
    await screen.findByRole('list', { name: 'Versions' });
    const result = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
