import { beforeAll, describe, expect, it } from 'vitest';
import { hallTicketPdfWords } from '../../src/domain/pdf/hall-ticket-pdf';
import type { IndicShaper } from '../../src/domain/pdf/shaped-text';
import { hallTicketTranslate } from '../../src/server/modules/exams/hall-ticket-translate';
import { buildEveryPdf, LATIN_PEOPLE } from './support/pdf-builders';
import { testShaper, textOf, withoutBuildStamp } from './support/translated-pdfs';

let shaper: IndicShaper;
beforeAll(async () => {
  shaper = await testShaper();
});

const hallTicketIn = (locale: 'en' | 'te' | 'hi') =>
  buildEveryPdf(LATIN_PEOPLE, locale === 'en' ? null : shaper, hallTicketTranslate(locale)).hallTicket!;

describe("the hall ticket PDF in the reader's language", () => {
  it('prints English without a translation, the same bytes as with English given', () => {
    const plain = buildEveryPdf(LATIN_PEOPLE, null).hallTicket!;
    expect(withoutBuildStamp(hallTicketIn('en'))).toBe(withoutBuildStamp(plain));
    const text = textOf(plain);
    for (const words of [
      'HALL TICKET',
      'Affix photo',
      'Roll number: 22B81A0501',
      'Date Session Code Subject',
      'Forenoon',
      "Student's signature",
      'Controller of Examinations',
    ])
      expect(text).toContain(words);
  });

  it('prints its title, labels and sessions in Telugu; roll numbers, codes and dates as they are', () => {
    const translate = hallTicketTranslate('te');
    expect(hallTicketPdfWords(translate)).toContain('హాల్ టికెట్');
    const text = textOf(hallTicketIn('te'));
    for (const words of ['హాల్ టికెట్', 'ఫోటో అతికించండి', 'రోల్ నంబర్:', 'సెషన్', 'సబ్జెక్టు', 'ఉదయం', 'విద్యార్థి సంతకం', 'పరీక్షల నియంత్రణాధికారి'])
      expect(text).toContain(words);
    for (const kept of ['22B81A0501', 'CS401', '02-03-2026', LATIN_PEOPLE.student]) expect(text).toContain(kept);
    expect(text).not.toContain('Controller of Examinations');
  });

  it('prints its labels in Hindi', () => {
    const text = textOf(hallTicketIn('hi'));
    for (const words of ['प्रवेश पत्र', 'रोल नंबर:', 'विषय', 'पूर्वाह्न', 'विद्यार्थी के हस्ताक्षर', 'परीक्षा नियंत्रक'])
      expect(text).toContain(words);
    expect(text).not.toContain('Session');
  });
});
