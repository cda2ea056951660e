import * as v from 'valibot';
import { EXAM_MESSAGES } from '../exams/messages';

/** `?examTitle=&branch=`: the published exam, and optionally one branch (short name, CSE). */
export const AnalysisQuerySchema = v.object({
  examTitle: v.pipe(
    v.string('Please choose an exam title'),
    v.trim(),
    v.nonEmpty('Please choose an exam title'),
    v.maxLength(200, 'An exam title has at most 200 characters'),
  ),
  branch: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(16, 'A branch has at most 16 characters')), ''),
});
export type AnalysisQuery = v.InferOutput<typeof AnalysisQuerySchema>;

export const ANALYSIS_MESSAGES = {
  examNotFound: EXAM_MESSAGES.examNotFound,
  notYourDepartment: 'A HoD reads the analysis of their own department only',
  noDepartment: 'Your account has no department: ask the administrator to set it',
} as const;
