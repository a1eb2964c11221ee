import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/generated/site';
import { testSite } from '../../state/test-site';
import { fakeApi } from '../../../test/editor/fake-api';
import { openEditor } from '../../../test/editor/open-editor';
import { libraryItem } from '../../../test/editor/fake-media';
import { withObjectUrls } from '../../../test/editor/object-urls';

// The preview is an iframe of its own (src/editor/preview), tested there.
vi.mock('@/editor/preview/preview-frame', () => ({ PreviewFrame: () => <p>preview</p> }));

const liveUrls = withObjectUrls();
const before = { src: '/images/hero.svg', alt: 'Dashboard of a product', width: 640, height: 560 };

/** The test site with a hero image: the field Upload fills. */
function siteWithHeroImage(): Site {
  const site = testSite();
  Object.assign(site.pages[0]!.sections[0]!, { image: before });
  return site;
}

// a real picture, 1200 × 800, as a phone or a designer would send one
const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c8f169' } })
  .png()
  .toBuffer();
const photo = () => new File([new Uint8Array(png)], 'team-photo.png', { type: 'image/png' });

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  localStorage.clear();
  api = fakeApi(siteWithHeroImage());
});
afterEach(() => vi.unstubAllGlobals());

/** The editor with the hero selected: its Image group, and the hidden file input its Upload opens. */
async function heroImage() {
  const { user, view, sections } = await openEditor();
  const hero = await within(sections).findByRole('button', { name: /^Hero/ });
  await user.click(hero);
  const form = screen.getByRole('region', { name: 'Properties' });
  const image = await within(form).findByRole('group', { name: 'Image' });
  const source = within(image).getByRole('group', { name: 'Source' });
  const input = source.querySelector<HTMLInputElement>('input[type="file"]')!;
  const upload = within(source).getByRole('button', { name: 'Upload Image' });
  /** Upload, then a file picked in the browser's picker (which jsdom has not): the input's change */
  const pick = async (file: File) => {
    await user.click(upload);
    fireEvent.change(input, { target: { files: [file] } });
  };
  return { user, view, image, source, input, upload, pick };
}

/** What the Image group holds: its file, alt text and size, as the form shows them. */
const fieldValues = (image: HTMLElement) => ({
  src: within(image).getByRole('group', { name: 'Source' }).querySelector('span')?.textContent,
  alt: (within(image).getByRole('textbox', { name: /^Alternative text/ }) as HTMLInputElement).value,
  width: (within(image).getByRole('spinbutton', { name: /^Width/ }) as HTMLInputElement).value,
  height: (within(image).getByRole('spinbutton', { name: /^Height/ }) as HTMLInputElement).value,
});
const unchanged = { src: before.src, alt: before.alt, width: '640', height: '560' };
const saveStatus = () => within(screen.getByRole('banner')).getByText(/unsaved|^saved|saving/i, { selector: '[role="status"]' });

