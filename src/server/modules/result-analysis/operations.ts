import { AnalysisViewSchema } from '../../../domain/result-analysis/analysis-answer';
import type { Operation, PermissionLine } from '../server-module';

/** The result analysis's calls as GET /api/docs describes them. */
export const resultAnalysisOperations = {
  'GET /api/app/resultAnalysis': {
    summary:
      "The analysis of a published exam by branch and subject (query examTitle, branch); a HoD only their department's branches",
    answer: AnalysisViewSchema,
  },
  'GET /api/app/resultAnalysis/export': {
    summary: 'The same analysis as an Excel workbook',
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
