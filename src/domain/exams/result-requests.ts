import * as v from 'valibot';
import { EXAM_MESSAGES as M } from './messages';

/** Why grace marks were given, or results withdrawn or rejected: plain text, kept in the exam's log. */
const reason = v.pipe(
  v.string(M.graceReason),
  v.trim(),
  v.nonEmpty(M.graceReason),
  v.maxLength(300, M.reasonTooLong),
  v.regex(/^[^<>{}]*$/, M.reasonCharacters),
  v.check((text) => ![...text].some((ch) => ch.charCodeAt(0) < 32), M.reasonCharacters),
);

/** PUT /api/app/exams/{id}/grace: grace marks (0 takes them off) for a student, by roll number, in a subject. */
export const GraceSchema = v.object({
  rollNo: v.pipe(v.string(M.notRegisteredFor), v.trim(), v.regex(/^[A-Za-z0-9]{1,20}$/, M.notRegisteredFor)),
  subjectId: v.pipe(v.number(M.subjectNotFound), v.integer(M.subjectNotFound), v.minValue(1, M.subjectNotFound)),
  marks: v.pipe(
    v.number(M.graceWhole),
    v.integer(M.graceWhole),
    v.minValue(0, M.graceWhole),
    v.maxValue(100, M.graceWhole),
  ),
  reason,
});
export type GraceInput = v.InferOutput<typeof GraceSchema>;

/**
 * POST …/results/process: `regrade` asks, in so many words, to grade an exam processed under other rules (a scheme
 * or pass rules changed since) under the regulation's rules now. No body at all is a plain processing.
 */
export const ProcessSchema = v.optional(v.object({ regrade: v.optional(v.boolean(M.invalid), false) }), {});

/** POST …/results/withdraw and …/results/reject: why, kept in the exam's log. */
export const ResultReasonSchema = v.object({ reason });

/** Where an exam's results stand. */
export const RESULT_STAGES = ['processed', 'awaiting', 'published', 'withdrawn'] as const;
export type ResultStage = (typeof RESULT_STAGES)[number];

export const RESULT_STAGE_LABELS: Readonly<Record<ResultStage, string>> = {
  processed: /*i18n*/ 'Processed, not published',
  awaiting: /*i18n*/ 'Awaiting the principal’s authorization',
  published: /*i18n*/ 'Published',
  withdrawn: /*i18n*/ 'Withdrawn',
};
