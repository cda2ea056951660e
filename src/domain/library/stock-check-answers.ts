import * as v from 'valibot';
import { COPY_STATUSES } from './catalogue';
import { SCAN_OUTCOMES } from './stock-check';

/** A check's figures: every copy in scope is seen, not seen (missing) or on loan (accounted for by its loan). */
export const StockTotalsSchema = v.object({
  /** Copies of the shelves in scope, less those written off (lost, withdrawn) before the check. */
  inScope: v.number(),
  seen: v.number(),
  /** Not seen and not on loan: the copies missing unless they turn up. */
  notSeen: v.number(),
  /** Not seen, but issued: their loans say where they are. */
  onLoan: v.number(),
});
export type StockTotals = v.InferOutput<typeof StockTotalsSchema>;

/** One stock verification: who started and closed it, its shelves (none: the whole library) and its figures. */
export const StockCheckSchema = v.object({
  id: v.number(),
  status: v.picklist(['OPEN', 'CLOSED']),
  locations: v.array(v.string()),
  startedAt: v.string(),
  startedBy: v.string(),
  closedAt: v.nullable(v.string()),
  closedBy: v.nullable(v.string()),
  totals: StockTotalsSchema,
});
export type StockCheck = v.InferOutput<typeof StockCheckSchema>;

/** GET /api/app/library/stock-checks/current: the open check, else the last one closed (null: none yet); the shelves. */
export const CurrentStockCheckSchema = v.object({
  check: v.nullable(StockCheckSchema),
  /** Every shelf (location) the catalogue's copies are on, for the scope and the scanning. */
  shelves: v.array(v.string()),
});
export type CurrentStockCheck = v.InferOutput<typeof CurrentStockCheckSchema>;

/** POST /api/app/library/stock-checks (201). */
export const StockCheckStartedSchema = v.object({ message: v.string(), check: StockCheckSchema });

/** What one scanned barcode was, with the copy it named (none for an unknown barcode). */
export const ScanResultSchema = v.object({
  barcode: v.string(),
  outcome: v.picklist(SCAN_OUTCOMES),
  message: v.string(),
  copy: v.nullable(
    v.object({
      accessionNo: v.string(),
      title: v.string(),
      location: v.string(),
      status: v.picklist(COPY_STATUSES),
    }),
  ),
});
export type ScanResult = v.InferOutput<typeof ScanResultSchema>;

/** POST /api/app/library/stock-checks/:id/scans: each barcode's result, in the order sent, and the figures now. */
export const StockScannedSchema = v.object({
  results: v.array(ScanResultSchema),
  totals: StockTotalsSchema,
});
export type StockScanned = v.InferOutput<typeof StockScannedSchema>;

/** A copy in scope not seen. */
export const NotSeenCopySchema = v.object({
  accessionNo: v.string(),
  barcode: v.string(),
  title: v.string(),
  location: v.string(),
  status: v.picklist(COPY_STATUSES),
});

/** A copy seen on another shelf than its catalogue's, or seen although the catalogue has it out or written off. */
export const StockExceptionSchema = v.object({
  accessionNo: v.string(),
  barcode: v.string(),
  title: v.string(),
  location: v.string(),
  seenOn: v.string(),
  /** Its status when it was scanned. */
  status: v.picklist(COPY_STATUSES),
});

/** A barcode scanned that no copy has. */
export const UnknownScanSchema = v.object({ barcode: v.string(), seenOn: v.string(), scannedAt: v.string() });

/** GET /api/app/library/stock-checks/:id/report: the figures, a page of copies not seen, and the exceptions. */
export const StockReportSchema = v.object({
  check: StockCheckSchema,
  notSeen: v.object({
    copies: v.array(NotSeenCopySchema),
    total: v.number(),
    page: v.number(),
    pages: v.number(),
    shelf: v.nullable(v.string()),
  }),
  /** The shelves of the copies in scope, for the not-seen list's filter. */
  shelves: v.array(v.string()),
  /** Each list at most 200, the latest scans first. */
  wrongShelf: v.array(StockExceptionSchema),
  found: v.array(StockExceptionSchema),
  unknown: v.array(UnknownScanSchema),
});
export type StockReport = v.InferOutput<typeof StockReportSchema>;

/** POST /api/app/library/stock-checks/:id/close: the check closed, and what it changed in the catalogue. */
export const StockCheckClosedSchema = v.object({
  message: v.string(),
  markedLost: v.number(),
  restored: v.number(),
  check: StockCheckSchema,
});
export type StockCheckClosed = v.InferOutput<typeof StockCheckClosedSchema>;
