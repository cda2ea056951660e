import { ATTENDANCE_MESSAGES as M } from '../../../domain/attendance/messages';
import { teachingDayRefusal } from '../../../domain/calendar/teaching-day';
import type { Term } from '../../../domain/timetable/timetable';
import type { AttendanceStore } from './attendance-store';
import type { ClassSlot } from './class-slots';

/** The college calendar's refusals of attendance: the words for a class on a day that is no teaching day. */
export function closedDays(store: Pick<AttendanceStore, 'calendarDay'>) {
  /** The words refusing a sheet of the class on a day that is no teaching day (a holiday, outside the semester). */
  async function calendarRefusal(
    slot: Pick<ClassSlot, 'sectionId' | 'academicYear' | 'term'>,
    date: string,
  ): Promise<string | null> {
    const day = await store.calendarDay(slot.sectionId, date, slot.academicYear, slot.term);
    const refusal = teachingDayRefusal(date, day);
    if (!refusal) return null;
    return refusal.kind === 'holiday' ? M.onHoliday(refusal.name) : M.outsideTerm;
  }

  /** A day's classes, each with why no attendance is taken that day (`closed`), or null on a teaching day. */
  async function withClosed<C extends { sectionId: number }>(classes: C[], date: string, year: string, term: Term) {
    const bySection = new Map<number, Promise<string | null>>();
    for (const c of classes)
      if (!bySection.has(c.sectionId))
        bySection.set(c.sectionId, calendarRefusal({ sectionId: c.sectionId, academicYear: year, term }, date));
    return Promise.all(classes.map(async (c) => ({ ...c, closed: await bySection.get(c.sectionId)! })));
  }

  return { calendarRefusal, withClosed };
}
