import type { jsPDF } from 'jspdf';
import type { Cell, CellHookData, UserOptions } from 'jspdf-autotable';
import { shaping, wrapText, type PdfShaper } from './pdf-text';

/** autotable's lines for a cell whose text it must not draw itself, kept from willDrawCell to didDrawCell. */
const shapedLines = new WeakMap<Cell, string[]>();

/** jspdf-autotable's vertical placement of a cell's first baseline (its autoTableText). */
const PHYSICAL_LINE_HEIGHT = 1.15;

/**
 * autotable options whose cells with Telugu or Devanagari text are wrapped by shaped width and drawn by HarfBuzz:
 * `didParseCell` gives such a cell a shaped-width wrapper and minimum width, `willDrawCell` takes its text away from
 * autotable, `didDrawCell` draws it in the cell's place, alignment and colour. The table's own hooks run first. With
 * no shaper, or for Latin cells, the options and the drawing are unchanged.
 */
export function withShapedCells(doc: jsPDF, shaper: PdfShaper, options: UserOptions): UserOptions {
  if (!shaper) return options;
  const { didParseCell, willDrawCell, didDrawCell } = options;
  return {
    ...options,
    didParseCell: (data: CellHookData) => {
      didParseCell?.(data);
      const { cell } = data;
      if (!shaping(shaper, cell.text)) return;
      cell.styles.overflow = (text, width) =>
        (typeof text === 'string' ? [text] : text).flatMap((line) => wrapText(doc, shaper, line, width));
      doc.setFontSize(cell.styles.fontSize);
      const longestWord = Math.max(
        0,
        ...cell.text.flatMap((line) => line.split(' ')).map((word) => shaper.width(doc, word)),
      );
      cell.styles.minCellWidth = Math.max(cell.styles.minCellWidth, longestWord + cell.padding('horizontal'));
    },
    willDrawCell: (data: CellHookData) => {
      const drawn = willDrawCell?.(data);
      if (shaping(shaper, data.cell.text)) {
        shapedLines.set(data.cell, data.cell.text);
        data.cell.text = [];
      }
      return drawn;
    },
    didDrawCell: (data: CellHookData) => {
      didDrawCell?.(data);
      const lines = shapedLines.get(data.cell);
      if (lines) drawCellLines(doc, shaper, data.cell, lines);
    },
  };
}

/** The lines where autotable would have put them: its first baseline, line height and horizontal alignment. */
function drawCellLines(doc: jsPDF, shaper: NonNullable<PdfShaper>, cell: Cell, lines: string[]): void {
  const fontSize = cell.styles.fontSize / doc.internal.scaleFactor;
  const lineHeight = fontSize * doc.getLineHeightFactor();
  const at = cell.getTextPos();
  let y = at.y + fontSize * (2 - PHYSICAL_LINE_HEIGHT);
  if (cell.styles.valign === 'middle') y -= (lines.length / 2) * lineHeight;
  else if (cell.styles.valign === 'bottom') y -= lines.length * lineHeight;
  for (const line of lines) {
    const width = cell.styles.halign === 'left' ? 0 : shaper.width(doc, line);
    const x = cell.styles.halign === 'center' ? at.x - width / 2 : cell.styles.halign === 'right' ? at.x - width : at.x;
    shaper.draw(doc, line, x, y);
    y += lineHeight;
  }
}
