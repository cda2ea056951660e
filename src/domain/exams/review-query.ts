import * as v from 'valibot';
import { EXAM_MESSAGES as M } from './messages';

/** Rows on one page of the review's lists (the students, the subjects with marks missing). */
export const REVIEW_PAGE_SIZE = 50;

const page = v.pipe(
  v.optional(v.string(), '1'),
  v.regex(/^\d{1,6}$/, M.invalid),
  v.transform(Number),
  v.minValue(1, M.invalid),
);

/**
 * GET /api/app/exams/{id}/results?rollNo=&page=&missingPage=: the review, its lists narrowed to roll numbers
 * beginning with `rollNo` (letters and digits, any case) and each list at its own page.
 */
export const ReviewQuerySchema = v.object({
  rollNo: v.pipe(v.optional(v.string(), ''), v.trim(), v.regex(/^[A-Za-z0-9]{0,20}$/, M.invalid), v.toUpperCase()),
  page,
  missingPage: page,
});
export type ReviewQuery = v.InferOutput<typeof ReviewQuerySchema>;

/** The page count of a list of `total` rows ("Page 2 of 100"), at least 1. */
export const reviewPages = (total: number) => Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE));
