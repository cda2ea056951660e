import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LedgerQuery } from '../../../domain/payments/ledger';
import { LedgerAnswerSchema } from '../../../domain/payments/ledger-answers';
import * as v from 'valibot';
import { FeeRefundsSchema, ReconcileAnswerSchema, RefundAnswerSchema } from '../../../domain/payments/refund-answers';
import { ReceiptAnswerSchema } from '../../../domain/payments/payment-history';
import type { RefundRequest } from '../../../domain/payments/refunds';
import { appApi } from '../../lib/http';
import { saveFile } from '../../lib/save-file';
import { bytesFromBase64 } from '../../../domain/files/base64';

export const ledgerKeys = {
  all: ['fee-accounts'] as const,
  ledger: (query: LedgerQuery) => [...ledgerKeys.all, 'ledger', query] as const,
  refunds: (paymentId: number) => [...ledgerKeys.all, 'refunds', paymentId] as const,
};

/** Only the filters that are set go in the query string. */
const searchOf = (query: Partial<LedgerQuery>) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value)) as Record<string, string>;

// Money figures are live: never from the persisted cache of the device.
export const feeAccountsQueries = {
  ledger: (query: LedgerQuery) =>
    queryOptions({
      queryKey: ledgerKeys.ledger(query),
      queryFn: async () =>
        v.parse(LedgerAnswerSchema, await appApi.get('getFeeLedger', { searchParams: searchOf(query) }).json()),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  refunds: (paymentId: number) =>
    queryOptions({
      queryKey: ledgerKeys.refunds(paymentId),
      queryFn: async () =>
        v.parse(FeeRefundsSchema, await appApi.get('getFeeRefunds', { searchParams: { paymentId } }).json()).refunds,
      staleTime: 0,
    }),
};

/** GET getFeeLedgerExcel: the server makes the workbook; the file name comes from its Content-Disposition. */
export async function downloadLedgerExcel(query: LedgerQuery): Promise<void> {
  const res = await appApi.get('getFeeLedgerExcel', { searchParams: searchOf(query), timeout: 60_000 });
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'Fee_Ledger.xlsx';
  saveFile(await res.blob(), name);
}

/** POST reconcileFeePayments: ask the gateway about every payment still DUE now. */
export const reconcileNow = async () =>
  v.parse(ReconcileAnswerSchema, await appApi.post('reconcileFeePayments', { timeout: 120_000 }).json());

/** POST recordFeeRefund: the amount as typed in rupees; the answer carries the credit note PDF. */
export const recordRefund = async (request: { paymentId: number; amount: string; reason: string }) =>
  v.parse(
    RefundAnswerSchema,
    await appApi
      .post('recordFeeRefund', { json: request satisfies Omit<RefundRequest, 'amount'> & { amount: string } })
      .json(),
  );

export function saveBase64Pdf(b64: string, fileName: string): void {
  saveFile(new Blob([bytesFromBase64(b64)], { type: 'application/pdf' }), fileName);
}

/** GET getCreditNote: the same credit note PDF again. */
export async function downloadCreditNote(creditNoteNo: string): Promise<void> {
  const note = v.parse(
    ReceiptAnswerSchema,
    await appApi.get('getCreditNote', { searchParams: { creditNoteNo } }).json(),
  );
  saveBase64Pdf(note.b64, note.fileName);
}
