import { MARKS_COLUMNS as C } from '../../../domain/exams/marks';
import { EXPLANATION_SHEET, sheetNameOf } from '../../sheets/list-template';
import { writeWorkbook, type WrittenCell } from '../../sheets/workbook-writer';
import type { MarkedSubject, MarkRow } from './marks-sheets';

/**
 * The external marks template of an exam's subject: one row per registered student with the marks entered so far
 * (blank when none; AB for an absentee). A coded subject lists coded numbers only, never roll numbers or names,
 * so the sheet can go to a valuer. Sheet 2 explains the columns; the upload reads sheet 1 by its headers.
 */
export function marksTemplate(examTitle: string, subject: MarkedSubject, rows: readonly MarkRow[]): Promise<Buffer> {
  const coded = rows.some((r) => r.code !== null);
  const headers = coded ? [C.subject, C.code, C.external] : [C.subject, C.rollNo, C.name, C.external];
  const marks = (r: MarkRow): WrittenCell => (r.absent ? 'AB' : r.external);
  const body: WrittenCell[][] = coded
    ? rows
        .filter((r) => r.code !== null)
        .sort((a, b) => a.code!.localeCompare(b.code!))
        .map((r) => [subject.code, r.code, marks(r)])
    : rows.map((r) => [subject.code, r.rollNo, r.name, marks(r)]);
  const help: WrittenCell[][] = [
    ['Column', 'What to enter'],
    [C.subject, `${subject.code} (${subject.name}): leave as it is`],
    coded
      ? [C.code, 'The coded number on the answer script: leave as it is']
      : [C.rollNo, 'The roll number of the student: leave as it is'],
    [C.external, `Whole number from 0 to ${String(subject.externalMax)}, or AB for a student absent from the exam`],
    [],
    ['Exam', examTitle],
    [
      'Notes',
      'Rows with a problem (an unknown roll or coded number, a student not registered for the subject, marks above the maximum, not a number) are listed with the row and the reason and are not saved; the other rows are saved. Uploading the same sheet again changes nothing.',
    ],
  ];
  return writeWorkbook([
    {
      name: sheetNameOf(`Marks ${subject.code}`),
      rows: [headers, ...body],
      widths: headers.map((h) => (h === C.name ? 32 : Math.max(14, h.length + 4))),
      textColumns: [0, 1],
      frozenRows: 1,
    },
    { name: EXPLANATION_SHEET, rows: help, widths: [20, 100] },
  ]);
}
