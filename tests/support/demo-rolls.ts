import { demoBatch, demoRollNumber, firstStudentDateOfBirth, type DemoBatch } from '../../src/server/demo/demo-year';
import { demoLastYearSubject } from '../../src/server/demo/attendance';
import { demoMarksExam } from '../../src/server/demo/exam-marks';
import { demoExams } from '../../src/server/demo/names-and-courses';
import { owingRollNumbers } from '../../src/server/demo/paid-dues';

/**
 * The demo's roll numbers, exam titles and dates for the moment its database was seeded, so no test holds a roll
 * number that is right in one academic year only. Server and app tests seed the demo as written (no moment:
 * 2026-2027, IV Year I Semester); the E2E servers seed it at the clock they start on (SEED=auto).
 */
export function demoSeededAt(moment?: Date) {
  const batch: DemoBatch = demoBatch(moment);
  const exams = demoExams(batch.startYear);
  return {
    batch,
    /** `roll('0501')`: '23B81A0501' as written, a student on roll (branch code and serial). */
    roll: (branchAndSerial: string) => `${batch.rollPrefix}${branchAndSerial}`,
    /** `graduateRoll('0502')`: '22B81A0502' as written, a student of the batch that passed out. */
    graduateRoll: (branchAndSerial: string) => `${batch.graduated.rollPrefix}${branchAndSerial}`,
    /** The demo student (user 'student', the parent's child) and their date of birth. */
    demoRoll: demoRollNumber(batch.rollPrefix, '05', 1),
    dateOfBirth: firstStudentDateOfBirth(batch.startYear),
    /** The demo alumnus (user 'alumni') and the date of birth of their classmate graduateRoll('0501'). */
    alumniRoll: demoRollNumber(batch.graduated.rollPrefix, '05', 2),
    graduateDateOfBirth: firstStudentDateOfBirth(batch.graduated.startYear),
    /** The supplementary exam the demo leaves ready for processing (exam-marks.ts). */
    marksExam: demoMarksExam(batch.startYear),
    /** The batch's published exams, oldest first (II Year I, II Year II, III Year I Semester). */
    examTitles: exams.map((e) => e.title),
    /** Their months: 'December 2024', 'May 2025', 'December 2025' as written. */
    examMonths: exams.map((e) => e.title.split(', ').at(-1)!),
    /**
     * The students of a branch ('05') the seed leaves owing tuition when it pays the batch's dues (paid-dues.ts):
     * ['23B81A0515', …] as written.
     */
    owingRolls: (branchCode: string) => owingRollNumbers(batch, branchCode),
    /**
     * The demo teacher's subject of last year in the batch's CSE A, whose supplementary exam registers some of the
     * section: R22CS506 of semester 5 as written (attendance.ts, seeded with the demo's attendance).
     */
    lastYearSubject: demoLastYearSubject(batch),
    /** '2024-2028' as written: the batch after the one on roll, whose CSE sections the faculty allotments fill. */
    nextBatchName: `${String(batch.startYear + 1)}-${String(batch.startYear + 5)}`,
    /** A year of the demo as written (2026 → 2026 in 2026-2027), moved with the seed. */
    year: (written: number) => written + batch.shift,
  };
}

/** The demo as server and app tests seed it (tests/server/support/database-templates.ts). */
export const demo = demoSeededAt();

/** '23B81A' as written: the prefix of the demo's roll numbers on roll, upper and lower case. */
export const ROLL_PREFIX = demo.batch.rollPrefix;
export const ROLL_PREFIX_LOWER = ROLL_PREFIX.toLowerCase();
/** '22B81A' as written: the prefix of the graduates' roll numbers (the alumni demo). */
export const GRADUATE_PREFIX = demo.batch.graduated.rollPrefix;

/** The demo student of the as-written seed ('23B81A0501') and the others the server tests name. */
export const DEMO_ROLL_NUMBER = demo.demoRoll;
export const DEMO_DATE_OF_BIRTH = demo.dateOfBirth;
export const DEMO_ALUMNI_ROLL = demo.alumniRoll;
export const DEMO_MARKS_EXAM = demo.marksExam;
