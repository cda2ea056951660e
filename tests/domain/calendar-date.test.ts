import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { calendarDate, isCalendarDate } from '../../src/domain/calendar/calendar-date';
import { calendarDateFromInput } from '../../src/domain/calendar/calendar-date-input';

describe('calendar date (YYYY-MM-DD), the one rule of every dated field', () => {
  it('accepts a real day written YYYY-MM-DD and refuses 30 February, 2026-7-5 and text', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-7-5')).toBe(false);
    expect(isCalendarDate('15/07/2026')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });

  it('reads a typed date in the Indian order too and gives it back as YYYY-MM-DD', () => {
    expect(calendarDateFromInput(' 15.08.2004 ')).toBe('2004-08-15');
    expect(calendarDateFromInput('2026-7-5')).toBe('2026-07-05');
    expect(calendarDateFromInput('31-04-2026')).toBeNull();
    expect(calendarDateFromInput('01-01-1899')).toBeNull();
  });

  it("fails a valibot pipe with the module's own message", () => {
    const schema = v.pipe(v.string(), calendarDate('Dates must be written as YYYY-MM-DD'));
    expect(v.safeParse(schema, '2026-02-30').issues?.[0]?.message).toBe('Dates must be written as YYYY-MM-DD');
    expect(v.parse(schema, '2026-02-28')).toBe('2026-02-28');
  });
});
