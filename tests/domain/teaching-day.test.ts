import { describe, expect, it } from 'vitest';
import { teachingDayRefusal } from '../../src/domain/calendar/teaching-day';

const odd = [{ startDate: '2026-07-01', endDate: '2026-11-28' }];

describe('teaching days on the college calendar', () => {
  it('refuses a holiday or declared closure by its name, even within the semester', () => {
    expect(teachingDayRefusal('2026-08-15', { holiday: 'Independence Day', terms: odd })).toEqual({
      kind: 'holiday',
      name: 'Independence Day',
    });
  });

  it('refuses a day before or after the semester dates, both ends being teaching days', () => {
    expect(teachingDayRefusal('2026-06-30', { holiday: null, terms: odd })).toEqual({ kind: 'outsideTerm' });
    expect(teachingDayRefusal('2026-11-29', { holiday: null, terms: odd })).toEqual({ kind: 'outsideTerm' });
    expect(teachingDayRefusal('2026-07-01', { holiday: null, terms: odd })).toBeNull();
    expect(teachingDayRefusal('2026-11-28', { holiday: null, terms: odd })).toBeNull();
  });

  it('bounds nothing by term where the college has entered no semester dates for the degree', () => {
    expect(teachingDayRefusal('2026-05-01', { holiday: null, terms: [] })).toBeNull();
  });
});
