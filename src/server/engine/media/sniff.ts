/**
 * What kind of file an upload is, from its first bytes only: never its name or Content-Type, which the sender
 * chooses. Only the five image formats are accepted; SVG and HEIC are told apart so that their refusal can say why.
 */

export const acceptedFormats = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const;
export type ImageFormat = (typeof acceptedFormats)[number];
/** an accepted format, or what a refused file is */
export type Sniffed = ImageFormat | 'svg' | 'heic' | 'other';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const avifBrands = new Set(['avif', 'avis']);
const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
/** an SVG's `<svg` tag comes after at most an XML declaration, comments and a doctype: 4 KB is plenty */
const svgWindow = 4_096;

const startsWith = (bytes: Uint8Array, values: readonly number[], at = 0) => values.every((value, i) => bytes[at + i] === value);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export function sniff(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, pngSignature)) return 'png';
  const head = ascii(bytes, 0, 12);
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif';
  if (bytes.length >= 12 && head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp';
  const brands = ftypBrands(bytes);
  if (brands.some((brand) => avifBrands.has(brand))) return 'avif';
  if (brands.some((brand) => heicBrands.has(brand))) return 'heic';
  if (looksLikeSvg(bytes)) return 'svg';
  return 'other';
}

export const isAccepted = (sniffed: Sniffed): sniffed is ImageFormat => (acceptedFormats as readonly string[]).includes(sniffed);

/** The major and compatible brands of an ISO-BMFF file's leading `ftyp` box (AVIF, HEIC, MP4), or none. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return [];
  const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  // the box: size, 'ftyp', major brand, minor version, then compatible brands, four bytes each
  if (size < 16 || size > bytes.length || size % 4 !== 0) return [];
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at < size; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/** Text that opens with markup and has an `<svg` tag near its start (a byte-order mark and blanks allowed). */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, svgWindow)).replace(/^\uFEFF/, '').trimStart();
  return text.startsWith('<') && /<svg[\s>/]/i.test(text);
}
