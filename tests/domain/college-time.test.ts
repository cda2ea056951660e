import { afterEach, describe, expect, it } from 'vitest';
import { academicYear, academicYearOfDay } from '../../src/domain/calendar/academic-year';
import {
  collegeDateTime,
  collegeDay,
  collegeDayEnd,
  collegeDayStart,
  isTimeZone,
  useCollegeTimeZone,
} from '../../src/domain/calendar/college-time';
import { financialYearOf, indiaDate } from '../../src/domain/payments/financial-year';

afterEach(() => useCollegeTimeZone('Asia/Kolkata'));

describe("the college's calendar (COLLEGE_TIME_ZONE, Asia/Kolkata by default)", () => {
  it('dates a moment by the college day, not the UTC one', () => {
    // 00:30 on 1 April in Hyderabad is still 31 March in UTC.
    const at = new Date('2026-03-31T19:00:00Z');
    expect(at.toISOString().slice(0, 10)).toBe('2026-03-31');
    expect(collegeDay(at)).toBe('2026-04-01');
    expect(collegeDateTime(at)).toBe('2026-04-01 00:30');
    expect(academicYear(at)).toBe('2026-2027');
    expect(indiaDate(at)).toBe('2026-04-01');
    expect(financialYearOf(at)).toBe('2026-2027');
    expect(academicYearOfDay('2026-03-31')).toBe('2025-2026');
  });

  it('gives the UTC bounds of a college day', () => {
    expect(collegeDayStart('2026-04-01').toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(collegeDayEnd('2026-04-01').toISOString()).toBe('2026-04-01T18:30:00.000Z');
  });

  it('follows another configured zone, daylight saving included', () => {
    useCollegeTimeZone('America/New_York');
    expect(collegeDay(new Date('2026-07-01T03:00:00Z'))).toBe('2026-06-30');
    expect(collegeDayStart('2026-07-01').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(collegeDayStart('2026-01-15').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(() => useCollegeTimeZone('Mars/Olympus')).toThrow(RangeError);
  });
});
