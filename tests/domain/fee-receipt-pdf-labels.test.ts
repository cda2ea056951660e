import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFeeReceiptPdf, feeReceiptPdfWords, type FeeReceiptData } from '../../src/domain/pdf/fee-receipt-pdf';
import { loadIndicShaper, type IndicShaper } from '../../src/domain/pdf/shaped-text';
import { english } from '../../src/domain/payments/receipt-labels';
import { receiptTranslate } from '../../src/server/modules/payments/receipt-translate';

let shaper: IndicShaper;
beforeAll(async () => {
  shaper = await loadIndicShaper({
    subsetWasm: readFileSync(createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')),
    fonts: {
      telugu: readFileSync('assets/fonts/NotoSansTelugu-Regular.ttf'),
      devanagari: readFileSync('assets/fonts/NotoSansDevanagari-Regular.ttf'),
    },
  });
});

const RECEIPT: FeeReceiptData = {
  receiptNo: 'REC/2026-27/000042',
  flow: 'general',
  issuedAt: new Date('2026-07-01T05:30:00Z'),
  paidOn: '01-07-2026',
  rollNo: '22B81A0501',
  studentName: 'CHARAN PILLAI',
  course: 'B.Tech',
  batch: '2022-2026',
  branch: 'CSE',
  feeType: 'TUITION FEE',
  semesterName: 'IV Year I Semester',
  item: '',
  amountPaise: 5_250_000,
  lines: [{ semesterName: 'IV Year I Semester', item: '', amountPaise: 5_250_000 }],
  overpaidPaise: 10_000,
  orderId: 'ORD-42',
  transactionId: 'c0ffee42',
  paymentMode: 'UPI',
};
const HEAD = { collegeName: 'Demo College of Engineering' };

/** What pdftotext reads, with line breaks and runs of spaces as one space. */
const textOf = (pdf: ArrayBuffer) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: Buffer.from(pdf) })
    .toString('utf8')
    .replace(/\s+/g, ' ');

describe("the fee receipt PDF in the reader's language", () => {
  it('prints English without a translation, the same bytes as with English given', () => {
    const plain = buildFeeReceiptPdf(RECEIPT, HEAD);
    expect(Buffer.from(buildFeeReceiptPdf(RECEIPT, HEAD, null, english))).toEqual(Buffer.from(plain));
    expect(Buffer.from(buildFeeReceiptPdf(RECEIPT, HEAD, null, receiptTranslate('en')))).toEqual(Buffer.from(plain));
    const text = textOf(plain);
    for (const words of [
      'FEE RECEIPT',
      'Receipt No',
      'Roll Number',
      'Way of Receipt',
      'Order Id: ORD-42 Paid online by UPI.',
    ])
      expect(text).toContain(words);
  });

  it('prints its title and labels in Telugu, the roll number, receipt number and rupees as they are', () => {
    const translate = receiptTranslate('te');
    expect(feeReceiptPdfWords(RECEIPT, translate)).toContain('ఫీజు రసీదు');
    const text = textOf(buildFeeReceiptPdf(RECEIPT, HEAD, shaper, translate));
    for (const words of ['ఫీజు రసీదు', 'రసీదు నం.', 'రోల్ నంబర్', 'చెల్లింపు విధానం', 'లావాదేవీ ఐడి', 'వాపసు'])
      expect(text).toContain(words);
    for (const kept of ['22B81A0501', 'REC/2026-27/000042', 'Rs 52,500.00', 'ORD-42']) expect(text).toContain(kept);
    expect(text).not.toContain('Way of Receipt');
  });

  it('prints its labels in Hindi', () => {
    const text = textOf(buildFeeReceiptPdf(RECEIPT, HEAD, shaper, receiptTranslate('hi')));
    for (const words of ['शुल्क रसीद', 'रोल नंबर', 'भुगतान का तरीका', 'कुल']) expect(text).toContain(words);
    expect(text).not.toContain('Particulars');
  });
});
