import * as v from 'valibot';
import type { ExamReviewCounts } from './processing';

/**
 * What a publication puts out, shown before anyone requests or authorizes it: the students whose result sheets go
 * public, how many passed, failed or were absent, the pass percentage among them, and how many are withheld (marks
 * still missing, so their sheets would be incomplete).
 */
export const PublicationSummarySchema = v.object({
  results: v.number(),
  passed: v.number(),
  failed: v.number(),
  absent: v.number(),
  /** Passed out of the students with every mark in, to one decimal; null when none has. */
  passPercent: v.nullable(v.number()),
  withheld: v.number(),
});
export type PublicationSummary = v.InferOutput<typeof PublicationSummarySchema>;

/** The summary from the review's counts and the number of students with a result sheet to publish. */
export function publicationSummary(counts: ExamReviewCounts, results: number): PublicationSummary {
  const complete = counts.passed + counts.failed + counts.absent;
  return {
    results,
    passed: counts.passed,
    failed: counts.failed,
    absent: counts.absent,
    passPercent: complete === 0 ? null : Math.round((counts.passed / complete) * 1000) / 10,
    withheld: counts.withMissing,
  };
}

/** The question the publication's confirmation asks, naming the count. */
export const publishQuestion = (results: number) => `Publish ${results} ${results === 1 ? 'result' : 'results'}?`;

/** An exam whose results wait for someone: the exam cell to request publication, or the principal to authorize it. */
export const WaitingPublicationSchema = v.object({
  examId: v.number(),
  title: v.string(),
  stage: v.picklist(['processed', 'awaiting']),
  processedAt: v.nullable(v.string()),
  requestedAt: v.nullable(v.string()),
  summary: PublicationSummarySchema,
});
export type WaitingPublication = v.InferOutput<typeof WaitingPublicationSchema>;
export const WaitingPublicationsSchema = v.object({ waiting: v.array(WaitingPublicationSchema) });
