import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { testSite } from '../../state/test-site';
import { fakeApi } from '../../../test/editor/fake-api';
import { openEditor } from '../../../test/editor/open-editor';
import { fakeLiveApi, liveEditorPerTest } from '../../../test/editor/fake-live-api';
import { libraryItem } from '../../../test/editor/fake-media';
import { withObjectUrls } from '../../../test/editor/object-urls';

// The preview is an iframe of its own (src/editor/preview), tested there.
vi.mock('@/editor/preview/preview-frame', () => ({ PreviewFrame: () => <p>preview</p> }));

withObjectUrls();
const signInAs = liveEditorPerTest();

const team = libraryItem('team-photo.jpg', { alt: 'Our team at work', usedOn: ['/about', '/'], width: 4000, height: 3000, bytes: 1_258_291 });
const office = libraryItem('office.png', { alt: 'Desks by the window', width: 1600, height: 900, bytes: 839_680 });
const strip = libraryItem('logo-strip.jpg', { alt: '', width: 960, height: 120, bytes: 20_480 });

/** The live site's editor with these images in its library. */
function onLiveSite(items = [team, office, strip]) {
  signInAs('editor');
  const api = fakeLiveApi(testSite());
  api.media.items = items.map((item) => ({ ...item }));
  return api;
}

async function openMedia() {
  const { user, view } = await openEditor();
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Media' }));
  const dialog = screen.getByRole('dialog', { name: 'Media' });
  return { user, view, dialog };
}

const cardsIn = async (dialog: HTMLElement) => within(await within(dialog).findByRole('list', { name: 'Images' })).getAllByRole('listitem');
const names = async (dialog: HTMLElement) => (await cardsIn(dialog)).map((card) => within(card).getByRole('heading').textContent);

