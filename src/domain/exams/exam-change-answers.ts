import * as v from 'valibot';
import { ExamHeadSchema, ExamSubjectSchema, HallTicketsPdfSchema, RegistrationSchema } from './exam-answers';
import { ExamResultsViewSchema } from './exam-results-answer';

// The answers of the exam cell's changes (exams, their timetable, registration, marks, results, revaluation) as the
// server sends them: the message the screen shows and what the change left. The app reads only the message.

/** PUT /api/app/exams/{id}: what was saved, and the exam as it now is. */
export const ExamModifiedSchema = v.object({ message: v.string(), row: ExamHeadSchema });

/** DELETE /api/app/exams/{id}: what was done, and the exam's number. */
export const ExamDeletedSchema = v.object({ message: v.string(), id: v.number() });

/** PUT and DELETE /api/app/exams/{id}/subjects/{subjectId}: what was done, and the exam's timetable after it. */
export const ExamTimetableChangedSchema = v.object({ message: v.string(), subjects: v.array(ExamSubjectSchema) });

/** POST /api/app/exams/{id}/registration: how many registered, and the registration as the GET answers it. */
export const RegisteredSchema = v.object({ message: v.string(), ...RegistrationSchema.entries });

/** GET /api/app/exams/{id}/hallTickets: the tickets as one PDF in base64, with how many and its file name. */
export const HallTicketsAnswerSchema = v.object({ success: v.literal('True'), ...HallTicketsPdfSchema.entries });

/** PUT …/marks/{subjectId}/internal and …/external: how many marks were sent, and how many rows changed. */
export const MarksSavedSchema = v.object({ message: v.string(), changed: v.number() });

/** POST /api/app/exams/{id}/results/process: what was done, and the counts of the results processed. */
export const ResultsProcessedSchema = v.object({
  message: v.string(),
  counts: ExamResultsViewSchema.entries.counts.wrapped,
});

/** POST /api/app/exams/{id}/results/authorize: what was published, and the exam title it is published under. */
export const ResultsPublishedSchema = v.object({ message: v.string(), title: v.string() });

/** POST /api/app/exams/{id}/revaluations: what was applied for, its number, and the fee it added. */
export const RevaluationAppliedSchema = v.object({
  message: v.string(),
  id: v.number(),
  fee: v.object({ feeType: v.string(), semester: v.number(), item: v.string(), amountPaise: v.number() }),
});

/** POST /api/app/exams/{id}/revaluations/{appId}/decide: the decision told, the grade after it, and its note. */
export const RevaluationDecidedSchema = v.object({ message: v.string(), grade: v.string(), note: v.string() });
