import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  IssuedDocumentSchema,
  PrintedDocumentSchema,
  TranscriptViewSchema,
  type PrintedDocument,
} from '../../../domain/memos/memo-answers';
import type { DocumentKind } from '../../../domain/memos/transcript';
import { AnalysisViewSchema } from '../../../domain/result-analysis/analysis-answer';
import { ExamTitlesResponseSchema } from '../../../domain/results/result-sheet';
import { appApi } from '../../lib/http';

export const memoKeys = {
  all: ['memos'] as const,
  transcript: (rollNo: string) => [...memoKeys.all, 'transcript', rollNo] as const,
  titles: () => [...memoKeys.all, 'titles'] as const,
  analysis: (examTitle: string, branch: string) => [...memoKeys.all, 'analysis', examTitle, branch] as const,
};

export const memoQueries = {
  transcript: (rollNo: string) =>
    queryOptions({
      queryKey: memoKeys.transcript(rollNo),
      queryFn: async () =>
        v.parse(TranscriptViewSchema, await appApi.get('memos/transcript', { searchParams: { rollNo } }).json()),
      enabled: rollNo !== '',
    }),
  /** The published exam titles, newest first (the public list's call). */
  titles: () =>
    queryOptions({
      queryKey: memoKeys.titles(),
      queryFn: async () => v.parse(ExamTitlesResponseSchema, await appApi.get('getDistinctExamTitlesBy').json()),
      staleTime: 60_000,
    }),
  analysis: (examTitle: string, branch: string) =>
    queryOptions({
      queryKey: memoKeys.analysis(examTitle, branch),
      queryFn: async () =>
        v.parse(
          AnalysisViewSchema,
          await appApi.get('resultAnalysis', { searchParams: branch ? { examTitle, branch } : { examTitle } }).json(),
        ),
      enabled: examTitle !== '',
    }),
};

export type { PrintedDocument };
export const issueDocument = async (rollNo: string, kind: DocumentKind) =>
  v.parse(IssuedDocumentSchema, await appApi.post('memos', { json: { rollNo, kind }, timeout: 60_000 }).json());
export const printAgain = async (code: string) =>
  v.parse(PrintedDocumentSchema, await appApi.get(`memos/issued/${code}`).json());

/** The analysis as an Excel workbook, made on the server. */
export async function analysisWorkbook(examTitle: string, branch: string): Promise<{ blob: Blob; fileName: string }> {
  const res = await appApi.get('resultAnalysis/export', {
    searchParams: branch ? { examTitle, branch } : { examTitle },
    timeout: 60_000,
  });
  const fileName =
    /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'ResultAnalysis.xlsx';
  return { blob: await res.blob(), fileName };
}
