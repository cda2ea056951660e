import * as v from 'valibot';
import { GRADES } from '../results/grade-scale';

const PassRowSchema = v.object({ label: v.string(), appeared: v.number(), passed: v.number(), percent: v.number() });
export type PassRow = v.InferOutput<typeof PassRowSchema>;

const SubjectPassRowSchema = v.object({
  ...PassRowSchema.entries,
  code: v.string(),
  branch: v.string(),
  absent: v.number(),
});
export type SubjectPassRow = v.InferOutput<typeof SubjectPassRowSchema>;

const TopperSchema = v.object({
  rank: v.number(),
  rollNo: v.string(),
  name: v.string(),
  branch: v.string(),
  sgpa: v.number(),
});
export type Topper = v.InferOutput<typeof TopperSchema>;

export const ExamAnalysisSchema = v.object({
  students: v.number(),
  passed: v.number(),
  percent: v.number(),
  byBranch: v.array(PassRowSchema),
  bySection: v.array(PassRowSchema),
  bySubject: v.array(SubjectPassRowSchema),
  grades: v.array(v.object({ grade: v.picklist(GRADES), count: v.number() })),
  toppers: v.array(TopperSchema),
  /** Students by how many courses they failed or were absent in: 0, 1, 2, 3 or more. */
  backlogs: v.array(v.object({ label: v.string(), students: v.number() })),
  /** Courses failed or absent, over every student. */
  backlogCourses: v.number(),
});
export type ExamAnalysis = v.InferOutput<typeof ExamAnalysisSchema>;

/** GET /api/app/resultAnalysis: the analysis of one exam, for a branch ('' for all) or a HoD's department. */
export const AnalysisViewSchema = v.object({
  examTitle: v.string(),
  branch: v.string(),
  department: v.nullable(v.string()),
  analysis: ExamAnalysisSchema,
});
export type AnalysisView = v.InferOutput<typeof AnalysisViewSchema>;
