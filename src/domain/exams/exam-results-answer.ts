import * as v from 'valibot';
import { PublicationSummarySchema } from './publication';
import { ResultStageSchema } from './exam-answers';

/** GET /api/app/exams/{id}/results: the exam's results as processing left them, a page of each list at a time. */
export const ExamResultsViewSchema = v.object({
  stage: ResultStageSchema,
  processedAt: v.nullable(v.string()),
  requestedAt: v.nullable(v.string()),
  authorizedAt: v.nullable(v.string()),
  withdrawnReason: v.nullable(v.string()),
  /** Processed under a scheme or pass rules the regulation has changed since: processing again re-grades. */
  rulesChanged: v.boolean(),
  counts: v.nullable(
    v.object({
      registered: v.number(),
      processed: v.number(),
      passed: v.number(),
      failed: v.number(),
      absent: v.number(),
      withMissing: v.number(),
      distribution: v.array(v.object({ grade: v.string(), count: v.number() })),
    }),
  ),
  missing: v.array(v.object({ rollNo: v.string(), name: v.string(), code: v.string(), missing: v.array(v.string()) })),
  missingCount: v.number(),
  students: v.array(
    v.object({
      rollNo: v.string(),
      name: v.string(),
      sgpa: v.nullable(v.number()),
      cgpa: v.nullable(v.number()),
      backlogs: v.nullable(v.number()),
    }),
  ),
  /** The lists' pages (`pageSize` rows each), the roll number prefix they are narrowed to, and the students matching. */
  studentsCount: v.number(),
  rollNo: v.string(),
  page: v.number(),
  missingPage: v.number(),
  pageSize: v.number(),
  grace: v.array(
    v.object({ rollNo: v.string(), code: v.string(), marks: v.number(), reason: v.string(), givenAt: v.string() }),
  ),
  /** What a publication would put out (the Publication tab's summary and its confirmation). */
  summary: PublicationSummarySchema,
  history: v.array(
    v.object({ action: v.string(), userName: v.string(), at: v.string(), reason: v.nullable(v.string()) }),
  ),
  policy: v.object({ perSubject: v.number(), perStudent: v.number() }),
});
export type ExamResultsView = v.InferOutput<typeof ExamResultsViewSchema>;
