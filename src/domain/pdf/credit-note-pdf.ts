import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { formatRupees } from '../money/money';
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

const when = (iso: string | null) => optionalDateTimeText(iso);

/**
 * The credit note PDF of a refund, on the college letterhead; file name CreditNote_{number}.pdf. Names in Telugu or
 * Devanagari are shaped by `shaper` (see pdf-text.ts).
 */
export function buildCreditNotePdf(
  note: CreditNote,
  heading: Letterhead & { generatedAt: Date },
  shaper?: PdfShaper,
): ArrayBuffer {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  doc.setProperties({ title: `Credit note ${note.creditNoteNo}`, subject: 'Fee refund credit note' });
  // The same note gives the same bytes each time: the document's date and id come from the note itself.
  doc.setCreationDate(heading.generatedAt);
  doc.setFileId(fileIdOf(note.creditNoteNo));
  const startY = drawLetterhead(doc, heading, 'CREDIT NOTE (FEE REFUND)', shaper);
  const p = note.payment;
  autoTable(
    doc,
    withShapedCells(doc, shaper, {
      startY,
      theme: 'grid',
      styles: { fontSize: 10, cellPadding: 1.6 },
      columnStyles: { 0: { fontStyle: 'bold', cellWidth: 55 } },
      body: [
        ['Credit Note No', note.creditNoteNo],
        ['Date', when(note.recordedAt)],
        ['Roll Number', p.rollNo],
        ['Student Name', p.studentName],
        ['Fee Type', p.feeType],
        ['Semester', p.semester],
        ['Against Receipt No', p.receiptNo ?? ''],
        ['Order Id', p.orderId],
        ['Transaction Id', p.transactionId ?? ''],
        ['Paid On', when(p.paidAt)],
        ['Amount Paid', formatRupees(p.amount)],
        ['Amount Refunded (this note)', formatRupees(note.amount)],
        ['Refunded To Date', formatRupees(note.refundedToDate)],
        ['Reason', note.reason],
        ['Recorded By', note.recordedBy],
      ],
    }),
  );
  drawGeneratedNote(doc, heading.generatedAt, { shaper, note: 'This is a computer-generated credit note.' });
  return doc.output('arraybuffer');
}

export const creditNoteFileName = (creditNoteNo: string) => `CreditNote_${creditNoteNo.replace(/\//g, '-')}.pdf`;
