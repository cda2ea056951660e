import {
  CurrentStockCheckSchema,
  StockCheckClosedSchema,
  StockCheckStartedSchema,
  StockReportSchema,
  StockScannedSchema,
} from '../../../domain/library/stock-check-answers';
import type { Operation, PermissionLine } from '../server-module';

/** Stock verification's calls, as GET /api/docs describes them. */
export const stockCheckOperations = {
  'GET /api/app/library/stock-checks/current': {
    summary:
      'The open stock verification, else the last one closed (null: none yet), with its figures; and every shelf the copies are on',
    answer: CurrentStockCheckSchema,
  },
  'POST /api/app/library/stock-checks': {
    summary:
      'Start a stock verification of some shelves (none: the whole library); one open at a time (409 while another is)',
    answer: StockCheckStartedSchema,
    status: 201,
  },
  'POST /api/app/library/stock-checks/:id/scans': {
    summary:
      'Record barcodes scanned on a shelf at a moment (also offline, later): each one seen, on the wrong shelf, found (issued, lost or withdrawn), unknown or already scanned; a replay changes nothing',
    answer: StockScannedSchema,
  },
  'GET /api/app/library/stock-checks/:id/report': {
    summary:
      'A stock verification’s figures (in scope, seen, not seen, on loan), the copies not seen 25 a page (of a shelf), and the copies on a wrong shelf, found and unknown barcodes',
    answer: StockReportSchema,
  },
  'POST /api/app/library/stock-checks/:id/close': {
    summary:
      'Close a stock verification, optionally writing off the available copies not seen as lost and putting the found lost copies back on the shelf (409 when closed already)',
    answer: StockCheckClosedSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
