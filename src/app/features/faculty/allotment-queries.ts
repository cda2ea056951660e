import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListPage } from '../../../domain/academic/list-query';
import type { AllotmentChoices, AllotmentInput, AllotmentRow } from '../../../domain/faculty/allotment';
import type { FacultyRecordView } from '../../../domain/faculty/faculty-record-view';
import { appApi } from '../../lib/http';
import { deviceBacked } from '../../lib/offline/device-backed';

const isPage = (value: unknown) =>
  typeof value === 'object' && value !== null && Array.isArray((value as { rows?: unknown }).rows);

/**
 * Keys of the allotments and faculty records. The allotments sit under the lists' persisted kind (['academicLists'],
 * offline-queries.ts), so a year's allotments seen online read offline like the lists they are made of.
 */
export const allotmentKeys = {
  all: ['academicLists', 'allotments'] as const,
  page: (year: string, page: number) => [...allotmentKeys.all, year, page] as const,
  choices: () => [...allotmentKeys.all, 'choices'] as const,
  record: (id: number) => ['facultyRecord', id] as const,
};

export const allotmentQueries = {
  page: (year: string, page: number) => ({
    ...deviceBacked({
      queryKey: allotmentKeys.page(year, page),
      fetch: () =>
        appApi
          .get('allotments', { searchParams: { academicYear: year, page: String(page) } })
          .json<ListPage<AllotmentRow>>(),
      table: 'lookups',
      record: [`allotments?academicYear=${year}&page=${page}`],
      isCopy: isPage,
      origin: true,
      staleTime: 30_000,
    }),
    placeholderData: keepPreviousData,
  }),
  choices: () =>
    deviceBacked({
      queryKey: allotmentKeys.choices(),
      fetch: () => appApi.get('allotments/choices').json<AllotmentChoices>(),
      table: 'lookups',
      record: ['allotments/choices'],
      staleTime: 5 * 60_000,
    }),
  /** One faculty record's own screen: read online only (a person's details are not kept on the device). */
  record: (id: number) =>
    queryOptions({
      queryKey: allotmentKeys.record(id),
      queryFn: () => appApi.get(`facultyRecord/${id}`).json<FacultyRecordView>(),
    }),
};

export interface ChangeAnswer {
  message: string;
}

export const saveAllotment = (id: number | null, body: AllotmentInput) =>
  (id === null
    ? appApi.post('allotments', { json: body })
    : appApi.put(`allotments/${id}`, { json: body })
  ).json<ChangeAnswer>();

export const deleteAllotment = (id: number) => appApi.delete(`allotments/${id}`).json<ChangeAnswer>();

/** Create Logins for this one employee code (the user name is the code; the member is mailed a link). */
export const createFacultyLogin = (empCode: string) =>
  appApi
    .post('createFacultyLogins', { searchParams: { considerMailOrEmpcode: 'empcode', empCode }, json: {} })
    .json<{ success: string; msg: string }>();

export const uploadFacultyPhoto = (id: number, photo: File) => {
  const body = new FormData();
  body.append('photo', photo);
  return appApi.post(`facultyRecord/${id}/photo`, { body }).json<ChangeAnswer>();
};
