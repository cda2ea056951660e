import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  ExamChoicesSchema,
  ExamCreatedSchema,
  ExamListSchema,
  ExamViewSchema,
  HallTicketPagesSchema,
  HallTicketsPdfSchema,
  RegistrationSchema,
  type ExamView,
} from '../../../domain/exams/exam-answers';
import type { ExamInput, ExamSubjectSlot } from '../../../domain/exams/exam';
import { ExamResultsViewSchema, type ExamResultsView } from '../../../domain/exams/exam-results-answer';
import { MessageAnswerSchema } from '../../../domain/messages/message-answer';
import { appApi } from '../../lib/http';

export type { ExamResultsView, ExamView };

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
      queryFn: async () =>
        v.parse(ExamListSchema, await appApi.get('exams', { searchParams: examType ? { q, examType } : { q } }).json()),
    }),
  choices: () =>
    queryOptions({
      queryKey: examKeys.choices(),
      queryFn: async () => v.parse(ExamChoicesSchema, await appApi.get('exams/choices').json()),
      staleTime: 5 * 60_000,
    }),
  one: (id: number) =>
    queryOptions({
      queryKey: examKeys.one(id),
      queryFn: async () => v.parse(ExamViewSchema, await appApi.get(`exams/${id}`).json()),
    }),
  registration: (id: number) =>
    queryOptions({
      queryKey: examKeys.registration(id),
      queryFn: async () => v.parse(RegistrationSchema, await appApi.get(`exams/${id}/registration`).json()),
    }),
};

export const createExam = async (body: ExamInput) =>
  v.parse(ExamCreatedSchema, await appApi.post('exams', { json: body }).json());
export const updateExam = async (id: number, body: ExamInput) =>
  v.parse(MessageAnswerSchema, await appApi.put(`exams/${id}`, { json: body }).json());
export const deleteExam = async (id: number) => v.parse(MessageAnswerSchema, await appApi.delete(`exams/${id}`).json());
export const placeSubject = async (id: number, subjectId: number, slot: ExamSubjectSlot) =>
  v.parse(MessageAnswerSchema, await appApi.put(`exams/${id}/subjects/${subjectId}`, { json: slot }).json());
export const dropSubject = async (id: number, subjectId: number) =>
  v.parse(MessageAnswerSchema, await appApi.delete(`exams/${id}/subjects/${subjectId}`).json());
export const registerStudents = async (id: number) =>
  v.parse(MessageAnswerSchema, await appApi.post(`exams/${id}/registration`, { json: {} }).json());

/** Hall tickets as a PDF: one student's (`rollNo`) or a branch's eligible students' (`branch`). */
export const hallTicketsPdf = async (id: number, who: { rollNo: string } | { branch: string }) =>
  v.parse(
    HallTicketsPdfSchema,
    await appApi.get(`exams/${id}/hallTickets`, { searchParams: who, timeout: 120_000 }).json(),
  );

export const resultKeys = { one: (id: number) => [...examKeys.all, 'results', id] as const };
export const resultQuery = (id: number) =>
  queryOptions({
    queryKey: resultKeys.one(id),
    queryFn: async () => v.parse(ExamResultsViewSchema, await appApi.get(`exams/${id}/results`).json()),
  });

export type ResultStep = 'process' | 'request' | 'authorize';
/** Process, request publication, authorize it: each a POST with no body. */
export const resultStep = async (id: number, step: ResultStep) =>
  v.parse(MessageAnswerSchema, await appApi.post(`exams/${id}/results/${step}`, { json: {}, timeout: 120_000 }).json());
/** Process an exam graded under rules its regulation has changed since: re-graded under the rules now. */
export const regradeResults = async (id: number) =>
  v.parse(
    MessageAnswerSchema,
    await appApi.post(`exams/${id}/results/process`, { json: { regrade: true }, timeout: 120_000 }).json(),
  );
/** Reject a request, withdraw published results: each with a reason. */
export const resultDecision = async (id: number, step: 'reject' | 'withdraw', reason: string) =>
  v.parse(MessageAnswerSchema, await appApi.post(`exams/${id}/results/${step}`, { json: { reason } }).json());
export const giveGrace = async (
  id: number,
  body: { rollNo: string; subjectId: number; marks: number; reason: string },
) => v.parse(MessageAnswerSchema, await appApi.put(`exams/${id}/grace`, { json: body }).json());
/** A branch's hall tickets as data (photos in base64), fetched once; the device makes the PDF page by page. */
export const hallTicketPages = async (id: number, who: { rollNo: string } | { branch: string }) =>
  v.parse(
    HallTicketPagesSchema,
    await appApi.get(`exams/${id}/hallTickets/pages`, { searchParams: who, timeout: 120_000 }).json(),
  );
