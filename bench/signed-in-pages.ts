import * as v from 'valibot';
import { DayClassesSchema } from '../src/domain/attendance/attendance-answers';
import { collegeDay } from '../src/domain/calendar/college-time';
import type { PageSpeedTarget } from './pagespeed';

/**
 * The first class sheet of the demo teacher's most recent teaching day (today, or up to two weeks back): the page a
 * teacher opens on a phone in class. Its address holds the class's slot and the day, found through the API as the
 * teacher's day screen finds them.
 */
async function teacherSheetPath(baseUrl: string, cookie: string): Promise<string> {
  const day = new Date();
  for (let back = 0; back < 14; back++, day.setUTCDate(day.getUTCDate() - 1)) {
    const date = collegeDay(day);
    const res = await fetch(`${baseUrl}/api/app/attendance/classes?date=${date}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`The demo teacher's classes of ${date}: ${res.status}`);
    const open = v.parse(DayClassesSchema, await res.json()).classes.find((c) => !c.closed);
    if (open) return `/app/Attendance/Sheet?slotId=${open.slotId}&date=${date}`;
  }
  throw new Error('The demo teacher has no class to take in the last two weeks');
}

/** The signed-in pages measured against their plain HTML: where students, teachers and parents spend their day. */
export const SIGNED_IN_PAGESPEED_PAGES: readonly PageSpeedTarget[] = [
  { path: '/app/Student', signInAs: 'student' },
  { path: '/app/Student/Fee Payment', signInAs: 'student' },
  { path: '/app/Attendance/Sheet (a class of the day)', signInAs: 'faculty', find: teacherSheetPath },
  { path: '/app/Parent Dashboard', signInAs: 'parent' },
];
