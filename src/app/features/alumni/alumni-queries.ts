import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { DirectoryQuery } from '../../../domain/alumni/directory';
import { appApi } from '../../lib/http';
import { parsedAnswer } from '../../lib/parsed-answer';

// The answers' schemas load with the answers, not with the screens (each screen is a page's first download).
const alumniAnswers = () => import('../../../domain/alumni/answers');
const lookupItems = () => import('../../../domain/masters/lookup-items');

export const alumniKeys = {
  all: ['alumni'] as const,
  data: () => [...alumniKeys.all, 'data'] as const,
  directory: (query: DirectoryQuery) => [...alumniKeys.all, 'directory', query] as const,
  me: () => [...alumniKeys.all, 'me'] as const,
  degrees: () => [...alumniKeys.all, 'degrees'] as const,
  batches: (degree: string) => [...alumniKeys.all, 'batches', degree] as const,
  branches: (degree: string, batch: string) => [...alumniKeys.all, 'branches', degree, batch] as const,
};

/** GET getAlumniData: the alumni history records (the §5 duplicate check reads their roll numbers). */
export const alumniDataQuery = () =>
  queryOptions({
    queryKey: alumniKeys.data(),
    queryFn: () =>
      parsedAnswer(
        alumniAnswers().then((m) => v.array(m.AlumniRecordSchema)),
        appApi.get('getAlumniData').json(),
      ),
  });

/** Degrees (courses/view), the passed-out batches of one (getAlumniBatchesByCourse) and its branches (getBranchesShortForms). */
export const degreesQuery = () =>
  queryOptions({
    queryKey: alumniKeys.degrees(),
    queryFn: () =>
      parsedAnswer(
        lookupItems().then((m) => v.array(m.DegreeItemSchema)),
        appApi.get('courses/view').json(),
      ),
    staleTime: 10 * 60_000,
  });
export const alumniBatchesQuery = (degree: string) =>
  queryOptions({
    queryKey: alumniKeys.batches(degree),
    queryFn: () =>
      parsedAnswer(
        lookupItems().then((m) => v.array(m.BatchItemSchema)),
        appApi.get('getAlumniBatchesByCourse', { searchParams: { degree } }).json(),
      ),
    enabled: degree !== '',
    staleTime: 10 * 60_000,
  });
export const branchesQuery = (degree: string, batch: string) =>
  queryOptions({
    queryKey: alumniKeys.branches(degree, batch),
    queryFn: () =>
      parsedAnswer(
        lookupItems().then((m) => v.array(m.BranchItemSchema)),
        appApi.get('getBranchesShortForms', { searchParams: { course: degree, batch } }).json(),
      ),
    enabled: degree !== '' && batch !== '',
    staleTime: 10 * 60_000,
  });

const searchParams = (query: DirectoryQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));

export const directoryQuery = (query: DirectoryQuery) =>
  queryOptions({
    queryKey: alumniKeys.directory(query),
    queryFn: () =>
      parsedAnswer(
        import('../../../domain/alumni/directory').then((m) => m.DirectoryAnswerSchema),
        appApi.get('alumni/directory', { searchParams: searchParams(query) }).json(),
      ),
  });

/** The server-made workbook of the same rows. */
export const directoryExport = (query: DirectoryQuery) =>
  appApi.get('alumni/directory/export', { searchParams: searchParams(query) }).blob();

/** GET alumni/me: the alumnus's registration, or null when they have none yet (404). */
export const ownRecordQuery = () =>
  queryOptions({
    queryKey: alumniKeys.me(),
    queryFn: async () => {
      const res = await appApi.get('alumni/me', { throwHttpErrors: false });
      if (res.status === 404) return null;
      if (!res.ok) {
        const body: unknown = await res.json();
        throw new Error(
          body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
            ? body.message
            : 'Failed to load your record',
        );
      }
      return parsedAnswer(
        alumniAnswers().then((m) => m.OwnRegistrationSchema),
        res.json(),
      );
    },
  });
