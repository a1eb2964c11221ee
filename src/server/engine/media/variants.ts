import sharp from 'sharp';
import { shareSize, shareSrc, variantHeight, variantSrc, variantWidths, type MediaName, type VariantFormat } from '../../../shared/media.ts';

export interface Variant {
  /** `/media/<hash>-<W>x<H>-w<N>.<avif|webp|jpg|png>` */
  src: string;
  format: VariantFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * How each format is written. AVIF at effort 2 (of 9): all fifteen variants of a 4000×3000 photo take about a
 * second of CPU, where the default effort takes several times as long for a few percent fewer bytes. Its colour
 * at half resolution (4:2:0) for a JPEG original, which has no more than that (a quarter less work), full for a PNG
 * (graphics, whose coloured edges would blur).
 */
const encoders: Record<VariantFormat, (image: sharp.Sharp, original: MediaName) => sharp.Sharp> = {
  avif: (image, original) => image.avif({ quality: 50, effort: 2, chromaSubsampling: original.ext === 'jpg' ? '4:2:0' : '4:4:4' }),
  webp: (image) => image.webp({ quality: 75 }),
  jpg: (image) => image.jpeg({ quality: 80 }),
  png: (image) => image.png(),
};

/**
 * The picture a shared link shows (shareSrc): the image cropped to 1200 × 630 around what draws the eye (sharp's
 * attention strategy), enlarged when smaller, as a JPEG on white (no social site promises transparency).
 */
async function shareVariant(pixels: Buffer, raw: sharp.CreateRaw, media: MediaName): Promise<Variant> {
  const image = sharp(pixels, { raw }).resize(shareSize.width, shareSize.height, { fit: 'cover', position: sharp.strategy.attention }).flatten({ background: '#ffffff' });
  return { src: shareSrc(media), format: 'jpg', ...shareSize, bytes: await encoders.jpg(image, media).toBuffer() };
}

/**
 * Every variant of an original: AVIF and WebP at each of its variant widths, the fallback in the original's own
 * format, and the share picture. The original is decoded once, shrunk to the widest variant; each variant is made
 * from those pixels, all encodes at once (sharp runs them on libuv's threads). Throws when the bytes are not the
 * image `media` names.
 */
export async function makeVariants(original: Buffer, media: MediaName): Promise<Variant[]> {
  const header = await sharp(original).metadata();
  if (header.width !== media.width || header.height !== media.height || header.format !== (media.ext === 'jpg' ? 'jpeg' : 'png'))
    throw new Error(`The stored bytes of ${media.src} are a ${header.width}×${header.height} ${header.format}, not the image its name says.`);
  const widths = variantWidths(media.width);
  const widest = widths.at(-1)!;
  let decoded = sharp(original, { failOn: 'error' });
  if (widest !== media.width) decoded = decoded.resize(widest, variantHeight(media, widest), { fit: 'fill' });
  const { data, info } = await decoded.raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const formats: VariantFormat[] = ['avif', 'webp', media.ext];
  return Promise.all([
    shareVariant(data, raw, media),
    ...widths.flatMap((width) =>
      formats.map(async (format): Promise<Variant> => {
        const height = variantHeight(media, width);
        let image = sharp(data, { raw });
        // both sides given: the height is the one pages are told (variantHeight), never a rounding of the resizer's own
        if (width !== widest) image = image.resize(width, height, { fit: 'fill' });
        return { src: variantSrc(media, width, format), format, width, height, bytes: await encoders[format](image, media).toBuffer() };
      }),
    ),
  ]);
}
