import { beforeAll, describe, expect, it } from 'vitest';
import { admissionFormPdfWords } from '../../src/domain/pdf/admission-form-pdf';
import type { IndicShaper } from '../../src/domain/pdf/shaped-text';
import { admissionPdfTranslate } from '../../src/server/modules/admissions/admission-pdf-translate';
import { buildEveryPdf, LATIN_PEOPLE } from './support/pdf-builders';
import { testShaper, textOf, withoutBuildStamp } from './support/translated-pdfs';

let shaper: IndicShaper;
beforeAll(async () => {
  shaper = await testShaper();
});

const formIn = (locale: 'en' | 'te' | 'hi') =>
  buildEveryPdf(LATIN_PEOPLE, locale === 'en' ? null : shaper, admissionPdfTranslate(locale)).admissionForm!;

describe("the admission form PDF in the reader's language", () => {
  it('prints English without a translation, the same bytes as with English given', () => {
    const plain = buildEveryPdf(LATIN_PEOPLE, null).admissionForm!;
    expect(withoutBuildStamp(formIn('en'))).toBe(withoutBuildStamp(plain));
    const text = textOf(plain);
    for (const words of [
      'ADMISSION FORM',
      'Admission No A-1',
      'Academic Year 2025-26',
      `Full Name ${LATIN_PEOPLE.student}`,
      "Father's Name",
      'Previous Education',
      'Paid by Student (Rs)',
    ])
      expect(text).toContain(words);
  });

  it('prints its title, sections and labels in Telugu; what was written as written', () => {
    expect(admissionFormPdfWords(admissionPdfTranslate('te'))).toContain('ప్రవేశ దరఖాస్తు');
    const text = textOf(formIn('te'));
    for (const words of [
      'ప్రవేశ దరఖాస్తు',
      'ప్రవేశ సంఖ్య',
      'విద్యా సంవత్సరం',
      'పూర్తి పేరు',
      'తండ్రి పేరు',
      'గత విద్యార్హతలు',
      'చిరునామాలు',
      'ఫీజులు',
      'ఫోటో',
    ])
      expect(text).toContain(words);
    for (const kept of ['A-1', '22B81A0501', '2025-26', 'B.Tech', LATIN_PEOPLE.student, LATIN_PEOPLE.parent])
      expect(text).toContain(kept);
    expect(text).not.toContain('Full Name');
  });

  it('prints its labels in Hindi', () => {
    const text = textOf(formIn('hi'));
    for (const words of ['प्रवेश फ़ॉर्म', 'प्रवेश संख्या', 'पूरा नाम', 'पिता का नाम', 'पिछली शिक्षा', 'शुल्क'])
      expect(text).toContain(words);
    expect(text).not.toContain('Previous Education');
  });
});
