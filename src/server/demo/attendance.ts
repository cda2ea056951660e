import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { academicYearOfDay } from '../../domain/calendar/academic-year';
import { collegeDay } from '../../domain/calendar/college-time';
import { teachingDayRefusal } from '../../domain/calendar/teaching-day';
import { addDays, weekdayOf } from '../../domain/timetable/timetable';
import { calendarTerms } from '../modules/timetable/calendar-terms';
import { teachingDayStore } from '../modules/attendance/teaching-day-store';
import type { Database } from '../db/client';
import {
  attendanceMarks,
  attendanceSheets,
  batches,
  bellPeriods,
  branches,
  courses,
  departments,
  faculty,
  facultyAllotments,
  holidays,
  sections,
  semesters,
  students,
  timetableSlots,
  timetables,
  users,
} from '../db/schema';
import { seededRandom } from './seeded-random';
import type { DemoBatch } from './demo-year';
import { COURSES, demoExams } from './names-and-courses';
import type { DemoPart } from './demo-part';

/**
 * The subject the demo teacher taught the section the year before: the last subject of the batch's latest
 * published exam (R22CS506, III Year I Semester's laboratory, as written). Some of the section failed or missed it,
 * so a supplementary exam of it registers them and the teacher enters their internal marks.
 */
export function demoLastYearSubject(batch: DemoBatch): { code: string; semester: number } {
  const semester = demoExams(batch.startYear).at(-1)!.semester;
  const count = COURSES.CSE![semester]!.length;
  return { code: `R22CS${String(semester)}${String(count).padStart(2, '0')}`, semester };
}

/** School days of attendance the demo shows before today. */
const DAYS_BACK = 18;

/**
 * The demo college's attendance: the IV-year batch's CSE section A (its first 30 students, the demo roll number among
 * them) gets three subjects of the semester it studies in (later-courses.ts), two taught by the demo teacher, on a
 * timetable of this academic year and today's term, Monday to Saturday (periods 3, 5 and 6, away from period 1 where
 * the timetable E2E adds a class), and the teacher's allotment of last year (demoLastYearSubject). The school days
 * before the latest one (today, or the last teaching day before a Sunday, a holiday or the semester's end) are
 * marked with about one absentee in ten; the demo student misses more, so their dashboard shows a shortage.
 */
