import * as v from 'valibot';
import {
  AdmissionsReportSchema,
  AttendanceReportSchema,
  MoneyReportSchema,
  ResultsReportSchema,
  type ReportKind,
} from '../../../domain/reports/report-answers';
import type { ReportSearch } from '../../../domain/reports/report-requests';
import { appApi } from '../../lib/http';
import { deviceBacked } from '../../lib/offline/device-backed';
import { saveFile } from '../../lib/save-file';

/** Device copies of the reports a user read are theirs: named 'reports:…' so the sign-out sweep deletes them. */
const RECORD_PREFIX = 'reports:';

const SCHEMAS = {
  money: MoneyReportSchema,
  admissions: AdmissionsReportSchema,
  attendance: AttendanceReportSchema,
  results: ResultsReportSchema,
} as const;

/** The search as query parameters (only those given). */
const params = (search: ReportSearch): Record<string, string> =>
  Object.fromEntries(Object.entries(search).filter((entry): entry is [string, string] => Boolean(entry[1])));

export const reportKeys = {
  all: ['reports'] as const,
  report: (user: string, kind: ReportKind, search: ReportSearch) =>
    [...reportKeys.all, user, kind, params(search)] as const,
};

/**
 * A report: network first (the figures are live), and a report read once reads again offline from the device's copy,
 * with when it was fetched (the one offline layer, lib/offline).
 */
function reportQuery<K extends ReportKind>(user: string, kind: K, search: ReportSearch) {
  const schema = SCHEMAS[kind] as (typeof SCHEMAS)[K];
  const key = new URLSearchParams(params(search)).toString();
  return deviceBacked({
    queryKey: reportKeys.report(user, kind, search),
    fetch: async (): Promise<v.InferOutput<(typeof SCHEMAS)[K]>> =>
      v.parse(schema, await appApi.get(`reports/${kind}`, { searchParams: params(search), timeout: 60_000 }).json()),
    table: 'lookups',
    record: [`${RECORD_PREFIX}${user}/${kind}?${key}`],
    isCopy: (copy) => v.is(schema, copy),
    origin: true,
    staleTime: 60_000,
  });
}

export const reportQueries = {
  money: (user: string, search: ReportSearch) => reportQuery(user, 'money', search),
  admissions: (user: string, search: ReportSearch) => reportQuery(user, 'admissions', search),
  attendance: (user: string, search: ReportSearch) => reportQuery(user, 'attendance', search),
  results: (user: string, search: ReportSearch) => reportQuery(user, 'results', search),
};

/** GET reports/{kind}/excel or /pdf: the file the server makes, under the name it gives. */
export async function downloadReport(kind: ReportKind, search: ReportSearch, as: 'excel' | 'pdf'): Promise<void> {
  const res = await appApi.get(`reports/${kind}/${as}`, { searchParams: params(search), timeout: 120_000 });
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}_report`;
  saveFile(await res.blob(), name);
}
