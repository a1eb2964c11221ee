// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAccepted, sniff } from './sniff.ts';
import { alphaPng, animation, avifImage, executable, heicLike, plainJpeg, svgWithScript, webpImage } from '../../test/test-images.ts';

const ftyp = (major: string, compatible: string[]) => {
  const box = Buffer.from(`....ftyp${major}\0\0\0\0${compatible.join('')}`, 'latin1');
  box.writeUInt32BE(box.length, 0);
  return Buffer.concat([box, Buffer.alloc(64)]);
};

describe('sniff: the format from the first bytes', () => {
  it('recognises the five accepted formats as sharp writes them', async () => {
    expect(sniff(await plainJpeg())).toBe('jpeg');
    expect(sniff(await alphaPng())).toBe('png');
    expect(sniff(await animation('gif'))).toBe('gif');
    expect(sniff(await webpImage())).toBe('webp');
    expect(sniff(await avifImage())).toBe('avif');
    expect(sniff(Buffer.from('GIF87a\x01\x00\x01\x00', 'latin1'))).toBe('gif');
  });

  it('takes AVIF by its major brand or a compatible one, and tells HEIC apart', () => {
    expect(sniff(ftyp('avif', ['mif1', 'miaf']))).toBe('avif');
    expect(sniff(ftyp('avis', ['msf1']))).toBe('avif');
    expect(sniff(ftyp('mif1', ['mif1', 'avif']))).toBe('avif');
    expect(sniff(ftyp('mif1', ['mif1', 'heic']))).toBe('heic');
    expect(sniff(heicLike)).toBe('heic');
    // an MP4 video is ISO-BMFF too
    expect(sniff(ftyp('isom', ['iso2', 'mp41']))).toBe('other');
  });

  it('refuses an SVG (with or without an XML declaration or byte-order mark), an executable, a PDF, text and nothing', () => {
    expect(sniff(svgWithScript)).toBe('svg');
    expect(sniff(Buffer.from('\uFEFF  <svg viewBox="0 0 1 1"></svg>'))).toBe('svg');
    for (const bytes of [executable(), Buffer.from('%PDF-1.7\n'), Buffer.from('hello <svg> world'), Buffer.alloc(0), Buffer.from([0xff, 0xd8])]) {
      expect(isAccepted(sniff(bytes))).toBe(false);
    }
    expect(sniff(executable())).toBe('other');
  });

  it('reads a RIFF file as WebP only when it says WEBP', () => {
    expect(sniff(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBe('other');
  });
});
