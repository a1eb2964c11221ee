import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { SiteChanges } from '@/shared/reviews';
import type { Role } from '@/shared/live-editor';
import { testSite } from '../../state/test-site';
import { liveEditorPerTest } from '../../../test/editor/fake-live-api';
import { openEditor } from '../../../test/editor/open-editor';
import { fakeLiveWithReviews } from '../../../test/editor/fake-reviews-api';

// The preview is an iframe of its own (src/editor/preview), tested there.
vi.mock('@/editor/preview/preview-frame', () => ({ PreviewFrame: () => <p>preview</p> }));

const signInAs = liveEditorPerTest();
const zone = 'Europe/Berlin';
type User = ReturnType<typeof userEvent.setup>;

/** The editor on the live site in Berlin's zone, for an account with `role` (ann: editor, root: admin). */
function onLiveSite(role: Role, reviewRequired = true) {
  signInAs(role, zone);
  return fakeLiveWithReviews(testSite(), { role, email: role === 'admin' ? 'root@example.com' : 'ann@example.com', reviewRequired, timeZone: zone });
}

async function open() {
  const { user, sections } = await openEditor();
  await waitFor(() => expect(sectionButtons(sections)).not.toHaveLength(0));
  return { user, sections };
}

const sectionButtons = (list: HTMLElement) => within(list).queryAllByRole('button').filter((button) => button.hasAttribute('data-section-index'));
const banner = () => screen.getByRole('banner');
const toolbarButton = (name: string | RegExp) => within(banner()).getByRole('button', { name });
const saveStatus = () => within(banner()).getByRole('status');

/** Moves the home page's first section down and saves: the draft (hash-2) differs from what is live. */
async function changeAndSave(user: User, sections: HTMLElement) {
  sectionButtons(sections)[0]!.focus();
  await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
  await user.click(toolbarButton('Save'));
  await waitFor(() => expect(saveStatus()).toHaveTextContent('Draft saved, not published'));
}

async function openReviews(user: User) {
  await user.click(toolbarButton(/^Reviews/));
  return screen.getByRole('dialog', { name: 'Reviews' });
}

async function showChanges(user: User, list: HTMLElement, name: RegExp) {
  await user.click(within(list).getByRole('button', { name }));
  return screen.getByRole('dialog', { name: /^Changes from / });
}

const headingChange = (before: string, after: string): SiteChanges => ({
  languages: ['en'],
  pages: [
    {
      path: '/',
      title: 'Home',
      kind: 'changed',
      fields: {},
      sections: [{ kind: 'changed', type: 'hero', from: 0, to: 0, fields: { en: [{ field: '/heading', kind: 'text', before, after }] } }],
    },
  ],
  shared: [],
});

