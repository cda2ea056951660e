import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { FLOW_INFO, type PaymentFlow } from '../payments/flows';
import { formatRupees } from '../money/money';
import { pdfFootWords } from '../i18n/pdf-foot';
import { RECEIPT_LABELS as L, english, type Translate } from '../payments/receipt-labels';
import { drawGeneratedNote, drawLetterhead, type Letterhead } from './letterhead';
import { drawText, shaping, wrapText, type PdfShaper } from './pdf-text';
import { withShapedCells } from './shaped-cells';

/** What a fee receipt prints; amounts in paise. */
export interface FeeReceiptData {
  receiptNo: string;
  flow: PaymentFlow;
  /** When the payment was confirmed (the receipt's date and its 'generated' line). */
  issuedAt: Date;
  /** dd-mm-yyyy in India time. */
  paidOn: string;
  rollNo: string;
  studentName: string;
  course: string;
  batch: string;
  branch: string;
  feeType: string;
  semesterName: string;
  item: string;
  /** What the payment settled (the sum of `lines`). */
  amountPaise: number;
  /** Each fee line the payment settled and the amount it settled on it. */
  lines: readonly { semesterName: string; item: string; amountPaise: number }[];
  /** What the gateway took beyond what the lines owed (0 when none): to be refunded, not a fee. */
  overpaidPaise: number;
  orderId: string;
  transactionId: string;
  /** How it was paid, in words (paymentModeText): 'Card', 'UPI', … or 'Online'. */
  paymentMode: string;
}

/**
 * The words a receipt prints in the reader's language: its title, labels and way of payment. A caller hands them to
 * the shaper's loader with the receipt, so Telugu or Hindi labels get their fonts even when every name is Latin.
 */
export const feeReceiptPdfWords = (receipt: FeeReceiptData, translate: Translate): string[] =>
  [FLOW_INFO[receipt.flow].receiptTitle, ...Object.values(L), receipt.paymentMode]
    .map((word) => translate(word))
    .concat(pdfFootWords(translate));

/**
 * A fee receipt on the college letterhead (§4 Payment, §9 receipt files). Drawn from stored data with the
 * confirmation time as the document date and a file id derived from the receipt number, so asking again
 * gives the same bytes. Names in Telugu or Devanagari are shaped by `shaper` (see pdf-text.ts). Labels are printed
 * through `translate` (the reader's language; English without it, the same bytes as before), the line at the foot
 * too.
 */
export function buildFeeReceiptPdf(
  receipt: FeeReceiptData,
  head: Letterhead,
  shaper?: PdfShaper,
  translate: Translate = english,
): ArrayBuffer {
  const t = (id: string, values?: Record<string, string | number>) => translate(id, values);
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  doc.setCreationDate(receipt.issuedAt);
  doc.setFileId(
    Array.from(receipt.receiptNo.padEnd(16, '0').slice(-16))
      .map((ch) => ch.charCodeAt(0).toString(16).padStart(2, '0'))
      .join('')
      .slice(0, 32)
      .toUpperCase(),
  );
  doc.setProperties({ title: `Receipt ${receipt.receiptNo}`, subject: FLOW_INFO[receipt.flow].receiptTitle });
  const startY = drawLetterhead(doc, head, t(FLOW_INFO[receipt.flow].receiptTitle), shaper);
  const semesterNames = [...new Set(receipt.lines.map((l) => l.semesterName))];
  // The semester heads the receipt; lines of several semesters name their own.
  const particulars = (l: { semesterName: string; item: string }) =>
    `${l.item ? `${receipt.feeType} - ${l.item}` : receipt.feeType}${semesterNames.length > 1 ? `, ${l.semesterName}` : ''}`;
  const semesters = semesterNames.join(', ');
  autoTable(
    doc,
    withShapedCells(doc, shaper, {
      startY,
      theme: 'plain',
      styles: { fontSize: 10, cellPadding: 1.4 },
      columnStyles: { 0: { fontStyle: 'bold', cellWidth: 36 }, 2: { fontStyle: 'bold', cellWidth: 32 } },
      body: [
        [t(L.receiptNo), receipt.receiptNo, t(L.date), receipt.paidOn],
        [t(L.rollNumber), receipt.rollNo, t(L.name), receipt.studentName],
        [t(L.course), receipt.course, t(L.batch), receipt.batch],
        [t(L.branch), receipt.branch, t(L.semester), semesters || receipt.semesterName],
      ],
    }),
  );
  const afterHead = (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 4;
  autoTable(
    doc,
    withShapedCells(doc, shaper, {
      startY: afterHead,
      theme: 'grid',
      styles: { fontSize: 10 },
      headStyles: { fillColor: [31, 111, 120] },
      head: [[t(L.particulars), t(L.wayOfReceipt), t(L.transactionId), t(L.amount)]],
      body: receipt.lines.map((l) => [
        particulars(l),
        t(receipt.paymentMode),
        receipt.transactionId,
        formatRupees(l.amountPaise),
      ]),
      foot: [['', '', t(L.total), formatRupees(receipt.amountPaise)]],
      footStyles: { fillColor: [240, 240, 240], textColor: 20 },
      columnStyles: { 3: { halign: 'right', cellWidth: 34 } },
    }),
  );
  const end = (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 8;
  doc.setFont('helvetica', 'normal').setFontSize(9);
  // A line in Telugu or Hindi is wrapped at the page's width (it runs longer); an English one is drawn as it always was.
  const note = (text: string, y: number) =>
    drawText(doc, shaper, shaping(shaper, text) ? wrapText(doc, shaper, text, 182) : text, 14, y);
  note(
    receipt.paymentMode === 'Online'
      ? t(L.paidOnline, { orderId: receipt.orderId })
      : t(L.paidOnlineBy, { orderId: receipt.orderId, mode: t(receipt.paymentMode) }),
    end,
  );
  if (receipt.overpaidPaise > 0) note(t(L.overpaid, { amount: formatRupees(receipt.overpaidPaise) }), end + 5);
  drawGeneratedNote(doc, receipt.issuedAt, { shaper, translate, note: t(L.noSignature) });
  return doc.output('arraybuffer');
}
