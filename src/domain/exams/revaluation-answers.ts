import * as v from 'valibot';
import { REVALUATION_KINDS } from './revaluation';

/** One application as the student and the exam cell see it. */
const RevaluationApplicationSchema = v.object({
  id: v.number(),
  examId: v.number(),
  kind: v.picklist(REVALUATION_KINDS),
  kindLabel: v.string(),
  rollNo: v.string(),
  name: v.string(),
  code: v.string(),
  course: v.string(),
  externalMax: v.number(),
  appliedAt: v.string(),
  oldExternal: v.number(),
  oldGrade: v.string(),
  newExternal: v.nullable(v.number()),
  newGrade: v.nullable(v.string()),
  decidedByName: v.nullable(v.string()),
  decidedAt: v.nullable(v.string()),
  feePaise: v.number(),
  feeItem: v.string(),
  paid: v.boolean(),
  note: v.nullable(v.string()),
  /** Decided on results withdrawn since: history only, on no sheet. */
  withdrawn: v.boolean(),
});
export type RevaluationApplication = v.InferOutput<typeof RevaluationApplicationSchema>;

/** GET /api/app/exams/{id}/revaluations: the exam's applications. */
export const ExamRevaluationsSchema = v.object({ applications: v.array(RevaluationApplicationSchema) });

/** GET /api/app/revaluations/mine: the student's published exams, their window and what they applied for. */
export const OwnRevaluationsSchema = v.object({
  fees: v.object({ recounting: v.number(), revaluation: v.number() }),
  exams: v.array(
    v.object({
      examId: v.number(),
      title: v.string(),
      lastDay: v.string(),
      open: v.boolean(),
      subjects: v.array(v.object({ courseId: v.number(), code: v.string(), course: v.string(), grade: v.string() })),
    }),
  ),
  applications: v.array(RevaluationApplicationSchema),
});
