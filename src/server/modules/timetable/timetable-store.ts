import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { BellPeriod } from '../../../domain/timetable/bell-schedule';
import {
  periodsCovered,
  type SlotInput,
  type Term,
  type TimetableInput,
  type WeekSlot,
} from '../../../domain/timetable/timetable';
import type { Database } from '../../db/client';
import {
  batches,
  bellPeriods,
  branches,
  courses,
  departments,
  faculty,
  facultyAllotments,
  sections,
  timetableSlots,
  timetables,
} from '../../db/schema';
import { sectionLabel, withDepartment, withSectionDepartment } from '../../db/section-joins';
import { withSlotClass } from './slot-joins';
import { substitutionsStore } from './substitutions-store';
import { inYear } from './timetable-year';
import { weekViewers } from './week-viewers';

/** Which timetables a user builds and reads: the college's, or (a HoD) their department's sections'. */
export type TimetableScope = 'all' | { department: string };

type Run = <T>(fn: () => Promise<T>) => Promise<T>;

/** A timetable's header: its year, semester, section and the section's department. */
export interface TimetableHead {
  id: number;
  academicYear: string;
  term: Term;
  sectionId: number;
  sectionLabel: string;
  department: string;
}

/** The SQL of timetables, their slots and substitutions; `inTurn` runs a check-then-write as one at a time. */
export function timetableStore(db: Database, transaction: Run) {
  const bell = async (): Promise<BellPeriod[]> =>
    (await db.select().from(bellPeriods).orderBy(asc(bellPeriods.position))) as BellPeriod[];

  const heads = () =>
    withSectionDepartment(
      db
        .select({
          id: timetables.id,
          academicYear: timetables.academicYear,
          term: sql<Term>`${timetables.term}`,
          sectionId: timetables.sectionId,
          sectionLabel,
          department: departments.name,
        })
        .from(timetables)
        .innerJoin(sections, eq(sections.id, timetables.sectionId))
        .$dynamic(),
    );

  /** Slots with their names, placed on the bell schedule (a slot whose period left the schedule is skipped). */
  async function slots(where: ReturnType<typeof and>, schedule: BellPeriod[]): Promise<WeekSlot[]> {
    const rows = await withSlotClass(
      db
        .select({
          id: timetableSlots.id,
          timetableId: timetableSlots.timetableId,
          sectionId: timetables.sectionId,
          sectionLabel,
          day: timetableSlots.day,
          periodId: timetableSlots.periodId,
          span: timetableSlots.span,
          allotmentId: timetableSlots.allotmentId,
          facultyId: facultyAllotments.facultyId,
          facultyName: faculty.fullName,
          subjectId: facultyAllotments.subjectId,
          subjectCode: courses.code,
          subjectName: courses.name,
          room: timetableSlots.room,
        })
        .from(timetableSlots)
        .$dynamic(),
    )
      .where(where)
      .orderBy(asc(timetableSlots.day), asc(timetableSlots.id));
    return rows.flatMap(({ periodId, span, ...row }) => {
      const placed = periodsCovered(schedule, periodId, span);
      return typeof placed === 'string' ? [] : [{ ...row, from: placed.from, to: placed.to }];
    });
  }

  return {
    ...substitutionsStore(db),
    ...weekViewers(db),
    bell,
    slots,
    inYear,

    /** Runs a check and its write one at a time for an academic year, so two clashing saves never both pass. */
    inTurn<T>(year: string, fn: () => Promise<T>): Promise<T> {
      return transaction(async () => {
        await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`timetables:${year}`}))`);
        return fn();
      });
    },

    async list(year: string, term: Term, scope: TimetableScope) {
      const rows = await heads()
        .where(and(inYear(year, term), scope === 'all' ? undefined : eq(departments.name, scope.department)))
        .orderBy(asc(batches.name), asc(branches.shortName), asc(sections.name));
      const counts = rows.length
        ? await db
            .select({ timetableId: timetableSlots.timetableId, n: count() })
            .from(timetableSlots)
            .where(
              inArray(
                timetableSlots.timetableId,
                rows.map((r) => r.id),
              ),
            )
            .groupBy(timetableSlots.timetableId)
        : [];
      return rows.map((r) => ({ ...r, slots: Number(counts.find((n) => n.timetableId === r.id)?.n ?? 0) }));
    },

    async find(id: number): Promise<TimetableHead | null> {
      const [row] = await heads().where(eq(timetables.id, id));
      return row ?? null;
    },

    /** The department a section belongs to, or null when the section is not on the list. */
    async sectionDepartment(sectionId: number): Promise<string | null> {
      const [row] = await withDepartment(
        db
          .select({ department: departments.name })
          .from(sections)
          .innerJoin(branches, eq(branches.id, sections.branchId))
          .$dynamic(),
      ).where(eq(sections.id, sectionId));
      return row?.department ?? null;
    },

    async create(input: TimetableInput): Promise<number> {
      const [row] = await db.insert(timetables).values(input).returning({ id: timetables.id });
      return row!.id;
    },

    async remove(id: number): Promise<void> {
      await db.delete(timetables).where(eq(timetables.id, id));
    },

    /** The allotment a slot is for, with what the rules compare. */
    async allotment(id: number) {
      const [row] = await db
        .select({
          academicYear: facultyAllotments.academicYear,
          sectionId: facultyAllotments.sectionId,
        })
        .from(facultyAllotments)
        .where(eq(facultyAllotments.id, id));
      return row ?? null;
    },

    /** The allotments of a timetable's section and year: what its slots may hold. */
    async allotmentChoices(head: TimetableHead) {
      return db
        .select({
          value: facultyAllotments.id,
          label: sql<string>`${courses.code} || ' ' || ${courses.name} || ' – ' || ${faculty.fullName} || case when ${facultyAllotments.shared} then ' (shared)' else '' end`,
        })
        .from(facultyAllotments)
        .innerJoin(courses, eq(courses.id, facultyAllotments.subjectId))
        .innerJoin(faculty, eq(faculty.id, facultyAllotments.facultyId))
        .where(
          and(eq(facultyAllotments.sectionId, head.sectionId), eq(facultyAllotments.academicYear, head.academicYear)),
        )
        .orderBy(asc(courses.code), asc(faculty.empCode));
    },

    /** Active faculty a substitute may be chosen from (a HoD: their department's). */
    async substituteChoices(scope: TimetableScope) {
      return db
        .select({ value: faculty.id, label: sql<string>`${faculty.empCode} || ' ' || ${faculty.fullName}` })
        .from(faculty)
        .innerJoin(departments, eq(departments.id, faculty.departmentId))
        .where(and(eq(faculty.status, 'Active'), scope === 'all' ? undefined : eq(departments.name, scope.department)))
        .orderBy(asc(faculty.empCode));
    },

    async insertSlot(timetableId: number, input: SlotInput): Promise<number> {
      const [row] = await db
        .insert(timetableSlots)
        .values({ timetableId, ...input })
        .returning({ id: timetableSlots.id });
      return row!.id;
    },

    async removeSlot(timetableId: number, slotId: number): Promise<boolean> {
      const gone = await db
        .delete(timetableSlots)
        .where(and(eq(timetableSlots.id, slotId), eq(timetableSlots.timetableId, timetableId)))
        .returning({ id: timetableSlots.id });
      return gone.length > 0;
    },

    /** A faculty member's name and whether they are active, and their department. */
    async member(id: number) {
      const [row] = await db
        .select({ name: faculty.fullName, status: faculty.status, department: departments.name })
        .from(faculty)
        .innerJoin(departments, eq(departments.id, faculty.departmentId))
        .where(eq(faculty.id, id));
      return row ?? null;
    },
  };
}
export type TimetableStore = ReturnType<typeof timetableStore>;
