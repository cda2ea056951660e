import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_MESSAGES } from '../../src/domain/achievements/messages';
import { ALUMNI_MESSAGES } from '../../src/domain/alumni/messages';
import { ATTENDANCE_MESSAGES } from '../../src/domain/attendance/messages';
import { EXAM_MESSAGES, MARKS_MESSAGES } from '../../src/domain/exams/messages';
import { FACULTY_MESSAGES } from '../../src/domain/faculty/messages';
import { LEAVE_MESSAGES } from '../../src/domain/leave/messages';
import { MAINTENANCE_MESSAGES } from '../../src/domain/maintenance/schemas';
import { MEMO_MESSAGES } from '../../src/domain/memos/messages';
import { STUDENT_MESSAGES } from '../../src/domain/students/messages';
import { TIMETABLE_MESSAGES } from '../../src/domain/timetable/messages';

/** The server's English, filled from marked templates, is word for word what it wrote before (the API's text). */
describe('notices filled in from a marked template keep their English', () => {
  it('the exam cell: processing, publication, revaluation and marks', () => {
    expect(EXAM_MESSAGES.registered(42)).toBe('42 students registered');
    expect(EXAM_MESSAGES.processed(118, 0)).toBe('Results processed for 118 students');
    expect(EXAM_MESSAGES.processed(118, 3)).toBe('Results processed for 118 students; 3 still lack marks');
    expect(EXAM_MESSAGES.marksMissing(5)).toBe('5 subject results still lack marks: fill them and process again');
    expect(EXAM_MESSAGES.marksAboveMax(1)).toBe("1 mark is above its subject's maximum: correct it and process again");
    expect(EXAM_MESSAGES.marksAboveMax(4)).toBe(
      "4 marks are above their subject's maximum: correct them and process again",
    );
    expect(EXAM_MESSAGES.regraded(60)).toBe('Results re-graded under the regulation’s new rules for 60 students');
    expect(EXAM_MESSAGES.published('B.Tech IV-I Regular Nov 2026')).toBe('B.Tech IV-I Regular Nov 2026 is published');
    expect(EXAM_MESSAGES.withdrawn('B.Tech IV-I Regular Nov 2026')).toBe('B.Tech IV-I Regular Nov 2026 is withdrawn');
    expect(EXAM_MESSAGES.revaluationClosed('2026-12-01')).toBe(
      'Applications for recounting and revaluation closed on 2026-12-01',
    );
    expect(EXAM_MESSAGES.revaluationOverMax(70)).toBe('The external marks are at most 70');
    expect(EXAM_MESSAGES.semesterNotFound).toBe('Semester Not Found');
    expect(MARKS_MESSAGES.savedCount(60)).toBe('Record saved successfully: marks of 60 students');
    expect(MARKS_MESSAGES.coded(12)).toBe('12 coded numbers given');
    expect(MARKS_MESSAGES.repeatedInFile(7)).toBe("The same student's marks are on row 7 of this file.");
    expect(MARKS_MESSAGES.repeatsRefusedRow(7)).toBe(
      "The same student's marks are on row 7 of this file, which is not submitted: keep one row per student.",
    );
  });

  it("a memo's reasons", () => {
    expect(MEMO_MESSAGES.backlogsRemain(1)).toBe('1 course still to pass');
    expect(MEMO_MESSAGES.backlogsRemain(3)).toBe('3 courses still to pass');
    expect(MEMO_MESSAGES.creditsShort(150, 160)).toBe('150 of the 160 credits earned');
  });

  it('length limits and ranges of the faculty, achievements and maintenance forms', () => {
    expect(FACULTY_MESSAGES.tooLong('Title', 300)).toBe('Title must be at most 300 characters');
    expect(FACULTY_MESSAGES.tooLong('Journal or conference', 300)).toBe(
      'Journal or conference must be at most 300 characters',
    );
    expect(FACULTY_MESSAGES.yearRange(1950, 2027)).toBe('Year must be between 1950 and 2027');
    expect(ACHIEVEMENT_MESSAGES.tooLong('Faculty e-mail', 254)).toBe('Faculty e-mail must be at most 254 characters');
    expect(MAINTENANCE_MESSAGES.messageTooLong).toBe('The message can have at most 500 characters');
  });

  it('alumni, attendance, leave, timetables and students', () => {
    expect(ALUMNI_MESSAGES.accountCreated('alumni.21a91a0501')).toBe(
      'Your alumni account is ready. Sign in with the user name alumni.21a91a0501 and your new password.',
    );
    expect(ALUMNI_MESSAGES.unexpectedError('boom')).toBe('Unexpected error: boom');
    expect(ALUMNI_MESSAGES.setupError('bad URL')).toBe('Error in setting up request: bad URL');
    expect(ATTENDANCE_MESSAGES.onHoliday('Diwali')).toBe('No attendance is taken on a holiday: Diwali');
    expect(LEAVE_MESSAGES.halfDaysNotAllowed('EL')).toBe('EL is taken in whole days only');
    expect(LEAVE_MESSAGES.insufficient('CL', '1.5')).toBe('Only 1.5 days of CL are left');
    expect(TIMETABLE_MESSAGES.facultyBusy('Ravi Kumar', 'CSE A', 2, 'P3')).toBe(
      'Ravi Kumar already teaches CSE A on Tuesday in P3',
    );
    expect(TIMETABLE_MESSAGES.roomTaken('201', 'CSE B', 6, 'P1')).toBe('Room 201 is taken by CSE B on Saturday in P1');
    expect(TIMETABLE_MESSAGES.sectionBusy('CSE A', 'CS701', 1, 'P2')).toBe('CSE A already has CS701 on Monday in P2');
    expect(TIMETABLE_MESSAGES.substituteBusy('Ravi Kumar', 'CSE A', '2026-11-30', 'P3')).toBe(
      'Ravi Kumar already teaches CSE A on 2026-11-30 in P3',
    );
    expect(STUDENT_MESSAGES.rollNumbersAssigned(120)).toBe('120 roll numbers assigned');
    expect(STUDENT_MESSAGES.sectionsAssigned(30)).toBe('30 students assigned to the section');
    expect(STUDENT_MESSAGES.sectionFull('A', 2)).toBe('Section A has room for 2 more students');
    expect(STUDENT_MESSAGES.movesDone(3)).toBe('3 students moved');
  });
});