describe('Upload in an image field', { timeout: 30_000 }, () => {
  it('opens the upload dialog with the picture; Upload asks for the alternative text unless Decorative is ticked', async () => {
    const { user, image, input, upload, pick } = await heroImage();
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif,image/gif');
    await pick(photo());
    const dialog = screen.getByRole('dialog', { name: 'Upload an image' });
    const preview = within(dialog).getByRole('img', { name: 'The picture in team-photo.png' });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    expect(dialog).toHaveTextContent(/team-photo\.png, 1\d(\.\d)? KB/);
    const alt = within(dialog).getByRole('textbox', { name: 'Alternative text' });
    expect(alt).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(api.media.uploads).toEqual([]);
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(alt).toHaveAccessibleDescription(/Write the alternative text.*tick Decorative instead, which leaves the alternative text empty on purpose\./);
    expect(alt).toHaveFocus();

    // Decorative: an empty alt on purpose, and the field shows it cannot be typed into
    await user.click(within(dialog).getByRole('checkbox', { name: 'Decorative' }));
    expect(alt).toBeDisabled();
    expect(alt).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.media.uploads).toEqual([{ name: 'team-photo.png', alt: '', type: 'image/png', bytes: png.length }]);
    expect(fieldValues(image)).toEqual({ src: api.media.items[0]!.src, alt: '', width: '1200', height: '800' });
    expect(upload).toHaveFocus();
    // the picture's object URL was let go with the dialog
    expect(liveUrls.size).toBe(0);
  });

  it("shows a refusal's message in the dialog, keeps what was typed, and changes nothing", async () => {
    const { user, image, pick } = await heroImage();
    // an executable renamed .jpg: the server reads its bytes and refuses it
    await pick(new File(['MZ\x90\x00 this program cannot be run in DOS mode'], 'holiday.jpg', { type: 'image/jpeg' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload an image' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Alternative text' }), 'Our beach day');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('holiday.jpg is not a JPEG, PNG, WebP, AVIF or GIF image. Choose a photo or picture in one of those formats.');
    expect(screen.getByRole('dialog', { name: 'Upload an image' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Alternative text' })).toHaveValue('Our beach day');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).not.toHaveAttribute('aria-disabled');

    // a limit of the server's, said in its words
    api.media.nextUpload = { status: 413, body: { message: 'The file is 16 MB; the limit is 15 MB. Make it smaller and upload it again.' } };
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('The file is 16 MB; the limit is 15 MB. Make it smaller and upload it again.'));
    expect(api.media.uploads.map((sent) => sent.alt)).toEqual(['Our beach day', 'Our beach day']);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fieldValues(image)).toEqual(unchanged);
    expect(saveStatus()).toHaveTextContent('No unsaved changes');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('sets src, alt, width and height from the answer in one change, which one Undo takes back', async () => {
    const { user, image, source, pick } = await heroImage();
    await pick(photo());
    const dialog = screen.getByRole('dialog', { name: 'Upload an image' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Alternative text' }), '  Our team at work ');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const src = api.media.items[0]!.src;
    expect(src).toMatch(/^\/media\/[0-9a-f]{16}-1200x800\.jpg$/);
    expect(fieldValues(image)).toEqual({ src, alt: 'Our team at work', width: '1200', height: '800' });
    expect(within(source).getByRole('status')).toHaveTextContent('Uploaded team-photo.png (1200 × 800 pixels): the field shows it now.');
    // the thumbnail is the upload's smallest WebP, not the original
    expect(source.querySelector('img')).toHaveAttribute('src', src.replace('.jpg', '-w320.webp'));
    expect(saveStatus()).toHaveTextContent('Unsaved changes');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(fieldValues(image)).toEqual(unchanged);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(fieldValues(image)).toEqual({ src, alt: 'Our team at work', width: '1200', height: '800' });

    // the upload is among the choices now, by its file name, and chosen
    await user.click(within(source).getByRole('button', { name: 'Choose Source' }));
    const choices = within(source).getByRole('radiogroup', { name: 'Choose Source' });
    await waitFor(() => expect(within(choices).getByRole('radio', { name: 'team-photo.png' })).toBeChecked());
    // choosing a public file again: the size stays the field's to set
    await user.click(within(choices).getByRole('radio', { name: '/images/hero.svg' }));
    expect(fieldValues(image).src).toBe('/images/hero.svg');
  });

  it('is busy while the upload travels; Cancel then drops its answer; the same picture again is the one stored', async () => {
    const { user, image, source, pick } = await heroImage();
    let release = () => {};
    api.media.hold = new Promise<void>((resolve) => (release = resolve));
    await pick(photo());
    let dialog = screen.getByRole('dialog', { name: 'Upload an image' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Alternative text' }), 'Our team at work');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const busy = within(dialog).getByRole('button', { name: 'Uploading…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(dialog.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Uploading team-photo.png…');
    await user.click(busy);
    await waitFor(() => expect(api.media.uploads).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    release();
    await waitFor(() => expect(api.media.items).toHaveLength(1));
    // one upload: the busy button sent nothing more
    expect(api.media.uploads).toHaveLength(1);
    // the server stored it, but the field was left as it was
    expect(fieldValues(image)).toEqual(unchanged);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

    api.media.hold = null;
    await pick(photo());
    dialog = screen.getByRole('dialog', { name: 'Upload an image' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Decorative' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(within(source).getByRole('status')).toHaveTextContent('team-photo.png was already in the library: the field shows it now.'));
    expect(fieldValues(image)).toEqual({ src: api.media.items[0]!.src, alt: '', width: '1200', height: '800' });
  });

  it("lists the library's uploads first in Choose, by file name, once also when the schema lists them; choosing one takes its size", async () => {
    const office = libraryItem('office.png', { alt: 'Desks by the window', width: 1600, height: 900 });
    api.media.items = [office, libraryItem('team.jpg', { width: 800, height: 800 })];
    // the server's schema lists uploads among the image files too
    ((api.schemas.blocks.hero!.schema as { $defs: Record<string, { enum: string[] }> }).$defs.imageFile!.enum).push(office.src);
    const { user, image, source } = await heroImage();
    await user.click(within(source).getByRole('button', { name: 'Choose Source' }));
    const choices = within(source).getByRole('radiogroup', { name: 'Choose Source' });
    await waitFor(() => expect(within(choices).getAllByRole('radio').slice(0, 3).map((radio) => radio.getAttribute('value'))).toEqual([office.src, api.media.items[1]!.src, expect.stringMatching(/^\/(?!media\/)/)]));
    expect(within(choices).getAllByRole('radio', { name: 'office.png' })).toHaveLength(1);
    expect(within(choices).queryByRole('radio', { name: office.src })).not.toBeInTheDocument();
    // the filter finds it by its alt text too
    await user.type(within(source).getByRole('searchbox', { name: 'Filter files' }), 'window');
    expect(within(choices).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([office.src]);
    await user.click(within(choices).getByRole('radio', { name: 'office.png' }));
    expect(fieldValues(image)).toEqual({ src: office.src, alt: before.alt, width: '1600', height: '900' });
  });

  it('takes a file dropped on the field; Cancel sends nothing and gives the focus back to Upload', async () => {
    const { image, source, upload } = await heroImage();
    const dataTransfer = { types: ['Files'], files: [photo()], dropEffect: 'none' };
    fireEvent.dragEnter(source, { dataTransfer });
    expect(source).toHaveTextContent('Drop the image to upload it into this field.');
    fireEvent.dragOver(source, { dataTransfer });
    fireEvent.drop(source, { dataTransfer });
    expect(source).not.toHaveTextContent('Drop the image');
    const dialog = screen.getByRole('dialog', { name: 'Upload an image' });
    expect(within(dialog).getByRole('img', { name: 'The picture in team-photo.png' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(upload).toHaveFocus();
    expect(api.media.uploads).toEqual([]);
    expect(fieldValues(image)).toEqual(unchanged);
    // text dragged over the field is no upload
    fireEvent.dragEnter(source, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(source).not.toHaveTextContent('Drop the image');
  });

  it('has no axe violations in the field and the dialog (contrast is checked in the browser)', async () => {
    const { user, view, pick } = await heroImage();
    await pick(photo());
    const dialog = screen.getByRole('dialog', { name: 'Upload an image' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const result = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
