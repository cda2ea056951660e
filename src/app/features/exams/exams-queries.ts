import type { PublicationSummary } from '../../../domain/exams/publication';
import { queryOptions } from '@tanstack/react-query';
import type { AttendanceRule, RegisteredStanding } from '../../../domain/exams/eligibility';
import type { ExamHead, ExamInput, ExamSubjectSlot, Session } from '../../../domain/exams/exam';
import type { Letterhead } from '../../../domain/pdf/letterhead';
import { appApi } from '../../lib/http';

export interface Option {
  value: number;
  label: string;
}
export interface ExamRow extends ExamHead {
  subjects: number;
  registered: number;
  results: 'processed' | 'awaiting' | 'published' | 'withdrawn' | null;
}
export interface ScheduledSubject {
  id: number;
  code: string;
  name: string;
  branch: string;
  semester: number;
  date: string;
  session: Session;
}
export interface CoverableSubject {
  id: number;
  code: string;
  name: string;
  branch: string;
  semester: number;
}
export interface ExamView {
  exam: ExamHead;
  subjects: ScheduledSubject[];
  coverable: CoverableSubject[];
  registered: number;
}
export interface Registration {
  byBranch: { branch: string; registered: number; eligible: number }[];
  students: (RegisteredStanding & { rollNo: string; name: string; branch: string; subjectIds: number[] })[];
  subjects: ScheduledSubject[];
  /** Null for a supplementary exam, which does not assess attendance. */
  attendanceRule: AttendanceRule | null;
}

export const examKeys = {
  all: ['exams'] as const,
  list: (q: string, examType: string) => [...examKeys.all, 'list', q, examType] as const,
  choices: () => [...examKeys.all, 'choices'] as const,
  one: (id: number) => [...examKeys.all, 'one', id] as const,
  registration: (id: number) => [...examKeys.all, 'registration', id] as const,
};

export const examQueries = {
  list: (q: string, examType: string) =>
    queryOptions({
      queryKey: examKeys.list(q, examType),
      queryFn: () =>
        appApi.get('exams', { searchParams: examType ? { q, examType } : { q } }).json<{ rows: ExamRow[] }>(),
    }),
  choices: () =>
    queryOptions({
      queryKey: examKeys.choices(),
      queryFn: () =>
        appApi.get('exams/choices').json<{ regulations: Option[]; degrees: (Option & { years: number })[] }>(),
      staleTime: 5 * 60_000,
    }),
  one: (id: number) =>
    queryOptions({ queryKey: examKeys.one(id), queryFn: () => appApi.get(`exams/${id}`).json<ExamView>() }),
  registration: (id: number) =>
    queryOptions({
      queryKey: examKeys.registration(id),
      queryFn: () => appApi.get(`exams/${id}/registration`).json<Registration>(),
    }),
};

interface Answer {
  message: string;
}
export const createExam = (body: ExamInput) => appApi.post('exams', { json: body }).json<Answer & { row: ExamHead }>();
export const updateExam = (id: number, body: ExamInput) => appApi.put(`exams/${id}`, { json: body }).json<Answer>();
export const deleteExam = (id: number) => appApi.delete(`exams/${id}`).json<Answer>();
export const placeSubject = (id: number, subjectId: number, slot: ExamSubjectSlot) =>
  appApi.put(`exams/${id}/subjects/${subjectId}`, { json: slot }).json<Answer>();
export const dropSubject = (id: number, subjectId: number) =>
  appApi.delete(`exams/${id}/subjects/${subjectId}`).json<Answer>();
export const registerStudents = (id: number) => appApi.post(`exams/${id}/registration`, { json: {} }).json<Answer>();

/** Hall tickets as a PDF: one student's (`rollNo`) or a branch's eligible students' (`branch`). */
export const hallTicketsPdf = (id: number, who: { rollNo: string } | { branch: string }) =>
  appApi
    .get(`exams/${id}/hallTickets`, { searchParams: who, timeout: 120_000 })
    .json<{ count: number; b64: string; fileName: string }>();

/** The exam's results as processing left them (GET exams/{id}/results). */
export interface ExamResultsView {
  stage: 'processed' | 'awaiting' | 'published' | 'withdrawn' | null;
  processedAt: string | null;
  requestedAt: string | null;
  authorizedAt: string | null;
  withdrawnReason: string | null;
  /** Processed under a scheme or pass rules the regulation has changed since: processing again re-grades. */
  rulesChanged: boolean;
  counts: {
    registered: number;
    processed: number;
    passed: number;
    failed: number;
    absent: number;
    withMissing: number;
    distribution: { grade: string; count: number }[];
  } | null;
  missing: { rollNo: string; name: string; code: string; missing: string[] }[];
  missingCount: number;
  students: { rollNo: string; name: string; sgpa: number | null; cgpa: number | null; backlogs: number | null }[];
  /** The lists' pages (`pageSize` rows each), the roll number prefix they are narrowed to, and the students matching. */
  studentsCount: number;
  rollNo: string;
  page: number;
  missingPage: number;
  pageSize: number;
  grace: { rollNo: string; code: string; marks: number; reason: string; givenAt: string }[];
  /** What a publication would put out (the Publication tab's summary and its confirmation). */
  summary: PublicationSummary;
  history: { action: string; userName: string; at: string; reason: string | null }[];
  policy: { perSubject: number; perStudent: number };
}

export const resultKeys = { one: (id: number) => [...examKeys.all, 'results', id] as const };
export const resultQuery = (id: number) =>
  queryOptions({
    queryKey: resultKeys.one(id),
    queryFn: () => appApi.get(`exams/${id}/results`).json<ExamResultsView>(),
  });

export type ResultStep = 'process' | 'request' | 'authorize';
/** Process, request publication, authorize it: each a POST with no body. */
export const resultStep = (id: number, step: ResultStep) =>
  appApi.post(`exams/${id}/results/${step}`, { json: {}, timeout: 120_000 }).json<Answer>();
/** Process an exam graded under rules its regulation has changed since: re-graded under the rules now. */
export const regradeResults = (id: number) =>
  appApi.post(`exams/${id}/results/process`, { json: { regrade: true }, timeout: 120_000 }).json<Answer>();
/** Reject a request, withdraw published results: each with a reason. */
export const resultDecision = (id: number, step: 'reject' | 'withdraw', reason: string) =>
  appApi.post(`exams/${id}/results/${step}`, { json: { reason } }).json<Answer>();
export const giveGrace = (id: number, body: { rollNo: string; subjectId: number; marks: number; reason: string }) =>
  appApi.put(`exams/${id}/grace`, { json: body }).json<Answer>();
/** A branch's hall tickets as data (photos in base64), fetched once; the device makes the PDF page by page. */
export interface HallTicketPages {
  title: string;
  letterhead: Letterhead;
  tickets: {
    rollNo: string;
    name: string;
    branch: string;
    photo: { b64: string; format: 'PNG' | 'JPEG' } | null;
    subjects: { date: string; session: Session; code: string; name: string }[];
  }[];
  fileName: string;
}
export const hallTicketPages = (id: number, who: { rollNo: string } | { branch: string }) =>
  appApi.get(`exams/${id}/hallTickets/pages`, { searchParams: who, timeout: 120_000 }).json<HallTicketPages>();
