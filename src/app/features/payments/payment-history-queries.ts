import * as v from 'valibot';
import { PaymentHistorySchema, ReceiptAnswerSchema } from '../../../domain/payments/payment-history';
import { PAYMENT_HISTORY_MESSAGES as M } from '../../../domain/payments/accounts-messages';
import { appApi, isNetworkFailure } from '../../lib/http';
import { deviceBacked } from '../../lib/offline/device-backed';
import { offlineStore } from '../../lib/offline/device-store';
import { queryClient } from '../../lib/query-client';
import { currentUser } from '../../lib/session';
import { saveFile } from '../../lib/save-file';
import { bytesFromBase64 } from '../../../domain/files/base64';

export const paymentHistoryKeys = {
  all: ['payment-history'] as const,
  /** '' is the signed-in student's own history. */
  history: (rollNo: string) => [...paymentHistoryKeys.all, rollNo] as const,
};

const owner = () => currentUser()?.username ?? '';

export const paymentHistoryQueries = {
  // GET getFeePaymentHistory, persisted on the device for this user (deleted at sign-out). Payments change when one is
  // confirmed: always asked again when shown; the device copy is the offline fallback.
  history: (rollNo: string) =>
    deviceBacked({
      queryKey: paymentHistoryKeys.history(rollNo),
      fetch: async () =>
        v.parse(
          PaymentHistorySchema,
          await appApi.get('getFeePaymentHistory', { searchParams: rollNo ? { rollNo } : {} }).json(),
        ),
      table: 'paymentHistories',
      record: [rollNo],
      origin: true,
      staleTime: 0,
    }),
};

const receiptKeys = {
  owner: (user: string) => ['private', 'fee-receipt', user] as const,
  receipt: (user: string, receiptNo: string, rollNo: string) =>
    [...receiptKeys.owner(user), receiptNo, rollNo] as const,
  receiptNoAt: 3,
};

export type ReceiptOutcome = { ok: true; fromDevice: boolean } | { ok: false; message: string };

/**
 * GET getFeeReceipt: the receipt PDF and its §9 file name. Device-backed (table feeReceipts, kept under the user's
 * name and deleted at sign-out), so a receipt seen once opens offline with the same bytes. A receipt never changes:
 * asked once per page, and kept in memory only long enough to be persisted.
 */
export const receiptQuery = (receiptNo: string, rollNo: string) =>
  deviceBacked({
    queryKey: receiptKeys.receipt(owner(), receiptNo, rollNo),
    fetch: async () =>
      v.parse(
        ReceiptAnswerSchema,
        await appApi.get('getFeeReceipt', { searchParams: { receiptNo, ...(rollNo ? { rollNo } : {}) } }).json(),
      ),
    table: 'feeReceipts',
    record: [receiptNo, rollNo],
    isCopy: (value) => v.is(ReceiptAnswerSchema, value),
    origin: true,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });

/** Saves the receipt under its §9 name: from the server, or offline from the copy on this device. */
export async function openReceipt(receiptNo: string, rollNo: string): Promise<ReceiptOutcome> {
  try {
    const { data, source } = await queryClient.fetchQuery(receiptQuery(receiptNo, rollNo));
    saveFile(new Blob([bytesFromBase64(data.b64)], { type: 'application/pdf' }), data.fileName);
    return { ok: true, fromDevice: source === 'device' };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    return { ok: false, message: M.receiptNotOnDevice };
  }
}

/**
 * Receipt numbers of this user's receipts that open offline: those on the device, and those just fetched (in memory,
 * and written to the device by the offline layer in the next task).
 */
export async function receiptsOnDevice(): Promise<Set<string>> {
  const fetched = queryClient
    .getQueriesData({ queryKey: receiptKeys.owner(owner()) })
    .filter(([, data]) => data !== undefined)
    .map(([key]) => String(key[receiptKeys.receiptNoAt]));
  const rows = await (await offlineStore()).feeReceipts.where('owner').equals(owner()).toArray();
  return new Set([...fetched, ...rows.map((r) => r.receiptNo)]);
}
