import { COUNTER_MODE_LABELS } from '../../../domain/payments/counter';
import type { DayBookKind, DayBookMode } from '../../../domain/payments/day-book';

/** Each mode in words: the desk's modes, and the gateway. */
export const DAY_BOOK_MODE_LABELS: Readonly<Record<DayBookMode, string>> = {
  ...COUNTER_MODE_LABELS,
  ONLINE: /*i18n*/ 'Online',
  TRANSFER: /*i18n*/ 'Bank transfer',
};

/** Each kind of entry in words. */
export const DAY_BOOK_KIND_LABELS: Readonly<Record<DayBookKind, string>> = {
  RECEIPT: /*i18n*/ 'Receipt',
  EXCESS: /*i18n*/ 'Excess to refund',
  BOUNCED: /*i18n*/ 'Bounced',
  CANCELLED: /*i18n*/ 'Cancelled',
  REFUND: /*i18n*/ 'Refund',
  VENDOR: /*i18n*/ 'Vendor payment',
  REIMBURSEMENT: /*i18n*/ 'State reimbursement',
};
