import * as v from 'valibot';
import { CopyHistorySchema, PatronHistorySchema } from '../../../domain/library/history-answers';
import type { HistoryKind } from '../../../domain/library/history-query';
import { appApi } from '../../lib/http';
import { deviceBacked } from '../../lib/offline/device-backed';
import { LIBRARY_RECORD_PREFIX, libraryKeys } from './library-queries';

export const historyKeys = {
  all: () => [...libraryKeys.all, 'history'] as const,
  lookup: (user: string, by: HistoryKind, code: string, page: number) =>
    [...historyKeys.all(), user, by, code, page] as const,
};

/** The device's record of one page seen: the user's ('library:…', forgotten at sign-out), the kind, code and page. */
const recordOf = (user: string, by: HistoryKind, code: string, page: number) =>
  `${LIBRARY_RECORD_PREFIX}${user}/history/${by}?${new URLSearchParams({ code, page: String(page) }).toString()}`;

const searchParams = (code: string, page: number) => ({ code, page: String(page) });

export const historyQueries = {
  /** A patron's loans and fines: network first; the pages seen online read again offline from the device. */
  patron: (user: string, code: string, page: number) =>
    deviceBacked({
      queryKey: historyKeys.lookup(user, 'patron', code, page),
      fetch: async () =>
        v.parse(
          PatronHistorySchema,
          await appApi.get('library/history/patron', { searchParams: searchParams(code, page) }).json(),
        ),
      table: 'lookups',
      record: [recordOf(user, 'patron', code, page)],
      isCopy: (copy) => v.is(PatronHistorySchema, copy),
      origin: true,
      staleTime: 0,
    }),
  /** A copy's loans: network first; the pages seen online read again offline from the device. */
  copy: (user: string, code: string, page: number) =>
    deviceBacked({
      queryKey: historyKeys.lookup(user, 'copy', code, page),
      fetch: async () =>
        v.parse(
          CopyHistorySchema,
          await appApi.get('library/history/copy', { searchParams: searchParams(code, page) }).json(),
        ),
      table: 'lookups',
      record: [recordOf(user, 'copy', code, page)],
      isCopy: (copy) => v.is(CopyHistorySchema, copy),
      origin: true,
      staleTime: 0,
    }),
};
