/**
 * Whether a day is a teaching day of a class on the college's calendar: not a holiday or declared closure (the
 * holidays list), and within its semester's dates when the college has entered them for the class's degree. Dates
 * are YYYY-MM-DD, so comparing the text compares the days.
 */

/** What the college's calendar says of one day for one class. */
export interface CalendarDay {
  /** The name of the holiday or closure on the day, or null. */
  holiday: string | null;
  /** The class's semester dates (its degree, academic year and odd or even term); none when not entered. */
  terms: readonly { startDate: string; endDate: string }[];
}

export type TeachingDayRefusal = { kind: 'holiday'; name: string } | { kind: 'outsideTerm' };

/** Why no class is held on the day, or null on a teaching day. A calendar without semester dates bounds nothing. */
export function teachingDayRefusal(date: string, day: CalendarDay): TeachingDayRefusal | null {
  if (day.holiday !== null) return { kind: 'holiday', name: day.holiday };
  if (day.terms.length && !day.terms.some((t) => t.startDate <= date && date <= t.endDate))
    return { kind: 'outsideTerm' };
  return null;
}
