import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { FLOW_INFO, type PaymentFlow } from '../payments/flows';
import { formatRupees } from '../money/money';
import { drawGeneratedNote, drawLetterhead, type Letterhead } from './letterhead';
import type { PdfShaper } from './pdf-text';
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
 * A fee receipt on the college letterhead (§4 Payment, §9 receipt files). Drawn from stored data with the
 * confirmation time as the document date and a file id derived from the receipt number, so asking again
 * gives the same bytes. Names in Telugu or Devanagari are shaped by `shaper` (see pdf-text.ts).
 */
export function buildFeeReceiptPdf(receipt: FeeReceiptData, head: Letterhead, shaper?: PdfShaper): ArrayBuffer {
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
  const startY = drawLetterhead(doc, head, FLOW_INFO[receipt.flow].receiptTitle, shaper);
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
        ['Receipt No', receipt.receiptNo, 'Date', receipt.paidOn],
        ['Roll Number', receipt.rollNo, 'Name', receipt.studentName],
        ['Course', receipt.course, 'Batch', receipt.batch],
        ['Branch', receipt.branch, 'Semester', semesters || receipt.semesterName],
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
      head: [['Particulars', 'Way of Receipt', 'Transaction Id', 'Amount']],
      body: receipt.lines.map((l) => [
        particulars(l),
        receipt.paymentMode,
        receipt.transactionId,
        formatRupees(l.amountPaise),
      ]),
      foot: [['', '', 'Total', formatRupees(receipt.amountPaise)]],
      footStyles: { fillColor: [240, 240, 240], textColor: 20 },
      columnStyles: { 3: { halign: 'right', cellWidth: 34 } },
    }),
  );
  const end = (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 8;
  doc.setFont('helvetica', 'normal').setFontSize(9);
  doc.text(
    `Order Id: ${receipt.orderId}    Paid online${receipt.paymentMode === 'Online' ? '' : ` by ${receipt.paymentMode}`}.`,
    14,
    end,
  );
  if (receipt.overpaidPaise > 0)
    doc.text(
      `A further ${formatRupees(receipt.overpaidPaise)} was received beyond what was due; it is not a fee and will be refunded.`,
      14,
      end + 5,
    );
  drawGeneratedNote(doc, receipt.issuedAt, 'This is a computer-generated receipt and needs no signature.');
  return doc.output('arraybuffer');
}
