import {
  eligibilityOf,
  isShort,
  overallTally,
  shortageChange,
  studentLines,
  type Eligibility,
  type StudentAttendance,
} from '../../../domain/attendance/attendance';
import type { Term } from '../../../domain/timetable/timetable';
import { sendInBackground, type Mailer } from '../../mail/mailer';
import { shortageMail } from '../../mail/notice-mails';
import type { MailLanguages } from '../../mail/recipient-language';
import type { Logger } from '../../http/logger';
import type { AttendanceStore } from './attendance-store';

/** A student's subject-wise and overall attendance in a year's semester. */
export async function studentAttendance(
  store: AttendanceStore,
  student: { id: number; name: string; rollNo: string },
  year: string,
  term: Term,
  threshold: number,
): Promise<StudentAttendance> {
  const tallies = await store.tallies([student.id], year, term);
  const names = await store.subjectNames(tallies.map((t) => t.subjectId));
  const rows = tallies
    .map((t) => {
      const subject = names.find((n) => n.id === t.subjectId);
      return {
        subjectId: t.subjectId,
        code: subject?.code ?? '',
        name: subject?.name ?? '',
        held: t.held,
        present: t.present,
      };
    })
    .sort((a, b) => a.code.localeCompare(b.code));
  return {
    studentId: student.id,
    name: student.name,
    rollNo: student.rollNo,
    academicYear: year,
    term,
    threshold,
    ...studentLines(rows, threshold),
  };
}

/**
 * A student's eligibility for a semester's examinations by attendance, for the exam cell: every class of the
 * semester's sheets held and attended, against the college's threshold (ATTENDANCE_THRESHOLD_PERCENT).
 */
export async function attendanceEligibility(
  store: AttendanceStore,
  studentId: number,
  semester: { academicYear: string; term: Term },
  threshold: number,
): Promise<Eligibility> {
  const tallies = await store.tallies([studentId], semester.academicYear, semester.term);
  return eligibilityOf(overallTally(tallies), threshold);
}

/**
 * After a sheet: the students of the class who fell below the threshold are told by mail (the student and their
 * parents), once per fall; those back above it are unmarked so a later fall is told again.
 */
export async function noticeShortages(input: {
  store: AttendanceStore;
  studentIds: readonly number[];
  year: string;
  term: Term;
  threshold: number;
  mailer: Mailer;
  mailLanguages: MailLanguages;
  logger: Logger;
}): Promise<number> {
  const { store, studentIds, year, term, threshold } = input;
  const standing = await store.standing(studentIds, year, term);
  const fell: number[] = [];
  const changes: { studentId: number; short: boolean }[] = [];
  const percentOf = new Map<number, number>();
  for (const { studentId: id, tally: total, wasShort } of standing) {
    percentOf.set(id, total.held ? Math.round((total.present * 1000) / total.held) / 10 : 100);
    const change = shortageChange(wasShort, isShort(total, threshold));
    if (change === 'fell') fell.push(id);
    if (change) changes.push({ studentId: id, short: change === 'fell' });
  }
  const told = await store.markShort(changes, year, term);
  // Each in the language its reader's account chose.
  const languageOf = await input.mailLanguages(told.flatMap((who) => who.to));
  for (const who of told)
    for (const to of who.to)
      sendInBackground(
        input.mailer,
        input.logger,
        shortageMail(languageOf(to), to, {
          name: who.name,
          percent: percentOf.get(who.studentId) ?? 0,
          threshold,
          year,
          term,
        }),
      );
  return fell.length;
}
