import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setupI18n, type Messages } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildResultSheetPdf, resultSheetPdfWords } from '../../src/domain/pdf/result-sheet-pdf';
import { loadIndicShaper, type IndicShaper } from '../../src/domain/pdf/shaped-text';
import type { ResultSheet } from '../../src/domain/results/result-sheet';
import { english, type Translate } from '../../src/domain/results/result-sheet-labels';
import { messages as hindi } from '../../src/domain/results/locales/hi';
import { messages as telugu } from '../../src/domain/results/locales/te';
import { cropToInk, DPI, hbViewLine, inkDifference, pdfText, pdfWords, rasteriseBox } from './shaped-text-images';

const TELUGU_FONT = 'assets/fonts/NotoSansTelugu-Regular.ttf';

let shaper: IndicShaper;
beforeAll(async () => {
  shaper = await loadIndicShaper({
    subsetWasm: readFileSync(createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')),
    fonts: {
      telugu: readFileSync(TELUGU_FONT),
      devanagari: readFileSync('assets/fonts/NotoSansDevanagari-Regular.ttf'),
    },
  });
});

/** The results catalogue of a language, as the server's report and the device's download translate with it. */
const translateWith = (locale: string, messages: Messages): Translate => {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return (id, values) => i18n._(id, values);
};

const EXAM = 'B.Tech II Year II Semester (R22) Regular Examinations, May 2024';
const SHEET: ResultSheet = {
  studentName: 'CHARAN PILLAI',
  studentRollNo: '22B81A0501',
  totalCredits: 5,
  earnedCredits: 3,
  passCount: 1,
  failCount: 1,
  semester: 4,
  cgpa: 7.95,
  listofRecords: [
    {
      examTitle: EXAM,
      sgpa: 5.4,
      courseCode: 'CS401',
      course: 'Operating Systems',
      credits: 3,
      grade: 'A',
      gradePoints: 9,
      status: 'Pass',
    },
    {
      examTitle: EXAM,
      sgpa: 5.4,
      courseCode: 'CS402',
      course: 'Databases',
      credits: 2,
      grade: 'F',
      gradePoints: 0,
      status: 'Fail',
    },
  ],
};
const HEADING = { collegeName: 'Demo College', generatedAt: new Date('2026-01-01T00:00:00Z') };

/** What pdftotext reads, with line breaks and runs of spaces as one space (table cells come out on lines of their own). */
const textOf = (pdf: ArrayBuffer) => pdfText(new Uint8Array(pdf)).replace(/\s+/g, ' ');

const stripped = (pdf: ArrayBuffer) =>
  Buffer.from(pdf)
    .toString('latin1')
    .replace(/\/CreationDate \(D:[^)]*\)/, '')
    .replace(/\/ID \[[^\]]*\]/, '');

describe('the result sheet PDF in the reader’s language', () => {
  it('prints English labels without a translation, the same bytes as with English given', () => {
    const plain = buildResultSheetPdf(SHEET, HEADING);
    expect(stripped(buildResultSheetPdf(SHEET, HEADING, null, english))).toBe(stripped(plain));
    const text = textOf(plain);
    for (const label of ['Student Name', 'Roll Number', 'SGPA (Semester 4)', 'CGPA', 'Course Code', 'Grade Points'])
      expect(text).toContain(label);
  });

  it('gives back every label in Telugu and the status column in Telugu, the data as it was', () => {
    const translate = translateWith('te', telugu);
    // The labels alone call for the Telugu font: every name on this sheet is Latin.
    expect(resultSheetPdfWords(translate)).toContain('విద్యార్థి పేరు');
    const text = textOf(buildResultSheetPdf(SHEET, HEADING, shaper, translate));
    for (const label of [
      'విద్యార్థి పేరు',
      'రోల్ నంబర్',
      'మొత్తం క్రెడిట్లు',
      'సాధించిన క్రెడిట్లు',
      'ఉత్తీర్ణమైనవి',
      'అనుత్తీర్ణమైనవి',
      'ఎస్‌జీపీఏ (సెమిస్టర్ 4)',
      'సీజీపీఏ',
      'సబ్జెక్టు కోడ్',
      'క్రెడిట్లు',
      'గ్రేడ్',
      'స్థితి',
      'ఉత్తీర్ణం',
      'అనుత్తీర్ణం',
    ])
      expect(text, label).toContain(label);
    for (const data of ['CHARAN PILLAI', '22B81A0501', 'CS401', 'Operating Systems', '7.95'])
      expect(text, data).toContain(data);
    expect(text).not.toContain('Student Name');
  });

  it('gives back the labels in Hindi', () => {
    const text = textOf(buildResultSheetPdf(SHEET, HEADING, shaper, translateWith('hi', hindi)));
    for (const label of ['छात्र का नाम', 'रोल नंबर', 'कुल क्रेडिट', 'विषय कोड', 'ग्रेड अंक', 'स्थिति', 'उत्तीर्ण'])
      expect(text, label).toContain(label);
  });

  it("draws the Telugu label as HarfBuzz's hb-view draws it", () => {
    const label = 'విద్యార్థి పేరు';
    const pdf = new Uint8Array(buildResultSheetPdf(SHEET, HEADING, shaper, translateWith('te', telugu)));
    const word = pdfWords(pdf).find((w) => w.text === label);
    expect(word).toBeDefined();
    if (!word) return;
    // 10 pt drawn at 4 × 150 dpi is the size of hb-view's 40 pt line at 150 dpi (as in indic-pdf.test.ts).
    const zoom = 4;
    const margin = 3;
    const box = {
      xMin: word.xMin - margin,
      yMin: word.yMin - margin,
      xMax: word.xMax + margin,
      yMax: word.yMax + margin,
    };
    const drawn = cropToInk(rasteriseBox(pdf, box, DPI * zoom));
    expect(inkDifference(drawn, cropToInk(hbViewLine(TELUGU_FONT, label, 10 * zoom)))).toBeLessThan(0.1);
  });
});
