import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { ExamTitlesResponseSchema, ResultViewResponseSchema, isResultSheet, type ResultSheet } from '../../../domain/results/result-sheet';
import { appApi, isNetworkFailure } from '../../lib/http';
import { keepInBackground, offlineStore } from '../../lib/offline-store';

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

type OfflineDb = Awaited<ReturnType<typeof offlineStore>>;

async function writeTitles(offlineDb: OfflineDb, titles: readonly string[], fetchedAt: number): Promise<void> {
  await offlineDb.transaction('rw', offlineDb.examTitles, async () => {
    await offlineDb.examTitles.clear();
    await offlineDb.examTitles.bulkPut(titles.map((title, position) => ({ title, position, fetchedAt })));
  });
}

async function fetchTitles(): Promise<Fetched<string[]>> {
  try {
    const titles = v.parse(ExamTitlesResponseSchema, await appApi.get('getDistinctExamTitlesBy').json());
    const fetchedAt = Date.now();
    keepInBackground((offlineDb) => writeTitles(offlineDb, titles, fetchedAt));
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
    keepInBackground((offlineDb) => offlineDb.resultSheets.put({ examTitle, rollNo, sheet: body, fetchedAt }));
    return { data: body, source: 'network', fetchedAt };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const stored = await (await offlineStore()).resultSheets.get([examTitle, rollNo]);
    if (!stored) throw error;
    return { data: stored.sheet, source: 'device', fetchedAt: stored.fetchedAt };
  }
}

/**
 * Titles and sheets a page was rendered with on the server are kept on the device, as if fetched here,
 * so a visitor who saw a result online finds it again offline.
 */
export async function keepServerRenderedResults(queryClient: QueryClient): Promise<void> {
  const titles = queryClient.getQueryData<Fetched<string[]>>(resultsKeys.titles());
  const sheets = queryClient.getQueriesData<Fetched<ResultSheet | null>>({ queryKey: [...resultsKeys.all, 'sheet'] }).flatMap(([key, value]) => {
    const [, , examTitle, rollNo] = key as ReturnType<typeof resultsKeys.sheet>;
    return value?.data && value.source === 'network' ? [{ examTitle, rollNo, sheet: value.data, fetchedAt: value.fetchedAt }] : [];
  });
  // A page without results (the legal pages) leaves the device store unopened.
  if (titles?.source !== 'network' && !sheets.length) return;
  const offlineDb = await offlineStore();
  if (titles?.source === 'network') await writeTitles(offlineDb, titles.data, titles.fetchedAt);
  if (sheets.length) await offlineDb.resultSheets.bulkPut(sheets);
}

export const resultsQueries = {
  titles: () => queryOptions({ queryKey: resultsKeys.titles(), queryFn: fetchTitles, staleTime: 5 * 60_000 }),
  // Refetched whenever shown again (results can be revalued; the device copy is the offline fallback). A sheet the
  // page was just rendered with on the server is not fetched again (lib/route-data.ts).
  sheet: (examTitle: string, rollNo: string) => queryOptions({ queryKey: resultsKeys.sheet(examTitle, rollNo), queryFn: () => fetchSheet(examTitle, rollNo) }),
};
