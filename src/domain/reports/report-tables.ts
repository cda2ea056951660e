import { TERM_LABELS } from '../timetable/timetable';
import type {
  AdmissionsReport,
  AttendanceReport,
  MoneyReport,
  MoneyRow,
  ReportKind,
  ResultsReport,
} from './report-answers';

/** How a column's values print: words, a count, paise as rupees, a percentage. */
export type ColumnKind = 'text' | 'count' | 'money' | 'percent';
export interface ReportColumn {
  header: string;
  kind: ColumnKind;
}
/** One table of a report as the exports write it (English, as every export of the college is). */
export interface ReportTable {
  /** The worksheet's name in the Excel export (at most 31 characters). */
  sheet: string;
  title: string;
  columns: readonly ReportColumn[];
  rows: readonly (readonly (string | number | null)[])[];
}
export interface ReportTables {
  /** The report's heading with its year ('Money report 2026-2027'). */
  title: string;
  tables: readonly ReportTable[];
}

const text = (header: string): ReportColumn => ({ header, kind: 'text' });
const counted = (header: string): ReportColumn => ({ header, kind: 'count' });
const money = (header: string): ReportColumn => ({ header, kind: 'money' });
const percent = (header: string): ReportColumn => ({ header, kind: 'percent' });

const moneyTable = (sheet: string, title: string, first: string, rows: readonly MoneyRow[]): ReportTable => ({
  sheet,
  title,
  columns: [text(first), money('Due'), money('Collected'), money('Outstanding')],
  rows: rows.map((r) => [r.label, r.due, r.collected, r.outstanding]),
});

function moneyTables(r: MoneyReport): ReportTables {
  return {
    title: `Money report ${r.year}`,
    tables: [
      moneyTable('Branches', 'Dues of students on roll by branch', 'Branch', [
        ...r.byBranch,
        { label: 'All', ...r.totals },
      ]),
      moneyTable('Batches', 'By batch', 'Batch', r.byBatch),
      moneyTable('Quotas', 'By quota', 'Quota', r.byQuota),
      {
        sheet: 'Months',
        title: `Month by month, financial year ${r.year}`,
        columns: [text('Month'), money('Falling due'), money('Collected')],
        rows: r.months.map((m) => [m.month, m.falling, m.collected]),
      },
    ],
  };
}

function admissionsTables(r: AdmissionsReport): ReportTables {
  return {
    title: `Admissions report ${r.year}`,
    tables: [
      {
        sheet: 'Branches',
        title: 'Admitted against intake by branch',
        columns: [text('Branch'), counted('Intake'), counted('Admitted'), percent('Filled %')],
        rows: r.byBranch.map((b) => [b.label, b.intake, b.admitted, b.percent]),
      },
      {
        sheet: 'Quotas',
        title: 'By quota',
        columns: [text('Quota'), counted('Admitted')],
        rows: r.byQuota.map((q) => [q.label, q.admitted]),
      },
      {
        sheet: 'Categories',
        title: 'By category',
        columns: [text('Category'), counted('Admitted')],
        rows: r.byCategory.map((c) => [c.label, c.admitted]),
      },
    ],
  };
}

function attendanceTables(r: AttendanceReport): ReportTables {
  return {
    title: `Attendance report ${r.year} ${TERM_LABELS[r.term]}`,
    tables: [
      {
        sheet: 'Branches',
        title: `Students below ${String(r.threshold)}% by branch`,
        columns: [
          text('Branch'),
          counted('On roll'),
          counted('With classes recorded'),
          counted('Below threshold'),
          percent('Attendance %'),
        ],
        rows: [...r.byBranch, r.totals].map((b) => [b.label, b.onRoll, b.recorded, b.short, b.percent]),
      },
    ],
  };
}

function resultsTables(r: ResultsReport): ReportTables {
  return {
    title: `Results report ${r.year}`,
    tables: [
      {
        sheet: 'Exams',
        title: 'Pass % by exam',
        columns: [text('Exam'), counted('Students'), counted('Passed'), percent('Pass %')],
        rows: r.exams.map((e) => [e.title, e.students, e.passed, e.percent]),
      },
      {
        sheet: 'Branches',
        title: r.exam ? `Pass % by branch: ${r.exam}` : 'Pass % by branch',
        columns: [text('Branch'), counted('Appeared'), counted('Passed'), percent('Pass %')],
        rows: r.byBranch.map((b) => [b.label, b.appeared, b.passed, b.percent]),
      },
      {
        sheet: 'Branches and exams',
        title: 'Pass % by branch and exam',
        columns: [text('Exam'), ...r.branches.map(percent)],
        rows: r.matrix.map((m) => [m.title, ...m.percents]),
      },
    ],
  };
}

/** A report and its kind, as the exports take it. */
export type AnyReport =
  | { kind: 'money'; answer: MoneyReport }
  | { kind: 'admissions'; answer: AdmissionsReport }
  | { kind: 'attendance'; answer: AttendanceReport }
  | { kind: 'results'; answer: ResultsReport };

/** A report's tables as its Excel and PDF exports write them. */
export function reportTables(report: AnyReport): ReportTables {
  switch (report.kind) {
    case 'money':
      return moneyTables(report.answer);
    case 'admissions':
      return admissionsTables(report.answer);
    case 'attendance':
      return attendanceTables(report.answer);
    case 'results':
      return resultsTables(report.answer);
  }
}

/** The export's file name: Money_report_2026-2027.xlsx. */
export const reportFileName = (kind: ReportKind, year: string, extension: 'xlsx' | 'pdf'): string =>
  `${kind[0]!.toUpperCase()}${kind.slice(1)}_report_${year}.${extension}`;
