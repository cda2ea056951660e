import {
  ExamChoicesSchema,
  ExamCreatedSchema,
  ExamListSchema,
  ExamViewSchema,
  HallTicketPagesSchema,
  RegistrationSchema,
} from '../../../domain/exams/exam-answers';
import {
  ExamDeletedSchema,
  ExamModifiedSchema,
  ExamTimetableChangedSchema,
  HallTicketsAnswerSchema,
  MarksSavedSchema,
  RegisteredSchema,
  ResultsProcessedSchema,
  ResultsPublishedSchema,
  RevaluationAppliedSchema,
  RevaluationDecidedSchema,
} from '../../../domain/exams/exam-change-answers';
import { ExamResultsViewSchema } from '../../../domain/exams/exam-results-answer';
import {
  ExternalListSchema,
  InternalGridSchema,
  MarksOverviewSchema,
  TeacherSubjectsSchema,
} from '../../../domain/exams/marks-answers';
import { WaitingPublicationsSchema } from '../../../domain/exams/publication';
import { ExamRevaluationsSchema, OwnRevaluationsSchema } from '../../../domain/exams/revaluation-answers';
import { MessageAnswerSchema } from '../../../domain/messages/message-answer';
import type { Operation, PermissionLine } from '../server-module';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The exam cell's calls as the API description tells them: exams, marks, results and their publication. */
export const examsOperations = {
  'GET /api/app/exams': {
    summary: 'Exams matching the search (query q, examType), with their subjects, registrations and results stage',
    answer: ExamListSchema,
  },
  'GET /api/app/exams/choices': {
    summary: 'The regulations and degrees an exam can be set for',
    answer: ExamChoicesSchema,
  },
  'POST /api/app/exams': {
    summary: 'Create an exam: the message and the exam saved',
    answer: ExamCreatedSchema,
    status: 201,
  },
  'GET /api/app/exams/:id': {
    summary: 'An exam with its timetable, the subjects it may cover and how many registered',
    answer: ExamViewSchema,
  },
  'PUT /api/app/exams/:id': {
    summary: 'Change an exam: the message and the exam as it now is',
    answer: ExamModifiedSchema,
  },
  'DELETE /api/app/exams/:id': { summary: 'Delete an exam no one registered for', answer: ExamDeletedSchema },
  'PUT /api/app/exams/:id/subjects/:subjectId': {
    summary: "Put a subject on the exam's timetable (date, session, group): the timetable after it",
    answer: ExamTimetableChangedSchema,
  },
  'DELETE /api/app/exams/:id/subjects/:subjectId': {
    summary: "Take a subject off the exam's timetable: the timetable after it",
    answer: ExamTimetableChangedSchema,
  },
  'GET /api/app/exams/:id/registration': {
    summary: 'Who registered for the exam, by branch, whether each may sit and why not, with the timetable',
    answer: RegistrationSchema,
  },
  'POST /api/app/exams/:id/registration': {
    summary: "Register the exam's candidates again from the timetable: how many, and the registration",
    answer: RegisteredSchema,
  },
  'GET /api/app/exams/:id/hallTickets': {
    summary: 'Hall tickets of a student or a branch (query rollNo or branch) as one PDF in base64',
    answer: HallTicketsAnswerSchema,
  },
  'GET /api/app/marks/internal': {
    summary: "The signed-in teacher's subjects to enter internal marks for, per exam, with how far along",
    answer: TeacherSubjectsSchema,
  },
  'GET /api/app/exams/:id/marks': {
    summary: "How far each of the exam's subjects has its marks entered",
    answer: MarksOverviewSchema,
  },
  'GET /api/app/exams/:id/marks/:subjectId/internal': {
    summary: "A subject's internal marks: the teacher's sections' registered students (all for the exam cell)",
    answer: InternalGridSchema,
  },
  'PUT /api/app/exams/:id/marks/:subjectId/internal': {
    summary: "Save a subject's internal marks: how many were sent and changed",
    answer: MarksSavedSchema,
  },
  'GET /api/app/exams/:id/marks/:subjectId/external': {
    summary: "A subject's external marks, absences and script codes",
    answer: ExternalListSchema,
  },
  'PUT /api/app/exams/:id/marks/:subjectId/external': {
    summary: "Save a subject's external marks and absences: how many were sent and changed",
    answer: MarksSavedSchema,
  },
  'POST /api/app/exams/:id/marks/:subjectId/codes': {
    summary: "Give the subject's answer scripts coded numbers: how many were coded",
    answer: MessageAnswerSchema,
  },
  'GET /api/app/exams/:id/marks/:subjectId/template': {
    summary: "A subject's marks spreadsheet to fill in and upload",
    produces: XLSX,
  },
  'GET /api/app/exams/:id/results': {
    summary: "The exam's results as processed: stage, counts, missing marks and a page of students",
    answer: ExamResultsViewSchema,
  },
  'GET /api/app/examPublications': {
    summary: 'Results waiting: requests the exam cell is to make, authorizations the principal is to give',
    answer: WaitingPublicationsSchema,
  },
  'POST /api/app/exams/:id/results/process': {
    summary: "Process the exam's results from its marks (regrade to apply changed rules): the counts",
    answer: ResultsProcessedSchema,
  },
  'PUT /api/app/exams/:id/grace': { summary: "Give or remove the exam's grace marks", answer: MessageAnswerSchema },
  'POST /api/app/exams/:id/results/request': {
    summary: "Ask the principal to authorize publishing the exam's processed results",
    answer: MessageAnswerSchema,
  },
  'POST /api/app/exams/:id/results/authorize': {
    summary: "Authorize and publish the exam's requested results: the title they are published under",
    answer: ResultsPublishedSchema,
  },
  'POST /api/app/exams/:id/results/reject': {
    summary: 'Send a publication request back to the exam cell with a reason',
    answer: MessageAnswerSchema,
  },
  'POST /api/app/exams/:id/results/withdraw': {
    summary: "Withdraw the exam's published results with a reason",
    answer: MessageAnswerSchema,
  },
  'GET /api/app/exams/:id/hallTickets/pages': {
    summary: "A student's or a branch's hall tickets as data (photos in base64) with the letterhead",
    answer: HallTicketPagesSchema,
  },
  'GET /api/app/revaluations/mine': {
    summary: "The signed-in student's published exams, their application window, fees and applications",
    answer: OwnRevaluationsSchema,
  },
  'POST /api/app/exams/:id/revaluations': {
    summary: 'A student applies for recounting or revaluation of a published subject: the fee it adds',
    answer: RevaluationAppliedSchema,
    status: 201,
  },
  'GET /api/app/exams/:id/revaluations': {
    summary: "The exam's recounting and revaluation applications",
    answer: ExamRevaluationsSchema,
  },
  'POST /api/app/exams/:id/revaluations/:appId/decide': {
    summary: 'Decide a paid application with the new external mark: the grade after it',
    answer: RevaluationDecidedSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
