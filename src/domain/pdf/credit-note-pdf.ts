import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { formatRupees } from '../money/money';
import { CREDIT_NOTE_LABELS as L, english, type Translate } from '../payments/credit-note-labels';
import { localeOf } from '../i18n/translate';
import { pdfFootWords } from '../i18n/pdf-foot';
import { drawGeneratedNote, drawLetterhead, type Letterhead } from './letterhead';
import type { PdfShaper } from './pdf-text';
import { withShapedCells } from './shaped-cells';
import { optionalDateTimeText } from '../calendar/date-text';

/** What a credit note says: the refund, the payment it goes against and who recorded it. */
export interface CreditNote {
  creditNoteNo: string;
  recordedAt: string;
  recordedBy: string;
  reason: string;
  amount: number;
  payment: {
    receiptNo: string | null;
    orderId: string;
    transactionId: string | null;
    rollNo: string;
    studentName: string;
    feeType: string;
    semester: string;
    amount: number;
    paidAt: string | null;
  };
  /** Everything refunded against the payment so far, this note included. */
  refundedToDate: number;
}

/** 32 hex digits made from the note's number (jsPDF otherwise draws a random file id each time). */
function fileIdOf(text: string): string {
  let hex = '';
  for (let i = 0; hex.length < 32; i++)
    hex += (text.charCodeAt(i % text.length) ^ (i * 31)).toString(16).padStart(2, '0').slice(-2);
  return hex.slice(0, 32).toUpperCase();
}

/**
 * The words a credit note prints in the reader's language. A caller hands them to the shaper's loader with the note,
 * so Telugu or Hindi labels get their fonts even when every name is Latin.
 */
export const creditNotePdfWords = (translate: Translate): string[] =>
  Object.values(L)
    .map((word) => translate(word))
    .concat(pdfFootWords(translate));

/**
 * The credit note PDF of a refund, on the college letterhead; file name CreditNote_{number}.pdf. Names in Telugu or
 * Devanagari are shaped by `shaper` (see pdf-text.ts). Labels are printed through `translate` (the reader's language;
 * English without it, the same bytes as before).
 */
export function buildCreditNotePdf(
  note: CreditNote,
  heading: Letterhead & { generatedAt: Date },
  shaper?: PdfShaper,
  translate: Translate = english,
): ArrayBuffer {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  doc.setProperties({ title: `Credit note ${note.creditNoteNo}`, subject: 'Fee refund credit note' });
  // The same note gives the same bytes each time: the document's date and id come from the note itself.
  doc.setCreationDate(heading.generatedAt);
  doc.setFileId(fileIdOf(note.creditNoteNo));
  const startY = drawLetterhead(doc, heading, translate(L.title), shaper);
  const p = note.payment;
  // Its dates in the reader's language ('1 జనవరి 2026, 5:30 am'), as the foot line's.
  const when = (iso: string | null) => optionalDateTimeText(iso, localeOf(translate));
  autoTable(
    doc,
    withShapedCells(doc, shaper, {
      startY,
      theme: 'grid',
      styles: { fontSize: 10, cellPadding: 1.6 },
      columnStyles: { 0: { fontStyle: 'bold', cellWidth: 55 } },
      body: (
        [
          [L.creditNoteNo, note.creditNoteNo],
          [L.date, when(note.recordedAt)],
          [L.rollNumber, p.rollNo],
          [L.studentName, p.studentName],
          [L.feeType, p.feeType],
          [L.semester, p.semester],
          [L.againstReceiptNo, p.receiptNo ?? ''],
          [L.orderId, p.orderId],
          [L.transactionId, p.transactionId ?? ''],
          [L.paidOn, when(p.paidAt)],
          [L.amountPaid, formatRupees(p.amount)],
          [L.amountRefunded, formatRupees(note.amount)],
          [L.refundedToDate, formatRupees(note.refundedToDate)],
          [L.reason, note.reason],
          [L.recordedBy, note.recordedBy],
        ] as const
      ).map(([label, value]) => [translate(label), value]),
    }),
  );
  drawGeneratedNote(doc, heading.generatedAt, { shaper, translate, note: translate(L.note) });
  return doc.output('arraybuffer');
}

export const creditNoteFileName = (creditNoteNo: string) => `CreditNote_${creditNoteNo.replace(/\//g, '-')}.pdf`;
