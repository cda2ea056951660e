import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { jsPDF } from 'jspdf';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  drawShapedText,
  loadIndicShaper,
  shapeRun,
  splitByScript,
  type IndicShaper,
} from '../../src/domain/pdf/shaped-text';
import { glyphOperators } from '../../src/domain/pdf/shaped-text/glyph-operators';
import { cellDifference, cropToInk, hbViewLine, inkDifference, pdfText, rasterise } from './shaped-text-images';

const fontFiles = {
  telugu: 'assets/fonts/NotoSansTelugu-Regular.ttf',
  devanagari: 'assets/fonts/NotoSansDevanagari-Regular.ttf',
} as const;
const SIZE = 40;

let shaper: IndicShaper;
beforeAll(async () => {
  const subsetWasm = readFileSync(createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
  shaper = await loadIndicShaper({
    subsetWasm,
    fonts: { telugu: readFileSync(fontFiles.telugu), devanagari: readFileSync(fontFiles.devanagari) },
  });
});

const pdfBytes = (doc: jsPDF) => new Uint8Array(doc.output('arraybuffer'));
const linePage = () => new jsPDF({ unit: 'pt', format: [900, 120], orientation: 'landscape' });

/** One line alone on a wide page, drawn through drawShapedText. */
function shapedLinePdf(text: string): Uint8Array {
  const doc = linePage().setFontSize(SIZE);
  drawShapedText(doc, text, 20, 70, shaper);
  return pdfBytes(doc);
}

/** The same line as jsPDF draws it on its own with the same font: one glyph per character, nothing shaped. */
function unshapedLinePdf(text: string, fontFile: string): Uint8Array {
  const doc = linePage();
  doc.addFileToVFS('plain.ttf', readFileSync(fontFile).toString('latin1'));
  doc.addFont('plain.ttf', 'plain', 'normal');
  doc.setFont('plain').setFontSize(SIZE);
  doc.text(text, 20, 70);
  return pdfBytes(doc);
}

const ZWNJ = '\u200c';
/** Each line, and the same text with its first conjunct broken open by a zero-width non-joiner after the virama. */
const lines = [
  { script: 'telugu', text: 'విద్యార్థి ఫలితాలు', broken: `విద్${ZWNJ}యార్థి ఫలితాలు` },
  { script: 'telugu', text: 'శ్రీనివాస్', broken: `శ్${ZWNJ}రీనివాస్` },
  // A below-base form HarfBuzz moves 0.42 em to the left: the TJ adjustments must put it there.
  { script: 'telugu', text: 'ద్ద్రు', broken: `ద్${ZWNJ}ద్రు` },
  { script: 'devanagari', text: 'विद्यार्थी परिणाम', broken: `विद्${ZWNJ}यार्थी परिणाम` },
  { script: 'devanagari', text: 'क्षत्रिय', broken: `क्${ZWNJ}षत्रिय` },
] as const;

describe('Telugu and Devanagari shaped by HarfBuzz in a jsPDF document', () => {
  for (const { script, text, broken } of lines) {
    describe(text, () => {
      it('gives the same words back to pdftotext', () => {
        expect(pdfText(shapedLinePdf(text)).trim()).toBe(text);
      });

      it("is drawn as HarfBuzz's hb-view draws it", () => {
        const expected = cropToInk(hbViewLine(fontFiles[script], text, SIZE));
        expect(expected.width).toBeGreaterThan(100);
        expect(inkDifference(cropToInk(rasterise(shapedLinePdf(text))), expected)).toBeLessThan(0.1);
      });

      it('fails that comparison when jsPDF draws it unshaped or a conjunct is broken', () => {
        const expected = cropToInk(hbViewLine(fontFiles[script], text, SIZE));
        const unshaped = cropToInk(rasterise(unshapedLinePdf(text, fontFiles[script])));
        const brokenConjunct = cropToInk(rasterise(shapedLinePdf(broken)));
        expect(inkDifference(unshaped, expected)).toBeGreaterThan(0.3);
        expect(cellDifference(unshaped, expected)).toBeGreaterThan(0.3);
        expect(inkDifference(brokenConjunct, expected)).toBeGreaterThan(0.3);
        expect(cellDifference(brokenConjunct, expected)).toBeGreaterThan(0.3);
      });
    });
  }

  it('keeps Latin with jsPDF and extracts a mixed line in reading order', () => {
    const doc = linePage().setFontSize(20);
    const line = 'Name: శ్రీనివాస్ / क्षत्रिय (2026)';
    drawShapedText(doc, line, 20, 70, shaper);
    expect(pdfText(pdfBytes(doc)).trim()).toBe(line);
  });

  it('embeds only the glyphs used, so a page of one line in each script stays small', () => {
    const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true }).setFontSize(14);
    drawShapedText(doc, 'విద్యార్థి ఫలితాలు', 20, 20, shaper);
    drawShapedText(doc, 'विद्यार्थी परिणाम', 20, 30, shaper);
    const pdf = pdfBytes(doc);
    console.info(`one Telugu and one Devanagari line: ${pdf.byteLength} bytes`);
    expect(pdf.byteLength).toBeLessThan(20_000);
    expect(pdfText(pdf).trim()).toBe('విద్యార్థి ఫలితాలు\nविद्यार्थी परिणाम');
  });
});

describe('splitByScript', () => {
  it('splits a line into jsPDF runs and per-script runs, keeping spaces and joiners inside a script', () => {
    expect(splitByScript('Roll 5: శ్రీ నివాస్ राम।')).toEqual([
      { script: null, text: 'Roll 5: ' },
      { script: 'telugu', text: 'శ్రీ నివాస్' },
      { script: null, text: ' ' },
      { script: 'devanagari', text: 'राम।' },
    ]);
    expect(splitByScript(`క్${ZWNJ}ష`)).toEqual([{ script: 'telugu', text: `క్${ZWNJ}ష` }]);
  });
});

describe('glyphOperators', () => {
  it('moves each glyph to where HarfBuzz put it, raising marks with text rise', () => {
    const telugu = shaper.fonts.telugu;
    if (!telugu) throw new Error('no Telugu font');
    const run = {
      ...shapeRun('కి', telugu),
      glyphs: [
        { id: 1, cluster: 0, advance: 500, xOffset: 0, yOffset: 0 },
        { id: 2, cluster: 0, advance: 0, xOffset: -100, yOffset: 200 },
        { id: 3, cluster: 1, advance: 600, xOffset: 0, yOffset: 0 },
      ],
    };
    const widths = new Map([
      [1, 500],
      [2, 300],
      [3, 600],
    ]);
    expect(glyphOperators(run, widths, 10)).toEqual([
      '/Span << /ActualText <FEFF0C150C3F> >> BDC',
      '[<0001>] TJ',
      '2 Ts',
      '[100 <0002>] TJ',
      '0 Ts',
      '[200 <0003>] TJ',
      'EMC',
    ]);
  });
});
