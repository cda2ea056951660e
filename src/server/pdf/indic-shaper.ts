import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { indicScriptsIn } from '../../domain/pdf/indic-scripts';
import type { IndicScript, IndicShaper, ShaperCache } from '../../domain/pdf/shaped-text';

/**
 * The shaper for PDFs the server makes (receipts, result sheets, hall tickets, memos, forms): hb-subset's wasm from
 * the harfbuzzjs package and the fonts from assets/fonts, read from disk the first time a PDF has Telugu or
 * Devanagari text and kept in memory after. The shaper code itself is imported then too.
 */
const fontFiles: Record<IndicScript, string> = {
  telugu: 'NotoSansTelugu-Regular.ttf',
  devanagari: 'NotoSansDevanagari-Regular.ttf',
};

/** assets/fonts of the project: above src/server/pdf when run from source, above dist-server/ when built. */
function fontsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const fonts = path.join(dir, 'assets', 'fonts');
    if (existsSync(path.join(fonts, fontFiles.telugu))) return fonts;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('assets/fonts not found above the server');
    dir = parent;
  }
}

let cache: Promise<ShaperCache> | null = null;

/** A shaper with the fonts `data` needs (any strings inside it), or null when it is all Latin. */
export async function serverShaperFor(...data: unknown[]): Promise<IndicShaper | null> {
  const scripts = indicScriptsIn(data);
  if (scripts.length === 0) return null;
  if (!cache) {
    cache = import('../../domain/pdf/shaped-text').then(({ createShaperCache }) =>
      createShaperCache({
        subsetWasm: () => readFile(createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')),
        font: (script) => readFile(path.join(fontsFolder(), fontFiles[script])),
      }),
    );
    cache.catch(() => (cache = null));
  }
  return (await cache).shaperFor(scripts);
}
