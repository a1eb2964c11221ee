// Images for the media tests and the benchmark, made with sharp or by hand: nothing is read from disk.
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** what a phone writes: its make, model and serial number, and where the photo was taken (IFD3 is GPS) */
export const phoneExif = {
  IFD0: { Make: 'PhoneMakerCo', Model: 'Pocket Camera 15', Software: 'CameraApp 17.1' },
  IFD2: { BodySerialNumber: 'SERIAL-4C1D2E3F', LensModel: 'Back Camera 6.86mm' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2958/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4000/100' },
};
/** strings of phoneExif that must appear in no served byte */
export const exifStrings = ['PhoneMakerCo', 'Pocket Camera', 'SERIAL-4C1D2E3F', 'Back Camera', 'CameraApp', 'Exif\0\0'];

/** Whether EXIF bytes point to a GPS block (tag 0x8825, in either byte order): what gives a photo's position away. */
export const hasGpsBlock = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

/** A noisy photo-like picture (noise compresses like detail), as raw RGB pixels through sharp. */
const noisy = (width: number, height: number, sigma = 14) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 160, b: 200 }, noise: { type: 'gaussian', mean: 128, sigma } } });

/**
 * A phone's JPEG: EXIF with GPS and serial number, an orientation tag (6: shot with the phone held upright, so
 * stored sideways) and a Display P3 profile. A 4000×3000 one at q92 is about 5 MB.
 */
export async function phonePhoto({ width = 800, height = 600, orientation = 6, quality = 92 } = {}): Promise<Buffer> {
  // noise pixels read back raw, so that the exif and profile are written on a plain image
  const pixels = await noisy(width, height).raw().toBuffer();
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withMetadata({ orientation })
    .withExifMerge(phoneExif)
    .withIccProfile('p3')
    .jpeg({ quality })
    .toBuffer();
}

export const plainJpeg = (width = 320, height = 240) => noisy(width, height).jpeg({ quality: 90 }).toBuffer();

/** A PNG whose pixels are half see-through, or one with an alpha channel that every pixel leaves opaque. */
export const alphaPng = ({ width = 64, height = 48, alpha = 0.5 } = {}) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha } } }).png().toBuffer();

/** An animation of `frames` frames, each a solid colour, the first red. */
export async function animation(format: 'gif' | 'webp', { width = 40, height = 30, frames = 3 } = {}): Promise<Buffer> {
  const colours = [[255, 0, 0], [0, 255, 0], [0, 0, 255]];
  const pixels = Buffer.alloc(width * height * frames * 3);
  for (let i = 0; i < width * height * frames; i++) pixels.set(colours[Math.floor(i / (width * height)) % 3]!, i * 3);
  const image = sharp(pixels, { raw: { width, height: height * frames, channels: 3, pageHeight: height } });
  return format === 'gif' ? image.gif().toBuffer() : image.webp({ lossless: true }).toBuffer();
}

export const webpImage = () => noisy(200, 100).webp().toBuffer();
export const avifImage = () => noisy(200, 100).avif({ effort: 0 }).toBuffer();

/**
 * A PNG of a few hundred bytes whose header declares `width` × `height` pixels: a decompression bomb's header,
 * with too little data behind it to decode (whoever decodes it fails as on a corrupt file, not on its size).
 */
export function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  const rows = deflateSync(Buffer.alloc(4_096));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

export const svgWithScript = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- a logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>\n',
);

/** an iPhone photo's first bytes: an ISO-BMFF `ftyp` box with HEIC brands, then data sharp's AV1-only decoder cannot read */
export const heicLike = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(200, 7)]);

/** an executable's bytes (this machine's `ls`), as someone might rename it to photo.jpg */
export const executable = () => readFileSync('/bin/ls');
