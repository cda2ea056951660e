import type { jsPDF } from 'jspdf';
import { drawShapedText, shapedTextWidth } from './draw-shaped-text';
import { loadFontSubsetter } from './font-subsetter';
import { splitByScript } from './script-runs';
import type { ShaperFonts } from './shaper-fonts';
import { createShapingFont, type IndicScript } from './shaping-font';

/**
 * Everything drawShapedText needs, loaded once. The caller supplies the bytes (read from disk in Node, fetched from
 * asset URLs in the browser) so this file stays free of any file or network access: hb-subset's wasm and the
 * TrueType font of each script it will draw. HarfBuzz's shaping wasm is loaded by harfbuzzjs itself.
 */
export interface IndicShaper extends ShaperFonts {
  /**
   * drawShapedText and shapedTextWidth with this shaper. The PDF builders call these, so their code imports nothing of
   * the shaping code, which a loader brings in only for a PDF with Indian script.
   */
  draw: (doc: jsPDF, text: string, x: number, y: number) => number;
  width: (doc: jsPDF, text: string) => number;
  /** Whether the text has a run in a script this shaper has the font of; other text is left to jsPDF. */
  shapes: (text: string) => boolean;
}

export interface IndicShaperBytes {
  /** `harfbuzzjs/dist/harfbuzz-subset.wasm`. */
  subsetWasm: Uint8Array;
  /** Noto Sans Telugu / Noto Sans Devanagari (assets/fonts); a script without a font is drawn by jsPDF as before. */
  fonts: Partial<Record<IndicScript, Uint8Array>>;
}

const fontNames: Record<IndicScript, string> = {
  telugu: 'NotoSansTelugu-Regular',
  devanagari: 'NotoSansDevanagari-Regular',
};

export async function loadIndicShaper({ subsetWasm, fonts }: IndicShaperBytes): Promise<IndicShaper> {
  const shaper: IndicShaper = {
    fonts: {},
    subset: await loadFontSubsetter(subsetWasm),
    draw: (doc, text, x, y) => drawShapedText(doc, text, x, y, shaper),
    width: (doc, text) => shapedTextWidth(doc, text, shaper),
    shapes: (text) => splitByScript(text).some((run) => run.script !== null && shaper.fonts[run.script] !== undefined),
  };
  for (const script of ['telugu', 'devanagari'] as const) {
    const bytes = fonts[script];
    if (bytes) await addShaperFont(shaper, script, bytes);
  }
  return shaper;
}

/** Gives a shaper the font of one more script (a loader fetches a script's font only when a PDF needs it). */
export async function addShaperFont(shaper: IndicShaper, script: IndicScript, bytes: Uint8Array): Promise<void> {
  shaper.fonts[script] = await createShapingFont(script, fontNames[script], bytes);
}
