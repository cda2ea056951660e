import { setupI18n, type Messages } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages as admissionsHi } from '../../src/domain/admissions/locales/hi';
import { messages as admissionsTe } from '../../src/domain/admissions/locales/te';
import { messages as attendanceHi } from '../../src/domain/attendance/locales/hi';
import { messages as attendanceTe } from '../../src/domain/attendance/locales/te';
import { messages as examsHi } from '../../src/domain/exams/locales/hi';
import { messages as examsTe } from '../../src/domain/exams/locales/te';
import { messages as commonHi } from '../../src/domain/i18n/locales/hi';
import { messages as commonTe } from '../../src/domain/i18n/locales/te';
import { english, speaking, type Translate } from '../../src/domain/i18n/translate';
import { messages as paymentsHi } from '../../src/domain/payments/locales/hi';
import { messages as paymentsTe } from '../../src/domain/payments/locales/te';
import { messages as resultsHi } from '../../src/domain/results/locales/hi';
import { messages as resultsTe } from '../../src/domain/results/locales/te';
import { messages as timetableHi } from '../../src/domain/timetable/locales/hi';
import { messages as timetableTe } from '../../src/domain/timetable/locales/te';
import type { IndicShaper } from '../../src/domain/pdf/shaped-text';
import { buildEveryPdf, LATIN_PEOPLE } from './support/pdf-builders';
import { testShaper, textOf } from './support/translated-pdfs';

let shaper: IndicShaper;
beforeAll(async () => {
  shaper = await testShaper();
});

/** Every catalogue whose PDFs take a translation, as a page that had loaded them all would print. */
function translateWith(locale: 'te' | 'hi', ...catalogues: Messages[]): Translate {
  const messages = Object.assign({}, ...catalogues) as Messages;
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return speaking(locale, (id, values) => (messages[id] === undefined ? english(id, values) : i18n._(id, values)));
}

const TRANSLATED = [
  'resultSheet',
  'hallTicket',
  'feeReceipt',
  'timetable',
  'attendanceRegister',
  'marksMemo',
  'provisionalCertificate',
  'admissionForm',
  'creditNote',
];

/** Each document's own note at the foot, in each language. */
const NOTES: Record<'en' | 'te' | 'hi', Record<string, string>> = {
  en: {
    feeReceipt: 'This is a computer-generated receipt and needs no signature.',
    marksMemo: 'Verify with the code K7QM-2XHD-9RTB.',
    resultSheet: 'This is a computer-generated statement.',
    creditNote: 'This is a computer-generated credit note.',
  },
  te: {
    feeReceipt: 'సంతకం అవసరం లేదు',
    marksMemo: 'కోడ్ K7QM-2XHD-9RTB తో ధృవీకరించండి',
    resultSheet: 'ఇది కంప్యూటర్ ద్వారా రూపొందించిన పత్రం',
    creditNote: 'రూపొందించిన క్రెడిట్ నోట్',
  },
  hi: {
    feeReceipt: 'हस्ताक्षर की आवश्यकता नहीं है',
    marksMemo: 'कोड K7QM-2XHD-9RTB से सत्यापित करें',
    resultSheet: 'यह कंप्यूटर द्वारा तैयार किया गया विवरण है',
    creditNote: 'तैयार किया गया क्रेडिट नोट है',
  },
};

describe("the line at the foot of every PDF in the reader's language", () => {
  it('stays as it was in English', () => {
    const pdfs = buildEveryPdf(LATIN_PEOPLE, null);
    for (const name of TRANSLATED) {
      const text = textOf(pdfs[name]!);
      expect(text, name).toContain('Generated 1 Jan 2026, 5:30 am Asia/Kolkata time.');
      if (NOTES.en[name]) expect(text, name).toContain(NOTES.en[name]);
    }
  });

  for (const [locale, catalogues, generated, time] of [
    [
      'te',
      [commonTe, admissionsTe, attendanceTe, examsTe, paymentsTe, resultsTe, timetableTe],
      'సమయం ప్రకారం',
      '1 జనవరి 2026, 5:30 am',
    ],
    [
      'hi',
      [commonHi, admissionsHi, attendanceHi, examsHi, paymentsHi, resultsHi, timetableHi],
      'समय के अनुसार',
      '1 जनवरी 2026, 5:30 am',
    ],
  ] as const)
    it(`is printed in ${locale === 'te' ? 'Telugu' : 'Hindi'}, the time's month too`, () => {
      const pdfs = buildEveryPdf(LATIN_PEOPLE, shaper, translateWith(locale, ...catalogues));
      for (const name of TRANSLATED) {
        const text = textOf(pdfs[name]!);
        expect(text, name).toContain(generated);
        expect(text, name).toContain(time);
        expect(text, name).not.toContain('Jan 2026');
        expect(text, name).not.toContain('Generated');
        if (NOTES[locale][name]) expect(text, name).toContain(NOTES[locale][name]);
      }
    });
});
