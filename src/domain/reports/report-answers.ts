import * as v from 'valibot';
import { TERMS } from '../timetable/timetable-terms';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** Paise (integer minor units). */
const paise = v.pipe(v.number(), v.integer());
const percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100));
const year = v.pipe(v.string(), v.regex(/^\d{4}-\d{4}$/));

/** Dues of students on roll and what PAID orders settled on them, for one group (a branch, a batch, a quota). */
const MoneyRowSchema = v.object({ label: v.string(), due: paise, collected: paise, outstanding: paise });
export type MoneyRow = v.InferOutput<typeof MoneyRowSchema>;

/** GET /api/app/reports/money: dues and collection by branch, batch and quota; the year's months. */
export const MoneyReportSchema = v.object({
  year,
  years: v.array(year),
  totals: v.object({ due: paise, collected: paise, outstanding: paise }),
  byBranch: v.array(MoneyRowSchema),
  byBatch: v.array(MoneyRowSchema),
  byQuota: v.array(MoneyRowSchema),
  /** April to March: dues falling due in the month, and money collected (PAID) in it. */
  months: v.array(v.object({ month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)), falling: paise, collected: paise })),
});
export type MoneyReport = v.InferOutput<typeof MoneyReportSchema>;

const AdmittedRowSchema = v.object({ label: v.string(), admitted: count });

/** GET /api/app/reports/admissions: the year's admissions by branch against its intake, by quota and by category. */
export const AdmissionsReportSchema = v.object({
  year,
  years: v.array(year),
  intake: count,
  admitted: count,
  /** `percent`: admitted as a share of the intake (over 100 when more were admitted than the intake). */
  byBranch: v.array(
    v.object({ label: v.string(), intake: count, admitted: count, percent: v.pipe(v.number(), v.minValue(0)) }),
  ),
  byQuota: v.array(AdmittedRowSchema),
  byCategory: v.array(AdmittedRowSchema),
});
export type AdmissionsReport = v.InferOutput<typeof AdmissionsReportSchema>;

const ShortageRowSchema = v.object({ label: v.string(), onRoll: count, recorded: count, short: count, percent });
export type ShortageRow = v.InferOutput<typeof ShortageRowSchema>;

/** GET /api/app/reports/attendance: students below the college's threshold in a semester, by branch. */
export const AttendanceReportSchema = v.object({
  year,
  years: v.array(year),
  term: v.picklist(TERMS),
  threshold: percent,
  byBranch: v.array(ShortageRowSchema),
  totals: ShortageRowSchema,
});
export type AttendanceReport = v.InferOutput<typeof AttendanceReportSchema>;

const PassRowSchema = v.object({ label: v.string(), appeared: count, passed: count, percent });

/** GET /api/app/reports/results: pass percentages of the year's published exams, overall and by branch. */
export const ResultsReportSchema = v.object({
  year,
  years: v.array(year),
  /** The year's published exams, newest first, each with its overall pass percentage. */
  exams: v.array(v.object({ title: v.string(), students: count, passed: count, percent })),
  /** The exam shown branch by branch ('' when the year has none). */
  exam: v.string(),
  byBranch: v.array(PassRowSchema),
  /** Every exam's pass percentage in each branch (null: the branch had no one in it). */
  branches: v.array(v.string()),
  matrix: v.array(v.object({ title: v.string(), percents: v.array(v.nullable(percent)) })),
});
export type ResultsReport = v.InferOutput<typeof ResultsReportSchema>;

export const REPORT_KINDS = ['money', 'admissions', 'attendance', 'results'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
