import { describe, expect, it } from 'vitest';
import { dayOfCalendar, monthBounds, monthWeeks, shiftMonth } from '../../src/domain/calendar/month-calendar';

const AUGUST = {
  month: '2026-08',
  holidays: [{ date: '2026-08-15', name: 'Independence Day' }],
  terms: [{ startDate: '2026-07-01', endDate: '2026-11-28', semesters: ['B.Tech Semester 1'] }],
  activities: [{ title: 'Code Sprint', startDate: '2026-08-20', endDate: '2026-08-21', venue: 'CSE block' }],
};

describe('a month of the college calendar', () => {
  it('lays the month out in weeks from Monday, blank before the 1st and after the last day', () => {
    const weeks = monthWeeks('2026-08');
    // 1 August 2026 is a Saturday; 31 August a Monday.
    expect(weeks[0]).toEqual([null, null, null, null, null, '2026-08-01', '2026-08-02']);
    expect(weeks.at(-1)).toEqual(['2026-08-31', null, null, null, null, null, null]);
    expect(weeks).toHaveLength(6);
  });

  it('knows the ends of a month, February of a leap year included, and the months either side', () => {
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('marks a holiday, the activities of a day, and teaching days (in a semester, not Sunday or a holiday)', () => {
    expect(dayOfCalendar('2026-08-15', AUGUST)).toEqual({
      holiday: 'Independence Day',
      activities: [],
      teaching: false,
    });
    expect(dayOfCalendar('2026-08-21', AUGUST)).toEqual({ holiday: null, activities: ['Code Sprint'], teaching: true });
    expect(dayOfCalendar('2026-08-16', AUGUST).teaching).toBe(false);
  });
});
