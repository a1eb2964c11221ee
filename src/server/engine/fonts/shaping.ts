import * as hb from 'harfbuzzjs';

/** What shaping a text with one font needs of it: the glyphs it passes through and the code points it maps. */
export interface FontUse {
  glyphs: Set<number>;
  unicodes: Set<number>;
}

export interface Shaper {
  /** Adds to `use` what shaping `text` (in `language`, a BCP 47 tag) needs: each glyph any lookup produced on the way. */
  addText(text: string, language: string, use: FontUse): void;
}


/**
 * A shaper over `ttf` (an OpenType font, not WOFF2) that records every glyph the substitution lookups pass through,
 * not only the last: a conjunct made in three steps needs its half forms too, or a subset made of the final glyphs
 * shapes the conjunct differently.
 */
export function openShaper(ttf: Uint8Array): Shaper {
  const face = new hb.Face(new hb.Blob(ttf));
  const font = new hb.Font(face);
  const mapped = new Set(face.collectUnicodes());
  // glyphs of a word in a language, kept for the life of the process: one edit reshapes only its new words
  const known = new Map<string, number[]>();
  const shapeWord = (word: string, language: string): number[] => {
    const key = `${language} ${word}`;
    let glyphs = known.get(key);
    if (glyphs) return glyphs;
    const seen = new Set<number>();
    const buffer = new hb.Buffer();
    buffer.addText(word);
    buffer.guessSegmentProperties();
    buffer.setLanguage(language);
    // the buffer as GSUB starts (each character's own glyph) and after each lookup
    buffer.setMessageFunc((shaped, _font, message) => {
      if ((message.startsWith('end lookup') || message.startsWith('start table GSUB')) && shaped.getContentType() === hb.BufferContentType.GLYPHS) {
        for (const info of shaped.getGlyphInfos()) seen.add(info.codepoint);
      }
      return true;
    });
    hb.shape(font, buffer);
    for (const info of buffer.getGlyphInfos()) seen.add(info.codepoint);
    glyphs = [...seen];
    known.set(key, glyphs);
    return glyphs;
  };
  return {
    addText(text, language, use) {
      // each run of the font's characters between spaces and other fonts' characters is shaped on its own, as a
      // browser's runs are: Indic lookups never reach across a space, and a site's words repeat
      let run = '';
      const end = () => {
        if (run) for (const glyph of shapeWord(run, language)) use.glyphs.add(glyph);
        run = '';
      };
      for (const character of text) {
        const code = character.codePointAt(0)!;
        if (!mapped.has(code) || /\s/.test(character)) {
          end();
          continue;
        }
        use.unicodes.add(code);
        run += character;
      }
      end();
    },
  };
}
