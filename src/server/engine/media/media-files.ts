import { access, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseMediaSrc, parseShareSrc, parseVariantSrc, shareSrc, variantSrc, variantWidths, type MediaName, type VariantFormat, mediaFileName } from '../../../shared/media.ts';
import { writeFileAtomically } from '../../lib/atomic-write.ts';
import { imageWork } from './image-work.ts';
import { makeVariants } from './variants.ts';

export interface MediaFile {
  /** where the bytes are on disk, to be sent as they are */
  path: string;
  /** the Content-Type */
  type: string;
}

export interface MediaFiles {
  /** The file of an original or a variant path (`/media/...`), made on the first request; undefined for any other path or a missing image. */
  file(pathname: string): Promise<MediaFile | undefined>;
  /** Makes the image's variants now, unless they are there (right after an upload: its first visitor then waits for nothing). */
  prepare(src: string, original?: Buffer): Promise<void>;
  /** Removes an image's cached files (after it is deleted from the store). */
  forget(src: string): Promise<void>;
}

const types: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };
const exists = (file: string) => access(file).then(() => true, () => false);
interface Found {
  media: MediaName;
  bytes: Buffer;
}


/** Every path of an image: its original and all its variants, the share picture among them. */
function allSrcs(media: MediaName): string[] {
  const formats: VariantFormat[] = ['avif', 'webp', media.ext];
  return [media.src, shareSrc(media), ...variantWidths(media.width).flatMap((width) => formats.map((format) => variantSrc(media, width, format)))];
}

/**
 * The uploaded images as files to serve, cached under `cacheDir`: an original as stored (read once with
 * `readOriginal`), its variants all made in one job on the first request for any of them. Requests for one
 * image while its job runs wait for that job; the jobs of all images share two places (image-work.ts).
 */
export function mediaFiles({ cacheDir, readOriginal }: { cacheDir: string; readOriginal: (src: string) => Promise<Buffer | undefined> }): MediaFiles {
  /** the running job of each image, by its path without extension (what a variant's path names) */
  const jobs = new Map<string, Promise<MediaName | undefined>>();
  const cached = (src: string) => path.join(cacheDir, mediaFileName(src));

  async function write(src: string, bytes: Buffer): Promise<void> {
    await mkdir(cacheDir, { recursive: true });
    // not flushed to disk: a cache file lost in a crash is made again
    await writeFileAtomically(cached(src), bytes, { durable: false });
  }

  /** The original of a stem, from the cache or the store: a JPEG or a PNG, whose extension the stem does not say. */
  async function findOriginal(stem: string): Promise<Found | undefined> {
    for (const ext of ['jpg', 'png'] as const) {
      const media = parseMediaSrc(`${stem}.${ext}`)!;
      const bytes = (await exists(cached(media.src))) ? await readFile(cached(media.src)) : await readOriginal(media.src);
      if (bytes) return { media, bytes };
    }
    return undefined;
  }

  /** Makes and writes every file of the image: the one job of its stem, whoever asks while it runs. */
  function job(stem: string, given?: Found): Promise<MediaName | undefined> {
    let running = jobs.get(stem);
    if (!running) {
      running = makeAll(stem, given).finally(() => jobs.delete(stem));
      jobs.set(stem, running);
    }
    return running;
  }

  async function makeAll(stem: string, given?: Found): Promise<MediaName | undefined> {
    const found = given ?? (await findOriginal(stem));
    if (!found) return undefined;
    const variants = await imageWork(() => makeVariants(found.bytes, found.media));
    await Promise.all([write(found.media.src, found.bytes), ...variants.map((variant) => write(variant.src, variant.bytes))]);
    return found.media;
  }

  return {
    async file(pathname) {
      const original = parseMediaSrc(pathname);
      const sized = original ? undefined : parseVariantSrc(pathname);
      // the share picture is a JPEG whatever the original's format
      const variant = sized ?? (original ? undefined : parseShareSrc(pathname));
      if (!original && !variant) return undefined;
      const file = cached(pathname);
      const type = original ? types[original.ext] : types[sized?.format ?? 'jpg'];
      if (await exists(file)) return { path: file, type };
      if (original) {
        const bytes = await readOriginal(pathname);
        if (!bytes) return undefined;
        await write(pathname, bytes);
        return { path: file, type };
      }
      // a fallback in the other format (a .png variant of a JPEG) is no file of this image
      return (await job(variant!.stem)) && (await exists(file)) ? { path: file, type } : undefined;
    },

    async prepare(src, original) {
      const media = parseMediaSrc(src);
      if (!media) throw new Error(`${src} is not the path of an uploaded image.`);
      const present = await Promise.all(allSrcs(media).map((one) => exists(cached(one))));
      if (present.every(Boolean)) return;
      const stem = src.slice(0, src.lastIndexOf('.'));
      if (!(await job(stem, original && { media, bytes: original }))) throw new Error(`There is no uploaded image ${src}.`);
    },

    async forget(src) {
      const media = parseMediaSrc(src);
      if (media) await Promise.all(allSrcs(media).map((one) => rm(cached(one), { force: true })));
    },
  };
}
