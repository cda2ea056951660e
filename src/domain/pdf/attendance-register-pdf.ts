import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { MonthlyRegister } from '../attendance/attendance';
import { REGISTER_PDF_LABELS as L, english, type Translate } from '../attendance/register-pdf-labels';
import { drawGeneratedNote, drawLetterhead, type Letterhead } from './letterhead';
import type { PdfShaper } from './pdf-text';
import { withShapedCells } from './shaped-cells';

/**
 * A section's monthly register on the college letterhead, landscape: a column per day with the classes attended of
 * those held that day ("5/6", "A" for none), then the month's totals. The Excel register has a column per class.
 * Names in Telugu or Devanagari are shaped by `shaper` (see pdf-text.ts); the labels are printed through `translate`
 * (the reader's language; English without it, the same bytes as before).
 */
export function buildAttendanceRegisterPdf(
  register: MonthlyRegister,
  heading: Letterhead & { generatedAt: Date },
  shaper?: PdfShaper,
  translate: Translate = english,
): ArrayBuffer {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'landscape', compress: true });
  doc.setProperties({ title: `Attendance register ${register.section} ${register.month}`, subject: 'Attendance' });
  doc.setCreationDate(heading.generatedAt);
  const startY = drawLetterhead(
    doc,
    heading,
    `${translate(L.title)}: ${register.section.toUpperCase()}, ${register.month}`,
    shaper,
  );
  const days = [...new Set(register.columns.map((c) => c.date))];
  const body = register.rows.map((row) => [
    row.rollNo,
    row.name,
    ...days.map((day) => {
      const cells = row.cells.filter((_, i) => register.columns[i]!.date === day && row.cells[i] !== '');
      const present = cells.filter((x) => x === 'P').length;
      if (!cells.length) return '';
      return present === 0 ? 'A' : present === cells.length ? 'P' : `${String(present)}/${String(cells.length)}`;
    }),
    `${String(row.present)}/${String(row.held)}`,
    `${String(row.percent)}%`,
  ]);
  autoTable(
    doc,
    withShapedCells(doc, shaper, {
      startY,
      theme: 'grid',
      styles: { fontSize: 6.5, cellPadding: 0.8 },
      headStyles: { fillColor: [60, 60, 60] },
      head: [[translate(L.rollNo), translate(L.name), ...days.map((d) => d.slice(8)), translate(L.total), '%']],
      body,
    }),
  );
  drawGeneratedNote(doc, heading.generatedAt, { shaper, translate });
  return doc.output('arraybuffer');
}
