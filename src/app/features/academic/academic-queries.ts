import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { LISTS_OF_PEOPLE, type ListKind } from '../../../domain/academic/list-descriptor';
import type { BatchScope } from '../../../domain/academic/batch-scope';
import {
  ListChangedSchema,
  ListOptionSchema,
  ListRowDataSchema,
  listPageSchema,
} from '../../../domain/academic/list-answers';
import { AuditEntrySchema } from '../../../domain/academic/list-query';
import { ChangeRequestSchema } from '../../../domain/academic/maker-checker';
import { appApi } from '../../lib/http';
import { deviceBacked, type DeviceAnswer } from '../../lib/offline/device-backed';

export type ListRowData = v.InferOutput<typeof ListRowDataSchema>;

const ListRowsPageSchema = listPageSchema(ListRowDataSchema);
const AuditPageSchema = listPageSchema(AuditEntrySchema);
const ListOptionsSchema = v.array(ListOptionSchema);
const ChangeRequestsSchema = v.array(ChangeRequestSchema);

/** What a list screen asks for: the search, its filters, the page and (lists by batch) every batch or those on roll. */
export interface ListRequest {
  q: string;
  page: number;
  pageSize: number;
  filters: Readonly<Record<string, string>>;
  batches?: 'all' | 'current';
}

/** The request's parameters in a fixed order: the query key and the device copy's name both use it. */
export function listParams({ q, page, pageSize, filters, batches }: ListRequest): Record<string, string> {
  const params: Record<string, string> = { page: String(page), pageSize: String(pageSize) };
  if (batches === 'all') params.batches = 'all';
  if (q) params.q = q;
  for (const [name, value] of Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)))
    if (value) params[name] = value;
  return params;
}

/** A drop-down's parameters; the server's default (every batch) is left out, so its device copy keeps its name. */
const optionParams = (valueField: string | undefined, batches: BatchScope): Record<string, string> => ({
  ...(valueField ? { value: valueField } : {}),
  ...(batches === 'current' ? { batches } : {}),
});

const recordName = (path: string, params: Record<string, string>) =>
  `lists:${path}?${new URLSearchParams(params).toString()}`;

const fetchPage = async (kind: ListKind, params: Record<string, string>) =>
  v.parse(ListRowsPageSchema, await appApi.get(`lists/${kind}`, { searchParams: params }).json());

export const academicKeys = {
  all: ['academicLists'] as const,
  /** A list of people sits outside the persisted kind ['academicLists'] (offline-queries.ts), so it stays in memory. */
  list: (kind: ListKind) =>
    LISTS_OF_PEOPLE.has(kind) ? (['listsOfPeople', kind] as const) : ([...academicKeys.all, kind] as const),
  page: (kind: ListKind, params: Record<string, string>) => [...academicKeys.list(kind), 'page', params] as const,
  options: (kind: ListKind, valueField: string | undefined, batches: BatchScope = 'all') =>
    [...academicKeys.list(kind), 'options', valueField ?? 'id', batches] as const,
  changes: (list: string, page: number) => ['academicListChanges', list, page] as const,
  pending: (kind: ListKind) => [...academicKeys.list(kind), 'pending'] as const,
  requests: ['academicChangeRequests'] as const,
};

/**
 * A page of a list and a list's drop-down are kept on the device (the offline layer's `lookups` table), so a list
 * seen online reads offline; the changes log is read only online.
 */
