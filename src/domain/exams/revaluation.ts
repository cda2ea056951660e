import * as v from 'valibot';
import { collegeDay } from '../calendar/college-time';
import { gradeSubject, type PassRules, type SubjectMarks, type SubjectOutcome, type SubjectTerms } from './processing';
import { utcDay } from '../calendar/calendar-date';

/** Recounting: the script's marks added again. Revaluation: the script valued again by another examiner. */
export const REVALUATION_KINDS = ['recounting', 'revaluation'] as const;
export type RevaluationKind = (typeof REVALUATION_KINDS)[number];
export const REVALUATION_KIND_LABELS: Readonly<Record<RevaluationKind, string>> = {
  recounting: 'Recounting',
  revaluation: 'Revaluation',
};

/** The college's terms: how many calendar days applications stay open after publication, and the fees in paise. */
export interface RevaluationPolicy {
  windowDays: number;
  feePaise: Readonly<Record<RevaluationKind, number>>;
}

/**
 * The last college day (YYYY-MM-DD) applications are taken: the college day of publication plus `windowDays`.
 * Published on 2027-04-10 (any hour, college time) with 15 days: open through 2027-04-25.
 */
export function revaluationLastDay(publishedAt: Date, windowDays: number): string {
  const day = collegeDay(publishedAt);
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + windowDays * 86_400_000));
}

/** Whether `now` falls on or before the last college day of the window. */
export function revaluationOpen(publishedAt: Date, now: Date, windowDays: number): boolean {
  return collegeDay(now) <= revaluationLastDay(publishedAt, windowDays);
}

/**
 * A subject graded again with the external marks the recount or revaluation gives: the same rules as processing
 * (`gradeSubject`: the regulation's scheme, its external and total minimums), the internal marks and any grace kept.
 * Only a graded subject (both halves entered, not absent) can be revalued.
 */
export function regradeSubject(
  before: SubjectMarks,
  external: number,
  terms: SubjectTerms,
  rules: PassRules,
): SubjectOutcome {
  return gradeSubject({ ...before, external, externalAbsent: false }, terms, rules);
}

const posInt = (message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(2_147_483_647, message));

/** A student's application: the subject of their published result and the kind. */
export const RevaluationApplySchema = v.object({
  subjectId: posInt('Choose a subject'),
  kind: v.picklist(REVALUATION_KINDS, 'Choose recounting or revaluation'),
});
export type RevaluationApplyInput = v.InferOutput<typeof RevaluationApplySchema>;

/** The exam cell's decision: the external marks after the recount or revaluation (the same marks: unchanged). */
export const RevaluationDecideSchema = v.object({
  external: v.pipe(
    v.number('Enter the external marks'),
    v.integer('Enter the external marks'),
    v.minValue(0, 'Enter the external marks'),
    v.maxValue(1000, 'Enter the external marks'),
  ),
});
export type RevaluationDecideInput = v.InferOutput<typeof RevaluationDecideSchema>;

/** What a sheet says of a revalued subject: 'Revalued: F → C', 'Recounted: unchanged (B)' (the results catalogue's). */
export { revaluationNote } from '../results/revaluation-note';
