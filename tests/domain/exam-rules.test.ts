import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ExamSchema, clashMessage, examTitle, findClash, type ScheduledSubject } from '../../src/domain/exams/exam';
import { semesterName } from '../../src/domain/academic/semester-name';
import { EXAM_MESSAGES as M } from '../../src/domain/exams/messages';

const subject = (id: number, date: string, session: 'FN' | 'AN', group = ''): ScheduledSubject => ({
  id,
  code: `S${id}`,
  group,
  date,
  session,
});

describe('exam titles in the public list form', () => {
  it('makes "B.Tech II Year II Semester (R22) Regular Examinations, May 2024"', () => {
    expect(
      examTitle({ degree: 'B.Tech', semester: 4, regulation: 'R22', examType: 'regular', month: 5, year: 2024 }),
    ).toBe('B.Tech II Year II Semester (R22) Regular Examinations, May 2024');
  });

  it('names a supplementary exam and an odd semester', () => {
    expect(
      examTitle({ degree: 'MBA', semester: 1, regulation: 'R24', examType: 'supplementary', month: 12, year: 2025 }),
    ).toBe('MBA I Year I Semester (R24) Supplementary Examinations, December 2025');
  });

  it('counts years and semesters as the semesters list names them', () => {
    expect([1, 2, 3, 7, 8].map((n) => semesterName(n))).toEqual([
      'I Year I Semester',
      'I Year II Semester',
      'II Year I Semester',
      'IV Year I Semester',
      'IV Year II Semester',
    ]);
  });
});

describe('exam fields', () => {
  const good = {
    title: 'B.Tech II Year II Semester (R22) Regular Examinations, May 2024',
    regulationId: 1,
    degreeId: 1,
    semester: 4,
    examType: 'regular',
    month: 5,
    year: 2024,
  };
  const firstIssue = (input: unknown) => v.safeParse(ExamSchema, input).issues?.[0]?.message;

  it('accepts the generated title and the fields it came from', () => {
    expect(v.safeParse(ExamSchema, good).success).toBe(true);
  });
  it("refuses an unknown type with 'ExamType Not Found'", () => {
    expect(firstIssue({ ...good, examType: 'special' })).toBe(M.examTypeNotFound);
  });
  it("refuses month 13 with 'Month Not Found' and year 1990 with 'Year Not Found'", () => {
    expect(firstIssue({ ...good, month: 13 })).toBe(M.monthNotFound);
    expect(firstIssue({ ...good, year: 1990 })).toBe(M.yearNotFound);
  });
  it("asks for a blank title with 'Please fill all the fields.'", () => {
    expect(firstIssue({ ...good, title: ' ' })).toBe(M.fillAll);
  });
});

describe('the exam timetable refuses a clash for anyone who sits it', () => {
  it('refuses two subjects of one branch in the same session of a day', () => {
    const subjects = [subject(1, '2026-05-04', 'FN'), subject(2, '2026-05-04', 'FN')];
    const clash = findClash(subjects, [{ label: 'CSE', subjectIds: [1, 2] }]);
    expect(clash && clashMessage(clash)).toBe('CSE would sit S1 and S2 on 2026-05-04 in the forenoon');
  });

  it('allows the same session for different branches, and the afternoon of the same day', () => {
    const subjects = [subject(1, '2026-05-04', 'FN'), subject(2, '2026-05-04', 'FN'), subject(3, '2026-05-04', 'AN')];
    expect(
      findClash(subjects, [
        { label: 'CSE', subjectIds: [1, 3] },
        { label: 'ECE', subjectIds: [2] },
      ]),
    ).toBeNull();
  });

  it('lets alternatives of one elective group share a session, but not an elective and a core subject', () => {
    const subjects = [
      subject(1, '2026-05-06', 'AN', 'Professional Elective I'),
      subject(2, '2026-05-06', 'AN', 'Professional Elective I'),
      subject(3, '2026-05-06', 'AN'),
    ];
    expect(findClash(subjects, [{ label: 'CSE', subjectIds: [1, 2] }])).toBeNull();
    expect(findClash(subjects, [{ label: 'CSE', subjectIds: [1, 2, 3] }])?.second.id).toBe(3);
  });

  it("refuses a supplementary student's backlogs of two semesters in one session", () => {
    // S1 is a III semester subject, S2 a V semester one: only the student who failed both clashes.
    const subjects = [subject(1, '2026-06-01', 'FN'), subject(2, '2026-06-01', 'FN')];
    expect(
      findClash(subjects, [
        { label: '22B81A0501', subjectIds: [1] },
        { label: '22B81A0502', subjectIds: [2] },
      ]),
    ).toBeNull();
    expect(findClash(subjects, [{ label: '22B81A0503', subjectIds: [1, 2] }])?.sitter).toBe('22B81A0503');
  });
});