export const academicQueries = {
  page: (kind: ListKind, request: ListRequest) => {
    const params = listParams(request);
    if (LISTS_OF_PEOPLE.has(kind))
      return queryOptions({
        queryKey: academicKeys.page(kind, params),
        queryFn: async (): Promise<DeviceAnswer<v.InferOutput<typeof ListRowsPageSchema>>> => ({
          data: await fetchPage(kind, params),
          source: 'network',
          fetchedAt: Date.now(),
        }),
        staleTime: 30_000,
        placeholderData: keepPreviousData,
      });
    return {
      ...deviceBacked({
        queryKey: academicKeys.page(kind, params),
        fetch: () => fetchPage(kind, params),
        table: 'lookups',
        record: [recordName(kind, params)],
        isCopy: (copy) => v.is(ListRowsPageSchema, copy),
        origin: true,
        staleTime: 30_000,
      }),
      placeholderData: keepPreviousData,
    };
  },
  /** A reference's drop-down: every row, or (a filter of a list by batch) the batches on roll (`batches`). */
  options: (kind: ListKind, valueField?: string, batches: BatchScope = 'all') => {
    const params = optionParams(valueField, batches);
    const fetch = async () =>
      v.parse(ListOptionsSchema, await appApi.get(`lists/${kind}/options`, { searchParams: params }).json());
    return LISTS_OF_PEOPLE.has(kind)
      ? queryOptions({
          queryKey: academicKeys.options(kind, valueField, batches),
          queryFn: fetch,
          staleTime: 5 * 60_000,
        })
      : deviceBacked({
          queryKey: academicKeys.options(kind, valueField, batches),
          fetch,
          table: 'lookups',
          record: [recordName(`${kind}/options`, params)],
          isCopy: (copy) => v.is(ListOptionsSchema, copy),
          staleTime: 5 * 60_000,
        });
  },
  /** A checked list's pending changes, shown with its rows (online only: a decision needs the network anyway). */
  pending: (kind: ListKind) =>
    queryOptions({
      queryKey: academicKeys.pending(kind),
      queryFn: async () => v.parse(ChangeRequestsSchema, await appApi.get(`lists/${kind}/pending`).json()),
    }),
  /** Every pending change, oldest first, for the principal or an administrator to decide. */
  requests: () =>
    queryOptions({
      queryKey: academicKeys.requests,
      queryFn: async () => v.parse(ChangeRequestsSchema, await appApi.get('listChangeRequests').json()),
    }),
  changes: (list: string, page: number) =>
    queryOptions({
      queryKey: academicKeys.changes(list, page),
      queryFn: async () =>
        v.parse(
          AuditPageSchema,
          await appApi.get('listChanges', { searchParams: list ? { list, page } : { page } }).json(),
        ),
      placeholderData: keepPreviousData,
    }),
};

/** The server's answer to a change: its §8 words (and the saved row, or the change stored as pending). */
export type ChangeAnswer = v.InferOutput<typeof ListChangedSchema>;

/** POST lists/{kind} (new) or PUT lists/{kind}/{id}; the ky client adds the Idempotency-Key. */
export const saveListRow = async (kind: ListKind, id: number | null, body: Record<string, unknown>) =>
  v.parse(
    ListChangedSchema,
    await (
      id === null ? appApi.post(`lists/${kind}`, { json: body }) : appApi.put(`lists/${kind}/${id}`, { json: body })
    ).json(),
  );

export const deleteListRow = async (kind: ListKind, id: number) =>
  v.parse(ListChangedSchema, await appApi.delete(`lists/${kind}/${id}`).json());

/** POST listChangeRequests/{id}/authorize: the change applied, with the authorized words. */
export const authorizeChange = async (id: number) =>
  v.parse(ListChangedSchema, await appApi.post(`listChangeRequests/${id}/authorize`).json());

/** POST listChangeRequests/{id}/reject with the reason: the rejected words. */
export const rejectChange = async (id: number, reason: string) =>
  v.parse(ListChangedSchema, await appApi.post(`listChangeRequests/${id}/reject`, { json: { reason } }).json());

/** GET listChanges/export: the audit log as an .xlsx file, by list and date range. */
export const exportListChanges = (filters: { list: string; from: string; to: string }) =>
  appApi
    .get('listChanges/export', {
      searchParams: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')),
      timeout: 120_000,
    })
    .blob();

/** GET lists/{kind}/export with the screen's search and filters: every matching row as an .xlsx file. */
export const exportList = (kind: ListKind, request: ListRequest) => {
  const { page: _page, pageSize: _size, ...params } = listParams(request);
  return appApi.get(`lists/${kind}/export`, { searchParams: params, timeout: 120_000 }).blob();
};
