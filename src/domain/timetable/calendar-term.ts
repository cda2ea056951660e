import { termOfDay, type Term } from './timetable';

/** A semester's teaching days on the college's calendar (the semester dates list), with whether it is odd or even. */
export interface TermSpan {
  startDate: string;
  endDate: string;
  term: Term;
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/**
 * The semester a day belongs to, by the college's calendar rather than by the month: the one whose dates hold it
 * (most degrees' semesters, when degrees keep different dates); between semesters, the nearer of the one just ended
 * and the one about to start (the ended one on a tie), so the weeks of examinations and vacation after a semester
 * still belong to it. With no semester dates near, the month rule (`termOfDay`).
 */
export function termOnCalendar(day: string, spans: readonly TermSpan[]): Term {
  const holding = spans.filter((s) => s.startDate <= day && day <= s.endDate);
  if (holding.length) {
    const odd = holding.filter((s) => s.term === 'odd').length;
    return odd * 2 >= holding.length ? 'odd' : 'even';
  }
  const n = dayNumber(day);
  let ended: TermSpan | undefined;
  let next: TermSpan | undefined;
  for (const s of spans) {
    if (s.endDate < day && (!ended || s.endDate > ended.endDate)) ended = s;
    if (s.startDate > day && (!next || s.startDate < next.startDate)) next = s;
  }
  if (ended && next) return n - dayNumber(ended.endDate) <= dayNumber(next.startDate) - n ? ended.term : next.term;
  return (ended ?? next)?.term ?? termOfDay(day);
}
