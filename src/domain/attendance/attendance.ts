import { ATTENDANCE_MESSAGES } from './messages';
import * as v from 'valibot';
import { calendarDate } from '../calendar/calendar-date';
import { LIST_MESSAGES } from '../academic/messages';
import type { MonthlyRegisterSchema, StudentAttendanceSchema, SubjectAttendanceSchema } from './attendance-answers';

/** The college's required attendance when none is configured: 75% (ATTENDANCE_THRESHOLD_PERCENT). */
export const DEFAULT_ATTENDANCE_THRESHOLD = 75;
/** The most students one sheet holds (a class of 70 fits with room to spare). */
export const MAX_CLASS_SIZE = 300;

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const digits = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number), v.minValue(1));
const day = v.pipe(v.string(), calendarDate(LIST_MESSAGES.invalid));

/** One sheet: a class of the timetable (its slot) on a date, and who was absent; everyone else was present. */
export const AttendanceSheetSchema = v.object({
  slotId: id,
  date: day,
  absentees: v.pipe(v.array(id), v.maxLength(MAX_CLASS_SIZE)),
});
export type AttendanceSheetInput = v.InferOutput<typeof AttendanceSheetSchema>;

export const SheetQuerySchema = v.object({ slotId: digits, date: day });
export const ClassesQuerySchema = v.object({ date: v.optional(day), sectionId: v.optional(digits) });
export const AllotmentIdSchema = v.object({ id: digits });
export const StudentAttendanceQuerySchema = v.object({
  studentId: v.optional(digits),
  rollNo: v.optional(v.pipe(v.string(), v.maxLength(20))),
});
export const DepartmentDayQuerySchema = v.object({ date: v.optional(day) });
export const RegisterQuerySchema = v.object({
  sectionId: digits,
  month: v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, LIST_MESSAGES.invalid)),
});

/** Classes held and attended. */
export interface Tally {
  held: number;
  present: number;
}

/** Percentage attended to one decimal (held 0: 100, nothing missed yet). */
export function attendancePercent({ held, present }: Tally): number {
  if (held <= 0) return 100;
  return Math.round((present * 1000) / held) / 10;
}

/** Below the college's threshold: only once a class has been held. */
export const isShort = (tally: Tally, threshold: number): boolean =>
  tally.held > 0 && attendancePercent(tally) < threshold;

/** Overall is every class of every subject together (not an average of the subjects' percentages). */
export function overallTally(subjects: readonly Tally[]): Tally {
  return subjects.reduce((sum, s) => ({ held: sum.held + s.held, present: sum.present + s.present }), {
    held: 0,
    present: 0,
  });
}

/**
 * Whether a mail goes: once when a student falls below the threshold, not again while they stay below; once they
 * are back at or above it, the next fall mails again.
 */
export function shortageChange(wasShort: boolean, nowShort: boolean): 'fell' | 'recovered' | null {
  if (!wasShort && nowShort) return 'fell';
  if (wasShort && !nowShort) return 'recovered';
  return null;
}

/** Who is saving, for the correction rule. */
export type SheetWriter = 'teacher' | 'hod' | 'college';

/**
 * Whether a save is refused for its day: never a day to come; an earlier day's sheet already taken is corrected only
 * by the HoD or the college roles (a teacher's first save of an earlier day is a sheet that waited offline: taken).
 */
export function sheetDayRefusal(input: {
  date: string;
  today: string;
  exists: boolean;
  writer: SheetWriter;
}): 'futureDay' | 'pastDayByHod' | null {
  if (input.date > input.today) return 'futureDay';
  if (input.exists && input.date < input.today && input.writer === 'teacher') return 'pastDayByHod';
  return null;
}

/**
 * What a sheet tells the person holding it: how to mark it, or, when it is locked, why and who corrects it (an
 * earlier day's sheet is read-only for its teacher; the HoD corrects it).
 */
export function sheetGuidance(sheet: { editable: boolean; reason: string | null }): string {
  if (sheet.editable) return ATTENDANCE_MESSAGES.markHint;
  if (sheet.reason === ATTENDANCE_MESSAGES.pastDayByHod) return ATTENDANCE_MESSAGES.pastDayReadOnly;
  return ATTENDANCE_MESSAGES.readOnly(sheet.reason ?? '').trim();
}

/** A student's eligibility for the semester's examinations, as the exam cell reads it. */
export interface Eligibility extends Tally {
  percent: number;
  threshold: number;
  eligible: boolean;
}

export const eligibilityOf = (tally: Tally, threshold: number): Eligibility => ({
  ...tally,
  percent: attendancePercent(tally),
  threshold,
  eligible: !isShort(tally, threshold),
});

/** A subject's line of a student's attendance. */
export type SubjectAttendance = v.InferOutput<typeof SubjectAttendanceSchema>;

/** What a student or parent reads. */
export type StudentAttendance = v.InferOutput<typeof StudentAttendanceSchema>;

/** Subject lines and the overall line from the tallies per subject. */
export function studentLines(
  rows: readonly (Tally & { subjectId: number; code: string; name: string })[],
  threshold: number,
): Pick<StudentAttendance, 'subjects' | 'overall'> {
  const subjects = rows.map((r) => ({ ...r, percent: attendancePercent(r), short: isShort(r, threshold) }));
  const total = overallTally(rows);
  return { subjects, overall: { ...total, percent: attendancePercent(total), short: isShort(total, threshold) } };
}

/** "82.5%" */
export const percentText = (percent: number): string => `${String(percent)}%`;

/** A section's monthly register: one column per class held, a row per student with P, A or blank. */
export type MonthlyRegister = v.InferOutput<typeof MonthlyRegisterSchema>;

/** The register's header line of a class: "03 P1 R22CS701" (day of the month, period, subject). */
export const registerColumnTitle = (c: MonthlyRegister['columns'][number]): string =>
  `${c.date.slice(8)} ${c.period.replace(/^Period\s*/i, 'P')} ${c.subjectCode}`;

export const registerFileName = (register: MonthlyRegister, extension: 'xlsx' | 'pdf'): string =>
  `Attendance_${register.section.replace(/[^A-Za-z0-9-]+/g, '_')}_${register.month}.${extension}`;
