import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AttendanceSheetSchema,
  attendancePercent,
  eligibilityOf,
  isShort,
  overallTally,
  sheetDayRefusal,
  shortageChange,
  studentLines,
} from '../../src/domain/attendance/attendance';

describe('attendance percentages and the threshold', () => {
  it('gives the percentage attended to one decimal, and 100 before any class is held', () => {
    expect(attendancePercent({ held: 40, present: 33 })).toBe(82.5);
    expect(attendancePercent({ held: 3, present: 2 })).toBe(66.7);
    expect(attendancePercent({ held: 0, present: 0 })).toBe(100);
  });

  it('is short below the threshold only, never at it, and never before a class is held', () => {
    expect(isShort({ held: 4, present: 3 }, 75)).toBe(false);
    expect(isShort({ held: 100, present: 74 }, 75)).toBe(true);
    expect(isShort({ held: 0, present: 0 }, 75)).toBe(false);
    expect(isShort({ held: 10, present: 8 }, 85)).toBe(true);
  });

  it('counts overall over every class of every subject, not as an average of the subjects', () => {
    const lines = studentLines(
      [
        { subjectId: 1, code: 'A', name: 'A', held: 2, present: 0 },
        { subjectId: 2, code: 'B', name: 'B', held: 38, present: 38 },
      ],
      75,
    );
    expect(overallTally(lines.subjects)).toEqual({ held: 40, present: 38 });
    expect(lines.overall).toMatchObject({ percent: 95, short: false });
    expect(lines.subjects[0]).toMatchObject({ percent: 0, short: true });
  });

  it('mails once per fall below the threshold, not per sheet, and again after a recovery', () => {
    expect(shortageChange(false, true)).toBe('fell');
    expect(shortageChange(true, true)).toBeNull();
    expect(shortageChange(true, false)).toBe('recovered');
    expect(shortageChange(false, false)).toBeNull();
  });

  it('tells the exam cell eligibility against the threshold', () => {
    expect(eligibilityOf({ held: 20, present: 15 }, 75)).toEqual({
      held: 20,
      present: 15,
      percent: 75,
      threshold: 75,
      eligible: true,
    });
    expect(eligibilityOf({ held: 20, present: 14 }, 75).eligible).toBe(false);
  });
});

describe('who corrects a sheet, and when', () => {
  const today = '2026-08-05';
  it('lets the teacher take and correct the same day', () => {
    expect(sheetDayRefusal({ date: today, today, exists: true, writer: 'teacher' })).toBeNull();
  });
  it('refuses the teacher a correction of an earlier day, which the HoD and the college roles make', () => {
    expect(sheetDayRefusal({ date: '2026-08-04', today, exists: true, writer: 'teacher' })).toBe('pastDayByHod');
    expect(sheetDayRefusal({ date: '2026-08-04', today, exists: true, writer: 'hod' })).toBeNull();
    expect(sheetDayRefusal({ date: '2026-08-04', today, exists: true, writer: 'college' })).toBeNull();
  });
  it("takes a teacher's first sheet of an earlier day (one that waited offline)", () => {
    expect(sheetDayRefusal({ date: '2026-08-04', today, exists: false, writer: 'teacher' })).toBeNull();
  });
  it('refuses a day that has not come yet, for everyone', () => {
    expect(sheetDayRefusal({ date: '2026-08-06', today, exists: false, writer: 'college' })).toBe('futureDay');
  });
  it('reads a sheet of a class, a date and its absentees', () => {
    expect(v.safeParse(AttendanceSheetSchema, { slotId: 3, date: '2026-02-30', absentees: [] }).success).toBe(false);
    expect(v.safeParse(AttendanceSheetSchema, { slotId: 3, date: today, absentees: [4, 9] }).success).toBe(true);
  });
});
