// Uploads on the live site, in Chromium: an editor signed in on one of two instances sharing
// a throwaway PostgreSQL uploads a phone photo into the home hero and publishes it; the other instance serves `/`
// with it and no EXIF in any byte; Media lists it as used on / and refuses to delete it.
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mediaLabels } from '../../src/editor/ui/upload/media-labels.ts';
import { parseMediaSrc, parseVariantSrc, variantSrc, variantWidths } from '../../src/shared/media.ts';
import { exifStrings, phonePhoto, plainJpeg, svgWithScript } from '../../src/server/test/test-images.ts';
import { send } from '../../src/server/test/test-editor-server.ts';
import { postgresForTests } from '../../src/server/test/test-postgres.ts';
import { openPage, sharedBrowser, trackSteps } from './chromium.ts';
import { editorPassword, originalSite, publishDraft, signIn, instancesOnPostgres, type Instance } from './live-site.ts';
import { expectImageField, expectNoExif, expectPreviewShown, expectThumbnailLoaded, heroImageField, pickFile, sendUpload, uploadDialog } from './media-steps.ts';

const api = '/edit/api';
const heroBefore = (JSON.parse(originalSite) as { pages: { sections: { image: { src: string; alt: string; width: number; height: number } }[] }[] }).pages[0]!.sections[0]!.image;
// no word of it is in the file's name: a search that finds it searched the alt text
const alt = 'Fishing boats moored in the old port at dusk';

/** Every URL an <img> and the <source>s of its <picture> name (src and each srcset candidate), as paths. */
const namedPaths = (page: Page, name: string) =>
  page.getByRole('img', { name }).evaluate((img: HTMLImageElement) => {
    const sets = [img.getAttribute('srcset'), ...[...(img.closest('picture')?.querySelectorAll('source') ?? [])].map((source) => source.getAttribute('srcset'))];
    const candidates = sets.flatMap((set) => (set ? set.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!) : []));
    return [img.getAttribute('src')!, ...candidates].map((url) => new URL(url, location.href).pathname);
  });

/** The bytes of every /media/ file the page loads from now on, by path. */
function mediaLoaded(page: Page) {
  const bodies: Promise<[string, Buffer]>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/media/') && response.ok()) bodies.push(response.body().then((body) => [pathname, body]));
  });
  return async () => new Map(await Promise.all(bodies));
}

