import type { jsPDF } from 'jspdf';
import { embeddedFont, useGlyphs } from './embedded-font';
import { glyphOperators } from './glyph-operators';
import type { ShaperFonts } from './shaper-fonts';
import { pdfNumber } from './pdf-strings';
import { splitByScript } from './script-runs';
import { shapeRun } from './shape-run';

type ContentWriter = (...lines: string[]) => void;

const isContentWriter = (value: unknown): value is ContentWriter => typeof value === 'function';

/** jsPDF's `internal.write`, which appends lines to the current page's content stream (not in jsPDF's types). */
function contentWriter(doc: jsPDF): ContentWriter {
  const write: unknown = Reflect.get(doc.internal, 'write');
  if (!isContentWriter(write)) throw new Error('jsPDF has no internal.write');
  return write;
}

/** The current text colour as a PDF fill-colour operator. */
function fillColor(doc: jsPDF): string {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(doc.getTextColor());
  const channels = hex ? hex.slice(1).map((h) => pdfNumber(parseInt(h, 16) / 255)) : ['0', '0', '0'];
  return `${channels.join(' ')} rg`;
}

/**
 * Draws one line at (x, y) (jsPDF's units, y on the baseline, left-aligned) in the current font size and text colour.
 * Telugu and Devanagari runs are shaped by HarfBuzz and drawn glyph by glyph with the embedded Noto font; other runs
 * (Latin, digits) are drawn by jsPDF's text() with the current font. Returns the width drawn, in jsPDF's units.
 */
export function drawShapedText(doc: jsPDF, text: string, x: number, y: number, shaper: ShaperFonts): number {
  const fontSize = doc.getFontSize();
  const perUnit = doc.internal.scaleFactor;
  let cursor = x;
  for (const run of splitByScript(text)) {
    const font = run.script ? shaper.fonts[run.script] : undefined;
    if (!font) {
      doc.text(run.text, cursor, y);
      cursor += doc.getTextWidth(run.text);
      continue;
    }
    const shaped = shapeRun(run.text, font);
    const embedded = embeddedFont(doc, font, shaper.subset);
    useGlyphs(embedded, shaped);
    contentWriter(doc)(
      'q',
      fillColor(doc),
      'BT',
      `/${embedded.key} ${pdfNumber(fontSize)} Tf`,
      `${pdfNumber(doc.getHorizontalCoordinateString(cursor))} ${pdfNumber(doc.getVerticalCoordinateString(y))} Td`,
      ...glyphOperators(shaped, embedded.widths, fontSize),
      'ET',
      'Q',
    );
    cursor += (shaped.advance * fontSize) / 1000 / perUnit;
  }
  return cursor - x;
}

/** The width a line would take, without drawing it. */
export function shapedTextWidth(doc: jsPDF, text: string, shaper: ShaperFonts): number {
  const fontSize = doc.getFontSize();
  return splitByScript(text).reduce((width, run) => {
    const font = run.script ? shaper.fonts[run.script] : undefined;
    if (!font) return width + doc.getTextWidth(run.text);
    return width + (shapeRun(run.text, font).advance * fontSize) / 1000 / doc.internal.scaleFactor;
  }, 0);
}
