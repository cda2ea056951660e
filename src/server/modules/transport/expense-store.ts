import { and, asc, desc, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { VehicleExpenseKind } from '../../../domain/transport/running-cost';
import type { VehicleExpenseLine } from '../../../domain/transport/vehicle-answers';
import type { VehicleExpenseInput } from '../../../domain/transport/vehicles';
import type { Database } from '../../db/client';
import type { TransactionRunner } from '../../db/request-scope';
import { transportVehicleExpenses as e, transportVehicles } from '../../db/schema';

/** Why an odometer reading was refused: lower than one on or before its day, or higher than one after it. */
export interface OdometerRefusal {
  refused: 'behind' | 'ahead';
  km: number;
  day: string;
}

const line = {
  id: e.id,
  kind: e.kind,
  day: e.day,
  amountPaise: e.amountPaise,
  fuelMillilitres: e.fuelMillilitres,
  odometerKm: e.odometerKm,
  note: e.note,
};
const typed = (row: { kind: string } & Omit<VehicleExpenseLine, 'kind'>): VehicleExpenseLine => ({
  ...row,
  kind: row.kind as VehicleExpenseKind,
});

/** A vehicle's expenses: the incharge records them; the running cost and the odometer checks read them. */
export function expenseStore(db: Database, transaction: TransactionRunner) {
  /** The reading nearest `day` on one side: the highest on or before it, or the lowest after it. */
  async function reading(vehicleId: number, day: string, side: 'before' | 'after') {
    const [row] = await db
      .select({ km: e.odometerKm, day: e.day })
      .from(e)
      .where(
        and(eq(e.vehicleId, vehicleId), isNotNull(e.odometerKm), side === 'before' ? lte(e.day, day) : gt(e.day, day)),
      )
      .orderBy(side === 'before' ? desc(e.odometerKm) : asc(e.odometerKm))
      .limit(1);
    return row ? { km: row.km!, day: row.day } : null;
  }

  return {
    /** The vehicle's expenses, the latest first. */
    expenses: async (vehicleId: number) =>
      (await db.select(line).from(e).where(eq(e.vehicleId, vehicleId)).orderBy(desc(e.day), desc(e.id))).map(typed),

    /**
     * Records an expense; a reading lower than the highest on or before its day, or higher than the lowest after it,
     * is refused and nothing is written. The vehicle's row is locked so two fills saved at once are checked in turn.
     */
    async addExpense(
      vehicleId: number,
      input: VehicleExpenseInput,
      recordedBy: number | null,
    ): Promise<{ expense: VehicleExpenseLine } | OdometerRefusal> {
      return transaction(async () => {
        await db
          .select({ id: transportVehicles.id })
          .from(transportVehicles)
          .where(eq(transportVehicles.id, vehicleId))
          .for('update');
        if (input.odometerKm !== null) {
          const before = await reading(vehicleId, input.day, 'before');
          if (before && input.odometerKm < before.km) return { refused: 'behind', ...before };
          const after = await reading(vehicleId, input.day, 'after');
          if (after && input.odometerKm > after.km) return { refused: 'ahead', ...after };
        }
        const [row] = await db
          .insert(e)
          .values({ vehicleId, ...input, recordedBy })
          .returning(line);
        return { expense: typed(row!) };
      });
    },

    /** What the running cost reads: each expense's day, kind, amount and odometer reading. */
    costInputs: async (vehicleId: number) =>
      (
        await db
          .select({ on: e.day, kind: e.kind, amountPaise: e.amountPaise, odometerKm: e.odometerKm })
          .from(e)
          .where(eq(e.vehicleId, vehicleId))
      ).map((r) => ({ ...r, kind: r.kind as VehicleExpenseKind })),
  };
}

export type ExpenseStore = ReturnType<typeof expenseStore>;
