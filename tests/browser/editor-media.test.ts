// Uploads in `npm run edit`: the dev server on a temporary copy of site.json, its uploads in a temporary
// folder (MEDIA_DIR, as devServerOnCopy sets it): an upload lands there cleaned, never in the repository's
// public/media, the preview shows it, and the draft's save writes its /media/ path into the copy.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { publicDir } from '../../scripts/lib/paths.ts';
import { mediaLabels } from '../../src/editor/ui/upload/media-labels.ts';
import { mediaBase, parseMediaSrc } from '../../src/shared/media.ts';
import { exifStrings, phonePhoto } from '../../src/server/test/test-images.ts';
import { sharedBrowser, trackSteps } from './chromium.ts';
import { editorStatus, lineDiff, openEditor } from './editor-page.ts';
import { expectImageField, expectNoExif, expectPreviewShown, expectThumbnailLoaded, heroImageField, pickFile, sendUpload } from './media-steps.ts';
import { devServerOnCopy } from './vite-dev.ts';

const alt = 'Fishing boats moored in the old port at dusk';

describe.skipIf(!inject('browserTests'))('uploads in npm run edit', () => {
  const dev = devServerOnCopy('editor-media-');
  const browser = sharedBrowser();
  let originalFile: string;
  beforeAll(() => {
    originalFile = path.join(path.dirname(dev.siteFile()), 'original.json');
    writeFileSync(originalFile, readFileSync(dev.siteFile()));
  });

  it('uploads a phone photo into the hero: cleaned into the media folder, shown in the preview, its path saved into site.json', async () => {
    const step = trackSteps();
    const { page, errors } = await openEditor(browser(), dev.url());
    const field = await heroImageField(page);

    step('the upload');
    const dialog = await pickFile(page, field.getByRole('button', { name: mediaLabels.uploadInto('Image') }), { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
    await expectPreviewShown(dialog, 'IMG_2041.jpg');
    const answer = await sendUpload(page, dialog, '/__editor', alt);
    expect(answer.status).toBe(201);
    const item = answer.body.item!;
    expect(parseMediaSrc(item.src)).toMatchObject({ width: 600, height: 800, ext: 'jpg' });
    await dialog.waitFor({ state: 'hidden' });
    await expectImageField(field, { src: item.src, alt, width: 600, height: 800 });
    await expectThumbnailLoaded(field);

    step('the file: in the media folder, without EXIF, not in the repository');
    const name = item.src.slice(mediaBase.length);
    expect(readdirSync(dev.mediaDir())).toEqual([name]);
    await expectNoExif(readFileSync(path.join(dev.mediaDir(), name)), exifStrings, name);
    expect(existsSync(path.join(publicDir, 'media', name))).toBe(false);

    step('the preview shows it');
    const pictured = page.frameLocator('iframe[title="Preview"]').getByRole('img', { name: alt });
    await expect.poll(() => pictured.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);

    step('saved: site.json names it, and nothing else changed');
    await page.keyboard.press('Control+s');
    await editorStatus(page, 'Saved').waitFor({ timeout: 30_000 });
    const diff = lineDiff(originalFile, dev.siteFile());
    expect(diff.added.map((line) => line.trim()), diff.text).toEqual([`"src": "${item.src}",`, `"alt": "${alt}",`, '"width": 600,', '"height": 800']);
    // the old picture's Hindi description goes with it: the new one is listed as awaiting its Hindi
    expect(diff.removed.map((line) => line.trim()), diff.text).toEqual(['"src": "/images/hero.svg",', expect.stringMatching(/^"alt": /), '"width": 640,', '"height": 560,', '"translations": {', '"hi": {', expect.stringMatching(/^"alt": /), '}', '}']);

    step('Media lists it as used on /');
    await page.getByRole('button', { name: mediaLabels.media, exact: true }).click();
    const library = page.getByRole('dialog', { name: mediaLabels.mediaTitle });
    const card = library.getByRole('list', { name: mediaLabels.images }).getByRole('listitem');
    await card.getByText(mediaLabels.usedOn(['/']), { exact: true }).waitFor();
    expect(await card.count()).toBe(1);
    expect(errors()).toEqual([]);
  }, 180_000);
});
