import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { PlacedSubstitution, SubstitutionInput, Term } from '../../../domain/timetable/timetable';
import type { Database } from '../../db/client';
import { faculty, timetableSlots, timetableSubstitutions, timetables } from '../../db/schema';
import { inYear } from './timetable-year';

/** Substitutions: a faculty member taking a slot's class on one date, read by date, by timetable or by week. */
export function substitutionsStore(db: Database) {
  async function substitutionsWhere(where: ReturnType<typeof and>): Promise<PlacedSubstitution[]> {
    return db
      .select({
        id: timetableSubstitutions.id,
        slotId: timetableSubstitutions.slotId,
        date: timetableSubstitutions.date,
        facultyId: timetableSubstitutions.facultyId,
        facultyName: faculty.fullName,
      })
      .from(timetableSubstitutions)
      .innerJoin(faculty, eq(faculty.id, timetableSubstitutions.facultyId))
      .innerJoin(timetableSlots, eq(timetableSlots.id, timetableSubstitutions.slotId))
      .innerJoin(timetables, eq(timetables.id, timetableSlots.timetableId))
      .where(where)
      .orderBy(asc(timetableSubstitutions.date), asc(timetableSubstitutions.id));
  }

  return {
    /** Substitutions on a date among the timetables of a year and semester. */
    substitutionsOn: (year: string, term: Term, date: string) =>
      substitutionsWhere(and(inYear(year, term), eq(timetableSubstitutions.date, date))),

    /** Substitutions of a timetable (for its screen), or of a year's timetables between two dates (a week). */
    substitutionsOf: (timetableId: number) => substitutionsWhere(eq(timetables.id, timetableId)),
    substitutionsBetween: (year: string, term: Term, from: string, to: string) =>
      substitutionsWhere(and(inYear(year, term), between(timetableSubstitutions.date, from, to))),

    async insertSubstitution(input: SubstitutionInput): Promise<number> {
      const [row] = await db.insert(timetableSubstitutions).values(input).returning({ id: timetableSubstitutions.id });
      return row!.id;
    },

    async removeSubstitution(timetableId: number, id: number): Promise<boolean> {
      const mine = db
        .select({ id: timetableSlots.id })
        .from(timetableSlots)
        .where(eq(timetableSlots.timetableId, timetableId));
      const gone = await db
        .delete(timetableSubstitutions)
        .where(and(eq(timetableSubstitutions.id, id), inArray(timetableSubstitutions.slotId, mine)))
        .returning({ id: timetableSubstitutions.id });
      return gone.length > 0;
    },
  };
}
