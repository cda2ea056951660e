import { describe, expect, it } from 'vitest';
import { weekdayOf } from '../../src/domain/timetable/timetable';
import { demoYearShift, shiftedDay, shiftedWeekday } from '../../src/server/demo/demo-year';

describe('the demo year moves with the clock', () => {
  it('keeps the calendar as written (2026-2027) without a moment, and for any day of June 2026 to May 2027', () => {
    expect(demoYearShift(undefined)).toBe(0);
    expect(demoYearShift(new Date('2026-06-01T00:00:00Z'))).toBe(0);
    expect(demoYearShift(new Date('2026-11-29T05:00:00Z'))).toBe(0);
    expect(demoYearShift(new Date('2027-05-31T12:00:00Z'))).toBe(0);
  });

  it('moves it a year for each June passed, and back for a day before June 2026', () => {
    expect(demoYearShift(new Date('2027-06-01T00:00:00Z'))).toBe(1);
    expect(demoYearShift(new Date('2030-01-10T00:00:00Z'))).toBe(3);
    expect(demoYearShift(new Date('2026-04-10T00:00:00Z'))).toBe(-1);
  });

  it('moves a holiday to its date and a leave to the same weekday within three days', () => {
    expect(shiftedDay('2026-08-15', 2)).toBe('2028-08-15');
    for (const years of [-1, 1, 2, 3, 7])
      for (const day of ['2026-07-10', '2027-03-15', '2026-09-21', '2027-02-12']) {
        const moved = shiftedWeekday(day, years);
        expect(weekdayOf(moved)).toBe(weekdayOf(day));
        const drift = Math.abs(Date.parse(moved) - Date.parse(shiftedDay(day, years))) / 86_400_000;
        expect(drift).toBeLessThanOrEqual(3);
      }
  });
});
