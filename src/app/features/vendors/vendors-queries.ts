import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { BillStatus } from '../../../domain/vendors/bills';
import {
  BillChangedSchema,
  BillListSchema,
  PaymentMadeSchema,
  VendorLedgerSchema,
  VendorListSchema,
  VendorSavedSchema,
} from '../../../domain/vendors/vendor-answers';
import { IDEMPOTENCY_HEADER } from '../../lib/idempotency-key';
import { appApi } from '../../lib/http';
import { saveFile } from '../../lib/save-file';

export const vendorKeys = {
  all: ['vendors'] as const,
  list: () => [...vendorKeys.all, 'list'] as const,
  bills: (status: BillStatus | undefined) => [...vendorKeys.all, 'bills', status ?? 'all'] as const,
  waiting: () => [...vendorKeys.all, 'waiting'] as const,
  ledger: (id: number) => [...vendorKeys.all, 'ledger', id] as const,
};

// Money owed and paid is live: always asked of the server, as the day book and fee structures are.
export const vendorQueries = {
  list: () =>
    queryOptions({
      queryKey: vendorKeys.list(),
      queryFn: async () => v.parse(VendorListSchema, await appApi.get('vendors').json()),
      staleTime: 0,
    }),
  bills: (status: BillStatus | undefined) =>
    queryOptions({
      queryKey: vendorKeys.bills(status),
      queryFn: async () =>
        v.parse(BillListSchema, await appApi.get('vendor-bills', { searchParams: status ? { status } : {} }).json()),
      staleTime: 0,
    }),
  waiting: () =>
    queryOptions({
      queryKey: vendorKeys.waiting(),
      queryFn: async () => v.parse(BillListSchema, await appApi.get('vendor-bills/waiting').json()),
      staleTime: 0,
    }),
  ledger: (id: number) =>
    queryOptions({
      queryKey: vendorKeys.ledger(id),
      queryFn: async () => v.parse(VendorLedgerSchema, await appApi.get(`vendors/${String(id)}/ledger`).json()),
      staleTime: 0,
    }),
};

/** POST (new) or PUT (id) a vendor. */
export const saveVendor = async (id: number | null, body: unknown) =>
  v.parse(
    VendorSavedSchema,
    await (
      id === null ? appApi.post('vendors', { json: body }) : appApi.put(`vendors/${String(id)}`, { json: body })
    ).json(),
  );

export const addHead = async (body: unknown) =>
  v.parse(VendorSavedSchema, await appApi.post('vendor-heads', { json: body }).json());

export const saveLimit = async (body: unknown) =>
  v.parse(VendorSavedSchema, await appApi.put('vendor-settings', { json: body }).json());

export const submitBill = async (body: unknown) =>
  v.parse(BillChangedSchema, await appApi.post('vendor-bills', { json: body }).json());

export const decideBill = async (id: number, body: { approve: boolean; reason: string }) =>
  v.parse(BillChangedSchema, await appApi.post(`vendor-bills/${String(id)}/decision`, { json: body }).json());

/** One Idempotency-Key per payment form: a second click, or ky's retry, is answered with the first payment. */
export const payBill = async (id: number, body: unknown, key: string) =>
  v.parse(
    PaymentMadeSchema,
    await appApi
      .post(`vendor-bills/${String(id)}/payments`, { json: body, headers: { [IDEMPOTENCY_HEADER]: key } })
      .json(),
  );

/** GET vendors/:id/ledger/excel: the workbook the server makes, under the name it gives. */
export async function downloadLedger(id: number): Promise<void> {
  const res = await appApi.get(`vendors/${String(id)}/ledger/excel`, { timeout: 120_000 });
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'Vendor_Ledger.xlsx';
  saveFile(await res.blob(), name);
}
