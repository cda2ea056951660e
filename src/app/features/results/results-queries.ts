import * as v from 'valibot';
import {
  ExamTitlesResponseSchema,
  ResultViewResponseSchema,
  isResultSheet,
  type ResultSheet,
} from '../../../domain/results/result-sheet';
import { appApi } from '../../lib/http';
import { deviceBacked, type DeviceAnswer } from '../../lib/offline/device-backed';

/** Where the data on screen came from: the server now, or this device's copy when the network failed. */
export type Source = DeviceAnswer<unknown>['source'];
export type Fetched<T> = DeviceAnswer<T>;

export const resultsKeys = {
  all: ['results'] as const,
  titles: () => [...resultsKeys.all, 'titles'] as const,
  sheet: (examTitle: string, rollNo: string) => [...resultsKeys.all, 'sheet', examTitle, rollNo] as const,
};

/** null means the server has no result for that roll number (§7: an empty object); it is not persisted. */
async function fetchSheet(examTitle: string, rollNo: string): Promise<ResultSheet | null> {
  const body = v.parse(
    ResultViewResponseSchema,
    await appApi.get('getExamResultByRollNoView', { searchParams: { rollNo, examTitle } }).json(),
  );
  return isResultSheet(body) ? body : null;
}

/** Exam titles and the result sheets a device has shown are persisted there: offline, the screens show them. */
export const resultsQueries = {
  titles: () =>
    deviceBacked({
      queryKey: resultsKeys.titles(),
      fetch: async () => v.parse(ExamTitlesResponseSchema, await appApi.get('getDistinctExamTitlesBy').json()),
      table: 'examTitles',
      origin: true,
      staleTime: 5 * 60_000,
    }),
  // Refetched whenever shown again (results can be revalued; the device copy is the offline fallback). A sheet the
  // page was just rendered with on the server is not fetched again (lib/route-data.ts).
  sheet: (examTitle: string, rollNo: string) =>
    deviceBacked({
      queryKey: resultsKeys.sheet(examTitle, rollNo),
      fetch: () => fetchSheet(examTitle, rollNo),
      table: 'resultSheets',
      record: [examTitle, rollNo],
      origin: true,
    }),
};
