import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { mediaSrc, type MediaExt } from '../../../shared/media.ts';
import { cleanFileName, fileNameProblem } from './file-name.ts';
import { imageWork } from './image-work.ts';
import { MediaRefusal } from './media-refusal.ts';
import type { MediaItem } from '../../db/media-store.ts';
import { isAccepted, sniff, type ImageFormat, type Sniffed } from './sniff.ts';

export interface UploadLimits {
  /** the largest upload, in bytes (MEDIA_MAX_MB × 1,048,576) */
  maxBytes: number;
  /** the most pixels an image may have (width × height), read from its header before anything is decoded */
  maxPixels: number;
}

export const defaultMaxPixels = 50_000_000;

/** An upload cleaned and named, ready for MediaStore.put. */
export interface PreparedUpload {
  bytes: Buffer;
  /** SHA-256 hex of `bytes` */
  sha256: string;
  /** `/media/<hash>-<W>x<H>.<jpg|png>` */
  src: string;
  width: number;
  height: number;
  type: MediaItem['type'];
  fileName: string;
}

const formatNames: Record<ImageFormat, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', avif: 'AVIF', gif: 'GIF' };
/** what sharp's header reader calls each format */
const sharpFormats: Record<ImageFormat, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif', gif: 'gif' };
const accepted = 'Upload a JPEG, PNG, WebP, AVIF or GIF image instead.';
/** the first bytes tell the format; an SVG's `<svg` tag may come a few KB in */
const sniffBytes = 4_096;
// q90 without mozjpeg: mozjpeg's smaller files take 1.6 s instead of 0.2 s for a 12 MP photo, and variants are what pages show
const jpegOptions = { quality: 90 };

/**
 * Checks an upload and cleans it: the size, the name, the format by its bytes, the pixel count from the header,
 * then one decode that fails on a truncated or corrupt file; orientation applied, the first frame of an
 * animation, no metadata. Stored as PNG when transparency is used (and a GIF's frame), else as JPEG.
 * Throws MediaRefusal, checking in that order, so that the cheapest check answers first.
 */
export async function prepareUpload(bytes: Buffer, fileName: string, limits: UploadLimits): Promise<PreparedUpload> {
  if (bytes.length > limits.maxBytes)
    throw new MediaRefusal(413, `This file is ${megabytes(bytes.length)} MB, over the ${megabytes(limits.maxBytes)} MB an upload can be. Save the image smaller (for example as a JPEG at most 4,000 pixels wide) and upload it again.`);
  const nameProblem = fileNameProblem(fileName);
  if (nameProblem) throw new MediaRefusal(422, nameProblem);
  const sniffed = sniff(bytes.subarray(0, sniffBytes));
  if (!isAccepted(sniffed)) throw new MediaRefusal(415, refusedFormat(sniffed));
  const { hasAlpha } = await checkHeader(bytes, sniffed, limits.maxPixels);
  const cleaned = await imageWork(() => clean(bytes, sniffed, hasAlpha, limits.maxPixels));
  const sha256 = createHash('sha256').update(cleaned.bytes).digest('hex');
  return {
    bytes: cleaned.bytes,
    sha256,
    src: mediaSrc(sha256, cleaned.width, cleaned.height, cleaned.ext),
    width: cleaned.width,
    height: cleaned.height,
    type: cleaned.ext === 'png' ? 'image/png' : 'image/jpeg',
    fileName: cleanFileName(fileName),
  };
}

function refusedFormat(sniffed: Exclude<Sniffed, ImageFormat>): string {
  if (sniffed === 'svg')
    return 'SVG files are not accepted as uploads, because an SVG can carry scripts. Export the picture as a PNG and upload that, or ask a developer to add the SVG to the site’s public/ folder.';
  if (sniffed === 'heic')
    return 'HEIC photos (the iPhone’s own format) are not accepted. Export the photo as a JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible) and upload that.';
  return `This file is not an image the site accepts. ${accepted}`;
}

/** The format and pixel count from the header alone: a small file can declare a huge image (a decompression bomb). */
async function checkHeader(bytes: Buffer, format: ImageFormat, maxPixels: number): Promise<{ hasAlpha: boolean }> {
  let header: sharp.Metadata;
  try {
    // no pixel limit here, to name the size in the refusal: metadata() reads the header and never decodes pixels
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw corrupt(format);
  }
  if (header.format !== sharpFormats[format]) throw corrupt(format);
  if (format === 'avif' && header.compression !== 'av1') throw new MediaRefusal(415, refusedFormat('heic'));
  const { width = 0, height = 0 } = header;
  if (width * height > maxPixels)
    throw new MediaRefusal(
      422,
      `This image is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels (${megapixels(width * height)} megapixels); an image can have at most ${megapixels(maxPixels)} megapixels. Resize it (for example to 4,000 pixels wide) and upload it again.`,
    );
  return { hasAlpha: header.hasAlpha };
}

const corrupt = (format: ImageFormat) =>
  new MediaRefusal(422, `This file starts like a ${formatNames[format]} image but cannot be read: it is cut short or damaged. Save or download the image again and upload the new file.`);

interface Cleaned {
  bytes: Buffer;
  width: number;
  height: number;
  ext: MediaExt;
}

async function clean(bytes: Buffer, format: ImageFormat, hasAlpha: boolean, maxPixels: number): Promise<Cleaned> {
  // 'error' fails on a truncated or damaged file; mere warnings (stray bytes many cameras write) are let through
  const decoded = () => sharp(bytes, { failOn: 'error', limitInputPixels: maxPixels, pages: 1 }).autoOrient();
  try {
    if (!hasAlpha && format !== 'gif') return encoded(await decoded().jpeg(jpegOptions).toBuffer({ resolveWithObject: true }), 'jpg');
    const { data, info } = await decoded().raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const pixels = sharp(data, raw);
    // libvips looks at every pixel's alpha in its own threads: 50 megapixels scanned in JavaScript held the event loop
    if (format === 'gif' || !(await sharp(data, raw).stats()).isOpaque) return encoded(await pixels.png().toBuffer({ resolveWithObject: true }), 'png');
    return encoded(await pixels.removeAlpha().jpeg(jpegOptions).toBuffer({ resolveWithObject: true }), 'jpg');
  } catch {
    throw corrupt(format);
  }
}

const encoded = ({ data, info }: { data: Buffer; info: sharp.OutputInfo }, ext: MediaExt): Cleaned => ({ bytes: data, width: info.width, height: info.height, ext });

// rounded up, so that a file just over the limit never reads as the limit itself
const megabytes = (bytes: number) => (Math.ceil((bytes / 1_048_576) * 10) / 10).toLocaleString('en-US');
const megapixels = (pixels: number) => Number((pixels / 1_000_000).toFixed(1)).toLocaleString('en-US');

/** The store's item for a prepared upload. */
export const mediaItem = (upload: PreparedUpload, { alt, uploadedBy, uploadedAt }: { alt: string; uploadedBy: string; uploadedAt: Date }): MediaItem => ({
  src: upload.src,
  sha256: upload.sha256,
  fileName: upload.fileName,
  width: upload.width,
  height: upload.height,
  bytes: upload.bytes.length,
  type: upload.type,
  alt,
  uploadedBy,
  uploadedAt: uploadedAt.toISOString(),
});
