import { queryOptions } from '@tanstack/react-query';
import type { BellPeriod } from '../../../domain/timetable/bell-schedule';
import type {
  PlacedSubstitution,
  SlotInput,
  SubstitutionInput,
  Term,
  TimetableInput,
  WeekSlot,
} from '../../../domain/timetable/timetable';
import { appApi } from '../../lib/http';

export interface Option {
  value: number;
  label: string;
}
export interface TimetableRow {
  id: number;
  academicYear: string;
  term: Term;
  sectionId: number;
  sectionLabel: string;
  department: string;
  slots: number;
}
export interface TimetableView {
  timetable: Omit<TimetableRow, 'slots'>;
  bell: BellPeriod[];
  slots: WeekSlot[];
  substitutions: PlacedSubstitution[];
  allotments: Option[];
  substitutes: Option[];
}

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
      queryFn: () =>
        appApi
          .get('timetables', { searchParams: { academicYear: year, ...(term === null ? {} : { term }) } })
          .json<{ rows: TimetableRow[]; term: Term }>(),
    }),
  one: (id: number) =>
    queryOptions({
      queryKey: timetableKeys.one(id),
      queryFn: () => appApi.get(`timetables/${id}`).json<TimetableView>(),
    }),
  /** The sections the user may make a timetable for (the allotment form's, a HoD's department's). */
  sections: () =>
    queryOptions({
      queryKey: timetableKeys.sections(),
      queryFn: async () => (await appApi.get('allotments/choices').json<{ sections: Option[] }>()).sections,
      staleTime: 5 * 60_000,
    }),
};

interface Answer {
  message: string;
}
export const createTimetable = (body: TimetableInput) => appApi.post('timetables', { json: body }).json<Answer>();
export const deleteTimetable = (id: number) => appApi.delete(`timetables/${id}`).json<Answer>();
export const addSlot = (id: number, body: SlotInput) =>
  appApi.post(`timetables/${id}/slots`, { json: body }).json<Answer>();
export const deleteSlot = (id: number, slotId: number) =>
  appApi.delete(`timetables/${id}/slots/${slotId}`).json<Answer>();
export const addSubstitution = (id: number, body: SubstitutionInput) =>
  appApi.post(`timetables/${id}/substitutions`, { json: body }).json<Answer>();
export const deleteSubstitution = (id: number, subId: number) =>
  appApi.delete(`timetables/${id}/substitutions/${subId}`).json<Answer>();
