import { addShaperFont, loadIndicShaper, type IndicShaper } from './indic-shaper';
import type { IndicScript } from './shaping-font';

/** Where a loader gets the bytes: fetched from asset URLs in the browser, read from disk on the server. */
export interface ShaperSources {
  /** `harfbuzzjs/dist/harfbuzz-subset.wasm`. */
  subsetWasm: () => Promise<Uint8Array>;
  /** The Noto Sans font of the script (assets/fonts). */
  font: (script: IndicScript) => Promise<Uint8Array>;
}

export interface ShaperCache {
  /** The one shaper, with the font of each of `scripts` loaded (each font once, on its first need). */
  shaperFor: (scripts: readonly IndicScript[]) => Promise<IndicShaper>;
}

/**
 * One shaper kept in memory and reused for every document: hb-subset is loaded on the first call, a script's font on
 * the first call that needs it. A load that fails is forgotten, so the next document tries again.
 */
export function createShaperCache(sources: ShaperSources): ShaperCache {
  let base: Promise<IndicShaper> | null = null;
  const fonts = new Map<IndicScript, Promise<void>>();
  const loadBase = () => {
    const loading = sources.subsetWasm().then((subsetWasm) => loadIndicShaper({ subsetWasm, fonts: {} }));
    loading.catch(() => (base = null));
    return loading;
  };
  const loadFont = (shaper: IndicShaper, script: IndicScript) => {
    const known = fonts.get(script);
    if (known) return known;
    const loading = sources.font(script).then((bytes) => addShaperFont(shaper, script, bytes));
    loading.catch(() => fonts.delete(script));
    fonts.set(script, loading);
    return loading;
  };
  return {
    shaperFor: async (scripts) => {
      base ??= loadBase();
      const shaper = await base;
      await Promise.all(scripts.map((script) => loadFont(shaper, script)));
      return shaper;
    },
  };
}
