import { queryOptions } from '@tanstack/react-query';
import type { ExamAnalysis } from '../../../domain/result-analysis/analysis';
import type { DocumentKind, Transcript } from '../../../domain/memos/transcript';
import { appApi } from '../../lib/http';

export interface TranscriptView {
  student: { rollNo: string; name: string; branch: string; degree: string; regulation: string };
  transcript: Transcript;
  issued: { code: string; kind: DocumentKind; issuedAt: string; issuedByName: string }[];
}
export interface AnalysisView {
  examTitle: string;
  branch: string;
  department: string | null;
  analysis: ExamAnalysis;
}
export interface PrintedDocument {
  message?: string;
  code: string;
  fileName: string;
  b64: string;
}

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
      queryFn: () => appApi.get('memos/transcript', { searchParams: { rollNo } }).json<TranscriptView>(),
      enabled: rollNo !== '',
    }),
  /** The published exam titles, newest first (the public list's call). */
  titles: () =>
    queryOptions({
      queryKey: memoKeys.titles(),
      queryFn: () => appApi.get('getDistinctExamTitlesBy').json<string[]>(),
      staleTime: 60_000,
    }),
  analysis: (examTitle: string, branch: string) =>
    queryOptions({
      queryKey: memoKeys.analysis(examTitle, branch),
      queryFn: () =>
        appApi
          .get('resultAnalysis', { searchParams: branch ? { examTitle, branch } : { examTitle } })
          .json<AnalysisView>(),
      enabled: examTitle !== '',
    }),
};

export const issueDocument = (rollNo: string, kind: DocumentKind) =>
  appApi.post('memos', { json: { rollNo, kind }, timeout: 60_000 }).json<PrintedDocument & { message: string }>();
export const printAgain = (code: string) => appApi.get(`memos/issued/${code}`).json<PrintedDocument>();

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
