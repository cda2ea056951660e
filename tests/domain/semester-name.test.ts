import { describe, expect, it } from 'vitest';
import { semesterName, semesterNameIn, semesterNameKey } from '../../src/domain/academic/semester-name';

describe('semesterName: one name for a semester on screens, receipts, history and exports', () => {
  it("names semester 8 'IV Year II Semester', as the fee screen and the exam titles do", () => {
    expect(semesterName(8)).toBe('IV Year II Semester');
    expect([1, 2, 3, 7].map((n) => semesterName(n))).toEqual([
      'I Year I Semester',
      'I Year II Semester',
      'II Year I Semester',
      'IV Year I Semester',
    ]);
  });

  it('keeps the name the college gave the semester in its semesters list', () => {
    expect(semesterName(3, 'MBA Trimester III')).toBe('MBA Trimester III');
    expect(semesterName(3, '  ')).toBe('II Year I Semester');
    expect(semesterName(3, null)).toBe('II Year I Semester');
  });

  it('counts past the sixth year with numbers', () => {
    expect(semesterName(13)).toBe('7 Year I Semester');
  });

  it("looks a course's own names up by course and number", () => {
    const names = new Map([[semesterNameKey(2, 1), 'M.Tech Semester 1']]);
    expect(semesterNameIn(names, 2, 1)).toBe('M.Tech Semester 1');
    expect(semesterNameIn(names, 1, 1)).toBe('I Year I Semester');
  });
});
