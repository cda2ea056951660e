import * as v from 'valibot';

/** The exam cell screen's tabs: its exams (default), memos and certificates, result analysis. */
export const EXAM_CELL_TABS = ['exams', 'memos', 'analysis'] as const;
export type ExamCellTab = (typeof EXAM_CELL_TABS)[number];

/** The tabs of an open exam's results: processing (default), review, publication, revaluation. */
export const RESULT_TABS = ['processing', 'review', 'publication', 'revaluation'] as const;
export type ResultTab = (typeof RESULT_TABS)[number];

const positiveId = v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)));

/**
 * The exam cell's address: `?tab=memos|analysis` (its other tabs), `?exam=ID` (the exam open) and
 * `&results=review|publication|revaluation` (that exam's results tab), so a link and a reload open the same view.
 * Anything else is dropped rather than failing the page.
 */
export const ExamCellSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(EXAM_CELL_TABS)), undefined),
  exam: v.fallback(positiveId, undefined),
  results: v.fallback(v.optional(v.picklist(RESULT_TABS)), undefined),
});
export type ExamCellSearch = v.InferOutput<typeof ExamCellSearchSchema>;
