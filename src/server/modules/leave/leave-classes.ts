import { and, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { academicYearOfDay } from '../../../domain/calendar/academic-year';
import type { LeaveClass } from '../../../domain/leave/leave-answers';
import { classInHalves, halvesOn, middayPosition, type LeaveSpan } from '../../../domain/leave/leave-rules';
import { weekdayOf } from '../../../domain/timetable/timetable';
import type { CalendarTerms } from '../timetable/service';
import type { Database } from '../../db/client';
import {
  branches,
  departments,
  faculty,
  facultyAllotments,
  holidays,
  leaveApplications,
  timetableSubstitutions,
  users,
} from '../../db/schema';
import type { BellPeriod } from '../../../domain/timetable/bell-schedule';
import type { Term, WeekSlot } from '../../../domain/timetable/timetable';

/** What leave reads of the timetables (given by the app: the timetable module's store). */
export interface TimetableSlots {
  bell(): Promise<BellPeriod[]>;
  slots(where: SQL | undefined, schedule: BellPeriod[]): Promise<WeekSlot[]>;
  inYear(year: string, term: Term): SQL | undefined;
}

/** A class of today whose teacher is on approved leave and has no substitute named for the date. */
export interface UncoveredClass {
  date: string;
  timetableId: number;
  slotId: number;
  from: number;
  periods: string;
  sectionLabel: string;
  subjectCode: string;
  subjectName: string;
  teacher: string;
}

/** The classes leave takes a teacher from, and today's classes nobody covers, read from the timetables. */
export function leaveClasses(db: Database, timetable: TimetableSlots, calendar: CalendarTerms) {
  return {
    /**
     * The classes of a faculty member's timetables on the working days given (at most 60 of them) in the halves the
     * leave takes (no morning classes on the day it starts at midday), each with the substitute already arranged that
     * date: what the approver arranges cover for.
     */
    async classesOn(facultyId: number, days: readonly string[], span: LeaveSpan): Promise<LeaveClass[]> {
      const bell = await timetable.bell();
      const midday = middayPosition(bell);
      const out: LeaveClass[] = [];
      const terms = new Map<string, string[]>();
      const termOf = await calendar.termsOn(days.slice(0, 60));
      for (const day of days.slice(0, 60)) {
        const key = `${academicYearOfDay(day)}|${termOf.get(day)!}`;
        terms.set(key, [...(terms.get(key) ?? []), day]);
      }
      for (const [key, termDays] of terms) {
        const [year, term] = key.split('|') as [string, Term];
        const slots = await timetable.slots(
          and(eq(facultyAllotments.facultyId, facultyId), timetable.inYear(year, term)),
          bell,
        );
        if (!slots.length) continue;
        const covered = await db
          .select({ slotId: timetableSubstitutions.slotId, date: timetableSubstitutions.date, name: faculty.fullName })
          .from(timetableSubstitutions)
          .innerJoin(faculty, eq(faculty.id, timetableSubstitutions.facultyId))
          .where(
            and(
              inArray(
                timetableSubstitutions.slotId,
                slots.map((s) => s.id),
              ),
              inArray(timetableSubstitutions.date, termDays),
            ),
          );
        const name = (position: number) => bell.find((p) => p.position === position)?.name ?? String(position);
        for (const day of termDays)
          for (const s of slots.filter(
            (x) => x.day === weekdayOf(day) && classInHalves(x, midday, halvesOn(span, day)),
          ))
            out.push({
              date: day,
              timetableId: s.timetableId,
              slotId: s.id,
              periods: s.from === s.to ? name(s.from) : `${name(s.from)} – ${name(s.to)}`,
              sectionLabel: s.sectionLabel,
              subjectCode: s.subjectCode,
              substitute: covered.find((c) => c.slotId === s.id && c.date === day)?.name ?? null,
            });
      }
      return out;
    },

    /**
     * The classes of a day whose teacher is on approved leave in that class's half of the day (a leave starting or
     * ending at midday leaves the other half's classes to the teacher; the longest break divides the day, see
     * `middayPosition`) and has no substitute named for the date; of a department's sections, or of the college.
     * None on a Sunday or a holiday.
     */
    async uncoveredOn(day: string, department: string | null): Promise<UncoveredClass[]> {
      const weekday = weekdayOf(day);
      if (weekday === 7) return [];
      const holiday = await db.select({ date: holidays.date }).from(holidays).where(eq(holidays.date, day)).limit(1);
      if (holiday.length) return [];
      const away = await db
        .select({
          facultyId: users.facultyId,
          fromDate: leaveApplications.fromDate,
          toDate: leaveApplications.toDate,
          fromHalf: leaveApplications.fromHalf,
          toHalf: leaveApplications.toHalf,
        })
        .from(leaveApplications)
        .innerJoin(users, eq(users.id, leaveApplications.userId))
        .where(
          and(
            eq(leaveApplications.status, 'approved'),
            lte(leaveApplications.fromDate, day),
            gte(leaveApplications.toDate, day),
            isNotNull(users.facultyId),
          ),
        );
      const halves = new Map<number, { first: boolean; second: boolean }>();
      for (const a of away) {
        const own = halvesOn(a as LeaveSpan, day);
        const seen = halves.get(a.facultyId!) ?? { first: false, second: false };
        halves.set(a.facultyId!, { first: seen.first || own.first, second: seen.second || own.second });
      }
      const facultyIds = [...halves.keys()];
      if (!facultyIds.length) return [];
      const bell = await timetable.bell();
      const midday = middayPosition(bell);
      const ofDepartment = department
        ? inArray(
            branches.departmentId,
            db
              .select({ id: departments.id })
              .from(departments)
              .where(sql`lower(trim(${departments.name})) = ${department.trim().toLowerCase()}`),
          )
        : undefined;
      const slots = (
        await timetable.slots(
          and(
            inArray(facultyAllotments.facultyId, facultyIds),
            timetable.inYear(academicYearOfDay(day), await calendar.termOn(day)),
            ofDepartment,
          ),
          bell,
        )
      ).filter((s) => s.day === weekday && classInHalves(s, midday, halves.get(s.facultyId)!));
      if (!slots.length) return [];
      const covered = await db
        .select({ slotId: timetableSubstitutions.slotId })
        .from(timetableSubstitutions)
        .where(
          and(
            inArray(
              timetableSubstitutions.slotId,
              slots.map((s) => s.id),
            ),
            eq(timetableSubstitutions.date, day),
          ),
        );
      const name = (position: number) => bell.find((p) => p.position === position)?.name ?? String(position);
      return slots
        .filter((s) => !covered.some((c) => c.slotId === s.id))
        .map((s) => ({
          date: day,
          timetableId: s.timetableId,
          slotId: s.id,
          from: s.from,
          periods: s.from === s.to ? name(s.from) : `${name(s.from)} – ${name(s.to)}`,
          sectionLabel: s.sectionLabel,
          subjectCode: s.subjectCode,
          subjectName: s.subjectName,
          teacher: s.facultyName,
        }))
        .sort((a, b) => a.sectionLabel.localeCompare(b.sectionLabel) || a.from - b.from);
    },
  };
}
