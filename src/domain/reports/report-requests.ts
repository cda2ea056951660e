import * as v from 'valibot';
import { TERMS } from '../timetable/timetable-terms';
import { REPORT_KINDS } from './report-answers';

export const REPORT_MESSAGES = {
  badYear: 'Choose a year such as 2026-2027',
  examNotFound: 'No exam of that title has been published',
} as const;

/** '2026-2027': a year and the next (an academic or financial year, April to March). */
const yearText = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{4}$/, REPORT_MESSAGES.badYear),
  v.check((y) => Number(y.slice(5)) === Number(y.slice(0, 4)) + 1, REPORT_MESSAGES.badYear),
);

/**
 * A report's query: the year (academic for admissions, attendance and results; financial for money — both run April to
 * March), the semester of attendance, the exam of results. Each is optional: the server takes the present one.
 */
export const ReportQuerySchema = v.object({
  year: v.optional(yearText),
  term: v.optional(v.picklist(TERMS)),
  exam: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
});
export type ReportQuery = v.InferOutput<typeof ReportQuerySchema>;

/** The export's report: /api/app/reports/{report}/excel or /pdf. */
export const ReportParamSchema = v.object({ report: v.picklist(REPORT_KINDS) });

/** A report page's address query (?year=&term=&exam=): a bad value falls back to the present year, never fails. */
export const ReportSearchSchema = v.object({
  year: v.fallback(v.optional(yearText), undefined),
  term: v.fallback(v.optional(v.picklist(TERMS)), undefined),
  exam: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
});
export type ReportSearch = v.InferOutput<typeof ReportSearchSchema>;
