import * as v from 'valibot';
import { PaymentHistorySchema, ReceiptAnswerSchema } from '../../../domain/payments/payment-history';
import { PAYMENT_HISTORY_MESSAGES as M } from '../../../domain/payments/accounts-messages';
import { appApi, isNetworkFailure } from '../../lib/http';
import { deviceBacked } from '../../lib/offline/device-backed';
import { offlineStore } from '../../lib/offline/device-store';
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

export type ReceiptOutcome = { ok: true; fromDevice: boolean } | { ok: false; message: string };

/**
 * GET getFeeReceipt: the receipt PDF, saved under its §9 name and persisted on the device, so that a receipt
 * seen once opens offline with the same bytes.
 */
export async function openReceipt(receiptNo: string, rollNo: string): Promise<ReceiptOutcome> {
  const db = await offlineStore();
  try {
    const answer = v.parse(
      ReceiptAnswerSchema,
      await appApi.get('getFeeReceipt', { searchParams: { receiptNo, ...(rollNo ? { rollNo } : {}) } }).json(),
    );
    await db.feeReceipts.put({
      owner: owner(),
      receiptNo,
      rollNo,
      fileName: answer.fileName,
      b64: answer.b64,
      fetchedAt: Date.now(),
    });
    saveFile(new Blob([bytesFromBase64(answer.b64)], { type: 'application/pdf' }), answer.fileName);
    return { ok: true, fromDevice: false };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const stored = await db.feeReceipts.get([owner(), receiptNo]);
    if (!stored) return { ok: false, message: M.receiptNotOnDevice };
    saveFile(new Blob([bytesFromBase64(stored.b64)], { type: 'application/pdf' }), stored.fileName);
    return { ok: true, fromDevice: true };
  }
}

/** Receipt numbers of this user's receipts already on the device (they open offline). */
export async function receiptsOnDevice(): Promise<Set<string>> {
  const rows = await (await offlineStore()).feeReceipts.where('owner').equals(owner()).toArray();
  return new Set(rows.map((r) => r.receiptNo));
}
