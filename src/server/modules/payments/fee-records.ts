import type { Locale } from '../../../domain/i18n/locales';
import type { LedgerEntry, LedgerQuery } from '../../../domain/payments/ledger';
import type { PaymentHistoryEntry } from '../../../domain/payments/payment-history';
import type { OpenCharge, ReconcileSource } from './reconciliation';

/** A paid payment as refunds and credit notes need it (amounts in paise). */
export interface PaymentForRefund {
  paymentId: number;
  orderId: string;
  receiptNo: string | null;
  transactionId: string | null;
  rollNo: string;
  studentName: string;
  feeType: string;
  semester: string;
  amount: number;
  paidAt: string | null;
  paid: boolean;
}

/**
 * What the fee accounts module reads from the payment flows' tables (helper fee-pay: payment orders,
 * receipts, the confirmation pipeline). Every query on those tables is in the implementation of this
 * interface, so a change there is made in one file.
 */
export interface FeeRecords {
  /** Every payment order matching the filters, newest first; `refunded` is filled in by the caller. */
  ledger(query: LedgerQuery): Promise<Omit<LedgerEntry, 'refunded' | 'statusLabel'>[]>;
  /** The fee types, courses and batches that have payment orders (the ledger's filter choices). */
  filterOptions(): Promise<{ feeTypes: string[]; courses: string[]; batches: string[] }>;
  /** The payment, locked for the rest of the transaction when `lock` is set (refunds of one payment queue). */
  payment(paymentId: number, lock: boolean): Promise<PaymentForRefund | null>;
  openCharges(limit: number): Promise<OpenCharge[]>;
  closedCharges: ReconcileSource['closedCharges'];
  /** The confirmation pipeline (see ReconcileSource.confirm). */
  confirm: ReconcileSource['confirm'];
  studentByUser(userId: number): Promise<{ studentId: number; rollNo: string; fullName: string } | null>;
  studentByRoll(rollNo: string): Promise<{ studentId: number; rollNo: string; fullName: string } | null>;
  /** A student's payment orders, newest first; `refunded` filled in by the caller. */
  studentPayments(
    studentId: number,
  ): Promise<(Omit<PaymentHistoryEntry, 'refunded' | 'statusLabel'> & { paymentId: number })[]>;
  /** The receipt PDF of one of the student's payments (the same bytes each time in one language), or null. */
  receipt(studentId: number, receiptNo: string, locale?: Locale): Promise<{ fileName: string; b64: string } | null>;
  /** Paid amounts since a moment (by payment time), and the amount of orders still DUE. */
  collectedSince(since: Date): Promise<number>;
  pendingAmount(): Promise<number>;
}
