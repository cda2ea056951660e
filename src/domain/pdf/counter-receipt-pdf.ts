import { jsPDF } from 'jspdf';
import { formatRupees } from '../money/money';
import { COUNTER_RECEIPT_LABELS as C, RECEIPT_LABELS as L, english, type Translate } from '../payments/receipt-labels';
import { drawGeneratedNote, drawLetterhead, type Letterhead } from './letterhead';
import { drawText, wrapText, type PdfShaper } from './pdf-text';

/** The two paper sizes a fee desk prints on: an A5 sheet, or an 80 mm thermal receipt roll. */
export const COUNTER_RECEIPT_SIZES = ['a5', '80mm'] as const;
export type CounterReceiptSize = (typeof COUNTER_RECEIPT_SIZES)[number];

/** What a receipt from the fee desk prints; amounts in paise. */
export interface CounterReceiptData {
  receiptNo: string;
  issuedAt: Date;
  /** dd-mm-yyyy in the college's time. */
  paidOn: string;
  rollNo: string;
  studentName: string;
  course: string;
  batch: string;
  branch: string;
  /** Each due paid: its name ('Tuition Fee, I Year I Semester') and what this payment put on it. */
  lines: readonly { particulars: string; amountPaise: number }[];
  amountPaise: number;
  /** The mode in words ('Cash', 'Cheque', …), printed through `translate`. */
  mode: string;
  reference: string;
  bank: string;
  /** dd-mm-yyyy, or '' when the mode has no instrument. */
  instrumentDate: string;
  /** Paid by cheque or DD: the receipt stands only once the bank pays it. */
  instrument: boolean;
  cashier: string;
  status: 'PAID' | 'BOUNCED' | 'CANCELLED';
}

interface Layout {
  width: number;
  height: number;
  margin: number;
  /** The font sizes of the body and of the total. */
  body: number;
  total: number;
}

const LINE_MM = (size: number) => size * 0.45;

function layoutOf(size: CounterReceiptSize, lines: number): Layout {
  if (size === 'a5') return { width: 148, height: 210, margin: 10, body: 9.5, total: 11 };
  // A roll is cut where the receipt ends: the page is as long as its lines.
  return { width: 80, height: 128 + lines * 9, margin: 4, body: 8, total: 9.5 };
}

/** A roll receipt's head: the college's name and address in small type, without the logo. */
function drawRollHead(doc: jsPDF, head: Letterhead, title: string, shaper: PdfShaper, l: Layout): number {
  const centre = l.width / 2;
  const width = l.width - 2 * l.margin;
  doc.setFont('helvetica', 'bold').setFontSize(10);
  const name = wrapText(doc, shaper, head.collegeName, width);
  drawText(doc, shaper, name, centre, 8, { align: 'center' });
  let y = 8 + name.length * LINE_MM(10);
  doc.setFont('helvetica', 'normal').setFontSize(7);
  for (const line of (head.address ?? '')
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const wrapped = wrapText(doc, shaper, line, width);
    drawText(doc, shaper, wrapped, centre, y, { align: 'center' });
    y += wrapped.length * LINE_MM(7);
  }
  doc.setFont('helvetica', 'bold').setFontSize(9);
  drawText(doc, shaper, title, centre, y + 4, { align: 'center' });
  return y + 9;
}

/**
 * A receipt from the fee desk, on an A5 sheet (with the letterhead) or an 80 mm roll: the college-wide receipt number,
 * the student, each due paid and its amount, the total, how it was paid and who received it. A cheque or DD prints
 * "subject to realisation"; a bounced or cancelled receipt prints so in place of the total's promise. The same data
 * gives the same bytes (the issue time is the document date, the file id comes from the number).
 */
