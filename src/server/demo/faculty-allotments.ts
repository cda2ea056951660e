import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Database } from '../db/client';
import { batches, branches, courses, departments, faculty, facultyAllotments, sections, semesters } from '../db/schema';
import { academicYear } from '../../domain/calendar/academic-year';
import { academicYearName, demoCurrentYear } from './demo-year';
import { seededRandom } from './seeded-random';
import type { DemoPart } from './demo-part';

/**
 * The academic year of the demo's allotments and timetables: the one the seed's moment is in ('2026-2027' from
 * April 2026 to March 2027, as attendance sheets count years), so a teacher's "today" has them whenever the demo is
 * started; without a moment, the demo as written (2026-2027).
 */
export const demoAllotmentYear = (now?: Date): string =>
  now ? academicYear(now) : academicYearName(demoCurrentYear(0));

/** The allotment year of the demo as written, which server tests seed (no moment). */
export const DEMO_ALLOTMENT_YEAR = demoAllotmentYear();

const QUALIFICATIONS = ['Ph.D.', 'M.Tech', 'M.Tech', 'M.E.', 'M.Tech'] as const;

/**
 * The demo college's faculty records filled out (qualification, joining date, mobile), and the CSE department's
 * subject allotments of the academic year the seed's moment is in (demoAllotmentYear): the sections A and B of the
 * batch after the demo's (2024 as written), each CSE subject of the semester that batch is in (5 in the odd term, 6
 * in the even one) seeded to a CSE teacher in turn, with a shared co-teacher on the lab.
 */
export async function seedFacultyAllotments(
  db: Database,
  batchStartYear: number,
  semester: number,
  now: Date | undefined,
): Promise<void> {
  const year = demoAllotmentYear(now);
  const rnd = seededRandom(2026);
  const members = await db
    .select({ id: faculty.id, empCode: faculty.empCode })
    .from(faculty)
    .orderBy(asc(faculty.empCode));
  for (const [i, member] of members.entries()) {
    const position = i % 5;
    await db
      .update(faculty)
      .set({
        qualification: QUALIFICATIONS[position]!,
        joinedOn: `${2008 + ((i * 3) % 15)}-${position % 2 ? '12' : '06'}-${String(1 + (i % 27)).padStart(2, '0')}`,
        mobile: `9${String(rnd.int(100000000, 999999999))}`,
      })
      .where(eq(faculty.id, member.id));
  }

  const [cse] = await db
    .select({ branchId: branches.id, departmentId: branches.departmentId })
    .from(branches)
    .innerJoin(departments, eq(departments.id, branches.departmentId))
    .where(eq(departments.code, 'CSE'))
    .orderBy(asc(branches.id))
    .limit(1);
  if (!cse) return;
  const teachers = await db
    .select({ id: faculty.id })
    .from(faculty)
    .where(eq(faculty.departmentId, cse.departmentId))
    .orderBy(asc(faculty.empCode));
  const classes = await db
    .select({ id: sections.id })
    .from(sections)
    .innerJoin(batches, eq(batches.id, sections.batchId))
    .where(and(eq(sections.branchId, cse.branchId), eq(batches.startYear, batchStartYear)))
    .orderBy(asc(sections.name));
  const subjects = await db
    .select({ id: courses.id, name: courses.name, semesterId: courses.semesterId })
    .from(courses)
    .innerJoin(semesters, eq(semesters.id, courses.semesterId))
    .where(and(eq(courses.branchId, cse.branchId), eq(semesters.number, semester)))
    .orderBy(asc(courses.code));
  const latest = subjects[0]?.semesterId;
  const taught = subjects;
  if (!teachers.length || !classes.length) return;
  const rows: (typeof facultyAllotments.$inferInsert)[] = [];
  taught.forEach((subject, si) =>
    classes.forEach((section, ci) => {
      rows.push({
        academicYear: year,
        facultyId: teachers[(si + ci) % teachers.length]!.id,
        subjectId: subject.id,
        sectionId: section.id,
      });
    }),
  );
  const [lab] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.semesterId, latest ?? -1), eq(courses.branchId, cse.branchId), ilike(courses.name, '%lab%')))
    .limit(1);
  const labRow = lab && rows.find((r) => r.subjectId === lab.id && r.sectionId === classes[0]!.id);
  if (labRow) {
    const coTeacher = teachers.find((t) => t.id !== labRow.facultyId)!;
    rows.push({ ...labRow, facultyId: coTeacher.id, shared: true });
  }
  if (rows.length) await db.insert(facultyAllotments).values(rows);
}

/** The demo college's faculty allotments part: who teaches each subject of the batch on roll's sections (after the academic lists and the calendar). */
export const facultyAllotmentsDemo: DemoPart = {
  name: 'faculty allotments',
  order: 90,
  seed: (tx, { batch, options }) => seedFacultyAllotments(tx, batch.startYear + 1, batch.semester - 2, options.now),
};
