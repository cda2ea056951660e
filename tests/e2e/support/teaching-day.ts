import type { APIRequestContext } from 'playwright-core';
import { addDays, mondayOf, weekdayOf, type Term } from '../../../src/domain/timetable/timetable';

type Week = { term: Term; days: { date: string; holiday: string | null }[] };

/**
 * The latest day from Monday to Saturday, `today` or before, that the college's calendar keeps open (no holiday) in
 * the semester `term`: browser tests open their screens on it so that they assert the same things on any day.
 */
export async function latestTeachingDay(request: APIRequestContext, today: string, term: Term): Promise<string> {
  for (let back = 0; back < 28; back += 1) {
    const date = addDays(today, -back);
    if (weekdayOf(date) === 7) continue;
    const res = await request.get(`/api/app/timetable/week?weekOf=${mondayOf(date)}`);
    if (res.status() !== 200) throw new Error(`The week of ${date} did not load: ${String(res.status())}`);
    const week = (await res.json()) as Week;
    if (week.term === term && week.days.some((d) => d.date === date && d.holiday === null)) return date;
  }
  throw new Error(`No teaching day in the four weeks up to ${today}`);
}
