import * as v from 'valibot';
import {
  DayClassSchema,
  DayClassesSchema,
  DepartmentDaySchema,
  StudentAttendanceSchema,
} from '../../domain/attendance/attendance-answers';
import { appApi } from './http';
import { deviceBacked } from './offline/device-backed';

/** Device copies of class lists, sheets and percentages are a user's own: the sign-out sweep deletes 'attendance:…'. */
const RECORD = (user: string, what: string) => [`attendance:${user}/${what}`];

/** A class of a teacher's day (GET /api/app/attendance/classes) and whether its attendance was taken. */
export type DayClass = v.InferOutput<typeof DayClassSchema>;

export const attendanceKeys = {
  all: ['attendance'] as const,
  classes: (user: string, date: string, sectionId: number | null) =>
    [...attendanceKeys.all, 'classes', user, date, sectionId] as const,
  sheet: (user: string, slotId: number, date: string) => [...attendanceKeys.all, 'sheet', user, slotId, date] as const,
  student: (user: string, studentId: number | null) => [...attendanceKeys.all, 'student', user, studentId] as const,
  department: (date: string) => [...attendanceKeys.all, 'department', date] as const,
};

/**
 * A teacher's classes of a date with whether each was taken (the Attendance screen and the Faculty dashboard); a HoD's
 * or the academic section's for a section. Network first; the day seen online reads offline from the device.
 */
export const dayClassesQuery = (user: string, date: string, sectionId: number | null = null) =>
  deviceBacked({
    queryKey: attendanceKeys.classes(user, date, sectionId),
    fetch: async () =>
      v.parse(
        DayClassesSchema,
        await appApi
          .get('attendance/classes', {
            searchParams: { date, ...(sectionId === null ? {} : { sectionId: String(sectionId) }) },
          })
          .json(),
      ),
    table: 'lookups',
    record: RECORD(user, `classes/${date}/${sectionId ?? ''}`),
    isCopy: (copy) => v.is(DayClassesSchema, copy),
    origin: true,
    staleTime: 30_000,
  });

/** A student's (or a parent's child's) subject-wise and overall attendance, kept on the device for reading offline. */
export const studentAttendanceQuery = (user: string, studentId: number | null) =>
  deviceBacked({
    queryKey: attendanceKeys.student(user, studentId),
    fetch: async () =>
      v.parse(
        StudentAttendanceSchema,
        await appApi
          .get('attendance/student', { searchParams: studentId === null ? {} : { studentId: String(studentId) } })
          .json(),
      ),
    table: 'lookups',
    record: RECORD(user, `student/${studentId ?? ''}`),
    isCopy: (copy) => v.is(StudentAttendanceSchema, copy),
    origin: true,
    staleTime: 60_000,
  });

/** A department's attendance of a date (the HoD's own; the college roles' whole college). */
export const departmentDayQuery = (date: string) => ({
  queryKey: attendanceKeys.department(date),
  queryFn: async () =>
    v.parse(DepartmentDaySchema, await appApi.get('attendance/department', { searchParams: { date } }).json()),
  staleTime: 30_000,
});

/** A parent's child's attendance by roll number (the parent dashboard lists each child by roll number). */
export const childAttendanceQuery = (user: string, rollNo: string) =>
  deviceBacked({
    queryKey: [...attendanceKeys.all, 'child', user, rollNo] as const,
    fetch: async () =>
      v.parse(StudentAttendanceSchema, await appApi.get('attendance/student', { searchParams: { rollNo } }).json()),
    table: 'lookups',
    record: RECORD(user, `child/${rollNo}`),
    isCopy: (copy) => v.is(StudentAttendanceSchema, copy),
    origin: true,
    staleTime: 60_000,
  });
