import {
  ExamTitlesResponseSchema,
  ResultReportResponseSchema,
  ResultViewResponseSchema,
} from '../../../domain/results/result-sheet';
import type { Operation, PermissionLine } from '../server-module';

/** The public result calls as the API description tells them. */
export const resultsOperations = {
  'GET /api/app/getDistinctExamTitlesBy': {
    summary: 'Published exam titles, newest first',
    answer: ExamTitlesResponseSchema,
  },
  'GET /api/app/getExamResultByRollNoView': {
    summary: 'Result sheet of a roll number for an exam title, or {} (query rollNo, examTitle)',
    answer: ResultViewResponseSchema,
  },
  'GET /api/app/getExamResultByRollNoReport': {
    summary: "Result sheet PDF: { success: 'True', b64 } (query rollNo, examTitle)",
    answer: ResultReportResponseSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
