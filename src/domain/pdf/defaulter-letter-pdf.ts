import { jsPDF } from 'jspdf';
import { dateText } from '../calendar/date-text';
import { localeOf } from '../i18n/translate';
import { formatRupees } from '../money/money';
import { DEFAULTER_LETTER_LABELS as D } from '../payments/defaulters';
import { RECEIPT_LABELS as L, english, type Translate } from '../payments/receipt-labels';
import { PAGE_MARGIN_MM, drawGeneratedNote, drawLetterhead, type Letterhead } from './letterhead';
import { drawText, wrapText, type PdfShaper } from './pdf-text';

/** What a defaulter's reminder letter prints; amounts in paise, days YYYY-MM-DD. */
export interface DefaulterLetterData {
  /** The day the letter is written (the college's day). */
  today: string;
  /** The day it asks the student to pay by. */
  payBy: string;
  rollNo: string;
  studentName: string;
  course: string;
  branch: string;
  batch: string;
  /** Each overdue due: its fee ('MISCELLANEOUS - LAB FEE'), semester, due date and what is still due on it. */
  lines: readonly { fee: string; semester: string; dueDate: string; due: number }[];
  total: number;
  /** When the letter was made (the PDF's creation date and foot line). */
  generatedAt: Date;
}

const BODY = 10;
const STEP = BODY * 0.45 + 1.6;

/**
 * A reminder letter on the college's letterhead (A4): the date, the student, a table of the dues past their due date
 * with what is still due on each, the total, a polite request to pay by a date and the Accounts Officer's signature
 * line. Its words are printed through `translate` (the asking page's language).
 */
export function buildDefaulterLetterPdf(
  r: DefaulterLetterData,
  head: Letterhead,
  shaper?: PdfShaper,
  translate: Translate = english,
): ArrayBuffer {
  const t = translate;
  const locale = localeOf(translate);
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  doc.setCreationDate(r.generatedAt);
  doc.setProperties({ title: `Fee reminder ${r.rollNo}`, subject: D.title });
  const left = PAGE_MARGIN_MM;
  const right = doc.internal.pageSize.getWidth() - PAGE_MARGIN_MM;
  const width = right - left;
  const bottom = doc.internal.pageSize.getHeight() - 20;
  let y = drawLetterhead(doc, head, t(D.title), shaper);
  doc.setFontSize(BODY);

  const newPageIfFull = (needed: number) => {
    if (y + needed <= bottom) return;
    doc.addPage();
    y = 20;
  };
  const paragraph = (text: string, bold = false) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    const wrapped = wrapText(doc, shaper, text, width);
    newPageIfFull(wrapped.length * STEP);
    drawText(doc, shaper, wrapped, left, y);
    y += wrapped.length * STEP;
  };
  const pair = (label: string, value: string) => {
    doc.setFont('helvetica', 'bold');
    drawText(doc, shaper, t(label), left, y);
    doc.setFont('helvetica', 'normal');
    const wrapped = wrapText(doc, shaper, value, width - 34);
    drawText(doc, shaper, wrapped, left + 34, y);
    y += wrapped.length * STEP;
  };
  const rule = () => {
    doc
      .setDrawColor(120)
      .setLineWidth(0.2)
      .line(left, y - STEP / 2 - 0.3, right, y - STEP / 2 - 0.3);
    y += 1.2;
  };

  pair(L.date, dateText(r.today, locale));
  pair(L.rollNumber, r.rollNo);
  pair(L.name, r.studentName);
  pair(L.course, [r.course, r.branch, r.batch].filter(Boolean).join(' / '));
  y += STEP;
  paragraph(t(D.dear, { name: r.studentName }));
  y += 1;
  paragraph(t(D.overdue));
  y += STEP / 2;

  // The table: fee, semester, due date, still due.
  const semesterX = left + width * 0.46;
  const dateX = left + width * 0.72;
  const header = () => {
    rule();
    doc.setFont('helvetica', 'bold');
    drawText(doc, shaper, t(D.fee), left, y);
    drawText(doc, shaper, t(L.semester), semesterX, y);
    drawText(doc, shaper, t(D.dueDate), dateX, y);
    drawText(doc, shaper, t(D.stillDue), right, y, { align: 'right' });
    y += STEP;
    rule();
    doc.setFont('helvetica', 'normal');
  };
  header();
  for (const line of r.lines) {
    const fee = wrapText(doc, shaper, line.fee, semesterX - left - 3);
    const semester = wrapText(doc, shaper, line.semester, dateX - semesterX - 3);
    const rows = Math.max(fee.length, semester.length);
    if (y + rows * STEP > bottom) {
      doc.addPage();
      y = 20;
      header();
    }
    drawText(doc, shaper, fee, left, y);
    drawText(doc, shaper, semester, semesterX, y);
    drawText(doc, shaper, dateText(line.dueDate, locale), dateX, y);
    drawText(doc, shaper, formatRupees(line.due), right, y, { align: 'right' });
    y += rows * STEP;
  }
  rule();
  doc.setFont('helvetica', 'bold');
  drawText(doc, shaper, t(L.total), left, y);
  drawText(doc, shaper, formatRupees(r.total), right, y, { align: 'right' });
  y += STEP * 2;

  paragraph(t(D.request, { amount: formatRupees(r.total), date: dateText(r.payBy, locale) }));
  y += STEP * 2;
  newPageIfFull(STEP * 5);
  paragraph(t(D.closing));
  y += STEP * 3;
  paragraph(t(D.signature), true);
  drawGeneratedNote(doc, r.generatedAt, { shaper, translate });
  return doc.output('arraybuffer');
}
