import {
  AdmissionsReportSchema,
  AttendanceReportSchema,
  MoneyReportSchema,
  ResultsReportSchema,
} from '../../../domain/reports/report-answers';
import type { Operation, PermissionLine } from '../server-module';

/** The reports' calls as GET /api/docs describes them. */
export const reportsOperations = {
  'GET /api/app/reports/money': {
    summary:
      'Dues of students on roll and what was collected, by branch, batch and quota, and month by month of a financial year (query year)',
    answer: MoneyReportSchema,
  },
  'GET /api/app/reports/admissions': {
    summary: "A year's admissions by branch against its intake, by quota and by category (query year)",
    answer: AdmissionsReportSchema,
  },
  'GET /api/app/reports/attendance': {
    summary: "Students below the college's attendance threshold in a semester, by branch (query year, term)",
    answer: AttendanceReportSchema,
  },
  'GET /api/app/reports/results': {
    summary: "Pass percentages of a year's published exams, overall and by branch (query year, exam)",
    answer: ResultsReportSchema,
  },
  'GET /api/app/reports/:report/excel': {
    summary: 'A report (money, admissions, attendance, results) as an Excel workbook of its tables',
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  'GET /api/app/reports/:report/pdf': {
    summary: "A report's tables as a PDF on the college's letterhead",
    produces: 'application/pdf',
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
