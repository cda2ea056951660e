import type { jsPDF } from 'jspdf';
import { textWidth, type PdfShaper } from './pdf-text';

/** The points of a font size as mm on the page. */
export const ptToMm = (pt: number): number => (pt * 25.4) / 72;

/** The text's characters as a reader sees them (a Telugu or Devanagari cluster is never cut in two). */
function graphemes(text: string): string[] {
  if (typeof Intl.Segmenter === 'function')
    return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
  return Array.from(text);
}

/**
 * `text` as much of it fits `maxWidth` (mm) in the current font and size, cut at a character and ended with '…' when
 * it does not fit whole. A label or a card has one line for a title or a name: a long one is shortened, never
 * drawn over its neighbour.
 */
export function fittedText(doc: jsPDF, shaper: PdfShaper, text: string, maxWidth: number): string {
  const whole = text.trim();
  if (textWidth(doc, shaper, whole) <= maxWidth) return whole;
  const parts = graphemes(whole);
  let fits = 0;
  let tooMany = parts.length;
  while (tooMany - fits > 1) {
    const middle = Math.floor((fits + tooMany) / 2);
    const tried = `${parts.slice(0, middle).join('').trimEnd()}…`;
    if (textWidth(doc, shaper, tried) <= maxWidth) fits = middle;
    else tooMany = middle;
  }
  return fits === 0 ? '' : `${parts.slice(0, fits).join('').trimEnd()}…`;
}

/**
 * The font size (pt) from `size` down to `smallest`, in half points, at which `text` fits `maxWidth` (mm) on one line;
 * `smallest` when none does (the caller then shortens it with fittedText). Sets the size on `doc`.
 */
export function fittingSize(
  doc: jsPDF,
  shaper: PdfShaper,
  text: string,
  maxWidth: number,
  size: number,
  smallest: number,
): number {
  let tried = size;
  doc.setFontSize(tried);
  while (tried > smallest && textWidth(doc, shaper, text) > maxWidth) {
    tried = Math.max(smallest, tried - 0.5);
    doc.setFontSize(tried);
  }
  return tried;
}
