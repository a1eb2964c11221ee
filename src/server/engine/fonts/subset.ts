import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

// HarfBuzz's subsetter, the WebAssembly build harfbuzzjs ships beside its shaper (its JS API has no subsetting)
interface SubsetExports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(bytes: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_set_axis_range(input: number, face: number, tag: number, min: number, max: number, def: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}

const memoryWritable = 2;
const layoutFeatureTags = 6;
// the glyphs given are all there is: no glyph another lookup could make from them is added (shaping.ts
// found every one the text needs by shaping it)
const noLayoutClosure = 0x200;

const tagOf = (tag: string) => [...tag].reduce((value, character) => (value << 8) + character.charCodeAt(0), 0) >>> 0;

let loaded: Promise<SubsetExports> | undefined;
function subsetter(): Promise<SubsetExports> {
  loaded ??= (async () => {
    const file = createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm');
    const { instance } = await WebAssembly.instantiate(await readFile(file));
    const exports = instance.exports as unknown as SubsetExports;
    exports._initialize();
    return exports;
  })();
  return loaded;
}

// loaded when a font is converted, not with the module: it starts its WebAssembly as it loads
const woff2Tools = async () => (await import('wawoff2')).default;

// wawoff2 answers with a view of its WebAssembly memory, which its next call overwrites: a copy is kept
/** An OpenType font from WOFF2 bytes. */
export async function woff2ToTtf(woff2: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await (await woff2Tools()).decompress(woff2));
}

export interface SubsetRequest {
  glyphs: Iterable<number>;
  unicodes: Iterable<number>;
  /** a variable axis narrowed to the range the pages use, e.g. { wght: [400, 800] } */
  axes?: Record<string, [number, number]>;
  /**
   * every glyph the layout could make from these characters too, for a subset of characters rather than of a
   * known text; without it, exactly the glyphs given
   */
  layoutClosure?: boolean;
}

/** `ttf` reduced to `glyphs` and `unicodes` (every layout feature kept, only the rules among its glyphs), as WOFF2. */
export async function subsetToWoff2(ttf: Uint8Array, { glyphs, unicodes, axes = {}, layoutClosure = false }: SubsetRequest): Promise<Uint8Array> {
  const hb = await subsetter();
  const input = hb.hb_subset_input_create_or_fail();
  if (!input) throw new Error('HarfBuzz could not start a subset');
  const data = hb.malloc(ttf.byteLength);
  new Uint8Array(hb.memory.buffer).set(ttf, data);
  const blob = hb.hb_blob_create(data, ttf.byteLength, memoryWritable, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  let subset = 0;
  try {
    const features = hb.hb_subset_input_set(input, layoutFeatureTags);
    hb.hb_set_clear(features);
    hb.hb_set_invert(features);
    if (!layoutClosure) hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | noLayoutClosure);
    const unicodeSet = hb.hb_subset_input_unicode_set(input);
    for (const code of unicodes) hb.hb_set_add(unicodeSet, code);
    const glyphSet = hb.hb_subset_input_glyph_set(input);
    for (const glyph of glyphs) hb.hb_set_add(glyphSet, glyph);
    for (const [axis, [min, max]] of Object.entries(axes)) {
      if (!hb.hb_subset_input_set_axis_range(input, face, tagOf(axis), min, max, Number.NaN)) throw new Error(`The font has no ${axis} axis to narrow to ${min}–${max}`);
    }
    subset = hb.hb_subset_or_fail(face, input);
    if (!subset) throw new Error('HarfBuzz could not subset the font');
    const result = hb.hb_face_reference_blob(subset);
    const start = hb.hb_blob_get_data(result, 0);
    const bytes = new Uint8Array(hb.memory.buffer).slice(start, start + hb.hb_blob_get_length(result));
    hb.hb_blob_destroy(result);
    if (bytes.length === 0) throw new Error('HarfBuzz made an empty subset');
    return new Uint8Array(await (await woff2Tools()).compress(bytes));
  } finally {
    hb.hb_subset_input_destroy(input);
    if (subset) hb.hb_face_destroy(subset);
    hb.hb_face_destroy(face);
    hb.free(data);
  }
}
