import { describe, expect, it } from 'vitest';
import { academicYear } from '../../src/domain/calendar/academic-year';

describe('§9 academic-year helper', () => {
  it('gives year-nextyear in months after March', () => {
    expect(academicYear(new Date('2026-04-01T00:00:00Z'))).toBe('2026-2027');
    expect(academicYear(new Date('2026-12-31T23:59:59Z'))).toBe('2026-2027');
  });

  it('gives previousyear-year from January to March', () => {
    expect(academicYear(new Date('2026-01-01T00:00:00Z'))).toBe('2025-2026');
    expect(academicYear(new Date('2026-03-31T18:29:59Z'))).toBe('2025-2026');
  });

  it("takes the college's calendar day (Asia/Kolkata), not UTC's: 00:10 on 1 April in India is the new year", () => {
    expect(academicYear(new Date('2026-03-31T18:40:00Z'))).toBe('2026-2027');
  });
});