describe.skipIf(!inject('browserTests') || !postgresForTests())('uploads on the live site, two instances sharing PostgreSQL', () => {
  const browser = sharedBrowser();
  const instances = instancesOnPostgres(2);

  it('uploads a phone photo into the home hero, publishes it, serves it from both without EXIF, lists it in Media as used on / and refuses to delete it', async () => {
    const step = trackSteps();
    const [first, second] = instances() as [Instance, Instance];
    const { page, errors } = await openPage(browser(), { ownContext: true, reducedMotion: true });
    await signIn(page, first.url, 'ann@example.com', editorPassword);
    const field = await heroImageField(page);
    const upload = field.getByRole('button', { name: mediaLabels.uploadInto('Image') });

    step('an SVG with a script: the server refuses it, the dialog says why, the field is unchanged');
    let dialog = await pickFile(page, upload, { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svgWithScript });
    const refused = await sendUpload(page, dialog, api, 'Our logo');
    expect(refused.status).toBe(415);
    expect(refused.body.message).toMatch(/SVG/);
    await dialog.getByRole('alert').filter({ hasText: refused.body.message! }).waitFor();
    await dialog.getByRole('button', { name: mediaLabels.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectImageField(field, heroBefore);

    step('the phone photo: shown in the dialog, refused without alternative text, then uploaded');
    const photo = await phonePhoto();
    // what the server must take out
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    dialog = await pickFile(page, upload, { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expectPreviewShown(dialog, 'IMG_2041.jpg');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === `${api}/media`) sent.push(request.url());
    });
    await dialog.getByRole('button', { name: mediaLabels.send, exact: true }).click();
    await dialog.getByText(mediaLabels.altRequired).waitFor();
    expect(await dialog.getByRole('textbox', { name: mediaLabels.alt }).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    const answer = await sendUpload(page, dialog, api, alt);
    expect(answer.status).toBe(201);
    const item = answer.body.item!;
    // stored upright (the phone held it sideways: orientation 6), as a JPEG named by its content
    expect(parseMediaSrc(item.src)).toMatchObject({ width: 600, height: 800, ext: 'jpg' });
    await dialog.waitFor({ state: 'hidden' });
    await expectImageField(field, { src: item.src, alt, width: 600, height: 800 });
    await field.getByRole('status').filter({ hasText: mediaLabels.uploaded('IMG_2041.jpg', 600, 800) }).waitFor();
    await expectThumbnailLoaded(field);

    step('its description in Hindi: the old one described the picture it replaced, so it is missing until written');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
    const missing = page.getByRole('region', { name: 'Missing translations (Hindi)' });
    // the one text missing on the page: the hero image's
    await expect.poll(() => missing.getByRole('button').allTextContents()).toEqual([expect.stringMatching(/^Section 1 “Hero” › Image › /)]);
    await missing.getByRole('button').first().click();
    const hindiAlt = page.locator(':focus');
    await expect.poll(() => hindiAlt.getAttribute('lang')).toBe('hi');
    await hindiAlt.fill('शाम को पुराने बंदरगाह में बँधी मछुआरों की नावें');
    await missing.getByText(/^Every text of .* is translated into Hindi\.$/).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('en');

    step('saved with Ctrl+S and published');
    await page.keyboard.press('Control+s');
    await page.getByRole('status').filter({ hasText: /^Draft saved, not published/ }).waitFor();
    await publishDraft(page);

    step('/ on the other instance: the hero is the upload, and no byte the browser loaded has EXIF');
    await expect.poll(async () => (await send(`${second.url}/`, { headers: { accept: 'text/html' } })).text.includes(item.src.replace(/\.jpg$/, '')), { timeout: 10_000 }).toBe(true);
    // and the Hindi home page describes it in Hindi
    expect((await send(`${second.url}/hi/`, { headers: { accept: 'text/html' } })).text).toContain('alt="शाम को पुराने बंदरगाह में बँधी मछुआरों की नावें"');
    const visitor = await openPage(browser(), { ownContext: true });
    const loaded = mediaLoaded(visitor.page);
    await visitor.page.goto(`${second.url}/`);
    const hero = visitor.page.getByRole('img', { name: alt });
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
    const current = await hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    const named = await namedPaths(visitor.page, alt);
    const stem = item.src.replace(/\.jpg$/, '');
    const ofTheUpload = (path: string) => path === item.src || parseVariantSrc(path)?.stem === stem;
    expect(named.filter((path) => !ofTheUpload(path)), `${named.join(', ')} name only the upload`).toEqual([]);
    expect(ofTheUpload(current), current).toBe(true);
    const bytes = await loaded();
    expect(bytes.has(current), `the browser loaded ${current}`).toBe(true);
    for (const [path, body] of bytes) await expectNoExif(body, exifStrings, `${path} as the browser loaded it`);
    // and every file of the upload that any browser may pick: the original, each variant, whatever the page names
    const media = parseMediaSrc(item.src)!;
    const variants = variantWidths(media.width).flatMap((width) => (['avif', 'webp', 'jpg'] as const).map((format) => variantSrc(media, width, format)));
    for (const path of new Set([item.src, ...variants, ...named])) {
      const response = await fetch(`${second.url}${path}`);
      expect(response.status, path).toBe(200);
      await expectNoExif(Buffer.from(await response.arrayBuffer()), exifStrings, path);
    }

    step('Media: a second image from its own Upload, both listed, searchable by alt text');
    await page.getByRole('button', { name: mediaLabels.media, exact: true }).click();
    const library = page.getByRole('dialog', { name: mediaLabels.mediaTitle });
    const cards = library.getByRole('list', { name: mediaLabels.images }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(1);
    dialog = await pickFile(page, library.getByRole('button', { name: mediaLabels.upload, exact: true }), { name: 'desk.jpg', mimeType: 'image/jpeg', buffer: await plainJpeg() });
    expect((await sendUpload(page, dialog, api, 'A tidy desk by a window')).status).toBe(201);
    await uploadDialog(page).waitFor({ state: 'hidden' });
    await library.getByRole('status').filter({ hasText: mediaLabels.uploadedToLibrary('desk.jpg') }).waitFor();
    // the refused SVG was never stored
    await expect.poll(() => cards.count()).toBe(2);
    const photoCard = cards.filter({ has: page.getByRole('heading', { name: 'IMG_2041.jpg' }) });
    const deskCard = cards.filter({ has: page.getByRole('heading', { name: 'desk.jpg' }) });
    await photoCard.getByText(`${mediaLabels.pixels(600, 800)} · `).waitFor();
    await photoCard.getByText(mediaLabels.altText(alt), { exact: true }).waitFor();
    await photoCard.getByText(mediaLabels.usedOn(['/']), { exact: true }).waitFor();
    await deskCard.getByText(mediaLabels.usedOn([]), { exact: true }).waitFor();
    const search = library.getByRole('searchbox', { name: mediaLabels.search });
    await search.fill('moored');
    await library.getByRole('status').filter({ hasText: mediaLabels.count(1, 2) }).waitFor();
    expect(await cards.getByRole('heading').allInnerTexts()).toEqual(['IMG_2041.jpg']);
    await search.fill('no picture has these words');
    await library.getByText(mediaLabels.noMatch).waitFor();
    await search.fill('');

    step('Delete: refused for the photo, naming /; done for the unused desk');
    await photoCard.getByRole('button', { name: mediaLabels.deleteName('IMG_2041.jpg') }).click();
    await page.getByRole('dialog', { name: mediaLabels.deleteTitle('IMG_2041.jpg') }).getByRole('button', { name: mediaLabels.delete, exact: true }).click();
    const inUse = library.getByRole('alert').filter({ hasText: item.src });
    await inUse.waitFor();
    expect(await inUse.innerText()).toMatch(/ is used on \/ /);
    expect(await inUse.getByRole('listitem').allInnerTexts()).toEqual(['/']);
    expect((await fetch(`${first.url}${item.src}`)).status).toBe(200);
    await deskCard.getByRole('button', { name: mediaLabels.deleteName('desk.jpg') }).click();
    await page.getByRole('dialog', { name: mediaLabels.deleteTitle('desk.jpg') }).getByRole('button', { name: mediaLabels.delete, exact: true }).click();
    await library.getByRole('status').filter({ hasText: mediaLabels.deleted('desk.jpg') }).waitFor();
    await expect.poll(() => cards.count()).toBe(1);
    await photoCard.waitFor();

    // refusals answer 415 and 409, which the console reports as failed loads: nothing else went wrong
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
    expect(visitor.errors).toEqual([]);
  }, 240_000);
});
