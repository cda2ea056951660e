import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { TERM_LABELS, type Week } from '../timetable/timetable';
import { TIMETABLE_PDF_LABELS as L, english, type Translate } from '../timetable/timetable-pdf-labels';
import { pdfFootWords } from '../i18n/pdf-foot';
import { drawGeneratedNote, drawLetterhead, type Letterhead } from './letterhead';
import type { PdfShaper } from './pdf-text';
import { withShapedCells } from './shaped-cells';

const when = (e: Week['days'][number]['entries'][number], t: Translate) =>
  e.kind === 'covered'
    ? t(L.coveredBy, { teacher: e.teacher })
    : e.kind === 'substituting'
      ? t(L.forRegular, { regular: e.regularTeacher ?? '' })
      : e.kind === 'substituted'
        ? t(L.substitutedFor, { teacher: e.teacher, regular: e.regularTeacher ?? '' })
        : e.teacher;

/** The week's printed words in the reader's language, for the shaper to load their script's font. */
export const timetablePdfWords = (week: Week, translate: Translate): string[] => [
  ...Object.values(L).map((word) => translate(word)),
  translate(TERM_LABELS[week.term]),
  ...week.days.map((d) => translate(d.name)),
  ...pdfFootWords(translate),
];

/**
 * A week's timetable on the college letterhead, one row per class, day by day (a holiday named on its day): the
 * same layout on the device and anywhere else, so it is built from the week the screen shows, offline too. Subject
 * and teacher names in Telugu or Devanagari are shaped by `shaper` (see pdf-text.ts); the labels, the semester and
 * the days are printed through `translate` (the reader's language; English without it, the same bytes as before).
 */
export function buildTimetablePdf(
  week: Week,
  heading: Letterhead & { generatedAt: Date },
  shaper?: PdfShaper,
  translate: Translate = english,
): ArrayBuffer {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  doc.setProperties({ title: `Timetable ${week.title}`, subject: 'Timetable' });
  doc.setCreationDate(heading.generatedAt);
  const term = translate(TERM_LABELS[week.term]).toUpperCase();
  const title = `${translate(L.title)}: ${week.title.toUpperCase()}, ${term} ${week.academicYear}`;
  const startY = drawLetterhead(doc, heading, title, shaper);
  const body = week.days.flatMap((d) => {
    const day = `${translate(d.name)} ${d.date}`;
    if (d.holiday) return [[day, '', d.holiday, '', '', '']];
    if (d.entries.length === 0) return [[day, '', translate(L.noClasses), '', '', '']];
    return d.entries.map((e, i) => [
      i === 0 ? day : '',
      `${e.periods} (${e.startTime}-${e.endTime})`,
      `${e.subjectCode} ${e.subjectName}`,
      e.sectionLabel,
      when(e, translate),
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
      head: [[L.day, L.period, L.subject, L.section, L.teacher, L.room].map((label) => translate(label))],
      body,
    }),
  );
  drawGeneratedNote(doc, heading.generatedAt, { shaper, translate });
  return doc.output('arraybuffer');
}

export const timetablePdfFileName = (week: Week) => `Timetable_${week.weekOf}.pdf`;
