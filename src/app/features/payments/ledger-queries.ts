import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LedgerAnswer, LedgerQuery } from '../../../domain/payments/ledger';
import type { RefundRecord, RefundRequest } from '../../../domain/payments/refunds';
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
      queryFn: () => appApi.get('getFeeLedger', { searchParams: searchOf(query) }).json<LedgerAnswer>(),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  refunds: (paymentId: number) =>
    queryOptions({
      queryKey: ledgerKeys.refunds(paymentId),
      queryFn: async () =>
        (await appApi.get('getFeeRefunds', { searchParams: { paymentId } }).json<{ refunds: RefundRecord[] }>())
          .refunds,
      staleTime: 0,
    }),
};

/** GET getFeeLedgerExcel: the server makes the workbook; the file name comes from its Content-Disposition. */
export async function downloadLedgerExcel(query: LedgerQuery): Promise<void> {
  const res = await appApi.get('getFeeLedgerExcel', { searchParams: searchOf(query), timeout: 60_000 });
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'Fee_Ledger.xlsx';
  saveFile(await res.blob(), name);
}

export interface ReconcileAnswer {
  checked: number;
  recorded: number;
  failed: number;
  message: string;
}

/** POST reconcileFeePayments: ask the gateway about every payment still DUE now. */
export const reconcileNow = () => appApi.post('reconcileFeePayments', { timeout: 120_000 }).json<ReconcileAnswer>();

export interface RefundAnswer {
  message: string;
  creditNoteNo: string;
  fileName: string;
  b64: string;
}

/** POST recordFeeRefund: the amount as typed in rupees; the answer carries the credit note PDF. */
export const recordRefund = (request: { paymentId: number; amount: string; reason: string }) =>
  appApi
    .post('recordFeeRefund', { json: request satisfies Omit<RefundRequest, 'amount'> & { amount: string } })
    .json<RefundAnswer>();

export function saveBase64Pdf(b64: string, fileName: string): void {
  saveFile(new Blob([bytesFromBase64(b64)], { type: 'application/pdf' }), fileName);
}

/** GET getCreditNote: the same credit note PDF again. */
export async function downloadCreditNote(creditNoteNo: string): Promise<void> {
  const note = await appApi
    .get('getCreditNote', { searchParams: { creditNoteNo } })
    .json<{ fileName: string; b64: string }>();
  saveBase64Pdf(note.b64, note.fileName);
}
