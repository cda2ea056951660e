import { describe, expect, it } from 'vitest';
import { academicStartYearAt, batchEndYear, batchStage, isOnRoll } from '../../src/domain/calendar/batch-stage';

describe('batchStage: a batch on the college calendar (academic years April to March)', () => {
  it('ends in the year its name ends with', () => {
    expect(batchEndYear(2022, 4)).toBe(2026);
    expect(batchEndYear(2024, 2)).toBe(2026);
  });

  it('has the 2022-2026 B.Tech batch studying, then in its final year in 2025-2026, then passed out from 2026-2027', () => {
    expect(batchStage(2022, 4, 2022)).toBe('studying');
    expect(batchStage(2022, 4, 2024)).toBe('studying');
    expect(batchStage(2022, 4, 2025)).toBe('final-year');
    expect(batchStage(2022, 4, 2026)).toBe('passed-out');
    expect(batchStage(2022, 4, 2030)).toBe('passed-out');
  });

  it('counts a batch that starts next academic year as upcoming, and a one-year batch as final-year at once', () => {
    expect(batchStage(2027, 4, 2026)).toBe('upcoming');
    expect(batchStage(2026, 1, 2026)).toBe('final-year');
  });

  it('keeps a student on roll until the batch has passed out, and then never', () => {
    for (let year = 2020; year <= 2030; year++)
      expect(isOnRoll(2022, 4, year), String(year)).toBe(batchStage(2022, 4, year) !== 'passed-out');
    expect(isOnRoll(2022, 4, 2025)).toBe(true);
    expect(isOnRoll(2022, 4, 2026)).toBe(false);
    expect(isOnRoll(2027, 4, 2026)).toBe(true);
  });

  it("reads the academic year by the college's day, not UTC's (India: 1 April starts at 18:30 UTC on 31 March)", () => {
    expect(academicStartYearAt(new Date('2026-03-31T18:00:00Z'))).toBe(2025);
    expect(academicStartYearAt(new Date('2026-03-31T18:45:00Z'))).toBe(2026);
    expect(academicStartYearAt(new Date('2026-11-26T09:00:00Z'))).toBe(2026);
    expect(academicStartYearAt(new Date('2027-01-15T09:00:00Z'))).toBe(2026);
  });
});
