import { beforeAll, describe, expect, it } from 'vitest';
import { issuedDocumentPdfWords } from '../../src/domain/pdf/marks-memo-pdf';
import type { IndicShaper } from '../../src/domain/pdf/shaped-text';
import { memoTranslate } from '../../src/server/modules/memos/memo-translate';
import { buildEveryPdf, LATIN_PEOPLE } from './support/pdf-builders';
import { testShaper, textOf, withoutBuildStamp } from './support/translated-pdfs';

let shaper: IndicShaper;
beforeAll(async () => {
  shaper = await testShaper();
});

const documentsIn = (locale: 'en' | 'te' | 'hi') => {
  const pdfs = buildEveryPdf(LATIN_PEOPLE, locale === 'en' ? null : shaper, memoTranslate(locale));
  return { memo: textOf(pdfs.marksMemo!), certificate: textOf(pdfs.provisionalCertificate!), pdfs };
};

describe("the marks memo and provisional certificate in the reader's language", () => {
  it('print English without a translation, the same bytes as with English given', () => {
    const plain = buildEveryPdf(LATIN_PEOPLE, null);
    const { memo, certificate, pdfs } = documentsIn('en');
    for (const name of ['marksMemo', 'provisionalCertificate'])
      expect(withoutBuildStamp(pdfs[name]!), name).toBe(withoutBuildStamp(plain[name]!));
    for (const words of [
      'CONSOLIDATED MARKS MEMO',
      'Roll number: 22B81A0501',
      'Grade Points Passed in',
      'SGPA 9.00 Credits earned 3 of 3',
      'Verification code: K7QM-2XHD-9RTB',
      'Issued on 1 Jan 2026',
      'Controller of Examinations',
    ])
      expect(memo).toContain(words);
    for (const words of [
      'PROVISIONAL CERTIFICATE',
      `This is to certify that ${LATIN_PEOPLE.student} (Roll number 22B81A0501) has passed the B.Tech degree`,
      'The degree certificate will be issued at the convocation',
      'Principal',
    ])
      expect(certificate).toContain(words);
  });

  it('print their words in Telugu; roll numbers, codes, grades and figures as they are', () => {
    expect(issuedDocumentPdfWords(memoTranslate('te'))).toContain('సమగ్ర మార్కుల మెమో');
    const { memo, certificate } = documentsIn('te');
    for (const words of [
      'సమగ్ర మార్కుల మెమో',
      'రోల్ నంబర్: 22B81A0501',
      'సబ్జెక్టు',
      'ఉత్తీర్ణమైన పరీక్ష',
      'సాధించిన క్రెడిట్లు 3 లో 3',
      'ధృవీకరణ కోడ్: K7QM-2XHD-9RTB',
      'పరీక్షల నియంత్రణాధికారి',
      '1 జనవరి 2026',
    ])
      expect(memo).toContain(words);
    for (const kept of ['CS101', 'SGPA 9.00', 'CGPA 9.00', LATIN_PEOPLE.subject]) expect(memo).toContain(kept);
    expect(memo).not.toContain('Passed in');
    expect(memo).not.toContain('Jan 2026');
    for (const words of ['తాత్కాలిక ధృవపత్రం', 'స్నాతకోత్సవంలో', 'ప్రిన్సిపాల్', LATIN_PEOPLE.student])
      expect(certificate).toContain(words);
    expect(certificate).not.toContain('This is to certify');
  });

  it('print their words in Hindi', () => {
    const { memo, certificate } = documentsIn('hi');
    for (const words of ['समेकित अंक पत्र', 'रोल नंबर: 22B81A0501', 'उत्तीर्ण परीक्षा', 'सत्यापन कोड: K7QM-2XHD-9RTB'])
      expect(memo).toContain(words);
    for (const words of ['अनंतिम प्रमाण पत्र', 'प्रमाणित किया जाता है', 'दीक्षांत समारोह', 'प्रधानाचार्य'])
      expect(certificate).toContain(words);
    expect(memo).not.toContain('Grade Points');
  });
});
