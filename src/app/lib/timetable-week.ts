import * as v from 'valibot';
import type { Term } from '../../domain/timetable/timetable';
import { WeekSchema } from '../../domain/timetable/timetable-answers';
import { appApi } from './http';
import { deviceBacked } from './offline/device-backed';

/** Device copies of a user's week are theirs: named 'timetable:…' so the sign-out sweep deletes them. */
export const TIMETABLE_RECORD_PREFIX = 'timetable:';

/** `term` null: the semester the college's calendar says the week is in (the server decides). */
export const timetableWeekKey = (user: string, weekOf: string, term: Term | null, studentId: number | null) =>
  ['timetableWeek', user, weekOf, term ?? 'current', studentId] as const;

/**
 * A user's week (GET /api/app/timetable/week), read by My Timetable and the Faculty dashboard: network first, and a
 * week seen online reads offline from the device's copy (what a student rereads on the way to class), per user,
 * week and semester.
 */
export const timetableWeekQuery = (user: string, weekOf: string, term: Term | null, studentId: number | null = null) =>
  deviceBacked({
    queryKey: timetableWeekKey(user, weekOf, term, studentId),
    fetch: async () =>
      v.parse(
        WeekSchema,
        await appApi
          .get('timetable/week', {
            searchParams: {
              weekOf,
              ...(term === null ? {} : { term }),
              ...(studentId === null ? {} : { studentId: String(studentId) }),
            },
          })
          .json(),
      ),
    table: 'lookups',
    record: [`${TIMETABLE_RECORD_PREFIX}${user}/${weekOf}/${term ?? 'current'}/${studentId ?? ''}`],
    isCopy: (copy) => v.is(WeekSchema, copy),
    origin: true,
    staleTime: 60_000,
  });
