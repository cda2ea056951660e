import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ExamTitlesResponseSchema, ResultViewResponseSchema, isResultSheet, type ResultSheet } from '../../../domain/results/result-sheet';
import { appApi, isNetworkFailure } from '../../lib/http';
import { offlineStore } from '../../lib/offline-store';

/** Where the data on screen came from: the server now, or this device's copy when the network failed. */
export type Source = 'network' | 'device';

export interface Fetched<T> {
  data: T;
  source: Source;
  fetchedAt: number;
}

export const resultsKeys = {
  all: ['results'] as const,
  titles: () => [...resultsKeys.all, 'titles'] as const,
  sheet: (examTitle: string, rollNo: string) => [...resultsKeys.all, 'sheet', examTitle, rollNo] as const,
};

async function fetchTitles(): Promise<Fetched<string[]>> {
  try {
    const titles = v.parse(ExamTitlesResponseSchema, await appApi.get('getDistinctExamTitlesBy').json());
    const fetchedAt = Date.now();
    const offlineDb = await offlineStore();
    await offlineDb.transaction('rw', offlineDb.examTitles, async () => {
      await offlineDb.examTitles.clear();
      await offlineDb.examTitles.bulkPut(titles.map((title, position) => ({ title, position, fetchedAt })));
    });
    return { data: titles, source: 'network', fetchedAt };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const stored = await (await offlineStore()).examTitles.orderBy('position').toArray();
    if (stored.length === 0) throw error;
    return { data: stored.map((s) => s.title), source: 'device', fetchedAt: Math.min(...stored.map((s) => s.fetchedAt)) };
  }
}

/** null data means the server has no result for that roll number (§7: an empty object). */
async function fetchSheet(examTitle: string, rollNo: string): Promise<Fetched<ResultSheet | null>> {
  try {
    const body = v.parse(ResultViewResponseSchema, await appApi.get('getExamResultByRollNoView', { searchParams: { rollNo, examTitle } }).json());
    const fetchedAt = Date.now();
    if (!isResultSheet(body)) return { data: null, source: 'network', fetchedAt };
    await (await offlineStore()).resultSheets.put({ examTitle, rollNo, sheet: body, fetchedAt });
    return { data: body, source: 'network', fetchedAt };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const stored = await (await offlineStore()).resultSheets.get([examTitle, rollNo]);
    if (!stored) throw error;
    return { data: stored.sheet, source: 'device', fetchedAt: stored.fetchedAt };
  }
}

export const resultsQueries = {
  titles: () => queryOptions({ queryKey: resultsKeys.titles(), queryFn: fetchTitles, staleTime: 5 * 60_000 }),
  // Always refetch a sheet when shown: results can be revalued, and the device copy is the offline fallback.
  sheet: (examTitle: string, rollNo: string) =>
    queryOptions({ queryKey: resultsKeys.sheet(examTitle, rollNo), queryFn: () => fetchSheet(examTitle, rollNo), staleTime: 0 }),
};
