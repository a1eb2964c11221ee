// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parseMediaSrc, shareSrc, variantHeight, variantSrc, variantWidths, type MediaName } from '../../../shared/media.ts';
import { imageWork } from './image-work.ts';
import { mediaFiles } from './media-files.ts';
import { defaultMaxPixels, prepareUpload } from './prepare-upload.ts';
import { alphaPng, exifStrings, phonePhoto } from '../../test/test-images.ts';
import { makeVariants } from './variants.ts';

const limits = { maxBytes: 15 * 1_048_576, maxPixels: defaultMaxPixels };
const upload = async (bytes: Buffer) => {
  const prepared = await prepareUpload(bytes, 'photo.jpg', limits);
  return { ...prepared, media: parseMediaSrc(prepared.src)! };
};

describe('makeVariants', () => {
  it('makes AVIF, WebP and the JPEG fallback at every width up to 1920, with the heights pages are told, and no metadata', async () => {
    // orientation 6: 1001 wide and 1500 high once turned (an odd width: heights need rounding)
    const photo = await upload(await phonePhoto({ width: 1500, height: 1001, orientation: 6 }));
    expect([photo.width, photo.height]).toEqual([1001, 1500]);
    const made = await makeVariants(photo.bytes, photo.media);
    expect(variantWidths(1001)).toEqual([320, 640, 960, 1001]);
    expect(made.map((variant) => variant.src).sort()).toEqual(
      [shareSrc(photo.media), ...[320, 640, 960, 1001].flatMap((width) => (['avif', 'webp', 'jpg'] as const).map((format) => variantSrc(photo.media, width, format)))].sort(),
    );
    const variants = made.filter((variant) => variant.src !== shareSrc(photo.media));
    for (const variant of variants) {
      const header = await sharp(variant.bytes).metadata();
      expect({ format: header.format, compression: header.compression, width: header.width, height: header.height }, variant.src).toEqual({
        format: { avif: 'heif', webp: 'webp', jpg: 'jpeg', png: 'png' }[variant.format],
        compression: variant.format === 'avif' ? 'av1' : undefined,
        width: variant.width,
        height: variantHeight(photo.media, variant.width),
      });
      expect(variant.width).toBeLessThanOrEqual(photo.width);
      expect([header.exif, header.icc, header.xmp], variant.src).toEqual([undefined, undefined, undefined]);
      expect(exifStrings.filter((text) => variant.bytes.includes(text)), variant.src).toEqual([]);
    }
  });

  it('stops at 1920 for a wider image, and keeps transparency with a PNG fallback', async () => {
    // 1921×201: shrunk to 1920×201 first, from which 320 wide would be 34 high, where the original's ratio gives 33
    const wide = await upload(await alphaPng({ width: 1921, height: 201, alpha: 0.4 }));
    expect(wide.src.endsWith('-1921x201.png')).toBe(true);
    const variants = (await makeVariants(wide.bytes, wide.media)).filter((variant) => variant.src !== shareSrc(wide.media));
    expect([...new Set(variants.map((variant) => variant.width))]).toEqual([320, 640, 960, 1280, 1920]);
    expect(new Set(variants.map((variant) => variant.format))).toEqual(new Set(['avif', 'webp', 'png']));
    for (const variant of variants) {
      const header = await sharp(variant.bytes).metadata();
      expect([header.width, header.height, header.hasAlpha], variant.src).toEqual([variant.width, variantHeight(wide.media, variant.width), true]);
    }
  });

  it('makes the share picture: 1200 × 630, a JPEG on white even from a transparent PNG, enlarged from a smaller image, no metadata', async () => {
    for (const original of [await upload(await phonePhoto({ width: 800, height: 1200, orientation: 1 })), await upload(await alphaPng({ width: 1921, height: 201, alpha: 0.4 }))]) {
      const share = (await makeVariants(original.bytes, original.media)).find((variant) => variant.src === shareSrc(original.media))!;
      expect(share.src).toMatch(/-share\.jpg$/);
      const header = await sharp(share.bytes).metadata();
      expect([header.format, header.width, header.height, header.hasAlpha, header.exif], share.src).toEqual(['jpeg', 1200, 630, false, undefined]);
      expect([share.width, share.height, share.format]).toEqual([1200, 630, 'jpg']);
    }
  });

  it('refuses bytes that are not the image the name says', async () => {
    const photo = await upload(await phonePhoto({ width: 300, height: 200, orientation: 1 }));
    const wrong: MediaName = { ...photo.media, width: 301, src: photo.src.replace('-300x', '-301x') };
    await expect(makeVariants(photo.bytes, wrong)).rejects.toThrow(/are a 300×200 jpeg, not the image its name says/);
  });
});

