import type { ExamAnalysis } from '../../../domain/result-analysis/analysis';
import { addTableSheet, exportWorkbook, workbookBytes } from '../../sheets/table-workbook';

const passColumns = (first: string) => [
  { header: first, key: 'label', width: 34 },
  { header: 'Appeared', key: 'appeared', width: 10 },
  { header: 'Passed', key: 'passed', width: 10 },
  { header: 'Pass %', key: 'percent', width: 9, numFmt: '0.0' },
];

/** A published exam's analysis as an Excel workbook: a sheet per table the screen shows. */
export async function analysisWorkbook(title: string, a: ExamAnalysis, now: Date): Promise<Uint8Array> {
  const book = exportWorkbook(now);
  const branches = addTableSheet(book, 'Branches', passColumns('Branch'), { title });
  branches.addRows(a.byBranch);
  branches.addRow({ label: 'All branches', appeared: a.students, passed: a.passed, percent: a.percent });
  addTableSheet(book, 'Sections', passColumns('Section'), { title }).addRows(a.bySection);
  addTableSheet(
    book,
    'Subjects',
    [
      { header: 'Code', key: 'code', width: 12 },
      { header: 'Subject', key: 'label', width: 40 },
      { header: 'Branch', key: 'branch', width: 9 },
      { header: 'Appeared', key: 'appeared', width: 10 },
      { header: 'Absent', key: 'absent', width: 8 },
      { header: 'Passed', key: 'passed', width: 8 },
      { header: 'Pass %', key: 'percent', width: 9, numFmt: '0.0' },
    ],
    { title, filter: true },
  ).addRows(a.bySubject);
  addTableSheet(
    book,
    'Grades',
    [
      { header: 'Grade', key: 'grade', width: 8 },
      { header: 'Results', key: 'count', width: 10 },
    ],
    { title },
  ).addRows(a.grades);
  addTableSheet(
    book,
    'Toppers',
    [
      { header: 'Rank', key: 'rank', width: 6 },
      { header: 'Roll No', key: 'rollNo', width: 14 },
      { header: 'Name', key: 'name', width: 28 },
      { header: 'Branch', key: 'branch', width: 9 },
      { header: 'SGPA', key: 'sgpa', width: 8, numFmt: '0.00' },
    ],
    { title },
  ).addRows(a.toppers);
  addTableSheet(
    book,
    'Backlogs',
    [
      { header: 'Courses to pass', key: 'label', width: 16 },
      { header: 'Students', key: 'students', width: 10 },
    ],
    { title },
  ).addRows(a.backlogs);
  return new Uint8Array(await workbookBytes(book));
}

export const analysisFileName = (title: string, branch: string) =>
  `ResultAnalysis_${(branch ? `${branch}_` : '') + title.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}.xlsx`;
