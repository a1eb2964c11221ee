/**
 * The names of uploaded images (docs/media.md). An upload is stored once per content: its public path names the
 * first 16 hex digits of the SHA-256 of its cleaned bytes and its pixel size, `/media/3fa2b9c0d1e2f3a4-4000x3000.jpg`,
 * so a page can list the variants of an image from its path alone, and a URL changes when the bytes change.
 * Variants: `/media/3fa2b9c0d1e2f3a4-4000x3000-w640.avif`.
 */

export const mediaBase = '/media/';
/** the widths variants are made at: never wider than the image, the widest no wider than 1920 */
export const mediaLadder = [320, 640, 960, 1280, 1920] as const;
const widestVariant = 1920;
export type MediaExt = 'jpg' | 'png';
export type VariantFormat = 'avif' | 'webp' | MediaExt;

export interface MediaName {
  /** `/media/<hash>-<W>x<H>.<ext>` */
  src: string;
  /** 16 lowercase hex digits */
  hash: string;
  width: number;
  height: number;
  ext: MediaExt;
}

export interface VariantName {
  /** the original's path without its extension, `/media/<hash>-<W>x<H>`: an AVIF or WebP variant is made of the .jpg or the .png */
  stem: string;
  hash: string;
  /** the original's size */
  original: { width: number; height: number };
  /** the variant's width */
  width: number;
  format: VariantFormat;
}

const originalPattern = /^\/media\/([0-9a-f]{16})-([1-9][0-9]{0,5})x([1-9][0-9]{0,5})\.(jpg|png)$/;
const variantPattern = /^\/media\/([0-9a-f]{16})-([1-9][0-9]{0,5})x([1-9][0-9]{0,5})-w([1-9][0-9]{0,4})\.(avif|webp|jpg|png)$/;

/** Every uploaded image's path in a text (a site.json, a page's data). */
export const findMediaSrcs = (text: string): string[] => [...new Set(text.match(/\/media\/[0-9a-f]{16}-[1-9][0-9]{0,5}x[1-9][0-9]{0,5}\.(?:jpg|png)/g) ?? [])];

/** The file name an upload or a variant is stored under: its path without `/media/` (names hold no slash). */
export const mediaFileName = (src: string): string => src.slice(mediaBase.length);

export const mediaSrc = (hash: string, width: number, height: number, ext: MediaExt): string => `${mediaBase}${hash.slice(0, 16)}-${width}x${height}.${ext}`;

/** The parts of an uploaded image's path, or undefined for any other path (a file of public/, an SVG). */
export function parseMediaSrc(src: string): MediaName | undefined {
  const match = originalPattern.exec(src);
  if (!match) return undefined;
  return { src, hash: match[1]!, width: Number(match[2]), height: Number(match[3]), ext: match[4] as MediaExt };
}

/** The widths an image has variants at: the ladder's steps narrower than the image, and the image's own width up to 1920. */
export function variantWidths(width: number): number[] {
  const widest = Math.min(width, widestVariant);
  return [...mediaLadder.filter((step) => step < widest), widest];
}

export const variantSrc = (media: MediaName, width: number, format: VariantFormat): string =>
  `${mediaBase}${media.hash}-${media.width}x${media.height}-w${width}.${format}`;

/** A variant's parts, only for a width the image has (any other path is no variant: 404). */
export function parseVariantSrc(path: string): VariantName | undefined {
  const match = variantPattern.exec(path);
  if (!match) return undefined;
  const [hash, width, height] = [match[1]!, Number(match[2]), Number(match[3])];
  const variantWidth = Number(match[4]);
  if (!variantWidths(width).includes(variantWidth)) return undefined;
  return { stem: `${mediaBase}${hash}-${width}x${height}`, hash, original: { width, height }, width: variantWidth, format: match[5] as VariantFormat };
}

/** `srcset` of one format: every variant width with its `w` descriptor. */
export const mediaSrcset = (media: MediaName, format: VariantFormat): string =>
  variantWidths(media.width)
    .map((width) => `${variantSrc(media, width, format)} ${width}w`)
    .join(', ');

/** The height of a variant `width` wide, rounded as the resizer rounds it. */
export const variantHeight = (media: MediaName, width: number): number => Math.max(1, Math.round((media.height * width) / media.width));

/** The size of the picture social sites and chats draw beside a shared link (Open Graph's and Twitter's large card). */
export const shareSize = { width: 1200, height: 630 } as const;
const sharePattern = /^\/media\/([0-9a-f]{16})-([1-9][0-9]{0,5})x([1-9][0-9]{0,5})-share\.jpg$/;

/** The share variant of an upload: the image cropped to 1200 × 630, a JPEG, `/media/<hash>-<W>x<H>-share.jpg`. */
export const shareSrc = (media: MediaName): string => `${mediaBase}${media.hash}-${media.width}x${media.height}-share.jpg`;

/** The original's path without its extension (what its variants are made from), when `path` is a share variant's. */
export function parseShareSrc(path: string): { stem: string } | undefined {
  const match = sharePattern.exec(path);
  return match ? { stem: `${mediaBase}${match[1]}-${match[2]}x${match[3]}` } : undefined;
}

/** An uploaded image as the store keeps it and the media API answers it. */
export interface MediaItem {
  /** the public path, `/media/<hash>-<W>x<H>.<ext>` (src/shared/media.ts) */
  src: string;
  /** SHA-256 hex of the stored bytes */
  sha256: string;
  /** the uploaded file's name, cleaned (for the library's search; never a path) */
  fileName: string;
  width: number;
  height: number;
  /** size of the stored bytes */
  bytes: number;
  type: 'image/jpeg' | 'image/png';
  /** the alt text given at upload (the field's own alt is what a page shows) */
  alt: string;
  uploadedBy: string;
  uploadedAt: string;
}
