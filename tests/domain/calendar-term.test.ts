import { describe, expect, it } from 'vitest';
import { termOnCalendar, type TermSpan } from '../../src/domain/timetable/calendar-term';

// The demo college's calendar: odd semesters teach July to 28 November, even ones 14 December to April.
const CALENDAR: TermSpan[] = [
  { startDate: '2026-07-01', endDate: '2026-11-28', term: 'odd' },
  { startDate: '2026-12-14', endDate: '2027-04-30', term: 'even' },
  { startDate: '2027-07-01', endDate: '2027-11-27', term: 'odd' },
];

describe('the semester of a day by the college calendar', () => {
  it('is the semester whose dates hold the day, November included', () => {
    expect(termOnCalendar('2026-08-10', CALENDAR)).toBe('odd');
    expect(termOnCalendar('2026-11-27', CALENDAR)).toBe('odd');
    expect(termOnCalendar('2027-01-10', CALENDAR)).toBe('even');
  });

  it('between semesters is the nearer one, the one just ended on a tie', () => {
    expect(termOnCalendar('2026-12-02', CALENDAR)).toBe('odd');
    expect(termOnCalendar('2026-12-06', CALENDAR)).toBe('odd'); // 8 days after, 8 before: the ended one
    expect(termOnCalendar('2026-12-10', CALENDAR)).toBe('even');
    expect(termOnCalendar('2027-06-20', CALENDAR)).toBe('odd');
    expect(termOnCalendar('2027-05-10', CALENDAR)).toBe('even');
  });

  it('follows most degrees when degrees keep different dates', () => {
    const mixed: TermSpan[] = [
      { startDate: '2026-07-01', endDate: '2026-11-28', term: 'odd' },
      { startDate: '2026-07-01', endDate: '2026-11-28', term: 'odd' },
      { startDate: '2026-11-20', endDate: '2027-03-31', term: 'even' },
    ];
    expect(termOnCalendar('2026-11-25', mixed)).toBe('odd');
  });

  it('falls back to the month rule with no semester dates', () => {
    expect(termOnCalendar('2026-08-10', [])).toBe('odd');
    expect(termOnCalendar('2027-01-10', [])).toBe('even');
  });
});
