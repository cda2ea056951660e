import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { ExternalMarksInput, InternalMarksInput } from '../../../domain/exams/marks';
import {
  ExternalListSchema,
  InternalGridSchema,
  MarksOverviewSchema,
  TeacherSubjectsSchema,
  type ExternalList,
  type InternalGrid,
  type TeacherSubject,
} from '../../../domain/exams/marks-answers';
import { MessageAnswerSchema } from '../../../domain/messages/message-answer';
import { apiBases } from '../../lib/config';
import { appApi } from '../../lib/http';
import { deviceBacked } from '../../lib/offline/device-backed';
import { refusalMessage } from '../../lib/offline/outbox/outbox-item';

export type { ExternalList, InternalGrid, TeacherSubject };

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
      fetch: async () => v.parse(TeacherSubjectsSchema, await appApi.get('marks/internal').json()),
      table: 'lookups',
      record: [`marks:${user}/internal`],
      isCopy: (copy) => v.is(TeacherSubjectsSchema, copy),
      origin: true,
      staleTime: 30_000,
    }),
  internal: (user: string, examId: number, subjectId: number) =>
    deviceBacked({
      queryKey: marksKeys.internal(user, examId, subjectId),
      fetch: async () => v.parse(InternalGridSchema, await appApi.get(internalPath(examId, subjectId)).json()),
      table: 'lookups',
      record: [`marks:${user}/internal/${String(examId)}/${String(subjectId)}`],
      isCopy: (copy) => v.is(InternalGridSchema, copy),
      origin: true,
      staleTime: 30_000,
    }),
  progress: (examId: number) =>
    queryOptions({
      queryKey: marksKeys.progress(examId),
      queryFn: async () => v.parse(MarksOverviewSchema, await appApi.get(`exams/${String(examId)}/marks`).json()),
    }),
  external: (examId: number, subjectId: number) =>
    queryOptions({
      queryKey: marksKeys.external(examId, subjectId),
      queryFn: async () =>
        v.parse(
          ExternalListSchema,
          await appApi.get(`exams/${String(examId)}/marks/${String(subjectId)}/external`).json(),
        ),
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
  return { queued: false, message: v.parse(MessageAnswerSchema, await result.response.json()).message };
}

export const saveExternalMarks = async (examId: number, subjectId: number, input: ExternalMarksInput) =>
  v.parse(
    MessageAnswerSchema,
    await appApi.put(`exams/${String(examId)}/marks/${String(subjectId)}/external`, { json: input }).json(),
  );
export const codeSubject = async (examId: number, subjectId: number) =>
  v.parse(
    MessageAnswerSchema,
    await appApi.post(`exams/${String(examId)}/marks/${String(subjectId)}/codes`, { json: {} }).json(),
  );
export const marksTemplatePath = (examId: number, subjectId: number) =>
  `exams/${String(examId)}/marks/${String(subjectId)}/template`;
