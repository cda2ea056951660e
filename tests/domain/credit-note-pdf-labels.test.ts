import { beforeAll, describe, expect, it } from 'vitest';
import { creditNotePdfWords } from '../../src/domain/pdf/credit-note-pdf';
import type { IndicShaper } from '../../src/domain/pdf/shaped-text';
import { receiptTranslate } from '../../src/server/modules/payments/receipt-translate';
import { buildEveryPdf, LATIN_PEOPLE } from './support/pdf-builders';
import { testShaper, textOf, withoutBuildStamp } from './support/translated-pdfs';

let shaper: IndicShaper;
beforeAll(async () => {
  shaper = await testShaper();
});

const noteIn = (locale: 'en' | 'te' | 'hi') =>
  buildEveryPdf(LATIN_PEOPLE, locale === 'en' ? null : shaper, receiptTranslate(locale)).creditNote!;

describe("the credit note PDF in the reader's language", () => {
  it('prints English without a translation, the same bytes as with English given', () => {
    const plain = buildEveryPdf(LATIN_PEOPLE, null).creditNote!;
    expect(withoutBuildStamp(noteIn('en'))).toBe(withoutBuildStamp(plain));
    const text = textOf(plain);
    for (const words of ['CREDIT NOTE (FEE REFUND)', 'Credit Note No CN/2026/1', 'Amount Refunded (this note)'])
      expect(text).toContain(words);
  });

  it('prints its title and labels in Telugu; numbers, rupees and the reason as they are', () => {
    expect(creditNotePdfWords(receiptTranslate('te'))).toContain('క్రెడిట్ నోట్ (ఫీజు వాపసు)');
    const text = textOf(noteIn('te'));
    for (const words of ['క్రెడిట్ నోట్ (ఫీజు వాపసు)', 'క్రెడిట్ నోట్ నం.', 'విద్యార్థి పేరు', 'ఇప్పటివరకు వాపసు చేసినది'])
      expect(text).toContain(words);
    for (const kept of ['CN/2026/1', 'R-2026-0001', 'Rs 1,000.00', 'Paid twice', LATIN_PEOPLE.faculty])
      expect(text).toContain(kept);
    expect(text).not.toContain('Recorded By');
  });

  it('prints its labels in Hindi', () => {
    const text = textOf(noteIn('hi'));
    for (const words of ['क्रेडिट नोट (शुल्क वापसी)', 'शुल्क का प्रकार', 'दर्ज करने वाले']) expect(text).toContain(words);
    expect(text).not.toContain('Fee Type');
  });
});