export function buildCounterReceiptPdf(
  r: CounterReceiptData,
  size: CounterReceiptSize,
  head: Letterhead,
  shaper?: PdfShaper,
  translate: Translate = english,
): ArrayBuffer {
  const t = (id: string) => translate(id);
  const l = layoutOf(size, r.lines.length);
  const doc = new jsPDF({ unit: 'mm', format: [l.width, l.height], compress: true });
  doc.setCreationDate(r.issuedAt);
  doc.setFileId(
    Array.from(`${size}${r.receiptNo}`.padEnd(16, '0').slice(-16))
      .map((ch) => ch.charCodeAt(0).toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase(),
  );
  doc.setProperties({ title: `Receipt ${r.receiptNo}`, subject: C.title });
  let y =
    size === 'a5' ? drawLetterhead(doc, head, t(C.title), shaper) : drawRollHead(doc, head, t(C.title), shaper, l);
  const left = l.margin;
  const right = l.width - l.margin;
  const width = right - left;
  const step = LINE_MM(l.body) + 1;
  doc.setFontSize(l.body);

  /** A label and its value; a value too long for the line wraps under itself. */
  const pair = (label: string, value: string) => {
    if (!value) return;
    doc.setFont('helvetica', 'bold');
    const labelWidth = size === 'a5' ? 30 : 22;
    drawText(doc, shaper, t(label), left, y);
    doc.setFont('helvetica', 'normal');
    const wrapped = wrapText(doc, shaper, value, width - labelWidth);
    drawText(doc, shaper, wrapped, left + labelWidth, y);
    y += wrapped.length * step;
  };
  const rule = () => {
    doc
      .setDrawColor(120)
      .setLineWidth(0.2)
      .line(left, y - step / 2, right, y - step / 2);
    y += 1.5;
  };

  pair(L.receiptNo, r.receiptNo);
  pair(L.date, r.paidOn);
  pair(L.rollNumber, r.rollNo);
  pair(L.name, r.studentName);
  pair(L.course, [r.course, r.branch, r.batch].filter(Boolean).join(' / '));
  y += 1.5;
  rule();
  doc.setFont('helvetica', 'bold');
  drawText(doc, shaper, t(L.particulars), left, y);
  drawText(doc, shaper, t(L.amount), right, y, { align: 'right' });
  y += step;
  rule();
  doc.setFont('helvetica', 'normal');
  for (const line of r.lines) {
    const wrapped = wrapText(doc, shaper, line.particulars, width - (size === 'a5' ? 34 : 24));
    drawText(doc, shaper, wrapped, left, y);
    drawText(doc, shaper, formatRupees(line.amountPaise), right, y, { align: 'right' });
    y += wrapped.length * step;
  }
  rule();
  doc.setFont('helvetica', 'bold').setFontSize(l.total);
  drawText(doc, shaper, t(L.total), left, y);
  drawText(doc, shaper, formatRupees(r.amountPaise), right, y, { align: 'right' });
  y += step + 2;
  doc.setFontSize(l.body);
  pair(C.mode, t(r.mode));
  pair(C.reference, r.reference);
  pair(C.bank, r.bank);
  pair(C.instrumentDate, r.instrumentDate);
  pair(C.cashier, r.cashier);
  y += 2;
  doc.setFont('helvetica', 'normal');
  const notes = [
    r.status === 'BOUNCED' ? t(C.bounced) : r.status === 'CANCELLED' ? t(C.cancelled) : t(C.inWords),
    ...(r.instrument && r.status === 'PAID' ? [t(C.realisation)] : []),
  ];
  for (const note of notes) {
    if (r.status !== 'PAID' && note === notes[0]) doc.setFont('helvetica', 'bold').setTextColor(160, 0, 0);
    const wrapped = wrapText(doc, shaper, note, width);
    drawText(doc, shaper, wrapped, left, y);
    doc.setFont('helvetica', 'normal').setTextColor(0);
    y += wrapped.length * step;
  }
  drawGeneratedNote(doc, r.issuedAt, { shaper, translate, note: t(L.noSignature) });
  return doc.output('arraybuffer');
}
