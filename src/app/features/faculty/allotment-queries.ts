import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { LoginsCreatedSchema } from '../../../domain/auth/answers';
import { AllotmentChangedSchema, AllotmentChoicesSchema, type AllotmentInput } from '../../../domain/faculty/allotment';
import { AllotmentPageSchema } from '../../../domain/faculty/allotment-answers';
import { FacultyPhotoSavedSchema, FacultyRecordViewSchema } from '../../../domain/faculty/faculty-record-view';
import { appApi } from '../../lib/http';
import { deviceBacked } from '../../lib/offline/device-backed';

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
      fetch: async () =>
        v.parse(
          AllotmentPageSchema,
          await appApi.get('allotments', { searchParams: { academicYear: year, page: String(page) } }).json(),
        ),
      table: 'lookups',
      record: [`allotments?academicYear=${year}&page=${page}`],
      isCopy: (copy) => v.is(AllotmentPageSchema, copy),
      origin: true,
      staleTime: 30_000,
    }),
    placeholderData: keepPreviousData,
  }),
  choices: () =>
    deviceBacked({
      queryKey: allotmentKeys.choices(),
      fetch: async () => v.parse(AllotmentChoicesSchema, await appApi.get('allotments/choices').json()),
      table: 'lookups',
      record: ['allotments/choices'],
      staleTime: 5 * 60_000,
    }),
  /** One faculty record's own screen: read online only (a person's details are not kept on the device). */
  record: (id: number) =>
    queryOptions({
      queryKey: allotmentKeys.record(id),
      queryFn: async () => v.parse(FacultyRecordViewSchema, await appApi.get(`facultyRecord/${id}`).json()),
    }),
};

export const saveAllotment = async (id: number | null, body: AllotmentInput) =>
  v.parse(
    AllotmentChangedSchema,
    await (
      id === null ? appApi.post('allotments', { json: body }) : appApi.put(`allotments/${id}`, { json: body })
    ).json(),
  );

export const deleteAllotment = async (id: number) =>
  v.parse(AllotmentChangedSchema, await appApi.delete(`allotments/${id}`).json());

/** Create Logins for this one employee code (the user name is the code; the member is mailed a link). */
export const createFacultyLogin = async (empCode: string) =>
  v.parse(
    LoginsCreatedSchema,
    await appApi
      .post('createFacultyLogins', { searchParams: { considerMailOrEmpcode: 'empcode', empCode }, json: {} })
      .json(),
  );

export const uploadFacultyPhoto = async (id: number, photo: File) => {
  const body = new FormData();
  body.append('photo', photo);
  return v.parse(FacultyPhotoSavedSchema, await appApi.post(`facultyRecord/${id}/photo`, { body }).json());
};
