/** What shaping a text with one font needs of it: the glyphs it passes through and the code points it maps. */
export interface FontUse {
  glyphs: Set<number>;
  unicodes: Set<number>;
}

// the characters of the Devanagari face (its unicode-range in src/theme/fonts.css: the script, the joiners, ₹ and
// the dotted circle); spaces end a run
const devanagari = /(?:\p{scx=Deva}|\u200C|\u200D|\u20F0|[\u20A8\u20B9\u25CC])+/gu;

/**
 * The runs of `text` a browser shapes in the Devanagari face, each on its own: Indic lookups never reach across a
 * space or another font's character, and a site's words repeat.
 */
export const devanagariRuns = (text: string): string[] => text.match(devanagari) ?? [];

/** The glyphs shaping one run passes through, by `language run`: kept by a release's record for the next publish. */
export type WordGlyphs = Map<string, number[]>;

export const wordKey = (run: string, language: string) => `${language} ${run}`;

/**
 * A shaper over `ttf` (an OpenType font, not WOFF2) that records every glyph the substitution lookups pass through,
 * not only the last: a conjunct made in three steps needs its half forms too, or a subset made of the final glyphs
 * shapes the conjunct differently.
 */
export async function openShaper(ttf: Uint8Array): Promise<(run: string, language: string) => number[]> {
  // loaded here, not with the module: it compiles its WebAssembly as it loads, which a publish of known words skips
  const hb = await import('harfbuzzjs');
  const font = new hb.Font(new hb.Face(new hb.Blob(ttf)));
  return (run, language) => {
    const seen = new Set<number>();
    const buffer = new hb.Buffer();
    buffer.addText(run);
    buffer.guessSegmentProperties();
    buffer.setLanguage(language);
    let positioning = false;
    // the buffer as GSUB starts (each character's own glyph) and after each of its lookups; positioning changes no
    // glyph, so its lookups are skipped (false)
    buffer.setMessageFunc((shaped, _font, message) => {
      if (message.startsWith('start table GPOS')) positioning = true;
      if (positioning) return !message.startsWith('start lookup');
      if ((message.startsWith('end lookup') || message.startsWith('start table GSUB')) && shaped.getContentType() === hb.BufferContentType.GLYPHS) {
        for (const info of shaped.getGlyphInfos()) seen.add(info.codepoint);
      }
      return true;
    });
    hb.shape(font, buffer);
    for (const info of buffer.getGlyphInfos()) seen.add(info.codepoint);
    return [...seen];
  };
}
