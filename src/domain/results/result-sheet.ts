import * as v from 'valibot';
import { STORED_GRADE } from './grade-scale';

/** §3 Exam result response: one record per course of the exam title. */
const ResultRecordSchema = v.object({
  examTitle: v.string(),
  sgpa: v.number(),
  courseCode: v.string(),
  course: v.string(),
  credits: v.number(),
  /** §9's letters or a regulation's own (A+, O); F and AB fail. */
  grade: v.pipe(v.string(), v.regex(STORED_GRADE)),
  gradePoints: v.number(),
  status: v.string(),
  /** A subject recounted or revalued since publication: 'Revalued: F → C', newest decision; absent otherwise. */
  revaluation: v.optional(v.string()),
});
export type ResultRecord = v.InferOutput<typeof ResultRecordSchema>;

export const ResultSheetSchema = v.object({
  studentName: v.string(),
  studentRollNo: v.string(),
  totalCredits: v.number(),
  earnedCredits: v.number(),
  passCount: v.number(),
  failCount: v.number(),
  listofRecords: v.array(ResultRecordSchema),
});
export type ResultSheet = v.InferOutput<typeof ResultSheetSchema>;

/** The view call answers an empty object when the roll number has no result for the title (§7). */
export const ResultViewResponseSchema = v.union([ResultSheetSchema, v.strictObject({})]);

export function isResultSheet(value: unknown): value is ResultSheet {
  return v.is(ResultSheetSchema, value);
}

export const ResultReportResponseSchema = v.variant('success', [
  v.object({ success: v.literal('True'), b64: v.string() }),
  v.object({ success: v.literal('False'), message: v.string() }),
]);
export type ResultReportResponse = v.InferOutput<typeof ResultReportResponseSchema>;

export const ExamTitlesResponseSchema = v.array(v.string());
