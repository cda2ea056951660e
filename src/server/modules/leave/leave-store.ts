import { aliasedTable, and, asc, desc, eq, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { academicYearOfDay } from '../../../domain/calendar/academic-year';
import {
  LEAVE_STAFF_ROLES,
  ROUTE_ROLES,
  sameDepartment,
  type BackupNaming,
  type LeaveRoute,
} from '../../../domain/leave/access';
import type { LeaveClass, LeaveRow } from '../../../domain/leave/leave-answers';
import {
  HOLDING_STATUSES,
  classInHalves,
  halvesOn,
  middayPosition,
  type EndHalf,
  type LeaveSpan,
  type LeaveStatus,
  type StartHalf,
} from '../../../domain/leave/leave-rules';
import { weekdayOf } from '../../../domain/timetable/timetable';
import type { CalendarTerms } from '../timetable/service';
import type { Database } from '../../db/client';
import {
  academicYears,
  branches,
  departments,
  faculty,
  facultyAllotments,
  holidays,
  leaveAllotments,
  leaveApplications,
  leaveBackupApprovers,
  leaveTypes,
  storedFiles,
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

type Run = <T>(fn: () => Promise<T>) => Promise<T>;

/** A member of staff as leave sees them: roles, department (their own or their faculty record's), faculty record. */
export interface Applicant {
  id: number;
  fullName: string;
  email: string;
  roles: string[];
  program: string | null;
  facultyId: number | null;
  department: string | null;
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

const decider = aliasedTable(users, 'decider');
const applicantUser = aliasedTable(users, 'applicant');

const rowColumns = {
  id: leaveApplications.id,
  userId: leaveApplications.userId,
  applicant: applicantUser.fullName,
  leaveTypeId: leaveApplications.leaveTypeId,
  code: leaveTypes.code,
  typeName: leaveTypes.name,
  academicYearId: leaveApplications.academicYearId,
  fromDate: leaveApplications.fromDate,
  toDate: leaveApplications.toDate,
  fromHalf: sql<StartHalf>`${leaveApplications.fromHalf}`,
  toHalf: sql<EndHalf>`${leaveApplications.toHalf}`,
  halfDays: leaveApplications.halfDays,
  reason: leaveApplications.reason,
  attachmentFileId: storedFiles.publicId,
  route: sql<LeaveRoute>`${leaveApplications.route}`,
  department: leaveApplications.department,
  status: sql<LeaveStatus>`${leaveApplications.status}`,
  decidedBy: decider.fullName,
  decidedAt: leaveApplications.decidedAt,
  remark: leaveApplications.remark,
  createdAt: leaveApplications.createdAt,
};

/** The SQL of leave: applicants, the calendar and allotments, applications, decisions and backup approvers. */
export function leaveStore(db: Database, transaction: Run, timetable: TimetableSlots, calendar: CalendarTerms) {
  const rows = () =>
    db
      .select(rowColumns)
      .from(leaveApplications)
      .innerJoin(leaveTypes, eq(leaveTypes.id, leaveApplications.leaveTypeId))
      .innerJoin(applicantUser, eq(applicantUser.id, leaveApplications.userId))
      .leftJoin(decider, eq(decider.id, leaveApplications.decidedBy))
      .leftJoin(storedFiles, eq(storedFiles.id, leaveApplications.attachmentFileId));
  const shaped = (
    list: (Omit<LeaveRow, 'decidedAt' | 'createdAt'> & { decidedAt: Date | string | null; createdAt: Date | string })[],
  ): LeaveRow[] =>
    list.map((r) => ({
      ...r,
      decidedAt: r.decidedAt ? new Date(r.decidedAt).toISOString() : null,
      createdAt: new Date(r.createdAt).toISOString(),
    }));

  async function backupsActive(today: string, where?: SQL): Promise<(BackupNaming & { id: number })[]> {
    return db
      .select({
        id: leaveBackupApprovers.id,
        department: leaveBackupApprovers.department,
        backupUserId: leaveBackupApprovers.backupUserId,
        fromDate: leaveBackupApprovers.fromDate,
        toDate: leaveBackupApprovers.toDate,
      })
      .from(leaveBackupApprovers)
      .where(and(lte(leaveBackupApprovers.fromDate, today), gte(leaveBackupApprovers.toDate, today), where));
  }

  return {
    async applicant(userId: number): Promise<Applicant | null> {
      const [row] = await db
        .select({
          id: users.id,
          fullName: users.fullName,
          email: users.email,
          roles: users.roles,
          program: users.program,
          facultyId: users.facultyId,
          facultyDepartment: departments.name,
        })
        .from(users)
        .leftJoin(faculty, eq(faculty.id, users.facultyId))
        .leftJoin(departments, eq(departments.id, faculty.departmentId))
        .where(eq(users.id, userId));
      if (!row) return null;
      const { facultyDepartment, ...rest } = row;
      return { ...rest, department: row.program?.trim() || facultyDepartment || null };
    },

    /** The academic year of the calendar holding a day. */
    async academicYearOn(day: string) {
      const [row] = await db
        .select({
          id: academicYears.id,
          name: academicYears.name,
          startDate: academicYears.startDate,
          endDate: academicYears.endDate,
        })
        .from(academicYears)
        .where(and(lte(academicYears.startDate, day), gte(academicYears.endDate, day)))
        .limit(1);
      return row ?? null;
    },

    async holidaysBetween(from: string, to: string): Promise<Set<string>> {
      const list = await db
        .select({ date: holidays.date })
        .from(holidays)
        .where(and(gte(holidays.date, from), lte(holidays.date, to)));
      return new Set(list.map((h) => h.date));
    },

    types: () =>
      db
        .select({
          id: leaveTypes.id,
          code: leaveTypes.code,
          name: leaveTypes.name,
          halfDaysAllowed: leaveTypes.halfDaysAllowed,
          needsAttachment: leaveTypes.needsAttachment,
        })
        .from(leaveTypes)
        .orderBy(asc(leaveTypes.code)),

    /**
     * The days of each leave type a staff category has in a year. `held` share-locks them until the caller's
     * transaction ends: an application saved against them and a change or delete of an allotment (which locks its
     * row first) then happen one after the other, never interleaved.
     */
    async allotments(academicYearId: number, staffCategory: string, held = false): Promise<Map<number, number>> {
      const query = db
        .select({ leaveTypeId: leaveAllotments.leaveTypeId, days: leaveAllotments.days })
        .from(leaveAllotments)
        .where(
          and(eq(leaveAllotments.academicYearId, academicYearId), eq(leaveAllotments.staffCategory, staffCategory)),
        );
      const list = held ? await query.for('share') : await query;
      return new Map(list.map((a) => [a.leaveTypeId, a.days]));
    },

    /** The user's pending and approved leave of an academic year (what the balance takes away). */
    holdingInYear: (userId: number, academicYearId: number) =>
      db
        .select({
          leaveTypeId: leaveApplications.leaveTypeId,
          status: sql<LeaveStatus>`${leaveApplications.status}`,
          halfDays: leaveApplications.halfDays,
        })
        .from(leaveApplications)
        .where(
          and(
            eq(leaveApplications.userId, userId),
            eq(leaveApplications.academicYearId, academicYearId),
            inArray(leaveApplications.status, [...HOLDING_STATUSES]),
          ),
        ),

    /** The user's pending and approved leave touching these dates (a day either side, for halves). */
    holdingAround: (userId: number, from: string, to: string) =>
      db
        .select({
          fromDate: leaveApplications.fromDate,
          toDate: leaveApplications.toDate,
          fromHalf: sql<StartHalf>`${leaveApplications.fromHalf}`,
          toHalf: sql<EndHalf>`${leaveApplications.toHalf}`,
        })
        .from(leaveApplications)
        .where(
          and(
            eq(leaveApplications.userId, userId),
            inArray(leaveApplications.status, [...HOLDING_STATUSES]),
            lte(leaveApplications.fromDate, to),
            gte(leaveApplications.toDate, from),
          ),
        ),

    /** Runs a check and its write one at a time for a user, so two applications never spend the same days. */
    inTurn<T>(userId: number, fn: () => Promise<T>): Promise<T> {
      return transaction(async () => {
        await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`leave:${userId}`}))`);
        return fn();
      });
    },

    async insert(values: typeof leaveApplications.$inferInsert): Promise<number> {
      const [row] = await db.insert(leaveApplications).values(values).returning({ id: leaveApplications.id });
      return row!.id;
    },

    async find(id: number): Promise<LeaveRow | null> {
      return shaped(await rows().where(eq(leaveApplications.id, id)))[0] ?? null;
    },

    /** The leave whose attachment this stored file is (who applied, where it is decided), or null. */
    async withAttachment(fileId: number) {
      const [row] = await db
        .select({
          userId: leaveApplications.userId,
          route: leaveApplications.route,
          department: leaveApplications.department,
        })
        .from(leaveApplications)
        .where(eq(leaveApplications.attachmentFileId, fileId))
        .limit(1);
      return row ? { ...row, route: row.route as LeaveRoute } : null;
    },

    async history(userId: number): Promise<LeaveRow[]> {
      return shaped(
        await rows()
          .where(eq(leaveApplications.userId, userId))
          .orderBy(desc(leaveApplications.fromDate), desc(leaveApplications.id))
          .limit(200),
      );
    },

    /** Moves a pending leave to approved or rejected; false when it was no longer pending. */
    async decide(id: number, status: 'approved' | 'rejected', by: number, remark: string, at: Date): Promise<boolean> {
      const done = await db
        .update(leaveApplications)
        .set({ status, decidedBy: by, decidedAt: at, remark })
        .where(and(eq(leaveApplications.id, id), eq(leaveApplications.status, 'pending')))
        .returning({ id: leaveApplications.id });
      return done.length === 1;
    },

    /** Cancels a leave still pending, or approved and not begun by `today`; false when it no longer may be. */
    async cancel(id: number, today: string, at: Date): Promise<boolean> {
      const done = await db
        .update(leaveApplications)
        .set({ status: 'cancelled', cancelledAt: at })
        .where(
          and(
            eq(leaveApplications.id, id),
            or(
              eq(leaveApplications.status, 'pending'),
              and(eq(leaveApplications.status, 'approved'), sql`${leaveApplications.fromDate} > ${today}`),
            ),
          ),
        )
        .returning({ id: leaveApplications.id });
      return done.length === 1;
    },

    backupsActive,

    /** The pending leave a user decides today: their department's (a HoD, or a backup while named), their role's. */
    async pendingFor(user: { id: number; roles: readonly string[]; program: string | null }, today: string) {
      const departmentsDecided = new Set<string>();
      if (user.roles.includes('ROLE_HOD') && user.program?.trim())
        departmentsDecided.add(user.program.trim().toLowerCase());
      for (const b of await backupsActive(today, eq(leaveBackupApprovers.backupUserId, user.id)))
        departmentsDecided.add(b.department.trim().toLowerCase());
      const routes = (Object.keys(ROUTE_ROLES) as (keyof typeof ROUTE_ROLES)[]).filter((r) =>
        user.roles.includes(ROUTE_ROLES[r]),
      );
      const conditions: SQL[] = [];
      if (departmentsDecided.size)
        conditions.push(
          and(
            eq(leaveApplications.route, 'department'),
            inArray(sql`lower(trim(${leaveApplications.department}))`, [...departmentsDecided]),
          )!,
        );
      if (routes.length) conditions.push(inArray(leaveApplications.route, routes));
      if (!conditions.length) return [];
      return shaped(
        await rows()
          .where(
            and(
              eq(leaveApplications.status, 'pending'),
              or(...conditions),
              sql`${leaveApplications.userId} <> ${user.id}`,
            ),
          )
          .orderBy(asc(leaveApplications.fromDate), asc(leaveApplications.id))
          .limit(200),
      );
    },

    /** Who is told of a new leave: the department's HoDs and the backup named for today, or the route's role. */
    async approversOf(route: LeaveRoute, department: string | null, today: string, applicantId: number) {
      const all = await db
        .select({ id: users.id, email: users.email, roles: users.roles, program: users.program })
        .from(users)
        .where(sql`${users.roles} && ${sql.raw(`ARRAY['ROLE_HOD','ROLE_PRINCIPAL','ROLE_ADMIN']::text[]`)}`);
      const backups = route === 'department' ? await backupsActive(today) : [];
      const backupIds = backups.filter((b) => sameDepartment(b.department, department)).map((b) => b.backupUserId);
      const backupUsers = backupIds.length
        ? await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, backupIds))
        : [];
      const chosen =
        route === 'department'
          ? [
              ...all.filter((u) => u.roles.includes('ROLE_HOD') && sameDepartment(u.program, department)),
              ...backupUsers,
            ]
          : all.filter((u) => u.roles.includes(ROUTE_ROLES[route]));
      return chosen.filter((u) => u.id !== applicantId && u.email !== '');
    },

    /** Staff a HoD may name: accounts of their department (by their own or their faculty record's department). */
    async staffOfDepartment(department: string) {
      const list = await db
        .select({
          id: users.id,
          fullName: users.fullName,
          roles: users.roles,
          program: users.program,
          facultyDepartment: departments.name,
        })
        .from(users)
        .leftJoin(faculty, eq(faculty.id, users.facultyId))
        .leftJoin(departments, eq(departments.id, faculty.departmentId))
        .where(
          or(
            sql`lower(trim(${users.program})) = ${department.trim().toLowerCase()}`,
            sql`lower(trim(${departments.name})) = ${department.trim().toLowerCase()}`,
          ),
        )
        .orderBy(asc(users.fullName));
      return list
        .filter((u) => u.roles.some((r) => LEAVE_STAFF_ROLES.includes(r as never)))
        .map((u) => ({ value: u.id, label: u.fullName }));
    },

    backupsNamedBy: (hodUserId: number) =>
      db
        .select({
          id: leaveBackupApprovers.id,
          department: leaveBackupApprovers.department,
          backupUserId: leaveBackupApprovers.backupUserId,
          backupName: users.fullName,
          fromDate: leaveBackupApprovers.fromDate,
          toDate: leaveBackupApprovers.toDate,
        })
        .from(leaveBackupApprovers)
        .innerJoin(users, eq(users.id, leaveBackupApprovers.backupUserId))
        .where(eq(leaveBackupApprovers.hodUserId, hodUserId))
        .orderBy(desc(leaveBackupApprovers.fromDate)),

    async nameBackup(values: typeof leaveBackupApprovers.$inferInsert): Promise<number> {
      const [row] = await db.insert(leaveBackupApprovers).values(values).returning({ id: leaveBackupApprovers.id });
      return row!.id;
    },

    async removeBackup(id: number, hodUserId: number): Promise<boolean> {
      const done = await db
        .delete(leaveBackupApprovers)
        .where(and(eq(leaveBackupApprovers.id, id), eq(leaveBackupApprovers.hodUserId, hodUserId)))
        .returning({ id: leaveBackupApprovers.id });
      return done.length === 1;
    },

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
export type LeaveStore = ReturnType<typeof leaveStore>;
