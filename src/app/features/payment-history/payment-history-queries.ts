import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { PaymentHistorySchema, ReceiptAnswerSchema, type PaymentHistory } from '../../../domain/fee-accounts/payment-history';
import { PAYMENT_HISTORY_MESSAGES as M } from '../../../domain/fee-accounts/messages';
import { appApi, isNetworkFailure } from '../../lib/http';
import { keepInBackground, offlineStore } from '../../lib/offline-store';
import { currentUser } from '../../lib/session';
import { saveFile } from '../../lib/save-file';

export interface FetchedHistory {
  history: PaymentHistory;
  source: 'network' | 'device';
  fetchedAt: number;
}

export const paymentHistoryKeys = {
  all: ['payment-history'] as const,
  /** '' is the signed-in student's own history. */
  history: (rollNo: string) => [...paymentHistoryKeys.all, rollNo] as const,
};

const owner = () => currentUser()?.username ?? '';

/** GET getFeePaymentHistory; kept on the device for this user, and read from there when the network fails. */
async function fetchHistory(rollNo: string): Promise<FetchedHistory> {
  try {
    const history = v.parse(PaymentHistorySchema, await appApi.get('getFeePaymentHistory', { searchParams: rollNo ? { rollNo } : {} }).json());
    const fetchedAt = Date.now();
    const kept = { owner: owner(), rollNo, history, fetchedAt };
    keepInBackground((store) => store.paymentHistories.put(kept));
    return { history, source: 'network', fetchedAt };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const stored = await (await offlineStore()).paymentHistories.get([owner(), rollNo]);
    if (!stored) throw error;
    return { history: stored.history, source: 'device', fetchedAt: stored.fetchedAt };
  }
}

export const paymentHistoryQueries = {
  // Payments change when one is confirmed: always asked again when shown; the device copy is the offline fallback.
  history: (rollNo: string) => queryOptions({ queryKey: paymentHistoryKeys.history(rollNo), queryFn: () => fetchHistory(rollNo), staleTime: 0 }),
};

function bytesOf(b64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type ReceiptOutcome = { ok: true; fromDevice: boolean } | { ok: false; message: string };

/**
 * GET getFeeReceipt: the receipt PDF, saved under its §9 name and kept on the device, so that a receipt
 * seen once opens offline with the same bytes.
 */
export async function openReceipt(receiptNo: string, rollNo: string): Promise<ReceiptOutcome> {
  const db = await offlineStore();
  try {
    const answer = v.parse(ReceiptAnswerSchema, await appApi.get('getFeeReceipt', { searchParams: { receiptNo, ...(rollNo ? { rollNo } : {}) } }).json());
    await db.feeReceipts.put({ owner: owner(), receiptNo, rollNo, fileName: answer.fileName, b64: answer.b64, fetchedAt: Date.now() });
    saveFile(new Blob([bytesOf(answer.b64)], { type: 'application/pdf' }), answer.fileName);
    return { ok: true, fromDevice: false };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const stored = await db.feeReceipts.get([owner(), receiptNo]);
    if (!stored) return { ok: false, message: M.receiptNotOnDevice };
    saveFile(new Blob([bytesOf(stored.b64)], { type: 'application/pdf' }), stored.fileName);
    return { ok: true, fromDevice: true };
  }
}

/** Receipt numbers of this user's receipts already on the device (they open offline). */
export async function receiptsOnDevice(): Promise<Set<string>> {
  const rows = await (await offlineStore()).feeReceipts.where('owner').equals(owner()).toArray();
  return new Set(rows.map((r) => r.receiptNo));
}
