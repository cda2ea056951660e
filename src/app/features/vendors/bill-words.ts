import type { BillStatus } from '../../../domain/vendors/bills';
import type { VendorPaymentMode } from '../../../domain/vendors/bill-forms';

/** Each bill status in words. */
export const BILL_STATUS_LABELS: Readonly<Record<BillStatus, string>> = {
  SUBMITTED: /*i18n*/ 'Waiting for the accounts officer',
  AWAITING_PRINCIPAL: /*i18n*/ 'Waiting for the principal',
  APPROVED: /*i18n*/ 'Approved, to pay',
  PART_PAID: /*i18n*/ 'Part paid',
  PAID: /*i18n*/ 'Paid',
  REJECTED: /*i18n*/ 'Rejected',
};

/** Each way of paying a vendor in words. */
export const PAYMENT_MODE_LABELS: Readonly<Record<VendorPaymentMode, string>> = {
  TRANSFER: /*i18n*/ 'Bank transfer (NEFT/RTGS)',
  CHEQUE: /*i18n*/ 'Cheque',
};
