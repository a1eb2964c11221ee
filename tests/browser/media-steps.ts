import sharp from 'sharp';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { mediaLabels } from '../../src/editor/ui/upload/media-labels.ts';
import type { MediaItem } from '../../src/server/db/media-store.ts';

// The steps of an upload as an editor takes them, alike in `npm run edit` and on the live site.

export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Selects the home page's hero: its Image group, with Choose and Upload. */
export async function heroImageField(page: Page): Promise<Locator> {
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: /^Hero/ }).click();
  const group = page.getByRole('region', { name: 'Properties' }).getByRole('group', { name: 'Image', exact: true });
  await group.waitFor();
  return group;
}

export const uploadDialog = (page: Page) => page.getByRole('dialog', { name: mediaLabels.uploadTitle });

/** Presses `button` (an Upload) and gives `file` to the file picker it opens: the upload dialog shows it. */
export async function pickFile(page: Page, button: Locator, file: PickedFile): Promise<Locator> {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
  const dialog = uploadDialog(page);
  await dialog.waitFor();
  return dialog;
}

/** The server's answer to the next upload (POST `${api}/media`), its status and body. */
export function nextUploadAnswer(page: Page, api: string): Promise<{ status: number; body: { item?: MediaItem; stored?: boolean; message?: string } }> {
  return page
    .waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `${api}/media`)
    .then(async (response) => ({ status: response.status(), body: (await response.json()) as { item?: MediaItem; message?: string } }));
}

/** Types `alt` into the dialog's Alternative text and presses its Upload: the server's answer. */
export async function sendUpload(page: Page, dialog: Locator, api: string, alt: string) {
  await dialog.getByRole('textbox', { name: mediaLabels.alt }).fill(alt);
  const answer = nextUploadAnswer(page, api);
  await dialog.getByRole('button', { name: mediaLabels.send, exact: true }).click();
  return answer;
}

/** The dialog's preview of the picked file has been decoded by the browser: the picture is shown, not a broken image. */
export async function expectPreviewShown(dialog: Locator, name: string): Promise<void> {
  const preview = dialog.getByRole('img', { name: mediaLabels.previewOf(name) });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await dialog.getByText(new RegExp(`^${name}, `)).waitFor();
}

/** The Image group shows `src` as its file and holds the object's alt text and size. */
export async function expectImageField(group: Locator, image: { src: string; alt: string; width: number; height: number }): Promise<void> {
  await group.getByRole('group', { name: 'Source' }).getByText(image.src, { exact: true }).waitFor();
  expect({
    alt: await group.getByRole('textbox', { name: /^Alternative text/ }).inputValue(),
    width: Number(await group.getByRole('spinbutton', { name: /^Width/ }).inputValue()),
    height: Number(await group.getByRole('spinbutton', { name: /^Height/ }).inputValue()),
  }).toEqual({ alt: image.alt, width: image.width, height: image.height });
}

/** The field's thumbnail of `src` is loaded: the server made and served its smallest variant. */
export async function expectThumbnailLoaded(group: Locator): Promise<void> {
  const thumbnail = group.getByRole('group', { name: 'Source' }).locator('img');
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
}

/** Whatever image format: no EXIF block, and none of the phone's strings anywhere in the bytes. */
export async function expectNoExif(bytes: Buffer, strings: string[], what: string): Promise<void> {
  expect((await sharp(bytes).metadata()).exif, `EXIF in ${what}`).toBeUndefined();
  for (const text of strings) expect(bytes.includes(Buffer.from(text, 'latin1')), `"${text}" in ${what}`).toBe(false);
}
