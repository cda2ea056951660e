import subsetWasmUrl from 'harfbuzzjs/dist/harfbuzz-subset.wasm?url';
import devanagariFontUrl from '../../../../assets/fonts/NotoSansDevanagari-Regular.ttf?url';
import teluguFontUrl from '../../../../assets/fonts/NotoSansTelugu-Regular.ttf?url';
import { indicScriptsIn } from '../../../domain/pdf/indic-scripts';
import type { IndicScript, IndicShaper, ShaperCache } from '../../../domain/pdf/shaped-text';

/**
 * The shaper for PDFs made on the device. The URLs above are plain strings Vite gives its emitted assets; nothing is
 * downloaded until a PDF's data has Telugu or Devanagari text. Then the shaper code (its own chunk, with
 * harfbuzzjs, which fetches its `harfbuzz.wasm` asset), hb-subset's wasm and the font of each script used are
 * fetched once and kept in memory for the next PDF.
 */
const fontUrls: Record<IndicScript, string> = { telugu: teluguFontUrl, devanagari: devanagariFontUrl };

async function fetchBytes(url: string): Promise<Uint8Array> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url}: ${String(answer.status)}`);
  return new Uint8Array(await answer.arrayBuffer());
}

let cache: Promise<ShaperCache> | null = null;

/**
 * A shaper with the fonts `data` needs (any strings inside it), or null when it is all Latin. Also null when the
 * shaper cannot be loaded (offline before it was ever fetched: the wasm and fonts are not precached), so the PDF is
 * still made, its Indian-script text drawn by jsPDF unshaped as before; the next PDF tries the download again.
 */
export async function indicShaperFor(...data: unknown[]): Promise<IndicShaper | null> {
  const scripts = indicScriptsIn(data);
  if (scripts.length === 0) return null;
  if (!cache) {
    cache = import('../../../domain/pdf/shaped-text').then(({ createShaperCache }) =>
      createShaperCache({
        subsetWasm: () => fetchBytes(subsetWasmUrl),
        font: (script) => fetchBytes(fontUrls[script]),
      }),
    );
    cache.catch(() => (cache = null));
  }
  try {
    return await (await cache).shaperFor(scripts);
  } catch {
    return null;
  }
}
