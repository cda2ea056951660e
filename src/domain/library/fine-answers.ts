import * as v from 'valibot';
import { plainText } from '../forms/plain-text';
import { CIRCULATION_MESSAGES as M } from './circulation-messages';

/** What a patron owes, or owed, the library: a late return, or a lost or damaged copy's price. */
export const FINE_KINDS = ['OVERDUE', 'LOST', 'DAMAGED'] as const;
export const FINE_KIND_LABELS: Readonly<Record<(typeof FINE_KINDS)[number], string>> = {
  OVERDUE: /*i18n*/ 'Late return',
  LOST: /*i18n*/ 'Lost copy',
  DAMAGED: /*i18n*/ 'Damaged copy',
};

export const FINE_STATUS_LABELS = {
  OPEN: /*i18n*/ 'To pay',
  PAID: /*i18n*/ 'Paid',
  WAIVED: /*i18n*/ 'Waived',
} as const;

/** One fine, with what is paid on it; `throughFees` when it is a student's fee line (paid online or at the counter). */
export const FineLineSchema = v.object({
  id: v.number(),
  kind: v.picklist(FINE_KINDS),
  amountPaise: v.number(),
  paidPaise: v.number(),
  status: v.picklist(['OPEN', 'PAID', 'WAIVED']),
  reason: v.string(),
  title: v.string(),
  accessionNo: v.string(),
  throughFees: v.boolean(),
  createdAt: v.string(),
});
export type FineLine = v.InferOutput<typeof FineLineSchema>;

export const FineListSchema = v.object({ fines: v.array(FineLineSchema) });

/** The library settling a fine: waived (with the reason) or, for a fine not on the fee lines, taken at the desk. */
export const FineSettleSchema = v.object({
  status: v.picklist(['WAIVED', 'PAID'], M.fineSettleInvalid),
  reason: v.pipe(plainText(200, M.fineReasonRequired), v.minLength(1, M.fineReasonRequired)),
});

export const FineSettledSchema = v.object({ id: v.number(), message: v.string() });
