import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { SESSION_LABELS, type Session } from '../exams/exam';
import { drawGeneratedNote, drawLetterhead, PAGE_MARGIN_MM, type Letterhead } from './letterhead';

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

/** Hall tickets on the college letterhead, one page a student (one student, or a whole branch at once). */
export function buildHallTicketsPdf(
  examTitle: string,
  tickets: readonly HallTicket[],
  heading: Letterhead & { generatedAt: Date },
): ArrayBuffer {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  doc.setProperties({ title: `Hall tickets: ${examTitle}`, subject: 'Hall ticket' });
  doc.setCreationDate(heading.generatedAt);
  const pageWidth = doc.internal.pageSize.getWidth();
  tickets.forEach((t, i) => {
    if (i > 0) doc.addPage();
    let y = drawLetterhead(doc, heading, 'HALL TICKET');
    doc.setFont('helvetica', 'bold').setFontSize(11);
    doc.text(examTitle, PAGE_MARGIN_MM, y + 2, { maxWidth: pageWidth - 2 * PAGE_MARGIN_MM - PHOTO_W - 4 });
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
      doc.setFont('helvetica', 'normal').text(value, PAGE_MARGIN_MM + 28, y);
      y += 6;
    }
    autoTable(doc, {
      startY: Math.max(y + 2, 30 + PHOTO_H + 16),
      theme: 'grid',
      styles: { fontSize: 9, cellPadding: 1.4 },
      headStyles: { fillColor: [60, 60, 60] },
      head: [['Date', 'Session', 'Code', 'Subject']],
      body: t.subjects.map((s) => [s.date, SESSION_LABELS[s.session], s.code, s.name]),
    });
    const end = (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 24;
    doc.setFontSize(9);
    doc.text("Student's signature", PAGE_MARGIN_MM, end);
    doc.text('Controller of Examinations', pageWidth - PAGE_MARGIN_MM, end, { align: 'right' });
    drawGeneratedNote(doc, heading.generatedAt);
  });
  return doc.output('arraybuffer');
}
