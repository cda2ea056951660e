import { CopyHistorySchema, PatronHistorySchema } from '../../../domain/library/history-answers';
import type { Operation, PermissionLine } from '../server-module';

/** The library's History, as GET /api/docs describes it. */
export const historyOperations = {
  'GET /api/app/library/history/patron': {
    summary:
      'A patron’s history by roll number or employee code: their loans, the latest first, 20 a page (?page=), with late days and fines; their fines paid, waived and open',
    answer: PatronHistorySchema,
  },
  'GET /api/app/library/history/copy': {
    summary:
      'A copy’s history by barcode or accession number: its title, status and shelf, and who had it, the latest loan first, 20 a page (?page=)',
    answer: CopyHistorySchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
