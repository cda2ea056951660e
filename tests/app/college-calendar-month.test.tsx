import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MonthView } from '../../src/app/features/calendar/month-view';

const AUGUST = {
  month: '2026-08',
  holidays: [{ date: '2026-08-15', name: 'Independence Day' }],
  terms: [{ startDate: '2026-07-01', endDate: '2026-11-28', semesters: ['B.Tech Semester 1', 'B.Tech Semester 3'] }],
  activities: [{ title: 'Code Sprint', startDate: '2026-08-20', endDate: '2026-08-20', venue: 'CSE block' }],
};

describe('the college calendar month', () => {
  const html = renderToString(<MonthView calendar={AUGUST} />);

  it('is a table with the month as its caption and a column header per weekday, for screen readers', () => {
    expect(html).toMatch(/<table[^>]*><caption>August 2026<\/caption>/);
    expect(html.match(/<th scope="col">/g)).toHaveLength(7);
    expect(html).toContain('<abbr title="Monday">Mon</abbr>');
  });

  it("links a holiday's day, by keyboard, to its line below, named in full", () => {
    expect(html).toMatch(/<a href="#calendar-day-2026-08-15" aria-label="15 Aug 2026: Independence Day">/);
    expect(html).toMatch(/<li id="calendar-day-2026-08-15" tabindex="-1">/);
    expect(html).toMatch(/<a href="#calendar-day-2026-08-20" aria-label="[^"]*: Code Sprint">/);
  });

  it('lists the semester dates with the semesters that keep them', () => {
    expect(html).toContain('B.Tech Semester 1, B.Tech Semester 3');
  });
});
