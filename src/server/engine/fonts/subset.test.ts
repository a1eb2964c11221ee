// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownSiteFile } from '../../../model/paths.ts';
import { devanagariRuns, openShaper, type FontUse } from './shaping.ts';
import { subsetToWoff2, woff2ToTtf } from './subset.ts';
import { decodeSet, encodeSet } from './glyph-set.ts';

const wholeFile = createRequire(import.meta.url).resolve('@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2');

/** Every text of site.json with Devanagari in it. */
function hindiTexts(): string[] {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (/[\u0900-\u097F]/.test(value)) texts.push(value);
    } else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item);
  };
  walk(JSON.parse(readFileSync(ownSiteFile, 'utf8')));
  return texts;
}

/**
 * How HarfBuzz shapes the Devanagari of `text` with `ttf` at `weight`, word by word as a browser's runs are: each
 * glyph's advance and offsets (glyph ids differ between the fonts).
 */
// each font once per weight: made anew for every text, they were most of the test's time
const fonts = new WeakMap<Uint8Array, Map<number, hb.Font>>();
function shaped(ttf: Uint8Array, text: string, weight: number): number[][][] {
  if (!fonts.has(ttf)) fonts.set(ttf, new Map());
  let font = fonts.get(ttf)!.get(weight);
  if (!font) {
    font = new hb.Font(new hb.Face(new hb.Blob(ttf)));
    font.setVariations([new hb.Variation('wght', weight)]);
    fonts.get(ttf)!.set(weight, font);
  }
  return (text.match(/[\u0900-\u097F\u200C\u200D]+/g) ?? [])
    .map((word) => {
      const buffer = new hb.Buffer();
      buffer.addText(word);
      buffer.guessSegmentProperties();
      buffer.setLanguage('hi');
      hb.shape(font, buffer);
      return buffer.getGlyphPositions().map(({ xAdvance, xOffset, yOffset }) => [xAdvance, xOffset, yOffset]);
    });
}

/**
 * Whether two shapings are the same glyphs in the same places. Between 400 and 800 a place may differ by up to two
 * font units (0.2 % of an em, a tenth of a pixel at 48 px): narrowing the weight axis re-encodes the variation
 * deltas, rounded.
 */
function sameShaping(one: number[][][], other: number[][][]): boolean {
  return (
    one.length === other.length &&
    one.every((word, index) => word.length === other[index]!.length && word.every((glyph, at) => glyph.every((value, which) => Math.abs(value - other[index]![at]![which]!) <= 2)))
  );
}

describe('a font subset to the glyphs a text passes through', () => {
  let whole: Uint8Array;
  const texts = hindiTexts();
  beforeAll(async () => {
    whole = await woff2ToTtf(readFileSync(wholeFile));
  });

  it('shapes every Hindi text of the site as the whole font does, at each weight the site uses, in a fifth of its bytes', async () => {
    const use: FontUse = { glyphs: new Set([0]), unicodes: new Set() };
    const shape = await openShaper(whole);
    for (const run of texts.flatMap(devanagariRuns)) {
      for (const glyph of shape(run, 'hi')) use.glyphs.add(glyph);
      for (const character of run) use.unicodes.add(character.codePointAt(0)!);
    }
    const woff2 = await subsetToWoff2(whole, { ...use, axes: { wght: [400, 800] } });
    expect(woff2.byteLength).toBeLessThan(readFileSync(wholeFile).byteLength / 4);
    const subset = await woff2ToTtf(woff2);
    expect(texts.length).toBeGreaterThan(300);
    for (const weight of [400, 600, 700, 800]) {
      const differ = texts.filter((text) => !sameShaping(shaped(subset, text, weight), shaped(whole, text, weight)));
      expect(differ).toEqual([]);
    }
  });

  it('needs the glyphs a conjunct passes through on its way, not only the last ones', async () => {
    // what a subset of the final glyphs alone would miss: the half forms a conjunct is made from
    const finals: FontUse = { glyphs: new Set([0]), unicodes: new Set() };
    const font = new hb.Font(new hb.Face(new hb.Blob(whole)));
    for (const text of texts) {
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      for (const info of buffer.getGlyphInfos()) finals.glyphs.add(info.codepoint);
      for (const character of text) finals.unicodes.add(character.codePointAt(0)!);
    }
    const subset = await woff2ToTtf(await subsetToWoff2(whole, finals));
    expect(texts.filter((text) => !sameShaping(shaped(subset, text, 400), shaped(whole, text, 400))).length).toBeGreaterThan(0);
  });

  it('keeps a page\'s share of the font as a bitmap, and reads it back', () => {
    const values = [0, 3, 7, 8, 255, 1024];
    expect([...decodeSet(encodeSet(values))]).toEqual(values);
    expect(encodeSet([])).toBe('');
    expect(decodeSet('').size).toBe(0);
  });
});
