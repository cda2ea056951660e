import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { HOLDING_STATUSES, type EndHalf, type LeaveStatus, type StartHalf } from '../../../domain/leave/leave-rules';
import type { Database } from '../../db/client';
import { academicYears, holidays, leaveAllotments, leaveApplications, leaveTypes } from '../../db/schema';

/** The SQL of what a balance is counted from: the year and its holidays, leave types, allotments, leave held. */
export function balanceStore(db: Database) {
  return {
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
  };
}