async function noAxeViolations(element: HTMLElement) {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('asking for a review', { timeout: 30_000 }, () => {
  it('offers an editor Request review… instead of Publish and Schedule… while review is required', async () => {
    onLiveSite('editor');
    await open();
    const request = await within(banner()).findByRole('button', { name: 'Request review…' });
    expect(within(banner()).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(within(banner()).queryByRole('button', { name: 'Schedule…' })).not.toBeInTheDocument();
    // beside Save, where Publish was; the list of schedules stays
    expect(request.parentElement).toBe(toolbarButton('Save').parentElement);
    expect(toolbarButton(/^Scheduled/)).toBeInTheDocument();
    // nothing differs from what is live: nothing to review
    expect(request).toBeDisabled();
  });

  it('keeps Publish for an admin, with Schedule… right beside it', async () => {
    onLiveSite('admin');
    await open();
    await waitFor(() => expect(toolbarButton('Reviews (0)')).toBeInTheDocument());
    const publish = toolbarButton('Publish');
    const schedule = toolbarButton('Schedule…');
    expect(schedule.parentElement).toBe(publish.parentElement);
    expect(publish.parentElement).toBe(toolbarButton('Save').parentElement);
    // the next button after Publish
    const row = [...publish.parentElement!.querySelectorAll(':scope > button')];
    expect(row.indexOf(schedule)).toBe(row.indexOf(publish) + 1);
    expect(within(banner()).queryByRole('button', { name: 'Request review…' })).not.toBeInTheDocument();
  });

  it('asks for the saved draft only, with the comment, and says it was sent', async () => {
    const { api, reviews } = onLiveSite('editor');
    const { user, sections } = await open();
    sectionButtons(sections)[0]!.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await user.click(await within(banner()).findByRole('button', { name: 'Request review…' }));
    let dialog = screen.getByRole('dialog', { name: 'Ask for a review' });
    const comment = within(dialog).getByLabelText('What changed, and anything the reviewer should check (optional)');
    expect(comment).toHaveFocus();
    expect(comment).toHaveAttribute('maxlength', '2000');
    const send = within(dialog).getByRole('button', { name: 'Send for review' });
    expect(dialog).toHaveTextContent('Save first: you have unsaved changes');
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveAccessibleDescription(expect.stringContaining('Save first'));
    await user.click(send);
    expect(api.sent('POST', '/reviews')).toHaveLength(0);
    await noAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(toolbarButton('Save'));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Draft saved, not published'));
    await user.click(toolbarButton('Request review…'));
    dialog = screen.getByRole('dialog', { name: 'Ask for a review' });
    expect(dialog).not.toHaveTextContent('Save first');
    await user.type(within(dialog).getByRole('textbox'), 'Moved the hero down. Check the contact page.');
    await user.click(within(dialog).getByRole('button', { name: 'Send for review' }));

    const said = await within(banner()).findByText('Sent for review');
    expect(said).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toolbarButton('Request review…')).toHaveFocus();
    expect(api.sent('POST', '/reviews').map((request) => request.body)).toEqual([{ hash: 'hash-2', comment: 'Moved the hero down. Check the contact page.' }]);
    expect(reviews.reviews[0]).toMatchObject({ hash: 'hash-2', state: 'pending' });
    await waitFor(() => expect(toolbarButton('Reviews (1)')).toBeInTheDocument());
    expect(api.sent('POST', '/publish')).toHaveLength(0);
  });

  it('lists the draft’s problems, and says in words when another editor saved meanwhile', async () => {
    const { reviews, api } = onLiveSite('editor');
    const { user, sections } = await open();
    await changeAndSave(user, sections);
    reviews.nextRequest = { status: 422, body: { message: 'The draft has 1 problem(s).', problems: ['site.json:12:5  /pages/0/title  must not be empty'] } };
    await user.click(toolbarButton('Request review…'));
    const dialog = screen.getByRole('dialog', { name: 'Ask for a review' });
    await user.click(within(dialog).getByRole('button', { name: 'Send for review' }));
    const alert = await within(dialog).findByRole('alert');
    // ProblemsAlert's own wording is its own; the problem is there
    expect(alert).toHaveTextContent('must not be empty');

    api.saveDraft(structuredClone(testSite()), { unseen: true });
    await user.click(within(dialog).getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Not sent: another editor saved the draft since you loaded it'));
    expect(reviews.reviews).toEqual([]);
  });

  it('switches an editor’s toolbar to Request review… when Publish is refused for want of a review', async () => {
    const { api, reviews } = onLiveSite('editor', false);
    const { user, sections } = await open();
    await changeAndSave(user, sections);
    await waitFor(() => expect(api.sent('GET', '/settings')).toHaveLength(1));
    // an admin turns review on after the editor opened the page
    reviews.reviewRequired = true;
    await user.click(toolbarButton('Publish'));
    await user.click(within(screen.getByRole('dialog', { name: 'Publish the draft' })).getByRole('button', { name: 'Publish' }));

    const request = await within(banner()).findByRole('button', { name: 'Request review…' });
    expect(request).toHaveFocus();
    expect(within(banner()).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(within(banner()).queryByRole('button', { name: 'Schedule…' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your changes need an admin’s review before they go live');
    expect(api.versions.size).toBe(1);
  });

  it('shows an editor their own requests and what came of them', async () => {
    const { reviews } = onLiveSite('editor');
    const { user } = await open();
    reviews.addReview({ comment: 'New hero text' });
    reviews.addReview({ requestedBy: 'bob@example.com' });
    reviews.addReview({ state: 'sent-back', decidedBy: 'root@example.com', decidedAt: '2026-11-26T10:00:00.000Z', decisionComment: 'Keep the old heading.' });
    const dialog = await openReviews(user);
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Waiting for review');
    expect(items[0]).toHaveTextContent('ann@example.com, 26 Nov 2026, 10:01');
    expect(items[0]).toHaveTextContent('New hero text');
    expect(items[1]).toHaveTextContent('Sent back by root@example.com: Keep the old heading.');
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    await waitFor(() => expect(toolbarButton('Reviews (1)')).toBeInTheDocument());
    // an editor reads the changes but does not decide
    const request = await showChanges(user, items[0]!, /^Show the changes ann@example.com asked for/);
    await within(request).findByText('Nothing differs from the version it is compared with.');
    expect(within(request).queryByRole('button', { name: 'Approve and publish' })).not.toBeInTheDocument();
  });
});

describe('an admin’s review', { timeout: 30_000 }, () => {
  it('shows a request’s changed heading before and after, marked, then approves and publishes it', async () => {
    const { api, reviews } = onLiveSite('admin');
    const { user } = await open();
    const draft = structuredClone(testSite());
    (draft.pages[0]!.sections[0] as { heading: string }).heading = 'Welcome home';
    reviews.addReview({ requestedBy: 'ann@example.com', comment: 'New words for the hero.', pages: ['/'] }, draft);
    reviews.changes.set(1, headingChange('Welcome', 'Welcome home'));

    const list = await openReviews(user);
    const item = (await within(list).findAllByRole('listitem'))[0]!;
    expect(item).toHaveTextContent('ann@example.com, 26 Nov 2026, 10:01');
    expect(item).toHaveTextContent('Waiting for review');
    expect(item).toHaveTextContent('Pages: /');
    const request = await showChanges(user, item, /^Show the changes ann@example.com asked for on 26 Nov 2026, 10:01$/);
    expect(request).toHaveTextContent('New words for the hero.');

    expect(await within(request).findByRole('heading', { name: 'Home (/)' })).toBeInTheDocument();
    expect(within(request).getByRole('heading', { name: 'Section 1 “Hero”: changed' })).toBeInTheDocument();
    const field = within(within(request).getByRole('list', { name: 'Section 1 “Hero”: changed' })).getByRole('listitem');
    expect(field).toHaveTextContent(/^heading/);
    expect([...field.querySelectorAll('del')].map((mark) => mark.textContent)).toEqual([]);
    expect([...field.querySelectorAll('ins')].map((mark) => mark.textContent?.trim())).toEqual(['home']);
    expect(within(field).getByText('Before').nextElementSibling).toHaveTextContent(/^Welcome$/);
    expect(within(field).getByText('After').nextElementSibling).toHaveTextContent(/^Welcome home$/);
    await noAxeViolations(request);

    await user.click(within(request).getByRole('button', { name: 'Approve and publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Changes from/ })).not.toBeInTheDocument());
    expect(within(list).getByText('Approved: version 2 is live.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(within(list).getByRole('listitem')).toHaveTextContent('Approved: published as version 2'));
    expect(within(list).getByText('Nothing is waiting for review.')).toBeInTheDocument();
    // the decided request's item takes the focus in an effect, which may run after the text above is drawn
    await waitFor(() => expect(within(list).getByRole('button', { name: /^Show the changes ann@example.com/ })).toHaveFocus());
    expect(api.sent('POST', '/reviews/1/approve').map((sent) => sent.body)).toEqual([{}]);
    // the editor learns the new live version, as after a restore
    await waitFor(() => expect(screen.getByText(/^Live: version 2, /)).toBeInTheDocument());
    await waitFor(() => expect(toolbarButton('Reviews (0)')).toBeInTheDocument());
  });

  it('marks removed and added words, and shows a replaced image, per language, saying which has no changes', async () => {
    const { reviews } = onLiveSite('admin');
    const { user } = await open();
    reviews.addReview({ requestedBy: 'ann@example.com' });
    reviews.changes.set(1, {
      languages: ['en', 'hi'],
      pages: [
        {
          path: '/careers',
          title: 'Careers',
          kind: 'added',
          fields: { en: [{ field: '/title', kind: 'text', before: null, after: 'Careers' }] },
          sections: [],
        },
        {
          path: '/',
          title: 'Home',
          kind: 'changed',
          fields: {},
          sections: [
            { kind: 'moved', type: 'cta', from: 1, to: 0, fields: {} },
            {
              kind: 'changed',
              type: 'hero',
              from: 0,
              to: 1,
              fields: {
                en: [
                  { field: '/heading', kind: 'text', before: 'Welcome to our studio', after: 'Welcome to the workshop' },
                  { field: '/image', kind: 'image', before: '/media/old.webp', after: '/media/new.webp' },
                ],
              },
            },
          ],
        },
      ],
      shared: [
        { area: 'navigation', fields: { en: [{ field: '/items/1/label', kind: 'text', before: 'Services', after: 'What we do' }] } },
        { area: 'redirects', fields: { en: [{ field: '/0/to', kind: 'text', before: '/about-us', after: '/contact-us' }] } },
      ],
    });
    const list = await openReviews(user);
    const request = await showChanges(user, list, /^Show the changes/);
    const english = await within(request).findByRole('heading', { name: 'English' });
    expect(english.tagName).toBe('H4');
    expect(within(request).getAllByRole('heading', { name: 'Careers (/careers): New page' })[0]!.tagName).toBe('H5');
    expect(within(request).getAllByRole('heading', { name: 'Section 1 “Call to action”: moved from 2 to 1' }).length).toBeGreaterThan(0);
    const hero = within(request).getByRole('list', { name: 'Section 2 “Hero”: changed' });
    const [heading, image] = within(hero).getAllByRole('listitem');
    expect([...heading!.querySelectorAll('del')].map((mark) => mark.textContent)).toEqual(['our studio']);
    expect([...heading!.querySelectorAll('ins')].map((mark) => mark.textContent)).toEqual(['the workshop']);
    expect(image).toHaveTextContent(/^image/);
    expect(within(image!).getByRole('img', { name: 'Before: old.webp' })).toHaveAttribute('src', '/media/old.webp');
    expect(within(image!).getByRole('img', { name: 'After: new.webp' })).toHaveAttribute('src', '/media/new.webp');
    const navigation = within(request).getByRole('list', { name: 'Site: Navigation' });
    expect(within(navigation).getByRole('listitem')).toHaveTextContent(/^items 2 › label/);
    // a part edited in a view of its own is named in words, not by its key in site.json
    expect(within(request).getByRole('list', { name: 'Site: Redirects' })).toBeInTheDocument();
    // a new page's text has no before
    expect(within(request).getByRole('list', { name: 'The page’s own fields' })).toHaveTextContent('Not there before');
    // Hindi: the new page and the move (its visitors see them too), no text of theirs changed
    expect(within(request).getByRole('heading', { name: 'Hindi' })).toBeInTheDocument();
    expect(within(request).getAllByRole('heading', { name: 'Careers (/careers): New page' })).toHaveLength(2);
    expect(within(request).getAllByRole('list', { name: 'Site: Navigation' })).toHaveLength(1);
  });

  it('says a language has no changes', async () => {
    const { reviews } = onLiveSite('admin');
    const { user } = await open();
    reviews.addReview({ requestedBy: 'ann@example.com' });
    reviews.changes.set(1, { ...headingChange('Welcome', 'Hello'), languages: ['en', 'hi'] });
    const request = await showChanges(user, await openReviews(user), /^Show the changes/);
    expect(await within(request).findByText('No changes in Hindi.')).toBeInTheDocument();
  });

  it('notes a request made from an older version than the live one, and shows it against either', async () => {
    const { api, reviews } = onLiveSite('admin');
    const { user } = await open();
    reviews.addReview({ requestedBy: 'ann@example.com' });
    api.publishFromCommand(structuredClone(testSite()));
    const request = await showChanges(user, await openReviews(user), /^Show the changes/);
    const note = await within(request).findByText('This request was made from version 1; the live site has changed since. Shown against what is live now (version 2).');
    expect(note).toBeInTheDocument();
    await user.click(within(request).getByRole('button', { name: 'Show against version 1' }));
    await within(request).findByText('Shown against version 1, the one the request was made from.');
    expect(api.sent('GET', '/reviews/1/changes?against=base')).toHaveLength(1);
    // publishing it now is refused in words: the live site moved on
    await user.click(within(request).getByRole('button', { name: 'Approve and publish' }));
    expect(await within(request).findByRole('alert')).toHaveTextContent('Not approved: The live site changed since this request was made: send it back');
    expect(api.versions.size).toBe(2);
  });

  it('sends a request back only with a comment', async () => {
    const { api, reviews } = onLiveSite('admin');
    const { user } = await open();
    reviews.addReview({ requestedBy: 'ann@example.com' });
    const list = await openReviews(user);
    const request = await showChanges(user, list, /^Show the changes/);
    const sendBack = within(request).getByRole('button', { name: 'Send back…' });
    await user.click(sendBack);
    expect(sendBack).toHaveAttribute('aria-expanded', 'true');
    const comment = within(request).getByLabelText('What should change (required)');
    expect(comment).toHaveFocus();
    await user.click(within(request).getByRole('button', { name: 'Send back' }));
    expect(within(request).getByRole('alert')).toHaveTextContent('Write what should change');
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveFocus();
    expect(api.sent('POST', '/reviews/1/send-back')).toHaveLength(0);

    await user.type(comment, 'The heading is too long.');
    expect(comment).not.toHaveAttribute('aria-invalid');
    await user.click(within(request).getByRole('button', { name: 'Send back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Changes from/ })).not.toBeInTheDocument());
    expect(within(list).getByText('Sent back to ann@example.com.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(within(list).getByRole('listitem')).toHaveTextContent('Sent back by root@example.com: The heading is too long.'));
    expect(api.sent('POST', '/reviews/1/send-back').map((sent) => sent.body)).toEqual([{ comment: 'The heading is too long.' }]);
  });

  it('approves for a time in the site’s zone: a refused time at its field, then scheduled and counted', async () => {
    const { api, reviews } = onLiveSite('admin');
    const { user } = await open();
    reviews.addReview({ requestedBy: 'ann@example.com' });
    await waitFor(() => expect(toolbarButton('Scheduled (0)')).toBeInTheDocument());
    const list = await openReviews(user);
    const request = await showChanges(user, list, /^Show the changes/);
    await user.click(within(request).getByRole('button', { name: 'Approve for a time…' }));
    const field = within(request).getByLabelText('Goes live on');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(expect.stringMatching(/^Date and time in Europe\/Berlin \(GMT\+[12]\)$/));

    fireEvent.change(field, { target: { value: '2020-01-01T09:00' } });
    await user.click(within(request).getByRole('button', { name: 'Approve for this time' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('is past'));
    expect(reviews.reviews[0]!.state).toBe('pending');

    fireEvent.change(field, { target: { value: '2030-12-01T09:00' } });
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(within(request).getByRole('button', { name: 'Approve for this time' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Changes from/ })).not.toBeInTheDocument());
    expect(within(list).getByText('Approved: scheduled for 1 Dec 2030, 09:00 (Europe/Berlin).')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(within(list).getByRole('listitem')).toHaveTextContent('Approved: scheduled for 1 Dec 2030, 09:00 (Europe/Berlin)'));
    expect(api.sent('POST', '/reviews/1/approve').map((sent) => sent.body)).toEqual([{ at: '2020-01-01T09:00' }, { at: '2030-12-01T09:00' }]);
    expect(api.schedules[0]).toMatchObject({ dueAt: '2030-12-01T08:00:00.000Z', state: 'pending' });
    await waitFor(() => expect(toolbarButton('Scheduled (1)')).toBeInTheDocument());
  });

  it('lists the problems of a draft that would not publish now', async () => {
    const { reviews } = onLiveSite('admin');
    const { user } = await open();
    reviews.addReview({ requestedBy: 'ann@example.com' });
    reviews.nextApprove = { status: 422, body: { message: 'The draft has 1 problem(s).', problems: ['site.json:3:1  /pages/0/path  must start with /'] } };
    const request = await showChanges(user, await openReviews(user), /^Show the changes/);
    await user.click(within(request).getByRole('button', { name: 'Approve and publish' }));
    const alert = await within(request).findByRole('alert');
    expect(alert).toHaveTextContent('must start with /');
  });

  it('turns the setting on and off', async () => {
    const { api, reviews } = onLiveSite('admin', false);
    const { user } = await open();
    const list = await openReviews(user);
    const setting = within(list).getByRole('switch', { name: 'Editors’ changes need review before they go live' });
    await waitFor(() => expect(setting).toBeEnabled());
    expect(setting).not.toBeChecked();
    await user.click(setting);
    await waitFor(() => expect(setting).toBeChecked());
    await within(list).findByText('Editors’ changes now need review before they go live.');
    expect(reviews.reviewRequired).toBe(true);
    await user.click(setting);
    await within(list).findByText('Editors publish their changes themselves again.');
    expect(api.sent('PUT', '/settings').map((sent) => sent.body)).toEqual([{ reviewRequired: true }, { reviewRequired: false }]);
    // an admin publishes either way
    expect(toolbarButton('Publish')).toBeInTheDocument();
    await noAxeViolations(list);
  });
});
