import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { AllotmentChoicesSchema } from '../../../domain/faculty/allotment';
import type { SlotInput, SubstitutionInput, Term, TimetableInput } from '../../../domain/timetable/timetable';
import {
  TimetableChangedSchema,
  TimetableListSchema,
  TimetableViewSchema,
} from '../../../domain/timetable/timetable-answers';
import { appApi } from '../../lib/http';

export const timetableKeys = {
  all: ['timetables'] as const,
  list: (year: string, term: Term | null) => [...timetableKeys.all, 'list', year, term ?? 'current'] as const,
  one: (id: number) => [...timetableKeys.all, 'one', id] as const,
  sections: () => [...timetableKeys.all, 'sections'] as const,
};

export const timetableQueries = {
  /** `term` null: the semester the college's calendar says today is in, named in the answer. */
  list: (year: string, term: Term | null) =>
    queryOptions({
      queryKey: timetableKeys.list(year, term),
      queryFn: async () =>
        v.parse(
          TimetableListSchema,
          await appApi
            .get('timetables', { searchParams: { academicYear: year, ...(term === null ? {} : { term }) } })
            .json(),
        ),
    }),
  one: (id: number) =>
    queryOptions({
      queryKey: timetableKeys.one(id),
      queryFn: async () => v.parse(TimetableViewSchema, await appApi.get(`timetables/${id}`).json()),
    }),
  /** The sections the user may make a timetable for (the allotment form's, a HoD's department's). */
  sections: () =>
    queryOptions({
      queryKey: timetableKeys.sections(),
      queryFn: async () => v.parse(AllotmentChoicesSchema, await appApi.get('allotments/choices').json()).sections,
      staleTime: 5 * 60_000,
    }),
};

const changed = async (answer: Promise<unknown>) => v.parse(TimetableChangedSchema, await answer);

export const createTimetable = (body: TimetableInput) => changed(appApi.post('timetables', { json: body }).json());
export const deleteTimetable = (id: number) => changed(appApi.delete(`timetables/${id}`).json());
export const addSlot = (id: number, body: SlotInput) =>
  changed(appApi.post(`timetables/${id}/slots`, { json: body }).json());
export const deleteSlot = (id: number, slotId: number) =>
  changed(appApi.delete(`timetables/${id}/slots/${slotId}`).json());
export const addSubstitution = (id: number, body: SubstitutionInput) =>
  changed(appApi.post(`timetables/${id}/substitutions`, { json: body }).json());
export const deleteSubstitution = (id: number, subId: number) =>
  changed(appApi.delete(`timetables/${id}/substitutions/${subId}`).json());
