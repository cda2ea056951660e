import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { DayBookAnswerSchema } from '../../../domain/payments/day-book';
import { appApi } from '../../lib/http';
import { saveFile } from '../../lib/save-file';

/** The day book's query as the route's search holds it. */
export interface DayBookSearch {
  from: string;
  to: string;
  mode?: string;
  head?: string;
  offset?: number;
}

const params = (s: DayBookSearch) =>
  Object.fromEntries(
    Object.entries({ ...s, offset: s.offset ? String(s.offset) : undefined }).filter(([, value]) => value),
  ) as Record<string, string>;

// Money figures are live: always asked of the server.
export const dayBookQuery = (search: DayBookSearch) =>
  queryOptions({
    queryKey: ['day-book', search],
    queryFn: async () =>
      v.parse(DayBookAnswerSchema, await appApi.get('day-book', { searchParams: params(search) }).json()),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** GET day-book/excel, day-book/pdf or day-book/tally: the file the server makes, under the name it gives. */
export async function downloadDayBook(search: DayBookSearch, as: 'excel' | 'pdf' | 'tally'): Promise<void> {
  const { offset: _, ...all } = search;
  const res = await appApi.get(`day-book/${as}`, { searchParams: params(all), timeout: 120_000 });
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'Day_Book';
  saveFile(await res.blob(), name);
}
