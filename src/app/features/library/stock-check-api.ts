import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { CloseStockCheck, StartStockCheck } from '../../../domain/library/stock-check';
import {
  CurrentStockCheckSchema,
  StockCheckClosedSchema,
  StockCheckStartedSchema,
  StockReportSchema,
  StockScannedSchema,
  type StockScanned,
} from '../../../domain/library/stock-check-answers';
import { apiBases } from '../../lib/config';
import { appApi } from '../../lib/http';
import { refusalMessage } from '../../lib/offline/outbox/outbox-item';
import { libraryKeys } from './library-queries';

export const stockCheckKeys = {
  all: [...libraryKeys.all, 'stock-check'] as const,
  current: () => [...stockCheckKeys.all, 'current'] as const,
  report: (id: number, shelf: string, page: number) => [...stockCheckKeys.all, 'report', id, shelf, page] as const,
};

export const stockCheckQueries = {
  /** The open check (else the last closed) and the catalogue's shelves; read fresh, the scans move it. */
  current: () =>
    queryOptions({
      queryKey: stockCheckKeys.current(),
      queryFn: async () => v.parse(CurrentStockCheckSchema, await appApi.get('library/stock-checks/current').json()),
      staleTime: 0,
    }),
  report: (id: number, shelf: string, page: number) =>
    queryOptions({
      queryKey: stockCheckKeys.report(id, shelf, page),
      queryFn: async () => {
        const searchParams: Record<string, string> = { page: String(page) };
        if (shelf) searchParams.shelf = shelf;
        const answer = await appApi.get(`library/stock-checks/${String(id)}/report`, { searchParams }).json();
        return v.parse(StockReportSchema, answer);
      },
      staleTime: 0,
    }),
};

/** POST /library/stock-checks: the incharge starts a check (online: it is one row for the whole library). */
export const startStockCheck = async (body: StartStockCheck) =>
  v.parse(StockCheckStartedSchema, await appApi.post('library/stock-checks', { json: body }).json());

/** POST /library/stock-checks/:id/close. */
export const closeStockCheck = async (id: number, body: CloseStockCheck) =>
  v.parse(StockCheckClosedSchema, await appApi.post(`library/stock-checks/${String(id)}/close`, { json: body }).json());

/** What a scan came to: the server's answer, or kept in the outbox until the network is back. */
export type ScanOutcome = { queued: false; value: StockScanned } | { queued: true };

/**
 * POST /library/stock-checks/:id/scans through the outbox: a librarian in the stacks without Wi-Fi keeps scanning,
 * each scan kept on the device with its moment and sent later (a replay changes nothing on the server).
 */
export async function sendScan(checkId: number, shelf: string, barcode: string): Promise<ScanOutcome> {
  const { sendOrQueue } = await import('../../lib/offline/outbox/outbox');
  const result = await sendOrQueue({
    url: `${apiBases().app.replace(/\/$/, '')}/library/stock-checks/${String(checkId)}/scans`,
    method: 'POST',
    body: { shelf, barcodes: [barcode], scannedAt: new Date().toISOString() },
    kind: 'library.stock-scan',
    label: `Stock verification: ${barcode} on ${shelf}`,
  });
  if (result.outcome === 'queued') return { queued: true };
  if (!result.response.ok) throw new Error(await refusalMessage(result.response));
  return { queued: false, value: v.parse(StockScannedSchema, await result.response.json()) };
}
