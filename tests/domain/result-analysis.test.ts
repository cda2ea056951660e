import { describe, expect, it } from 'vitest';
import { analyseExam, type AnalysedResult } from '../../src/domain/result-analysis/analysis';
import type { Grade } from '../../src/domain/results/grade-scale';

const result = (studentId: number, branch: string, section: string, code: string, credits: number, grade: Grade) =>
  ({
    studentId,
    rollNo: `R${studentId}`,
    name: `Student ${studentId}`,
    branch,
    section,
    courseCode: code,
    courseName: `Subject ${code}`,
    credits,
    grade,
  }) satisfies AnalysedResult;

/** Three CSE students in two sections (one failing one subject, one failing one and absent in another), two ECE. */
const exam: AnalysedResult[] = [
  result(1, 'CSE', 'A', 'C1', 3, 'S'),
  result(1, 'CSE', 'A', 'C2', 3, 'A'),
  result(2, 'CSE', 'A', 'C1', 3, 'F'),
  result(2, 'CSE', 'A', 'C2', 3, 'B'),
  result(3, 'CSE', 'B', 'C1', 3, 'AB'),
  result(3, 'CSE', 'B', 'C2', 3, 'F'),
  result(4, 'ECE', '', 'E1', 4, 'A'),
  result(5, 'ECE', '', 'E1', 4, 'S'),
];

describe('the analysis of a published exam', () => {
  const a = analyseExam(exam);

  it('passes a student who passes every subject, by branch and by section', () => {
    expect([a.students, a.passed, a.percent]).toEqual([5, 3, 60]);
    expect(a.byBranch).toEqual([
      { label: 'CSE', appeared: 3, passed: 1, percent: 33.3 },
      { label: 'ECE', appeared: 2, passed: 2, percent: 100 },
    ]);
    expect(a.bySection.map((s) => [s.label, s.appeared, s.passed, s.percent])).toEqual([
      ['CSE A', 2, 1, 50],
      ['CSE B', 1, 0, 0],
      ['ECE (no section)', 2, 2, 100],
    ]);
  });

  it("counts a subject's pass percentage over those who sat it, absentees apart", () => {
    expect(a.bySubject.map((s) => [s.code, s.appeared, s.absent, s.passed, s.percent])).toEqual([
      ['C1', 2, 1, 1, 50],
      ['C2', 3, 0, 2, 66.7],
      ['E1', 2, 0, 2, 100],
    ]);
  });

  it('counts every grade, and students by their backlogs', () => {
    expect(Object.fromEntries(a.grades.map((g) => [g.grade, g.count]))).toEqual({
      S: 2,
      A: 2,
      B: 1,
      C: 0,
      D: 0,
      F: 2,
      AB: 1,
    });
    expect(a.backlogs).toEqual([
      { label: 'None', students: 3 },
      { label: '1', students: 1 },
      { label: '2', students: 1 },
      { label: '3 or more', students: 0 },
    ]);
    expect(a.backlogCourses).toBe(3);
  });

  it('ranks toppers by the SGPA of the exam, equal SGPAs sharing a rank', () => {
    expect(a.toppers.map((t) => [t.rank, t.rollNo, t.sgpa])).toEqual([
      [1, 'R5', 10],
      [2, 'R1', 9.5],
      [3, 'R4', 9],
      [4, 'R2', 4],
      [5, 'R3', 0],
    ]);
    const tie = analyseExam([...exam, result(6, 'ECE', '', 'E1', 4, 'S')]);
    expect(tie.toppers.slice(0, 3).map((t) => [t.rank, t.rollNo])).toEqual([
      [1, 'R5'],
      [1, 'R6'],
      [3, 'R1'],
    ]);
  });

  it('keeps ten toppers at most', () => {
    const many = Array.from({ length: 14 }, (_, i) => result(100 + i, 'CSE', 'A', 'C1', 3, 'B'));
    expect(analyseExam(many).toppers).toHaveLength(10);
  });
});
