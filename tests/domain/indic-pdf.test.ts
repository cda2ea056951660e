import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadIndicShaper, type IndicShaper } from '../../src/domain/pdf/shaped-text';
import { buildEveryPdf, LATIN_PEOPLE, type PdfPeople } from './support/pdf-builders';
import { cropToInk, DPI, hbViewLine, inkDifference, pdfText, pdfWords, rasteriseBox } from './shaped-text-images';

const fontFiles = {
  telugu: 'assets/fonts/NotoSansTelugu-Regular.ttf',
  devanagari: 'assets/fonts/NotoSansDevanagari-Regular.ttf',
} as const;

let shaper: IndicShaper;
beforeAll(async () => {
  shaper = await loadIndicShaper({
    subsetWasm: readFileSync(createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')),
    fonts: { telugu: readFileSync(fontFiles.telugu), devanagari: readFileSync(fontFiles.devanagari) },
  });
});

const TELUGU: PdfPeople = {
  student: 'శ్రీనివాస్ రెడ్డి',
  parent: 'వెంకట రెడ్డి',
  faculty: 'డా. లక్ష్మి',
  college: 'శ్రీ వేంకటేశ్వర ఇంజనీరింగ్ కళాశాల',
  address: 'కోటి, హైదరాబాద్, తెలంగాణ',
  subject: 'ఆపరేటింగ్ సిస్టమ్స్',
};

const DEVANAGARI: PdfPeople = {
  student: 'क्षत्रिय',
  parent: 'राम प्रसाद',
  faculty: 'डॉ. सीता',
  college: 'श्री विद्या अभियांत्रिकी महाविद्यालय',
  address: 'कॉलेज रोड, हैदराबाद',
  subject: 'ऑपरेटिंग सिस्टम',
};

/** The PDF without what changes from one build to the next (its creation time and file id). */
const stripped = (pdf: ArrayBuffer) =>
  Buffer.from(pdf)
    .toString('latin1')
    .replace(/\/CreationDate \(D:[^)]*\)/, '')
    .replace(/\/ID \[[^\]]*\]/, '');

/** What pdftotext reads, with line breaks and runs of spaces as one space (table cells come out on lines of their own). */
const textOf = (pdf: ArrayBuffer) => pdfText(new Uint8Array(pdf)).replace(/\s+/g, ' ');

describe('PDFs of Latin data', () => {
  it('are the same bytes with a shaper as without one, and embed no Noto font', () => {
    const plain = buildEveryPdf(LATIN_PEOPLE, null);
    for (const [name, pdf] of Object.entries(buildEveryPdf(LATIN_PEOPLE, shaper))) {
      expect(stripped(pdf), name).toBe(stripped(plain[name] ?? new ArrayBuffer(0)));
      expect(stripped(pdf), name).not.toContain('NotoSans');
      expect(textOf(pdf), name).toContain(name === 'timetable' ? LATIN_PEOPLE.subject : LATIN_PEOPLE.student);
    }
  });
});

/** Which documents print which of the people's texts, besides the college's name and address. */
const printedIn: Record<string, (keyof PdfPeople)[]> = {
  resultSheet: ['student', 'subject'],
  hallTicket: ['student', 'subject'],
  timetable: ['subject', 'faculty'],
  marksMemo: ['student', 'subject'],
  creditNote: ['student', 'faculty'],
  admissionForm: ['student', 'parent'],
  feeReceipt: ['student'],
  attendanceRegister: ['student'],
};

for (const [script, people] of [
  ['telugu', TELUGU],
  ['devanagari', DEVANAGARI],
] as const) {
  describe(`PDFs of a student whose name is ${script} (${people.student})`, () => {
    const pdfs = () => buildEveryPdf(people, shaper);

    it('give back every name, the college and its address as typed', () => {
      for (const [name, pdf] of Object.entries(pdfs())) {
        const text = textOf(pdf);
        for (const field of ['college', 'address', ...(printedIn[name] ?? [])] as const)
          expect(text, `${name}: ${field}`).toContain(people[field]);
      }
    });

    it("draw the student's name as HarfBuzz's hb-view draws it", () => {
      // The name is 10 pt on the result sheet, the hall ticket and the receipt; drawn at 4 × 150 dpi it is the
      // size of hb-view's 40 pt line at 150 dpi, the size the line tests compare at.
      const zoom = 4;
      const expected = cropToInk(hbViewLine(fontFiles[script], people.student, 10 * zoom));
      const built = pdfs();
      for (const name of ['resultSheet', 'hallTicket', 'feeReceipt']) {
        const pdf = new Uint8Array(built[name] ?? new ArrayBuffer(0));
        const word = pdfWords(pdf).find((w) => w.text === people.student);
        expect(word, name).toBeDefined();
        if (!word) continue;
        const margin = 3;
        const box = {
          xMin: word.xMin - margin,
          yMin: word.yMin - margin,
          xMax: word.xMax + margin,
          yMax: word.yMax + margin,
        };
        const drawn = cropToInk(rasteriseBox(pdf, box, DPI * zoom));
        expect(inkDifference(drawn, expected), name).toBeLessThan(0.1);
      }
    });
  });
}
