import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_ALLOTMENT_RULES, type AllotmentRules } from '../../../domain/hostel/allotment';
import type { RoomFeesInput } from '../../../domain/hostel/registration';
import type { Database } from '../../db/client';
import { hostelAllotmentRules, hostelRoomFees, hostelRoomTypes } from '../../db/schema';

/** What the college sets for an academic year's allotment: each room type's fee, and the allotment rules. */
export function allotmentSettingsStore(db: Database) {
  return {
    /** Every room type with its fee for the year, null where none is set. */
    roomFees: (academicYear: string) =>
      db
        .select({ roomTypeId: hostelRoomTypes.id, roomType: hostelRoomTypes.name, feePaise: hostelRoomFees.feePaise })
        .from(hostelRoomTypes)
        .leftJoin(
          hostelRoomFees,
          and(eq(hostelRoomFees.roomTypeId, hostelRoomTypes.id), eq(hostelRoomFees.academicYear, academicYear)),
        )
        .orderBy(asc(sql`lower(${hostelRoomTypes.name})`)),

    /** Which of these room type ids are not in the hostel. */
    async unknownRoomTypes(ids: readonly number[]): Promise<number[]> {
      const known = await db
        .select({ id: hostelRoomTypes.id })
        .from(hostelRoomTypes)
        .where(inArray(hostelRoomTypes.id, [...ids]));
      const found = new Set(known.map((k) => k.id));
      return ids.filter((id) => !found.has(id));
    },

    /** Sets the fees given (others stay as they were), in one statement. */
    async saveRoomFees({ academicYear, fees }: RoomFeesInput): Promise<void> {
      await db
        .insert(hostelRoomFees)
        .values(fees.map((f) => ({ ...f, academicYear })))
        .onConflictDoUpdate({
          target: [hostelRoomFees.roomTypeId, hostelRoomFees.academicYear],
          set: { feePaise: sql`excluded.fee_paise`, updatedAt: sql`now()` },
        });
    },

    /** The year's rules, or the usual ones (`saved` false) while the college set none. */
    async rules(academicYear: string): Promise<{ rules: AllotmentRules; saved: boolean }> {
      const [row] = await db
        .select({ rules: hostelAllotmentRules.rules })
        .from(hostelAllotmentRules)
        .where(eq(hostelAllotmentRules.academicYear, academicYear));
      return row ? { rules: row.rules, saved: true } : { rules: DEFAULT_ALLOTMENT_RULES, saved: false };
    },

    async saveRules(academicYear: string, rules: AllotmentRules, userId: number): Promise<void> {
      await db
        .insert(hostelAllotmentRules)
        .values({ academicYear, rules, updatedBy: userId })
        .onConflictDoUpdate({
          target: hostelAllotmentRules.academicYear,
          set: { rules, updatedBy: userId, updatedAt: sql`now()` },
        });
    },
  };
}

export type AllotmentSettingsStore = ReturnType<typeof allotmentSettingsStore>;
