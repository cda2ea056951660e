import type { jsPDF } from 'jspdf';
import type { IndicShaper } from './shaped-text';

/**
 * Text in the PDFs, Latin or Indian script, behind one set of calls so the builders never test for scripts.
 * Text with no Telugu or Devanagari character, or any text when no shaper is given, goes to jsPDF's own
 * `text`/`getTextWidth`/`splitTextToSize` with the caller's arguments unchanged, so an all-Latin document is the
 * same bytes as one drawn by jsPDF directly. Other text is shaped by HarfBuzz through the shaper's own draw and width
 * (see docs/indic-pdf.md), so this file, and the builders, import none of the shaping code.
 */
export type PdfShaper = IndicShaper | null | undefined;

export interface PdfTextOptions {
  align?: 'left' | 'center' | 'right';
  /** Lines longer than this (jsPDF's units) are wrapped at spaces. */
  maxWidth?: number;
  lineHeightFactor?: number;
}

/** Whether the shaper is to draw the text: it has a Telugu or Devanagari run the shaper has the font of. */
export const shaping = (shaper: PdfShaper, text: string | readonly string[]): shaper is IndicShaper =>
  Boolean(shaper) && (typeof text === 'string' ? [text] : text).some((line) => shaper?.shapes(line));

/** The width of one line in the current font and size, in jsPDF's units. */
export function textWidth(doc: jsPDF, shaper: PdfShaper, text: string): number {
  return shaping(shaper, text) ? shaper.width(doc, text) : doc.getTextWidth(text);
}

/** The text cut into lines no wider than maxWidth, at spaces and line breaks (a longer word keeps its own line). */
export function wrapText(doc: jsPDF, shaper: PdfShaper, text: string, maxWidth: number): string[] {
  if (!shaping(shaper, text)) return doc.splitTextToSize(text, maxWidth) as string[];
  return text.split(/\r\n|\r|\n/).flatMap((paragraph) => {
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(' ').filter(Boolean)) {
      const longer = line ? `${line} ${word}` : word;
      if (line && shaper.width(doc, longer) > maxWidth) {
        lines.push(line);
        line = word;
      } else line = longer;
    }
    return [...lines, line];
  });
}

/** Draws text at (x, y), y on the first baseline, like jsPDF's `text` with align, maxWidth and lineHeightFactor. */
export function drawText(
  doc: jsPDF,
  shaper: PdfShaper,
  text: string | string[],
  x: number,
  y: number,
  options?: PdfTextOptions,
): void {
  if (!shaping(shaper, text)) {
    if (options) doc.text(text, x, y, options);
    else doc.text(text, x, y);
    return;
  }
  const paragraphs = typeof text === 'string' ? [text] : text;
  const { maxWidth, align = 'left' } = options ?? {};
  const lines = paragraphs.flatMap((p) => (maxWidth ? wrapText(doc, shaper, p, maxWidth) : p.split(/\r\n|\r|\n/)));
  const lineHeight =
    (doc.getFontSize() * (options?.lineHeightFactor ?? doc.getLineHeightFactor())) / doc.internal.scaleFactor;
  lines.forEach((line, i) => {
    const width = align === 'left' ? 0 : shaper.width(doc, line);
    const left = align === 'center' ? x - width / 2 : align === 'right' ? x - width : x;
    shaper.draw(doc, line, left, y + i * lineHeight);
  });
}
