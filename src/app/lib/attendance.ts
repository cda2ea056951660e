import type { StudentAttendance } from '../../domain/attendance/attendance';
import { appApi } from './http';
import { deviceBacked } from './offline/device-backed';

/** Device copies of class lists, sheets and percentages are a user's own: the sign-out sweep deletes 'attendance:…'. */
const RECORD = (user: string, what: string) => [`attendance:${user}/${what}`];

/** A class of a teacher's day (GET /api/app/attendance/classes) and whether its attendance was taken. */
export interface DayClass {
  slotId: number;
  date: string;
  periodName: string;
  startTime: string;
  endTime: string;
  from: number;
  to: number;
  sectionId: number;
  sectionLabel: string;
  subjectCode: string;
  subjectName: string;
  room: string;
  takerName: string;
  substitute: boolean;
  taken: boolean;
  absent: number | null;
  /** Why no attendance is taken that day (a holiday, outside the semester dates); absent from older device copies. */
  closed?: string | null;
}
export interface DayClasses {
  date: string;
  today: string;
  /** The holiday or closure on the college calendar that day (absent from copies saved before it was sent). */
  holiday?: string | null;
  classes: DayClass[];
}

export interface DepartmentDay {
  date: string;
  department: string | null;
  totals: { sheets: number; marks: number; absent: number };
  absentees: {
    studentId: number;
    rollNo: string;
    name: string;
    sectionLabel: string;
    subjectCode: string;
    periodName: string;
  }[];
  sections: { value: number; label: string }[];
}

export const attendanceKeys = {
  all: ['attendance'] as const,
  classes: (user: string, date: string, sectionId: number | null) =>
    [...attendanceKeys.all, 'classes', user, date, sectionId] as const,
  sheet: (user: string, slotId: number, date: string) => [...attendanceKeys.all, 'sheet', user, slotId, date] as const,
  student: (user: string, studentId: number | null) => [...attendanceKeys.all, 'student', user, studentId] as const,
  department: (date: string) => [...attendanceKeys.all, 'department', date] as const,
};

const isObject = (value: unknown) => typeof value === 'object' && value !== null;

/**
 * A teacher's classes of a date with whether each was taken (the Attendance screen and the Faculty dashboard); a HoD's
 * or the academic section's for a section. Network first; the day seen online reads offline from the device.
 */
export const dayClassesQuery = (user: string, date: string, sectionId: number | null = null) =>
  deviceBacked({
    queryKey: attendanceKeys.classes(user, date, sectionId),
    fetch: () =>
      appApi
        .get('attendance/classes', {
          searchParams: { date, ...(sectionId === null ? {} : { sectionId: String(sectionId) }) },
        })
        .json<DayClasses>(),
    table: 'lookups',
    record: RECORD(user, `classes/${date}/${sectionId ?? ''}`),
    isCopy: (v) => isObject(v) && Array.isArray((v as DayClasses).classes),
    origin: true,
    staleTime: 30_000,
  });

/** A student's (or a parent's child's) subject-wise and overall attendance, kept on the device for reading offline. */
export const studentAttendanceQuery = (user: string, studentId: number | null) =>
  deviceBacked({
    queryKey: attendanceKeys.student(user, studentId),
    fetch: () =>
      appApi
        .get('attendance/student', { searchParams: studentId === null ? {} : { studentId: String(studentId) } })
        .json<StudentAttendance>(),
    table: 'lookups',
    record: RECORD(user, `student/${studentId ?? ''}`),
    isCopy: (v) => isObject(v) && Array.isArray((v as StudentAttendance).subjects),
    origin: true,
    staleTime: 60_000,
  });

/** A department's attendance of a date (the HoD's own; the college roles' whole college). */
export const departmentDayQuery = (date: string) => ({
  queryKey: attendanceKeys.department(date),
  queryFn: () => appApi.get('attendance/department', { searchParams: { date } }).json<DepartmentDay>(),
  staleTime: 30_000,
});

/** A parent's child's attendance by roll number (the parent dashboard lists each child by roll number). */
export const childAttendanceQuery = (user: string, rollNo: string) =>
  deviceBacked({
    queryKey: [...attendanceKeys.all, 'child', user, rollNo] as const,
    fetch: () => appApi.get('attendance/student', { searchParams: { rollNo } }).json<StudentAttendance>(),
    table: 'lookups',
    record: RECORD(user, `child/${rollNo}`),
    isCopy: (v) => isObject(v) && Array.isArray((v as StudentAttendance).subjects),
    origin: true,
    staleTime: 60_000,
  });
