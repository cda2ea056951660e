import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { SESSION_LABELS, type Session } from '../exams/exam';
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

function newDocument(examTitle: string, heading: Heading): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  doc.setProperties({ title: `Hall tickets: ${examTitle}`, subject: 'Hall ticket' });
  doc.setCreationDate(heading.generatedAt);
  return doc;
}

/** One student's page: the letterhead, the exam, who, the photo (or a box to affix one), subjects, signatures. */
function drawHallTicket(doc: jsPDF, examTitle: string, t: HallTicket, heading: Heading, shaper: PdfShaper): void {
  const pageWidth = doc.internal.pageSize.getWidth();
  let y = drawLetterhead(doc, heading, 'HALL TICKET', shaper);
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
    doc.text('Affix photo', photoX + PHOTO_W / 2, y + PHOTO_H / 2, { align: 'center' });
  }
  doc.setFont('helvetica', 'normal').setFontSize(10);
  y += 14;
  for (const [label, value] of [
    ['Roll number', t.rollNo],
    ['Name', t.name],
    ['Branch', t.branch],
  ] as const) {
    doc.setFont('helvetica', 'bold').text(`${label}:`, PAGE_MARGIN_MM, y);
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
      head: [['Date', 'Session', 'Code', 'Subject']],
      body: t.subjects.map((s) => [s.date, SESSION_LABELS[s.session], s.code, s.name]),
    }),
  );
  const end = (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 24;
  doc.setFontSize(9);
  doc.text("Student's signature", PAGE_MARGIN_MM, end);
  doc.text('Controller of Examinations', pageWidth - PAGE_MARGIN_MM, end, { align: 'right' });
  drawGeneratedNote(doc, heading.generatedAt);
}

/**
 * Hall tickets on the college letterhead, one page a student (one student, or a whole branch at once). Names and
 * subjects in Telugu or Devanagari are shaped by `shaper` (see pdf-text.ts).
 */
export function buildHallTicketsPdf(
  examTitle: string,
  tickets: readonly HallTicket[],
  heading: Heading,
  shaper?: PdfShaper,
): ArrayBuffer {
  const doc = newDocument(examTitle, heading);
  tickets.forEach((t, i) => {
    if (i > 0) doc.addPage();
    drawHallTicket(doc, examTitle, t, heading, shaper);
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
): Promise<ArrayBuffer> {
  const doc = newDocument(examTitle, heading);
  for (const [i, t] of tickets.entries()) {
    if (i > 0) doc.addPage();
    drawHallTicket(doc, examTitle, t, heading, shaper);
    await afterPage(i + 1, tickets.length);
  }
  return doc.output('arraybuffer');
}
