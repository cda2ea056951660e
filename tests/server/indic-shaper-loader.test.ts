import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createShaperCache, type IndicScript } from '../../src/domain/pdf/shaped-text';
import { serverShaperFor } from '../../src/server/pdf/indic-shaper';

const FONTS = path.resolve(import.meta.dirname, '../../assets/fonts');
const FONT_FILES: Record<IndicScript, string> = {
  telugu: 'NotoSansTelugu-Regular.ttf',
  devanagari: 'NotoSansDevanagari-Regular.ttf',
};

describe("the server's Indic shaper", () => {
  it('is not loaded for all-Latin data', async () => {
    expect(await serverShaperFor({ studentName: 'CHARAN PILLAI' }, 'Demo College')).toBeNull();
  });

  // The server keeps one shaper for the process (the API files share a worker), so what it has loaded already depends
  // on the documents made before: this checks what a request needs is there, and that the shaper is the one kept.
  it('gives the fonts the data needs from assets/fonts, and keeps one shaper', async () => {
    const telugu = await serverShaperFor({ studentName: 'శ్రీనివాస్ రెడ్డి' });
    expect(Object.keys(telugu?.fonts ?? {})).toContain('telugu');
    const both = await serverShaperFor(['क्षत्रिय'], 'శ్రీ');
    expect(both).toBe(telugu);
    expect(Object.keys(both?.fonts ?? {}).sort()).toEqual(['devanagari', 'telugu']);
    expect(both?.shapes('Name: क्षत्रिय')).toBe(true);
    expect(both?.shapes('Name')).toBe(false);
  });

  it("reads a script's font only when a document first needs it, and each font once", async () => {
    const reads: string[] = [];
    const cache = createShaperCache({
      subsetWasm: () => readFile(createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')),
      font: (script) => {
        reads.push(script);
        return readFile(path.join(FONTS, FONT_FILES[script]));
      },
    });
    const telugu = await cache.shaperFor(['telugu']);
    expect(Object.keys(telugu.fonts)).toEqual(['telugu']);
    expect(await cache.shaperFor(['telugu', 'devanagari'])).toBe(telugu);
    await cache.shaperFor(['devanagari', 'telugu']);
    expect(reads).toEqual(['telugu', 'devanagari']);
  });
});