describe('the Media dialog', { timeout: 30_000 }, () => {
  it('lists every image with its thumbnail, size, bytes, alt text and pages; the search filters by name and alt, the count said politely', async () => {
    const api = onLiveSite();
    const { user, dialog } = await openMedia();
    const cards = await cardsIn(dialog);
    expect(api.sent('GET', '/media')).toHaveLength(1);
    expect(await names(dialog)).toEqual(['team-photo.jpg', 'office.png', 'logo-strip.jpg']);
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', team.src.replace('.jpg', '-w320.webp'));
    expect(cards[0]).toHaveTextContent('4000 × 3000 px · 1.2 MB');
    expect(cards[0]).toHaveTextContent('Alt: Our team at work');
    expect(cards[0]).toHaveTextContent('Used on /about, /');
    expect(cards[1]).toHaveTextContent('1600 × 900 px · 820 KB');
    expect(cards[1]).toHaveTextContent('Not used');
    expect(cards[2]).toHaveTextContent('Decorative: no alternative text');
    const count = within(dialog).getByRole('status');
    expect(count).toHaveTextContent('3 images');

    const search = within(dialog).getByRole('searchbox', { name: 'Search images' });
    await user.type(search, 'TEAM');
    expect(await names(dialog)).toEqual(['team-photo.jpg']);
    expect(count).toHaveTextContent('1 of 3 images match');
    await user.clear(search);
    await user.type(search, 'window');
    expect(await names(dialog)).toEqual(['office.png']);
    await user.clear(search);
    await user.type(search, 'boardroom');
    expect(within(dialog).queryByRole('list', { name: 'Images' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('No image matches the search.');
    expect(count).toHaveTextContent('0 of 3 images match');
  });

  it('asks before a delete; refuses one the draft or live version shows, naming the pages; deletes an unused one', async () => {
    const api = onLiveSite();
    const { user, dialog } = await openMedia();
    const [teamCard] = await cardsIn(dialog);
    await user.click(within(teamCard!).getByRole('button', { name: 'Delete team-photo.jpg' }));
    let confirm = screen.getByRole('dialog', { name: 'Delete team-photo.jpg?' });
    // Cancel has the focus: Enter deletes nothing
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.media.deletes).toEqual([]);

    await user.click(within(teamCard!).getByRole('button', { name: 'Delete team-photo.jpg' }));
    confirm = screen.getByRole('dialog', { name: 'Delete team-photo.jpg?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('team-photo.jpg is shown on /about, /: choose another image there first.');
    expect(within(refusal).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['/about', '/']);
    // on a phone the note is above the fold: it takes the focus, so it scrolls into view
    await waitFor(() => expect(refusal).toHaveFocus());
    expect(api.sent('POST', '/media/delete').map((request) => request.body)).toEqual([{ src: team.src }]);
    expect(await names(dialog)).toEqual(['team-photo.jpg', 'office.png', 'logo-strip.jpg']);

    const officeCard = (await cardsIn(dialog))[1]!;
    await user.click(within(officeCard).getByRole('button', { name: 'Delete office.png' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete office.png?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await names(dialog)).toEqual(['team-photo.jpg', 'logo-strip.jpg']));
    const done = within(dialog).getByText('Deleted office.png.').closest('[role="status"]');
    // its card is gone: the note has the focus the Delete button had
    expect(done).toHaveFocus();
  });

  it('says how to add an image when the library is empty, and uploads one from there', async () => {
    const api = onLiveSite([]);
    const { user, dialog } = await openMedia();
    await waitFor(() => expect(dialog).toHaveTextContent('No image has been uploaded yet. Upload one here, or with Upload beside Choose in any image field of a section.'));
    const png = await sharp({ create: { width: 640, height: 480, channels: 4, background: '#10131a80' } })
      .png()
      .toBuffer();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [new File([new Uint8Array(png)], 'badge.png', { type: 'image/png' })] } });
    const upload = screen.getByRole('dialog', { name: 'Upload an image' });
    await user.type(within(upload).getByRole('textbox', { name: 'Alternative text' }), 'A round badge');
    await user.click(within(upload).getByRole('button', { name: 'Upload' }));
    await waitFor(async () => expect(await names(dialog)).toEqual(['badge.png']));
    expect(within(dialog).getByText('Uploaded badge.png to the library.')).toBeInTheDocument();
    expect(api.sent('POST', '/media?name=badge.png&alt=A%20round%20badge')).toHaveLength(1);
    // with alpha, the server keeps it a PNG
    expect(api.media.items[0]!.src).toMatch(/-640x480\.png$/);
  });

  it('shows the session-ended alert in the dialog when the session has ended', async () => {
    const api = onLiveSite();
    const { dialog } = await openMedia();
    await cardsIn(dialog);
    api.signedIn = false;
    const [teamCard] = await cardsIn(dialog);
    fireEvent.click(within(teamCard!).getByRole('button', { name: 'Delete team-photo.jpg' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete team-photo.jpg?' })).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your session has ended. Sign in again to save or publish; your changes are kept in this browser.');
    expect(within(alert).getByRole('link', { name: 'Sign in again (opens a new tab)' })).toHaveAttribute('href', '/edit');
  });

  it('keeps the upload dialog open with its alert when the session ended during an upload', async () => {
    const api = onLiveSite([]);
    const { user, dialog } = await openMedia();
    await within(dialog).findByText(/No image has been uploaded yet/);
    api.signedIn = false;
    fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [new File(['GIF89a'], 'dot.gif', { type: 'image/gif' })] } });
    const upload = screen.getByRole('dialog', { name: 'Upload an image' });
    await user.click(within(upload).getByRole('checkbox', { name: 'Decorative' }));
    await user.click(within(upload).getByRole('button', { name: 'Upload' }));
    const alert = await within(upload).findByRole('alert');
    expect(alert).toHaveTextContent('Your session has ended. Sign in again to save or publish');
    expect(within(upload).getAllByRole('alert')).toHaveLength(1);
    expect(within(upload).getByRole('button', { name: 'Upload' })).not.toHaveAttribute('aria-disabled');
    expect(api.sent('POST', '/media?name=dot.gif&alt=')).toHaveLength(1);
  });

  it("opens in the dev server too, on its API's /__editor/media", async () => {
    const api = fakeApi(testSite());
    api.media.items = [office];
    const { dialog } = await openMedia();
    expect(await names(dialog)).toEqual(['office.png']);
  });

  it('has no axe violations (contrast is checked in the browser)', async () => {
    onLiveSite();
    const { view, dialog } = await openMedia();
    await cardsIn(dialog);
    const result = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
