/** Telugu and Devanagari text in jsPDF documents, shaped by HarfBuzz. See docs/indic-pdf.md. */
export { drawShapedText, shapedTextWidth } from './draw-shaped-text';
export { addShaperFont, loadIndicShaper, type IndicShaper, type IndicShaperBytes } from './indic-shaper';
export { createShaperCache, type ShaperCache, type ShaperSources } from './shaper-cache';
export { splitByScript, type ScriptRun } from './script-runs';
export { shapeRun, type ShapedGlyph, type ShapedRun } from './shape-run';
export type { IndicScript, ShapingFont } from './shaping-font';
