import type { ShapingFont } from './shaping-font';

/** One glyph as HarfBuzz placed it, in thousandths of the font size (PDF glyph space). */
export interface ShapedGlyph {
  id: number;
  /** UTF-16 index in the run's text of the first character this glyph came from. */
  cluster: number;
  advance: number;
  xOffset: number;
  yOffset: number;
}

export interface ShapedRun {
  text: string;
  font: ShapingFont;
  glyphs: ShapedGlyph[];
  /** Width of the run in thousandths of the font size. */
  advance: number;
}

/** Shapes one run of a single script with HarfBuzz (conjuncts, vowel signs, reordering, mark positions). */
export function shapeRun(text: string, font: ShapingFont): ShapedRun {
  const { hb } = font;
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font.hbFont, buffer);
  const toThousandths = (units: number) => (units * 1000) / font.unitsPerEm;
  const positions = buffer.getGlyphPositions();
  const glyphs = buffer.getGlyphInfos().map((info, i): ShapedGlyph => {
    const position = positions[i];
    return {
      id: info.codepoint,
      cluster: info.cluster,
      advance: toThousandths(position?.xAdvance ?? 0),
      xOffset: toThousandths(position?.xOffset ?? 0),
      yOffset: toThousandths(position?.yOffset ?? 0),
    };
  });
  return { text, font, glyphs, advance: glyphs.reduce((sum, g) => sum + g.advance, 0) };
}
