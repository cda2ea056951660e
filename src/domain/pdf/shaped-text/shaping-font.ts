import type { Font } from 'harfbuzzjs';

/** The harfbuzzjs module, loaded once (its import instantiates the shaping wasm). */
export type HarfBuzz = typeof import('harfbuzzjs');

/** The scripts drawn through HarfBuzz; anything else stays with jsPDF's own fonts. */
export type IndicScript = 'telugu' | 'devanagari';

/** A font ready to shape with and to embed: HarfBuzz's font object and the TrueType bytes it was made from. */
export interface ShapingFont {
  script: IndicScript;
  /** PostScript-style name written into the PDF (BaseFont), e.g. 'NotoSansTelugu-Regular'. */
  name: string;
  bytes: Uint8Array;
  unitsPerEm: number;
  hbFont: Font;
  hb: HarfBuzz;
}

/**
 * Loads HarfBuzz (harfbuzzjs fetches its own `harfbuzz.wasm` beside its module: from disk in Node, as a bundled
 * asset URL in the browser, so the wasm is only downloaded when a PDF in an Indian script is made) and makes a
 * shaping font from TrueType bytes the caller read or fetched.
 */
export async function createShapingFont(script: IndicScript, name: string, bytes: Uint8Array): Promise<ShapingFont> {
  const hb = await import('harfbuzzjs');
  // The browser bundle turns harfbuzzjs's top-level await into this promise (vite.config.ts); Node has none.
  const ready: unknown = Reflect.get(hb, 'ready');
  if (ready instanceof Promise) await ready;
  const face = new hb.Face(new hb.Blob(bytes));
  return { script, name, bytes, unitsPerEm: face.upem, hbFont: new hb.Font(face), hb };
}
