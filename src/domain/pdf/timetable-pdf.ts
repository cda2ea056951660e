import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { TERM_LABELS, type Week } from '../timetable/timetable';
import { drawGeneratedNote, drawLetterhead, type Letterhead } from './letterhead';
import type { PdfShaper } from './pdf-text';
import { withShapedCells } from './shaped-cells';

const when = (e: Week['days'][number]['entries'][number]) =>
  e.kind === 'covered'
    ? `covered by ${e.teacher}`
    : e.kind === 'substituting'
      ? `for ${e.regularTeacher ?? ''}`
      : e.kind === 'substituted'
        ? `${e.teacher} (for ${e.regularTeacher ?? ''})`
        : e.teacher;

/**
 * A week's timetable on the college letterhead, one row per class, day by day (a holiday named on its day): the
 * same layout on the device and anywhere else, so it is built from the week the screen shows, offline too. Subject
 * and teacher names in Telugu or Devanagari are shaped by `shaper` (see pdf-text.ts).
 */
export function buildTimetablePdf(
  week: Week,
  heading: Letterhead & { generatedAt: Date },
  shaper?: PdfShaper,
): ArrayBuffer {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  doc.setProperties({ title: `Timetable ${week.title}`, subject: 'Timetable' });
  doc.setCreationDate(heading.generatedAt);
  const title = `TIMETABLE: ${week.title.toUpperCase()}, ${TERM_LABELS[week.term].toUpperCase()} ${week.academicYear}`;
  const startY = drawLetterhead(doc, heading, title, shaper);
  const body = week.days.flatMap((d) => {
    const day = `${d.name} ${d.date}`;
    if (d.holiday) return [[day, '', d.holiday, '', '', '']];
    if (d.entries.length === 0) return [[day, '', 'No classes', '', '', '']];
    return d.entries.map((e, i) => [
      i === 0 ? day : '',
      `${e.periods} (${e.startTime}-${e.endTime})`,
      `${e.subjectCode} ${e.subjectName}`,
      e.sectionLabel,
      when(e),
      e.room,
    ]);
  });
  autoTable(
    doc,
    withShapedCells(doc, shaper, {
      startY,
      theme: 'grid',
      styles: { fontSize: 9, cellPadding: 1.4 },
      headStyles: { fillColor: [60, 60, 60] },
      head: [['Day', 'Period', 'Subject', 'Section', 'Teacher', 'Room']],
      body,
    }),
  );
  drawGeneratedNote(doc, heading.generatedAt);
  return doc.output('arraybuffer');
}

export const timetablePdfFileName = (week: Week) => `Timetable_${week.weekOf}.pdf`;
