import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { percentText, sgpaLabel, sheetHasMarks, sheetSgpas, type ResultSheet } from '../results/result-sheet';
import { RESULT_SHEET_LABELS as L, english, type Translate } from '../results/result-sheet-labels';
import { pdfFootWords } from '../i18n/pdf-foot';
import { drawGeneratedNote, drawLetterhead, type Letterhead } from './letterhead';
import type { PdfShaper } from './pdf-text';
import { withShapedCells } from './shaped-cells';

/** The letterhead (college name; logo, address and contacts when given) and the time of printing. */
export interface ResultPdfHeading extends Letterhead {
  /** When the sheet was produced; printed in UTC so the server and the device print the same text. */
  generatedAt: Date;
}

const GREEN: [number, number, number] = [27, 122, 61];
const RED: [number, number, number] = [190, 30, 45];

/**
 * The words a sheet's PDF prints in the reader's language: its labels and the status column's words. A caller hands
 * them to the shaper's loader with the sheet, so Telugu or Hindi labels get their fonts even when every name is Latin.
 */
export const resultSheetPdfWords = (translate: Translate): string[] =>
  [...Object.values(L), 'Pass', 'Fail', 'Absent'].map((word) => translate(word)).concat(pdfFootWords(translate));

/**
 * The result sheet PDF (§2, §9 ExamResult.pdf). One layout for the server's report call and for the
 * device when offline, so a student gets the same document either way. Names and titles in Telugu or Devanagari
 * are shaped by `shaper` (see pdf-text.ts); without one, or for Latin text, jsPDF draws them. Labels are printed
 * through `translate` (the reader's language; English without it, the same bytes as before).
 */
export function buildResultSheetPdf(
  sheet: ResultSheet,
  heading: ResultPdfHeading,
  shaper?: PdfShaper,
  translate: Translate = english,
): ArrayBuffer {
  const t = (id: string) => translate(id);
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  const examTitle = sheet.listofRecords[0]?.examTitle ?? '';
  const sgpas = sheetSgpas(sheet);
  // Each SGPA beside the next, the CGPA after the last: two figures a row.
  const figures = [
    ...sgpas.map((s) => [sgpaLabel(s.semester, translate), s.sgpa.toFixed(2)]),
    ...(sheet.cgpa === undefined ? [] : [[t(L.cgpa), sheet.cgpa.toFixed(2)]]),
    ...(sheet.percentage === undefined ? [] : [[t(L.percentage), percentText(sheet.percentage)]]),
  ];
  const figureRows = Array.from({ length: Math.ceil(figures.length / 2) }, (_, i) => [
    ...figures[2 * i]!,
    ...(figures[2 * i + 1] ?? ['', '']),
  ]);

  doc.setProperties({ title: `${sheet.studentRollNo} ${examTitle}`, subject: 'Exam result' });
  const startY = drawLetterhead(doc, heading, examTitle, shaper);

  autoTable(
    doc,
    withShapedCells(doc, shaper, {
      startY,
      theme: 'plain',
      styles: { fontSize: 10, cellPadding: 1.2 },
      columnStyles: { 0: { fontStyle: 'bold', cellWidth: 38 }, 2: { fontStyle: 'bold', cellWidth: 38 } },
      body: [
        [t(L.studentName), sheet.studentName, t(L.rollNumber), sheet.studentRollNo],
        [t(L.totalCredits), String(sheet.totalCredits), t(L.earnedCredits), String(sheet.earnedCredits)],
        [t(L.passed), String(sheet.passCount), t(L.failed), String(sheet.failCount)],
        ...figureRows,
      ],
    }),
  );

  const withMarks = sheetHasMarks(sheet);
  // Helvetica has no en dash: a missing mark prints as a hyphen.
  const mark = (n: number | null | undefined) => (n == null ? '-' : String(n));
  const marksHead = withMarks ? [t(L.internal), t(L.external), t(L.total)] : [];
  const gradeColumn = withMarks ? 6 : 3;
  const statusColumn = withMarks ? 8 : 5;

  autoTable(
    doc,
    withShapedCells(doc, shaper, {
      theme: 'grid',
      headStyles: { fillColor: [33, 93, 110] },
      styles: { fontSize: 9 },
      head: [[t(L.courseCode), t(L.course), ...marksHead, t(L.credits), t(L.grade), t(L.gradePoints), t(L.status)]],
      body: sheet.listofRecords.map((r) => [
        r.courseCode,
        r.course,
        ...(withMarks ? [mark(r.internal), mark(r.external), mark(r.total)] : []),
        String(r.credits),
        r.grade,
        String(r.gradePoints),
        t(r.status),
      ]),
      didParseCell: (data) => {
        if (data.section !== 'body') return;
        const record = sheet.listofRecords[data.row.index];
        if (data.column.index === gradeColumn && record?.grade === 'F') data.cell.styles.textColor = RED;
        if (data.column.index === statusColumn) data.cell.styles.textColor = record?.status === 'Pass' ? GREEN : RED;
      },
    }),
  );

  drawGeneratedNote(doc, heading.generatedAt, { shaper, translate });
  return doc.output('arraybuffer');
}
