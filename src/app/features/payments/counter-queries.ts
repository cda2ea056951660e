import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  CashierDayAnswerSchema,
  CounterChangedSchema,
  CounterCollectedSchema,
  CounterSearchAnswerSchema,
  CounterStudentDuesSchema,
  HandedOverDaysSchema,
  WaitingCancellationsSchema,
} from '../../../domain/payments/counter-answers';
import type { CounterReceiptSize } from '../../../domain/pdf/counter-receipt-pdf';
import { appApi } from '../../lib/http';
import { deviceBacked } from '../../lib/offline/device-backed';

/** Device copies of a cashier's day are the user's: named 'cashierday:…' so the sign-out sweep deletes them. */
export const CASHIER_DAY_RECORD_PREFIX = 'cashierday:';

export const counterKeys = {
  all: ['fee-desk'] as const,
  search: (q: string) => [...counterKeys.all, 'search', q] as const,
  student: (id: number) => [...counterKeys.all, 'student', id] as const,
  day: (user: string, day: string) => [...counterKeys.all, 'day', user, day] as const,
  days: () => [...counterKeys.all, 'days'] as const,
  cancellations: () => [...counterKeys.all, 'cancellations'] as const,
};

// Dues and receipts are live money: always asked of the server, never kept on the device.
export const counterQueries = {
  search: (q: string) =>
    queryOptions({
      queryKey: counterKeys.search(q),
      queryFn: async () =>
        v.parse(CounterSearchAnswerSchema, await appApi.get('counter/students', { searchParams: { q } }).json()),
      staleTime: 0,
      retry: false,
    }),
  student: (id: number) =>
    queryOptions({
      queryKey: counterKeys.student(id),
      queryFn: async () => v.parse(CounterStudentDuesSchema, await appApi.get(`counter/students/${id}`).json()),
      staleTime: 0,
    }),
  /** A cashier's day: what was seen online reads offline from the device's copy (the figures of that moment). */
  day: (user: string, day: string) =>
    deviceBacked({
      queryKey: counterKeys.day(user, day),
      fetch: async () =>
        v.parse(CashierDayAnswerSchema, await appApi.get('counter/day', { searchParams: { day } }).json()),
      table: 'lookups',
      record: [`${CASHIER_DAY_RECORD_PREFIX}${user}:${day}`],
      isCopy: (copy) => v.is(CashierDayAnswerSchema, copy),
      origin: true,
      staleTime: 0,
    }),
  days: () =>
    queryOptions({
      queryKey: counterKeys.days(),
      queryFn: async () => v.parse(HandedOverDaysSchema, await appApi.get('counter/days').json()),
      staleTime: 0,
    }),
  cancellations: () =>
    queryOptions({
      queryKey: counterKeys.cancellations(),
      queryFn: async () => v.parse(WaitingCancellationsSchema, await appApi.get('counter/cancellations').json()),
      staleTime: 0,
    }),
};

/** POST counter/collect with the amount as typed (rupees); the request's key makes a retry the same receipt. */
export const collectAtDesk = async (body: {
  studentId: number;
  structureIds: number[];
  amount: string;
  mode: string;
  reference: string;
  bank: string;
  instrumentDate: string;
}) => v.parse(CounterCollectedSchema, await appApi.post('counter/collect', { json: body, timeout: 60_000 }).json());

const changed = async (path: string, json: unknown) =>
  v.parse(CounterChangedSchema, await appApi.post(path, { json }).json());

export const recordBounce = (body: { receiptNo: string; reason: string; charge: string }) =>
  changed('counter/receipt/bounce', body);
export const askToCancel = (body: { receiptNo: string; reason: string }) => changed('counter/receipt/cancel', body);
export const decideCancellation = (id: number, approve: boolean) =>
  changed(`counter/cancellations/${id}/decision`, { approve });
export const handOverDay = (day: string) => changed('counter/day/hand-over', { day });
export const closeDay = (id: number) => changed(`counter/days/${id}/close`, {});

/** The receipt's PDF as the server prints it, for the given paper. */
export async function counterReceiptBlob(receiptNo: string, size: CounterReceiptSize): Promise<Blob> {
  const res = await appApi.get('counter/receipt', { searchParams: { receiptNo, size }, timeout: 60_000 });
  return res.blob();
}
