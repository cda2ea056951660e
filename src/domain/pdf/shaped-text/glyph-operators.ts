import type { ShapedRun } from './shape-run';
import { glyphCode, pdfNumber, pdfUnicodeString } from './pdf-strings';

/**
 * The content-stream operators that draw a shaped run where HarfBuzz put each glyph. After a glyph the PDF viewer moves
 * the pen by the glyph's /W width; a TJ number corrects that to HarfBuzz's advance and mark offset, and a vertical mark
 * offset is drawn with text rise (Ts). The run is wrapped in a marked-content span whose /ActualText is the source
 * text, so extraction gives back the characters as typed, whatever glyphs a conjunct became.
 */
export function glyphOperators(run: ShapedRun, widths: Map<number, number>, fontSize: number): string[] {
  const ops: string[] = [`/Span << /ActualText ${pdfUnicodeString(run.text)} >> BDC`];
  let pen = 0;
  let actual = 0;
  let pieces: string[] = [];
  let rise = 0;
  const flush = () => {
    if (pieces.length > 0) ops.push(`[${pieces.join(' ')}] TJ`);
    pieces = [];
  };
  for (const glyph of run.glyphs) {
    if (glyph.yOffset !== rise) {
      flush();
      rise = glyph.yOffset;
      ops.push(`${pdfNumber((rise * fontSize) / 1000)} Ts`);
    }
    const target = pen + glyph.xOffset;
    // A positive TJ number moves the pen left, in thousandths of the font size.
    if (Math.abs(target - actual) > 0.0005) pieces.push(pdfNumber(actual - target));
    pieces.push(glyphCode(glyph.id));
    actual = target + (widths.get(glyph.id) ?? 0);
    pen += glyph.advance;
  }
  flush();
  if (rise !== 0) ops.push('0 Ts');
  ops.push('EMC');
  return ops;
}
