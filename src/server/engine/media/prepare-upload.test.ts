// @vitest-environment node
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaSrc } from '../../../shared/media.ts';
import { MediaRefusal } from './media-refusal.ts';
import { defaultMaxPixels, prepareUpload } from './prepare-upload.ts';
import { alphaPng, animation, avifImage, declaredPng, executable, exifStrings, hasGpsBlock, heicLike, phonePhoto, plainJpeg, svgWithScript, webpImage } from '../../test/test-images.ts';

const megabyte = 1_048_576;
const limits = { maxBytes: 15 * megabyte, maxPixels: defaultMaxPixels };

async function refusal(upload: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await upload.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof MediaRefusal)) throw new Error(`expected a MediaRefusal, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

const firstPixel = async (bytes: Buffer) => [...(await sharp(bytes).raw().toBuffer()).subarray(0, 3)];

describe('prepareUpload: what is kept of a photo', () => {
  it('removes EXIF, GPS, the serial number and the colour profile of a phone photo and applies its orientation', async () => {
    const photo = await phonePhoto({ width: 800, height: 600, orientation: 6 });
    const before = await sharp(photo).metadata();
    // the test image carries what it should
    expect([before.orientation, before.width, before.height, Boolean(before.exif), Boolean(before.icc)]).toEqual([6, 800, 600, true, true]);
    expect(exifStrings.filter((text) => photo.includes(text))).toEqual(exifStrings);
    expect(hasGpsBlock(before.exif!)).toBe(true);

    const upload = await prepareUpload(photo, 'IMG_2041.JPG', limits);
    expect([upload.width, upload.height, upload.type]).toEqual([600, 800, 'image/jpeg']);
    const after = await sharp(upload.bytes).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 600, height: 800 });
    expect([after.exif, after.icc, after.xmp, after.iptc, after.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(exifStrings.filter((text) => upload.bytes.includes(text))).toEqual([]);
    expect(upload.sha256).toBe(createHash('sha256').update(upload.bytes).digest('hex'));
    expect(upload.src).toBe(mediaSrc(upload.sha256, 600, 800, 'jpg'));
    expect(upload.fileName).toBe('IMG_2041.JPG');
  });

  it('converts a Display P3 photo to sRGB before dropping its profile, so that its colours stay right', async () => {
    const green = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 255, b: 0 } } }).withIccProfile('p3').jpeg({ quality: 100 }).toBuffer();
    // read without the profile, the stored P3 numbers are a dull green
    expect([...(await sharp(green, { ignoreIcc: true }).raw().toBuffer()).subarray(0, 3)]).toEqual([117, 251, 76]);
    const upload = await prepareUpload(green, 'green.jpg', limits);
    expect((await sharp(upload.bytes).metadata()).icc).toBeUndefined();
    const [r, g, b] = await firstPixel(upload.bytes);
    expect(r).toBeLessThan(10);
    expect(g).toBeGreaterThan(245);
    expect(b).toBeLessThan(10);
  });

  it('gives the same bytes and path for the same file', async () => {
    const photo = await phonePhoto({ width: 300, height: 200 });
    const [one, two] = await Promise.all([prepareUpload(photo, 'a.jpg', limits), prepareUpload(photo, 'b.jpg', limits)]);
    expect(two.src).toBe(one.src);
    expect(two.bytes.equals(one.bytes)).toBe(true);
  });

  it('stores a PNG whose transparency is used as PNG, one with an unused alpha channel as JPEG', async () => {
    const seeThrough = await prepareUpload(await alphaPng({ alpha: 0.5 }), 'logo.png', limits);
    expect([seeThrough.type, seeThrough.src.endsWith('-64x48.png')]).toEqual(['image/png', true]);
    expect((await sharp(seeThrough.bytes).metadata()).hasAlpha).toBe(true);
    const opaque = await prepareUpload(await alphaPng({ alpha: 1 }), 'banner.png', limits);
    expect([opaque.type, opaque.src.endsWith('-64x48.jpg')]).toEqual(['image/jpeg', true]);
    // one pixel short of opaque, in the last row, is transparency used
    const pixels = Buffer.alloc(64 * 48 * 4, 255);
    pixels[pixels.length - 1] = 254;
    const onePixel = await prepareUpload(await sharp(pixels, { raw: { width: 64, height: 48, channels: 4 } }).png().toBuffer(), 'mark.png', limits);
    expect(onePixel.type).toBe('image/png');
  });

  it('takes the first frame of an animated GIF (as PNG) and of an animated WebP', async () => {
    const gif = await animation('gif');
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(3);
    const fromGif = await prepareUpload(gif, 'dance.gif', limits);
    expect([fromGif.type, fromGif.width, fromGif.height]).toEqual(['image/png', 40, 30]);
    expect((await sharp(fromGif.bytes).metadata()).pages).toBeUndefined();
    expect(await firstPixel(fromGif.bytes)).toEqual([255, 0, 0]);

    const webp = await animation('webp');
    expect((await sharp(webp, { animated: true }).metadata()).pages).toBe(3);
    const fromWebp = await prepareUpload(webp, 'dance.webp', limits);
    expect([fromWebp.type, fromWebp.width, fromWebp.height]).toEqual(['image/jpeg', 40, 30]);
    const [r, g, b] = await firstPixel(fromWebp.bytes);
    expect(r).toBeGreaterThan(240);
    expect(g! + b!).toBeLessThan(30);
  });

  it('accepts WebP and AVIF, stored as JPEG', async () => {
    for (const bytes of [await webpImage(), await avifImage()]) {
      const upload = await prepareUpload(bytes, 'picture', limits);
      expect([upload.type, upload.width, upload.height]).toEqual(['image/jpeg', 200, 100]);
    }
  });
});

describe('prepareUpload: what is refused, and why', () => {
  it('refuses a file over the size limit first, naming both sizes in MB', async () => {
    const sixteen = Buffer.alloc(16 * megabyte, 1);
    expect(await refusal(prepareUpload(sixteen, '../bad\0name.svg', limits))).toEqual({
      status: 413,
      message: 'This file is 16 MB, over the 15 MB an upload can be. Save the image smaller (for example as a JPEG at most 4,000 pixels wide) and upload it again.',
    });
    // one byte over reads as over, never as the limit itself
    expect((await refusal(prepareUpload(Buffer.alloc(15 * megabyte + 1), 'a.jpg', limits))).message).toMatch(/^This file is 15\.1 MB, over the 15 MB/);
  });

  it('refuses a file name that is a path, has a NUL or another control or bidi character, is empty or is over 255 characters', async () => {
    const jpeg = await plainJpeg();
    const cases: [string, RegExp][] = [
      ['../../etc/passwd.jpg', /looks like a folder path/],
      ['photos\\team.jpg', /looks like a folder path/],
      ['..', /looks like a folder path/],
      ['team\0.jpg', /invisible or control characters/],
      ['team\n.jpg', /invisible or control characters/],
      ['photo\u202Egpj.exe', /invisible or control characters/],
      ['bad\uD800.jpg', /invisible or control characters/],
      ['', /has no name/],
      ['   ', /has no name/],
      [`${'x'.repeat(296)}.jpg`, /is 300 characters long; it can be at most 255/],
    ];
    for (const [name, message] of cases) {
      const refused = await refusal(prepareUpload(jpeg, name, limits));
      expect(refused.status, name).toBe(422);
      expect(refused.message, name).toMatch(message);
      expect(refused.message).toMatch(/Rename the file to a plain name such as team-photo\.jpg and upload it again\.$/);
    }
    // a name refused ahead of its content
    expect((await refusal(prepareUpload(svgWithScript, '../logo.svg', limits))).status).toBe(422);
    const fine = await prepareUpload(jpeg, ` Équipe: été 2026 (final) 📷 ${'x'.repeat(200)}.jpg `, limits);
    expect(fine.fileName).toBe(`Équipe: été 2026 (final) 📷 ${'x'.repeat(200)}.jpg`);
    // 255 characters, one of them an emoji (two UTF-16 units): the limit counts characters
    const longest = `📷${'x'.repeat(250)}.jpg`;
    expect((await prepareUpload(jpeg, longest, limits)).fileName).toBe(longest);
  });

  it('refuses an SVG, saying why and what to do', async () => {
    expect(await refusal(prepareUpload(svgWithScript, 'logo.svg', limits))).toEqual({
      status: 415,
      message: 'SVG files are not accepted as uploads, because an SVG can carry scripts. Export the picture as a PNG and upload that, or ask a developer to add the SVG to the site’s public/ folder.',
    });
  });

  it('refuses an executable named .jpg, a HEIC photo and a PDF by their bytes', async () => {
    const notAnImage = { status: 415, message: 'This file is not an image the site accepts. Upload a JPEG, PNG, WebP, AVIF or GIF image instead.' };
    expect(await refusal(prepareUpload(executable(), 'holiday.jpg', limits))).toEqual(notAnImage);
    expect(await refusal(prepareUpload(Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'flyer.png', limits))).toEqual(notAnImage);
    const heic = await refusal(prepareUpload(heicLike, 'IMG_1234.jpg', limits));
    expect(heic.status).toBe(415);
    expect(heic.message).toMatch(/^HEIC photos \(the iPhone’s own format\) are not accepted\. Export the photo as a JPEG/);
  });

  it('refuses an image over 50 megapixels from its header, before decoding a pixel', async () => {
    const bomb = declaredPng(8_000, 7_500);
    expect(bomb.length).toBeLessThan(500);
    expect(await refusal(prepareUpload(bomb, 'poster.png', limits))).toEqual({
      status: 422,
      message: 'This image is 8,000 × 7,500 pixels (60 megapixels); an image can have at most 50 megapixels. Resize it (for example to 4,000 pixels wide) and upload it again.',
    });
    // the file holds far too little data for its size: a decode would have refused it as damaged, not as too big
    expect((await refusal(prepareUpload(bomb, 'poster.png', { ...limits, maxPixels: 100_000_000 }))).message).toMatch(/cannot be read: it is cut short or damaged/);
  });

  it('refuses a truncated JPEG, PNG and WebP', async () => {
    const cut = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2));
    for (const [bytes, format] of [
      [await phonePhoto({ width: 400, height: 300 }), 'JPEG'],
      [await sharp({ create: { width: 300, height: 200, channels: 3, background: 'white', noise: { type: 'gaussian', mean: 100, sigma: 30 } } }).png().toBuffer(), 'PNG'],
      [await webpImage(), 'WebP'],
    ] as const) {
      expect(await refusal(prepareUpload(cut(bytes), 'cut', limits))).toEqual({
        status: 422,
        message: `This file starts like a ${format} image but cannot be read: it is cut short or damaged. Save or download the image again and upload the new file.`,
      });
    }
  });
});
