import * as v from 'valibot';
import { EXAM_TYPES, SESSIONS } from './exam-kinds';
import { RESULT_STAGES } from './processing';

const OptionSchema = v.object({ value: v.number(), label: v.string() });

/** An exam as the server answers it: with the names of its regulation and degree. */
export const ExamHeadSchema = v.object({
  id: v.number(),
  title: v.string(),
  regulationId: v.number(),
  regulation: v.string(),
  degreeId: v.number(),
  degree: v.string(),
  semester: v.number(),
  examType: v.picklist(EXAM_TYPES),
  month: v.number(),
  year: v.number(),
});
export type ExamHead = v.InferOutput<typeof ExamHeadSchema>;

/** Where an exam's results stand; null before they are first processed. */
export const ResultStageSchema = v.nullable(v.picklist(RESULT_STAGES));

/** GET /api/app/exams: the exams matching the search, with their timetable, registrations and results' stage. */
export const ExamListSchema = v.object({
  rows: v.array(
    v.object({ ...ExamHeadSchema.entries, subjects: v.number(), registered: v.number(), results: ResultStageSchema }),
  ),
});
export type ExamRow = v.InferOutput<typeof ExamListSchema>['rows'][number];

/** GET /api/app/exams/choices: the regulations and degrees an exam is set for. */
export const ExamChoicesSchema = v.object({
  regulations: v.array(OptionSchema),
  degrees: v.array(v.object({ ...OptionSchema.entries, years: v.number() })),
});

/** A subject the exam may cover: of its regulation and degree, with its branch and semester. */
const CoverableSubjectSchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  branch: v.string(),
  semester: v.number(),
});
export type CoverableSubject = v.InferOutput<typeof CoverableSubjectSchema>;

/** A subject on an exam's timetable, as the clash rule sees it. */
export const ScheduledSubjectSchema = v.object({
  id: v.number(),
  code: v.string(),
  /** Alternatives a student takes one of (an elective group); '' for a subject everyone with it sits. */
  group: v.string(),
  date: v.string(),
  session: v.picklist(SESSIONS),
});
export type ScheduledSubject = v.InferOutput<typeof ScheduledSubjectSchema>;

/** A subject on the timetable as the exam's screens show it: with its name, branch and semester. */
export const ExamSubjectSchema = v.object({
  ...ScheduledSubjectSchema.entries,
  name: v.string(),
  branchId: v.number(),
  branch: v.string(),
  semester: v.number(),
});
export type ExamSubject = v.InferOutput<typeof ExamSubjectSchema>;

/** GET /api/app/exams/{id}: the exam, its timetable, the subjects it may cover and how many registered. */
export const ExamViewSchema = v.object({
  exam: ExamHeadSchema,
  subjects: v.array(ExamSubjectSchema),
  coverable: v.array(CoverableSubjectSchema),
  registered: v.number(),
});
export type ExamView = v.InferOutput<typeof ExamViewSchema>;

const FeeDueSchema = v.nullable(v.object({ amount: v.number(), paid: v.number() }));

/** GET /api/app/exams/{id}/registration: who registered, whether each may sit, and the timetable. */
export const RegistrationSchema = v.object({
  byBranch: v.array(v.object({ branch: v.string(), registered: v.number(), eligible: v.number() })),
  students: v.array(
    v.object({
      rollNo: v.string(),
      name: v.string(),
      branch: v.string(),
      subjectIds: v.array(v.number()),
      eligible: v.boolean(),
      reason: v.string(),
      attendancePercent: v.nullable(v.number()),
      examFee: FeeDueSchema,
      condonationFee: FeeDueSchema,
    }),
  ),
  subjects: v.array(ExamSubjectSchema),
  /** Null for a supplementary exam, which does not assess attendance. */
  attendanceRule: v.nullable(v.object({ threshold: v.number(), condonation: v.number() })),
});
export type Registration = v.InferOutput<typeof RegistrationSchema>;

/** POST /api/app/exams: what was saved, and the new exam. */
export const ExamCreatedSchema = v.object({ message: v.string(), row: ExamHeadSchema });

/** GET /api/app/exams/{id}/hallTickets: the tickets as one PDF made on the server. */
export const HallTicketsPdfSchema = v.object({ count: v.number(), b64: v.string(), fileName: v.string() });

/** GET /api/app/exams/{id}/hallTickets/pages: a branch's tickets as data (photos in base64) and the letterhead. */
export const HallTicketPagesSchema = v.object({
  title: v.string(),
  letterhead: v.object({
    collegeName: v.string(),
    address: v.nullable(v.string()),
    contacts: v.nullable(v.array(v.string())),
  }),
  tickets: v.array(
    v.object({
      rollNo: v.string(),
      name: v.string(),
      branch: v.string(),
      photo: v.nullable(v.object({ b64: v.string(), format: v.picklist(['PNG', 'JPEG']) })),
      subjects: v.array(
        v.object({ date: v.string(), session: v.picklist(SESSIONS), code: v.string(), name: v.string() }),
      ),
    }),
  ),
  fileName: v.string(),
});
