import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { subsetToWoff2, woff2ToTtf } from '../../src/server/engine/fonts/subset.ts';

// The characters of nearly every English text: printable ASCII, the no-break space, and the typographer's marks.
// A page with another Latin character (an accent) fetches the whole Latin subset for it, as before (its face is
// declared first, over the same family and weights: src/theme/fonts.css).
const coreCharacters = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index),
  ...[0xa0, 0xa9, 0xae, 0xb0, 0xb7, 0xd7, 0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026, 0x20ac, 0x2122],
];

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
/** CSS unicode-range of sorted code points: runs as ranges (U+0020-007E). */
function rangeOf(codes: number[]): string {
  const runs: [number, number][] = [];
  for (const code of codes) {
    const last = runs.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else runs.push([code, code]);
  }
  return runs.map(([first, end]) => (first === end ? `U+${hex(first)}` : `U+${hex(first)}-${hex(end)}`)).join(',');
}

/** The code points of a CSS unicode-range: `U+0131`, `U+0152-0153`, `U+??` (a wildcard: 00–FF). */
function codesOf(range: string): number[] {
  return range.split(',').flatMap((token) => {
    const value = token.trim().replace(/^U\+/i, '');
    const [first, last] = value.includes('?') ? [value.replaceAll('?', '0'), value.replaceAll('?', 'F')] : value.split('-');
    const from = Number.parseInt(first!, 16);
    const to = last === undefined ? from : Number.parseInt(last, 16);
    return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  });
}

// control characters have no glyph to fetch a font for
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code < 0xa0);

/**
 * The whole Latin face's rule with the core's characters (and the control characters) taken out of its
 * unicode-range. Two faces of one family over the same characters are both fetched while the first is still
 * loading (Chromium): with the ranges apart, a core that comes late never brings the whole font with it.
 */
export function withoutCore(rule: string): string {
  return rule.replace(/unicode-range:([^;}]+)/, (_match, range: string) => `unicode-range:${rangeOf(codesOf(range).filter((code) => !coreCharacters.includes(code) && !isControl(code)))}`);
}

/**
 * Writes the core of the Latin web font `file` beside it (assets/plus-jakarta-sans-latin-core-HASH.woff2): those
 * characters with every glyph the layout makes from them, the weight axis narrowed to the 400–800 the styles use.
 * Gives its name and its @font-face rule.
 */
export async function writeLatinCore(file: string): Promise<{ file: string; face: string }> {
  const woff2 = await subsetToWoff2(await woff2ToTtf(readFileSync(file)), { glyphs: [0], unicodes: coreCharacters, axes: { wght: [400, 800] }, layoutClosure: true });
  const name = `plus-jakarta-sans-latin-core-${createHash('sha256').update(woff2).digest('base64url').slice(0, 8)}.woff2`;
  writeFileSync(path.join(path.dirname(file), name), woff2);
  const face = `@font-face{font-family:'Plus Jakarta Sans Variable';font-style:normal;font-display:optional;font-weight:400 800;src:url(/assets/${name}) format('woff2');unicode-range:${rangeOf(coreCharacters)}}`;
  return { file: name, face };
}
