import { and, asc, count, desc, eq, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import type {
  ApplicationCorrection,
  ApplicationStatus,
  HostelApplicationInput,
} from '../../../domain/hostel/registration';
import type { ApplicationLine, MyApplication } from '../../../domain/hostel/registration-answers';
import type { Database } from '../../db/client';
import {
  admissions,
  hostelAllotments,
  hostelApplications,
  hostelBeds,
  hostelBuildings,
  hostelRooms,
  hostelRoomTypes,
  students,
  users,
} from '../../db/schema';

export const PAGE_SIZE = 50;
const OPEN_WAITING = ['APPLIED', 'WAITLISTED'];

/** A student as the hostel reads them: gender, year of study and category from their record and admission. */
export interface ApplicantRecord {
  id: number;
  name: string;
  rollNo: string;
  gender: string;
  year: number;
  category: string;
}

/** The year of study from the semester (1 and 2 are the first year). */
export const yearOfStudy = sql<number>`((${students.semester} + 1) / 2)::int`;
const categoryOf = sql<string>`coalesce(${admissions.category}, '')`;

/** Hostel applications: made, read, withdrawn and corrected (allotting them is allotment-store.ts). */
export function registrationStore(db: Database) {
  /** The bed each allotted application holds now, by application. */
  async function bedsOf(applicationIds: number[]) {
    if (!applicationIds.length) return new Map<number, { block: string; room: string; bed: string }>();
    const rows = await db
      .select({
        applicationId: hostelAllotments.applicationId,
        block: hostelBuildings.name,
        room: hostelRooms.number,
        bed: hostelBeds.label,
      })
      .from(hostelAllotments)
      .innerJoin(hostelBeds, eq(hostelBeds.id, hostelAllotments.bedId))
      .innerJoin(hostelRooms, eq(hostelRooms.id, hostelBeds.roomId))
      .innerJoin(hostelBuildings, eq(hostelBuildings.id, hostelRooms.buildingId))
      .where(and(inArray(hostelAllotments.applicationId, applicationIds), isNull(hostelAllotments.toDate)));
    return new Map(rows.map(({ applicationId, ...place }) => [applicationId, place]));
  }

  async function roomTypeNames() {
    const rows = await db.select({ id: hostelRoomTypes.id, name: hostelRoomTypes.name }).from(hostelRoomTypes);
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** Applications with their students, as the incharge's list and the student's own read them. */
  async function lines(where: SQL | undefined, page?: { limit: number; offset: number }): Promise<ApplicationLine[]> {
    const query = db
      .select({
        id: hostelApplications.id,
        status: sql<ApplicationStatus>`${hostelApplications.status}`,
        preferences: hostelApplications.preferences,
        anyRoomType: hostelApplications.anyRoomType,
        reason: hostelApplications.reason,
        distanceKm: hostelApplications.distanceKm,
        appliedAt: hostelApplications.createdAt,
        waitReason: hostelApplications.waitReason,
        rejectReason: hostelApplications.rejectReason,
        studentId: students.id,
        name: students.fullName,
        rollNo: students.rollNo,
        gender: students.gender,
        year: yearOfStudy,
        category: categoryOf,
      })
      .from(hostelApplications)
      .innerJoin(students, eq(students.id, hostelApplications.studentId))
      .leftJoin(admissions, eq(admissions.studentId, students.id))
      .where(where)
      .orderBy(asc(hostelApplications.createdAt), asc(hostelApplications.id));
    const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
    const [names, beds] = await Promise.all([roomTypeNames(), bedsOf(rows.map((r) => r.id))]);
    return rows.map((r) => ({
      ...r,
      preferences: r.preferences.map((id) => ({ id, name: names.get(id) ?? '' })),
      appliedAt: r.appliedAt.toISOString(),
      bed: beds.get(r.id) ?? null,
    }));
  }

  return {
    /** The student the signed-in account belongs to, if any. */
    async studentOfUser(userId: number): Promise<number | null> {
      const [row] = await db.select({ id: users.studentId }).from(users).where(eq(users.id, userId));
      return row?.id ?? null;
    },

    /** A student on the rolls (studying), with what the hostel reads of their record. */
    async applicant(studentId: number): Promise<ApplicantRecord | null> {
      const [row] = await db
        .select({
          id: students.id,
          name: students.fullName,
          rollNo: students.rollNo,
          gender: students.gender,
          year: yearOfStudy,
          category: categoryOf,
        })
        .from(students)
        .leftJoin(admissions, eq(admissions.studentId, students.id))
        .where(and(eq(students.id, studentId), eq(students.status, 'studying')));
      return row ?? null;
    },

    /** Makes the application; null when the student has an open one for the year (the unique index decides). */
    async apply(studentId: number, academicYear: string, input: HostelApplicationInput, userId: number) {
      const [row] = await db
        .insert(hostelApplications)
        .values({
          studentId,
          academicYear,
          preferences: input.preferences,
          anyRoomType: input.anyRoomType,
          reason: input.reason,
          distanceKm: input.distanceKm,
          appliedBy: userId,
        })
        .onConflictDoNothing()
        .returning({ id: hostelApplications.id });
      return row?.id ?? null;
    },

    /** The student's application of the year: the open one, else the latest. */
    async mine(studentId: number, academicYear: string): Promise<MyApplication['application']> {
      const [row] = await db
        .select({ id: hostelApplications.id })
        .from(hostelApplications)
        .where(and(eq(hostelApplications.studentId, studentId), eq(hostelApplications.academicYear, academicYear)))
        .orderBy(
          desc(sql`${hostelApplications.status} in ('APPLIED', 'WAITLISTED', 'ALLOTTED')`),
          desc(hostelApplications.id),
        )
        .limit(1);
      if (!row) return null;
      const [line] = await lines(eq(hostelApplications.id, row.id));
      if (!line) return null;
      const { studentId: _s, name: _n, rollNo: _r, gender: _g, year: _y, category: _c, ...own } = line;
      return own;
    },

    /** Withdraws the student's application still waiting; 'allotted' when a bed is already theirs, 'none' else. */
    async withdraw(studentId: number, academicYear: string): Promise<'withdrawn' | 'allotted' | 'none'> {
      const mine = and(eq(hostelApplications.studentId, studentId), eq(hostelApplications.academicYear, academicYear));
      const done = await db
        .update(hostelApplications)
        .set({ status: 'WITHDRAWN', updatedAt: sql`now()` })
        .where(and(mine, inArray(hostelApplications.status, OPEN_WAITING)))
        .returning({ id: hostelApplications.id });
      if (done.length) return 'withdrawn';
      const [allotted] = await db
        .select({ id: hostelApplications.id })
        .from(hostelApplications)
        .where(and(mine, eq(hostelApplications.status, 'ALLOTTED')));
      return allotted ? 'allotted' : 'none';
    },

    /** A page of the year's applications (of one status, when named), and how many there are. */
    async list(academicYear: string, status: ApplicationStatus | undefined, page: number) {
      const where = and(
        eq(hostelApplications.academicYear, academicYear),
        status ? eq(hostelApplications.status, status) : undefined,
      );
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(hostelApplications).where(where);
      const applications = await lines(where, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
      return { applications, total: Number(total), pages: Math.max(1, Math.ceil(Number(total) / PAGE_SIZE)) };
    },

    /** Students on the rolls whose admission said they would live in the hostel, with no application this year. */
    expected: (academicYear: string) =>
      db
        .select({
          id: students.id,
          name: students.fullName,
          rollNo: students.rollNo,
          gender: students.gender,
          year: yearOfStudy,
        })
        .from(admissions)
        .innerJoin(students, eq(students.id, admissions.studentId))
        .where(
          and(
            sql`${admissions.details}->>'isHostler' = 'Yes'`,
            eq(students.status, 'studying'),
            notExists(
              db
                .select({ id: hostelApplications.id })
                .from(hostelApplications)
                .where(
                  and(eq(hostelApplications.studentId, students.id), eq(hostelApplications.academicYear, academicYear)),
                ),
            ),
          ),
        )
        .orderBy(asc(students.rollNo)),

    /** An application's status, for a correction or an allotment by hand. */
    async byId(id: number) {
      const [row] = await db.select().from(hostelApplications).where(eq(hostelApplications.id, id));
      return row ?? null;
    },

    /** Corrects the distance of, or rejects, an application still waiting; false when it is no longer. */
    async correct(id: number, c: ApplicationCorrection): Promise<boolean> {
      const done = await db
        .update(hostelApplications)
        .set({
          ...(c.distanceKm !== undefined ? { distanceKm: c.distanceKm } : {}),
          ...(c.reject !== undefined ? { status: 'REJECTED', rejectReason: c.reject } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(hostelApplications.id, id), inArray(hostelApplications.status, OPEN_WAITING)))
        .returning({ id: hostelApplications.id });
      return done.length > 0;
    },
  };
}

export type RegistrationStore = ReturnType<typeof registrationStore>;