export async function seedDemoAttendance(db: Database, now: Date, batch: DemoBatch): Promise<void> {
  const today = collegeDay(now);
  const year = academicYearOfDay(today);
  // The semesters of the last weeks by the demo calendar (seeded before this), so the timetable is this semester's.
  const termOf = await calendarTerms(db).termsOn(Array.from({ length: 42 }, (_, i) => addDays(today, -i)));
  const term = termOf.get(today)!;
  const rnd = seededRandom(2029);
  const [cse] = await db
    .select({ branchId: branches.id, departmentId: branches.departmentId })
    .from(branches)
    .innerJoin(departments, eq(departments.id, branches.departmentId))
    .where(eq(departments.code, 'CSE'))
    .orderBy(asc(branches.id))
    .limit(1);
  const [section] = await db
    .select({ id: sections.id })
    .from(sections)
    .innerJoin(batches, eq(batches.id, sections.batchId))
    .where(and(eq(sections.branchId, cse!.branchId), eq(batches.startYear, batch.startYear), eq(sections.name, 'A')));
  const [teacher] = await db.select({ id: users.facultyId }).from(users).where(eq(users.username, 'faculty'));
  const [colleague] = await db
    .select({ id: faculty.id })
    .from(faculty)
    .where(eq(faculty.departmentId, cse!.departmentId))
    .orderBy(asc(faculty.empCode))
    .limit(2)
    .then((rows) => rows.filter((r) => r.id !== teacher?.id));
  if (!section || !teacher?.id || !colleague) return;
  const roll = await db
    .select({ id: students.id })
    .from(students)
    .where(like(students.rollNo, `${batch.rollPrefix}05%`))
    .orderBy(asc(students.rollNo))
    .limit(30);
  await db
    .update(students)
    .set({ sectionId: section.id })
    .where(
      inArray(
        students.id,
        roll.map((s) => s.id),
      ),
    );

  // The first three subjects of the semester the batch studies in (later-courses.ts: CS701PC… or CS801PC…).
  const subjects = await db
    .select({ id: courses.id })
    .from(courses)
    .innerJoin(semesters, eq(semesters.id, courses.semesterId))
    .where(and(eq(courses.branchId, cse!.branchId), eq(semesters.number, batch.semester)))
    .orderBy(asc(courses.code))
    .limit(3);
  if (subjects.length < 3) return;
  const allotments = await db
    .insert(facultyAllotments)
    .values(
      subjects.map((s, i) => ({
        academicYear: year,
        facultyId: i < 2 ? teacher.id! : colleague.id,
        subjectId: s.id,
        sectionId: section.id,
      })),
    )
    .returning({ id: facultyAllotments.id, subjectId: facultyAllotments.subjectId });
  const [lastYears] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.code, demoLastYearSubject(batch).code));
  const start = Number(year.slice(0, 4));
  if (lastYears)
    await db.insert(facultyAllotments).values({
      academicYear: `${String(start - 1)}-${String(start)}`,
      facultyId: teacher.id,
      subjectId: lastYears.id,
      sectionId: section.id,
    });
  const [timetable] = await db
    .insert(timetables)
    .values({ academicYear: year, term, sectionId: section.id })
    .returning({ id: timetables.id });
  const bell = await db.select().from(bellPeriods).orderBy(asc(bellPeriods.position));
  const periods = ['Period 3', 'Period 5', 'Period 6'].map((name) => bell.find((p) => p.name === name)!.id);
  const slotRows = await db
    .insert(timetableSlots)
    .values(
      [1, 2, 3, 4, 5, 6].flatMap((day) =>
        allotments.map((a, i) => ({ timetableId: timetable!.id, day, periodId: periods[i]!, allotmentId: a.id })),
      ),
    )
    .returning();

  const closed = new Set((await db.select({ date: holidays.date }).from(holidays)).map((h) => h.date));
  // The teaching days of the college calendar, as attendance takes them (`teachingDayRefusal`).
  const calendarDayOf = teachingDayStore(db).calendarDay;
  const terms = (await calendarDayOf(section.id, today, year, term)).terms;
  const teaching = (d: string) =>
    weekdayOf(d) !== 7 && teachingDayRefusal(d, { holiday: closed.has(d) ? d : null, terms }) === null;
  // The latest teaching day (today, or the last one before a Sunday, a holiday or the semester's end) is left open.
  let open = today;
  for (let back = 0; back < 31 && !teaching(open); back += 1) open = addDays(open, -1);
  const days: string[] = [];
  for (let d = addDays(open, -1); days.length < DAYS_BACK; d = addDays(d, -1)) {
    if (academicYearOfDay(d) !== year || termOf.get(d) !== term) break;
    if (teaching(d)) days.push(d);
  }
  const demo = roll[0]!.id;
  const classes = days.flatMap((date) =>
    slotRows
      .filter((slot) => slot.day === weekdayOf(date))
      .map((slot) => ({
        date,
        slot,
        absent: new Set(roll.filter((s) => rnd.next() < (s.id === demo ? 0.3 : 0.08)).map((s) => s.id)),
      })),
  );
  if (!classes.length) return;
  // Two statements, not one per class: the demo loads in well under a second.
  const sheets = await db
    .insert(attendanceSheets)
    .values(
      classes.map(({ date, slot, absent }) => ({
        sectionId: section.id,
        subjectId: allotments.find((a) => a.id === slot.allotmentId)!.subjectId,
        date,
        periodId: slot.periodId,
        slotId: slot.id,
        academicYear: year,
        term,
        absent: absent.size,
      })),
    )
    .returning({ id: attendanceSheets.id });
  await db
    .insert(attendanceMarks)
    .values(
      classes.flatMap(({ absent }, i) =>
        roll.map((s) => ({ sheetId: sheets[i]!.id, studentId: s.id, present: !absent.has(s.id) })),
      ),
    );
}

/** The demo college's attendance part: attendance up to `demoAttendance.now`; none without it. */
export const attendanceDemo: DemoPart = {
  name: 'attendance',
  order: 120,
  async seed(tx, { options, batch }) {
    if (options.demoAttendance) await seedDemoAttendance(tx, options.demoAttendance.now, batch);
  },
};
