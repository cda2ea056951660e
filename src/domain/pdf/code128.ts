import { code128, type DrawingContext } from 'bwip-js/generic';
import type { jsPDF } from 'jspdf';

/** A Code 128 symbol as its bars: each bar's left edge and width in modules, and the symbol's width in modules. */
export interface Code128Symbol {
  bars: readonly (readonly [left: number, width: number])[];
  modules: number;
}

/** The white kept on each side of the bars, in modules (ISO/IEC 15417: at least 10). */
export const QUIET_ZONE_MODULES = 10;

/** Bars narrower than this (mm) are beyond what library scanners read reliably (7.5 mil); wider ones read at a glance. */
export const MIN_MODULE_MM = 0.19;
/** The widest module a label uses; wider adds length and nothing a scanner needs. */
export const MAX_MODULE_MM = 0.38;

/**
 * The bars of `text` in Code 128, encoded by bwip-js (Barcode Writer in Pure PostScript; the shortest mix of code sets
 * A, B and C, with its check character). Its drawing interface hands each bar as a vertical line at scale 1, one unit a
 * module: its centre and its width, the centre of an odd-width bar put on the next whole unit, so the left edge is the
 * floor of centre − width / 2 (a test checks the bars against bwip-js's own raw widths).
 */
export function code128Symbol(text: string): Code128Symbol {
  const bars: [number, number][] = [];
  const collect: DrawingContext<[number, number][]> = {
    scale: () => null,
    measure: () => ({ width: 0, ascent: 0, descent: 0 }),
    init: () => undefined,
    line: (x0, _y0, _x1, _y1, width) => void bars.push([Math.floor(x0 - width / 2), width]),
    polygon: () => undefined,
    hexagon: () => undefined,
    ellipse: () => undefined,
    fill: () => undefined,
    text: () => undefined,
    end: () => bars,
  };
  code128({ bcid: 'code128', text, scale: 1, height: 5, includetext: false }, collect);
  const last = bars.at(-1);
  return { bars, modules: last ? last[0] + last[1] : 0 };
}

/**
 * The module width (mm) that fits the symbol and its quiet zones in `width` mm, at most MAX_MODULE_MM. Below
 * MIN_MODULE_MM the barcode is too long for the space to scan reliably.
 */
export const moduleWidthFor = (symbol: Code128Symbol, width: number): number =>
  Math.min(MAX_MODULE_MM, width / (symbol.modules + 2 * QUIET_ZONE_MODULES));

/**
 * Draws the bars as filled rectangles (vector, so they print sharp at any resolution), the symbol's left edge at x and
 * its top at y, `module` mm a module and `height` mm tall. The caller keeps the quiet zones white.
 */
export function drawCode128(
  doc: jsPDF,
  symbol: Code128Symbol,
  x: number,
  y: number,
  module: number,
  height: number,
): void {
  doc.setFillColor(0, 0, 0);
  for (const [left, width] of symbol.bars) doc.rect(x + left * module, y, width * module, height, 'F');
}