describe('mediaFiles', () => {
  async function setUp() {
    const photo = await upload(await phonePhoto({ width: 1000, height: 750, orientation: 1 }));
    const reads: string[] = [];
    const files = mediaFiles({
      cacheDir: mkdtempSync(path.join(tmpdir(), 'media-cache-')),
      readOriginal: async (src) => {
        reads.push(src);
        return src === photo.src ? photo.bytes : undefined;
      },
    });
    return { photo, reads, files };
  }

  it('makes an image’s variants once for twenty requests at once, and serves them from the cache after', async () => {
    const { photo, reads, files } = await setUp();
    const avif = variantSrc(photo.media, 640, 'avif');
    const answers = await Promise.all(Array.from({ length: 20 }, () => files.file(avif)));
    expect(new Set(answers.map((answer) => answer?.path)).size).toBe(1);
    expect(answers[0]!.type).toBe('image/avif');
    expect(reads).toEqual([photo.src]);
    const cacheDir = path.dirname(answers[0]!.path);
    // every file of the image, nothing else (no temporary file left)
    expect(readdirSync(cacheDir).length).toBe(2 + variantWidths(1000).length * 3);
    const madeAt = statSync(answers[0]!.path).mtimeMs;

    const again = await Promise.all(
      [320, 640, 960, 1000].flatMap((width) => (['avif', 'webp', 'jpg'] as const).map((format) => files.file(variantSrc(photo.media, width, format)))),
    );
    expect(again.every((answer) => answer !== undefined)).toBe(true);
    expect(reads).toEqual([photo.src]);
    expect(statSync(answers[0]!.path).mtimeMs).toBe(madeAt);
    const [jpg] = again.filter((answer) => answer!.path.endsWith('-w960.jpg'));
    expect(jpg!.type).toBe('image/jpeg');
    expect((await sharp(jpg!.path).metadata()).width).toBe(960);
    const share = await files.file(shareSrc(photo.media));
    expect(share?.type).toBe('image/jpeg');
    expect(reads).toEqual([photo.src]);
  });

  it('serves the original as stored', async () => {
    const { photo, files } = await setUp();
    const answer = await files.file(photo.src);
    expect(answer?.type).toBe('image/jpeg');
    expect(readFileSync(answer!.path).equals(photo.bytes)).toBe(true);
  });

  it('answers nothing for another path, a missing image, or a fallback in the other format', async () => {
    const { photo, files } = await setUp();
    const missing = parseMediaSrc(`/media/${'0'.repeat(16)}-1000x750.jpg`)!;
    for (const pathname of ['/media/../../etc/passwd', '/media/logo.svg', '/media/x.jpg', variantSrc(photo.media, 500, 'webp'), missing.src, variantSrc(missing, 640, 'avif'), variantSrc(photo.media, 640, 'png')]) {
      expect(await files.file(pathname), pathname).toBeUndefined();
    }
  });

  it('prepares every variant ahead of the first request, once, and forgets them', async () => {
    const { photo, reads, files } = await setUp();
    await Promise.all([files.prepare(photo.src), files.prepare(photo.src)]);
    expect(reads).toEqual([photo.src]);
    await files.prepare(photo.src);
    const answer = await files.file(variantSrc(photo.media, 1000, 'webp'));
    expect(reads).toEqual([photo.src]);
    expect((await sharp(answer!.path).metadata()).width).toBe(1000);
    // with the bytes at hand (right after an upload), the store is not read at all
    await files.forget(photo.src);
    expect(readdirSync(path.dirname(answer!.path))).toEqual([]);
    await files.prepare(photo.src, photo.bytes);
    expect(reads).toEqual([photo.src]);
    expect(readdirSync(path.dirname(answer!.path)).length).toBe(14);
    await expect(files.prepare(`/media/${'0'.repeat(16)}-10x10.jpg`)).rejects.toThrow(/There is no uploaded image/);
  });
});

describe('imageWork', () => {
  it('works on at most two images at a time; the others wait their turn', async () => {
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const jobs = Array.from({ length: 6 }, () =>
      imageWork(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
      }),
    );
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await settle();
    expect([running, releases.length]).toEqual([2, 2]);
    for (let released = 0; released < 6; released++) {
      releases[released]!();
      await settle();
    }
    await Promise.all(jobs);
    expect(most).toBe(2);
  });
});
