import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { SESSION_LABELS, type Session } from '../exams/exam';
import { pdfFootWords } from '../i18n/pdf-foot';
import { HALL_TICKET_LABELS as L, SESSION_WORDS, english, type Translate } from '../exams/hall-ticket-labels';
import { drawGeneratedNote, drawLetterhead, PAGE_MARGIN_MM, type Letterhead } from './letterhead';
import { drawText, type PdfShaper } from './pdf-text';
import { withShapedCells } from './shaped-cells';

/** One student's hall ticket: who, their photo from the admission, and the subjects they sit with dates. */
export interface HallTicket {
  rollNo: string;
  name: string;
  branch: string;
  photo: { bytes: Uint8Array; format: 'PNG' | 'JPEG' } | null;
  subjects: readonly { date: string; session: Session; code: string; name: string }[];
}

const PHOTO_W = 30;
const PHOTO_H = 36;

type Heading = Letterhead & { generatedAt: Date };

/**
 * The words hall tickets print in the reader's language: their title, labels and sessions. A caller hands them to the
 * shaper's loader with the tickets, so Telugu or Hindi labels get their fonts even when every name is Latin.
 */
export const hallTicketPdfWords = (translate: Translate): string[] =>
  [...Object.values(L), ...SESSION_WORDS].map((word) => translate(word)).concat(pdfFootWords(translate));

function newDocument(examTitle: string, heading: Heading): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  doc.setProperties({ title: `Hall tickets: ${examTitle}`, subject: 'Hall ticket' });
  doc.setCreationDate(heading.generatedAt);
  return doc;
}

/** One student's page: the letterhead, the exam, who, the photo (or a box to affix one), subjects, signatures. */
function drawHallTicket(
  doc: jsPDF,
  examTitle: string,
  t: HallTicket,
  heading: Heading,
  shaper: PdfShaper,
  translate: Translate,
): void {
  const pageWidth = doc.internal.pageSize.getWidth();
  let y = drawLetterhead(doc, heading, translate(L.title), shaper);
  doc.setFont('helvetica', 'bold').setFontSize(11);
  drawText(doc, shaper, examTitle, PAGE_MARGIN_MM, y + 2, { maxWidth: pageWidth - 2 * PAGE_MARGIN_MM - PHOTO_W - 4 });
  const photoX = pageWidth - PAGE_MARGIN_MM - PHOTO_W;
  let drawn = false;
  try {
    if (t.photo) doc.addImage(t.photo.bytes, t.photo.format, photoX, y, PHOTO_W, PHOTO_H);
    drawn = Boolean(t.photo);
  } catch {
    // A photo jsPDF cannot read must not keep the ticket from being made: the box is left to affix one.
  }
  if (!drawn) {
    doc.setDrawColor(150).rect(photoX, y, PHOTO_W, PHOTO_H);
    doc.setFont('helvetica', 'normal').setFontSize(8);
    drawText(doc, shaper, translate(L.affixPhoto), photoX + PHOTO_W / 2, y + PHOTO_H / 2, { align: 'center' });
  }
  doc.setFont('helvetica', 'normal').setFontSize(10);
  y += 14;
  for (const [label, value] of [
    [L.rollNumber, t.rollNo],
    [L.name, t.name],
    [L.branch, t.branch],
  ] as const) {
    doc.setFont('helvetica', 'bold');
    drawText(doc, shaper, `${translate(label)}:`, PAGE_MARGIN_MM, y);
    doc.setFont('helvetica', 'normal');
    drawText(doc, shaper, value, PAGE_MARGIN_MM + 28, y);
    y += 6;
  }
  autoTable(
    doc,
    withShapedCells(doc, shaper, {
      startY: Math.max(y + 2, 30 + PHOTO_H + 16),
      theme: 'grid',
      styles: { fontSize: 9, cellPadding: 1.4 },
      headStyles: { fillColor: [60, 60, 60] },
      head: [[L.date, L.session, L.code, L.subject].map((label) => translate(label))],
      body: t.subjects.map((s) => [s.date, translate(SESSION_LABELS[s.session]), s.code, s.name]),
    }),
  );
  const end = (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 24;
  doc.setFontSize(9);
  drawText(doc, shaper, translate(L.studentSignature), PAGE_MARGIN_MM, end);
  drawText(doc, shaper, translate(L.controller), pageWidth - PAGE_MARGIN_MM, end, { align: 'right' });
  drawGeneratedNote(doc, heading.generatedAt, { shaper, translate });
}

/**
 * Hall tickets on the college letterhead, one page a student (one student, or a whole branch at once). Names and
 * subjects in Telugu or Devanagari are shaped by `shaper` (see pdf-text.ts). Labels are printed through `translate`
 * (the reader's language; English without it, the same bytes as before).
 */
export function buildHallTicketsPdf(
  examTitle: string,
  tickets: readonly HallTicket[],
  heading: Heading,
  shaper?: PdfShaper,
  translate: Translate = english,
): ArrayBuffer {
  const doc = newDocument(examTitle, heading);
  tickets.forEach((t, i) => {
    if (i > 0) doc.addPage();
    drawHallTicket(doc, examTitle, t, heading, shaper, translate);
  });
  return doc.output('arraybuffer');
}

/**
 * The same PDF made a page at a time, telling `afterPage` how many of how many are made after each one: a branch's
 * tickets made on the device show their count, and the caller's `afterPage` lets the screen draw it in between.
 */
export async function buildHallTicketsPdfByPage(
  examTitle: string,
  tickets: readonly HallTicket[],
  heading: Heading,
  afterPage: (made: number, total: number) => Promise<void>,
  shaper?: PdfShaper,
  translate: Translate = english,
): Promise<ArrayBuffer> {
  const doc = newDocument(examTitle, heading);
  for (const [i, t] of tickets.entries()) {
    if (i > 0) doc.addPage();
    drawHallTicket(doc, examTitle, t, heading, shaper, translate);
    await afterPage(i + 1, tickets.length);
  }
  return doc.output('arraybuffer');
}
