import * as v from 'valibot';

/** GET /api/app/marks/internal: the subjects a teacher enters internal marks for, per exam, with how far along. */
export const TeacherSubjectsSchema = v.object({
  subjects: v.array(
    v.object({
      examId: v.number(),
      title: v.string(),
      courseId: v.number(),
      code: v.string(),
      name: v.string(),
      internalMax: v.number(),
      registered: v.number(),
      entered: v.number(),
    }),
  ),
});
export type TeacherSubject = v.InferOutput<typeof TeacherSubjectsSchema>['subjects'][number];

const MarkedSubjectSchema = v.object({
  courseId: v.number(),
  code: v.string(),
  name: v.string(),
  internalMax: v.number(),
  externalMax: v.number(),
});
const ExamNameSchema = v.object({ id: v.number(), title: v.string() });

/** GET …/marks/{subject}/internal: the teacher's registered students of the subject (all of them for the exam cell). */
export const InternalGridSchema = v.object({
  exam: ExamNameSchema,
  subject: MarkedSubjectSchema,
  students: v.array(
    v.object({ studentId: v.number(), rollNo: v.string(), name: v.string(), internal: v.nullable(v.number()) }),
  ),
});
export type InternalGrid = v.InferOutput<typeof InternalGridSchema>;

/** GET …/marks/{subject}/external: the subject's students with their external marks, absence and script code. */
export const ExternalListSchema = v.object({
  subject: MarkedSubjectSchema,
  students: v.array(
    v.object({
      studentId: v.number(),
      rollNo: v.string(),
      name: v.string(),
      external: v.nullable(v.number()),
      absent: v.boolean(),
      code: v.nullable(v.string()),
    }),
  ),
});
export type ExternalList = v.InferOutput<typeof ExternalListSchema>;

/** Per subject of an exam: how far its marks are entered (the exam cell's overview). */
const MarksProgressSchema = v.object({
  courseId: v.number(),
  code: v.string(),
  name: v.string(),
  branch: v.string(),
  internalMax: v.number(),
  externalMax: v.number(),
  registered: v.number(),
  internalEntered: v.number(),
  externalEntered: v.number(),
  absent: v.number(),
  coded: v.number(),
  /** Marks stored above the subject's maxima (before a maximum was lowered): processing refuses until corrected. */
  aboveMax: v.number(),
});
export type MarksProgress = v.InferOutput<typeof MarksProgressSchema>;

/** GET /api/app/exams/{id}/marks: each subject's progress. */
export const MarksOverviewSchema = v.object({ exam: ExamNameSchema, subjects: v.array(MarksProgressSchema) });
