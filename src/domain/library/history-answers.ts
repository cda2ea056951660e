import * as v from 'valibot';
import { COPY_STATUSES } from './catalogue';
import { PATRON_CATEGORIES } from './circulation-rules';
import { FINE_KINDS } from './fine-answers';

/** A page of loans, the latest first: which page, its size and how many loans there are in all. */
const paging = { page: v.number(), pageSize: v.number(), total: v.number() };

/** When a loan was out and how it ended: due, returned (null: still out), renewals, open days late and the fine. */
const loanSpan = {
  id: v.number(),
  issuedAt: v.string(),
  dueOn: v.string(),
  returnedAt: v.nullable(v.string()),
  renewals: v.number(),
  /** Open days late: at return, in all; still out, so far. */
  lateDays: v.number(),
  /** The late fine raised at return, or the one an open loan has run up so far. */
  finePaise: v.number(),
};
/** How a loan went, as the history's tables show it beside what names the loan. */
export type LoanSpan = v.InferOutput<v.ObjectSchema<typeof loanSpan, undefined>>;

/** One of a patron's loans: the copy it was of. */
export const PatronLoanSchema = v.object({
  ...loanSpan,
  copyId: v.number(),
  titleId: v.number(),
  title: v.string(),
  barcode: v.string(),
  accessionNo: v.string(),
});
export type PatronLoan = v.InferOutput<typeof PatronLoanSchema>;

/** One of a patron's fines: what for, how much, and whether (and when) it was paid or waived. */
export const HistoryFineSchema = v.object({
  id: v.number(),
  kind: v.picklist(FINE_KINDS),
  amountPaise: v.number(),
  status: v.picklist(['OPEN', 'PAID', 'WAIVED']),
  reason: v.string(),
  title: v.string(),
  accessionNo: v.string(),
  createdAt: v.string(),
  settledAt: v.nullable(v.string()),
});
export type HistoryFine = v.InferOutput<typeof HistoryFineSchema>;

/** GET /api/app/library/history/patron: who, a page of their loans, and their fines (the latest 100). */
export const PatronHistorySchema = v.object({
  patron: v.object({
    kind: v.picklist(['STUDENT', 'FACULTY']),
    code: v.string(),
    name: v.string(),
    category: v.picklist(PATRON_CATEGORIES),
    detail: v.string(),
    active: v.boolean(),
  }),
  loans: v.array(PatronLoanSchema),
  ...paging,
  fines: v.array(HistoryFineSchema),
  /** What the patron owes now (open fines, less what is paid on their fee lines). */
  owedPaise: v.number(),
});
export type PatronHistory = v.InferOutput<typeof PatronHistorySchema>;

/** One loan of a copy: who had it. */
export const CopyLoanSchema = v.object({
  ...loanSpan,
  patron: v.object({ kind: v.picklist(['STUDENT', 'FACULTY']), code: v.string(), name: v.string() }),
});
export type CopyLoan = v.InferOutput<typeof CopyLoanSchema>;

/** GET /api/app/library/history/copy: the copy (its title, status and shelf) and a page of its loans. */
export const CopyHistorySchema = v.object({
  copy: v.object({
    id: v.number(),
    titleId: v.number(),
    title: v.string(),
    barcode: v.string(),
    accessionNo: v.string(),
    status: v.picklist(COPY_STATUSES),
    location: v.string(),
  }),
  loans: v.array(CopyLoanSchema),
  ...paging,
});
export type CopyHistory = v.InferOutput<typeof CopyHistorySchema>;
