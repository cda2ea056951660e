import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadIndicShaper, type IndicShaper } from '../../../src/domain/pdf/shaped-text';
import { pdfText } from '../shaped-text-images';

/** The shaper the server uses, made from the committed fonts and harfbuzzjs's hb-subset. */
export const testShaper = (): Promise<IndicShaper> =>
  loadIndicShaper({
    subsetWasm: readFileSync(createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')),
    fonts: {
      telugu: readFileSync('assets/fonts/NotoSansTelugu-Regular.ttf'),
      devanagari: readFileSync('assets/fonts/NotoSansDevanagari-Regular.ttf'),
    },
  });

/** What pdftotext reads, with line breaks and runs of spaces as one space (table cells come out on lines of their own). */
export const textOf = (pdf: ArrayBuffer): string => pdfText(new Uint8Array(pdf)).replace(/\s+/g, ' ');

/** The PDF without what changes from one build to the next (its creation time and file id). */
export const withoutBuildStamp = (pdf: ArrayBuffer): string =>
  Buffer.from(pdf)
    .toString('latin1')
    .replace(/\/CreationDate \(D:[^)]*\)/, '')
    .replace(/\/ID \[[^\]]*\]/, '');
