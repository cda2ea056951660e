import { queryOptions } from '@tanstack/react-query';
import type { DirectoryAnswer, DirectoryQuery } from '../../../domain/alumni/directory';
import type { AlumniHistoryFields } from '../../../domain/alumni/history-schema';
import type { AlumniRegistration } from '../../../domain/alumni/registration-schema';
import type { BatchItem, BranchItem, DegreeItem } from '../../../domain/masters/lookup-items';
import { appApi } from '../../lib/http';

export const alumniKeys = {
  all: ['alumni'] as const,
  data: () => [...alumniKeys.all, 'data'] as const,
  directory: (query: DirectoryQuery) => [...alumniKeys.all, 'directory', query] as const,
  me: () => [...alumniKeys.all, 'me'] as const,
  degrees: () => [...alumniKeys.all, 'degrees'] as const,
  batches: (degree: string) => [...alumniKeys.all, 'batches', degree] as const,
  branches: (degree: string, batch: string) => [...alumniKeys.all, 'branches', degree, batch] as const,
};

export type AlumniRecord = AlumniHistoryFields & { id: number };

/** GET getAlumniData: the alumni history records (the §5 duplicate check reads their roll numbers). */
export const alumniDataQuery = () =>
  queryOptions({ queryKey: alumniKeys.data(), queryFn: () => appApi.get('getAlumniData').json<AlumniRecord[]>() });

/** Degrees (courses/view), the passed-out batches of one (getAlumniBatchesByCourse) and its branches (getBranchesShortForms). */
export const degreesQuery = () =>
  queryOptions({
    queryKey: alumniKeys.degrees(),
    queryFn: () => appApi.get('courses/view').json<DegreeItem[]>(),
    staleTime: 10 * 60_000,
  });
export const alumniBatchesQuery = (degree: string) =>
  queryOptions({
    queryKey: alumniKeys.batches(degree),
    queryFn: () => appApi.get('getAlumniBatchesByCourse', { searchParams: { degree } }).json<BatchItem[]>(),
    enabled: degree !== '',
    staleTime: 10 * 60_000,
  });
export const branchesQuery = (degree: string, batch: string) =>
  queryOptions({
    queryKey: alumniKeys.branches(degree, batch),
    queryFn: () =>
      appApi.get('getBranchesShortForms', { searchParams: { course: degree, batch } }).json<BranchItem[]>(),
    enabled: degree !== '' && batch !== '',
    staleTime: 10 * 60_000,
  });

const searchParams = (query: DirectoryQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));

export const directoryQuery = (query: DirectoryQuery) =>
  queryOptions({
    queryKey: alumniKeys.directory(query),
    queryFn: () => appApi.get('alumni/directory', { searchParams: searchParams(query) }).json<DirectoryAnswer>(),
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
      if (!res.ok)
        throw new Error(((await res.json()) as { message?: string }).message ?? 'Failed to load your record');
      return res.json<AlumniRegistration>();
    },
  });
