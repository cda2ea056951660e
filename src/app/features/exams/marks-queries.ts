import { queryOptions } from '@tanstack/react-query';
import type { ExternalMarksInput, InternalMarksInput, MarksProgress } from '../../../domain/exams/marks';
import { apiBases } from '../../lib/config';
import { appApi } from '../../lib/http';
import { deviceBacked } from '../../lib/offline/device-backed';
import { refusalMessage } from '../../lib/offline/outbox/outbox-item';

/** A subject a teacher enters internal marks for: per exam, with how many of their students have marks. */
export interface TeacherSubject {
  examId: number;
  title: string;
  courseId: number;
  code: string;
  name: string;
  internalMax: number;
  registered: number;
  entered: number;
}
export interface MarkedSubject {
  courseId: number;
  code: string;
  name: string;
  internalMax: number;
  externalMax: number;
}
/** The internal marks grid: the teacher's registered students of the subject (all of them for the exam cell). */
export interface InternalGrid {
  exam: { id: number; title: string };
  subject: MarkedSubject;
  students: { studentId: number; rollNo: string; name: string; internal: number | null }[];
}
export interface ExternalList {
  subject: MarkedSubject;
  students: {
    studentId: number;
    rollNo: string;
    name: string;
    external: number | null;
    absent: boolean;
    code: string | null;
  }[];
}

export const marksKeys = {
  all: ['marks'] as const,
  mine: (user: string) => [...marksKeys.all, 'mine', user] as const,
  internal: (user: string, examId: number, subjectId: number) =>
    [...marksKeys.all, 'internal', user, examId, subjectId] as const,
  progress: (examId: number) => [...marksKeys.all, 'progress', examId] as const,
  external: (examId: number, subjectId: number) => [...marksKeys.all, 'external', examId, subjectId] as const,
};

const internalPath = (examId: number, subjectId: number) =>
  `exams/${String(examId)}/marks/${String(subjectId)}/internal`;

export const marksQueries = {
  /** A teacher's subjects and grids are kept on the device: a grid opened online is there without signal. */
  mine: (user: string) =>
    deviceBacked({
      queryKey: marksKeys.mine(user),
      fetch: () => appApi.get('marks/internal').json<{ subjects: TeacherSubject[] }>(),
      table: 'lookups',
      record: [`marks:${user}/internal`],
      isCopy: (v) => typeof v === 'object' && v !== null && Array.isArray((v as { subjects?: unknown }).subjects),
      origin: true,
      staleTime: 30_000,
    }),
  internal: (user: string, examId: number, subjectId: number) =>
    deviceBacked({
      queryKey: marksKeys.internal(user, examId, subjectId),
      fetch: () => appApi.get(internalPath(examId, subjectId)).json<InternalGrid>(),
      table: 'lookups',
      record: [`marks:${user}/internal/${String(examId)}/${String(subjectId)}`],
      isCopy: (v) => typeof v === 'object' && v !== null && Array.isArray((v as InternalGrid).students),
      origin: true,
      staleTime: 30_000,
    }),
  progress: (examId: number) =>
    queryOptions({
      queryKey: marksKeys.progress(examId),
      queryFn: () =>
        appApi
          .get(`exams/${String(examId)}/marks`)
          .json<{ exam: { id: number; title: string }; subjects: MarksProgress[] }>(),
    }),
  external: (examId: number, subjectId: number) =>
    queryOptions({
      queryKey: marksKeys.external(examId, subjectId),
      queryFn: () => appApi.get(`exams/${String(examId)}/marks/${String(subjectId)}/external`).json<ExternalList>(),
    }),
};

/** The outbox kind of an internal marks grid (the grid and the subjects list find their waiting items by it). */
export const INTERNAL_MARKS_KIND = 'exams.internalMarks';
export const internalMarksUrl = (examId: number, subjectId: number) =>
  `${apiBases().app.replace(/\/$/, '')}/${internalPath(examId, subjectId)}`;

/** Saves a grid; offline (or when the network fails) it waits in the outbox with its key and is sent once later. */
export async function saveInternalMarks(
  examId: number,
  subjectId: number,
  input: InternalMarksInput,
  label: string,
): Promise<{ queued: true } | { queued: false; message: string }> {
  // The outbox (and its device store) load with the first save, not with the screen.
  const { sendOrQueue } = await import('../../lib/offline/outbox/outbox');
  const result = await sendOrQueue({
    url: internalMarksUrl(examId, subjectId),
    method: 'PUT',
    body: input,
    kind: INTERNAL_MARKS_KIND,
    label,
  });
  if (result.outcome === 'queued') return { queued: true };
  if (!result.response.ok) throw new Error(await refusalMessage(result.response));
  return { queued: false, message: ((await result.response.json()) as { message: string }).message };
}

interface Answer {
  message: string;
}
export const saveExternalMarks = (examId: number, subjectId: number, input: ExternalMarksInput) =>
  appApi.put(`exams/${String(examId)}/marks/${String(subjectId)}/external`, { json: input }).json<Answer>();
export const codeSubject = (examId: number, subjectId: number) =>
  appApi.post(`exams/${String(examId)}/marks/${String(subjectId)}/codes`, { json: {} }).json<Answer>();
export const marksTemplatePath = (examId: number, subjectId: number) =>
  `exams/${String(examId)}/marks/${String(subjectId)}/template`;
