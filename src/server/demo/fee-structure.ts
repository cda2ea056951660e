import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { batches, degrees, feePlanChanges, feePlanHeads, feePlans, feeTypes } from '../db/schema';
import type { DemoBatch } from './demo-year';
import { shiftedDay } from './demo-year';

/**
 * A fee structure the demo's accounts office has written but not yet applied: the final-year batch's lab fee (due in
 * October, fined by slabs of days late) and library fee (in two instalments). Applying it on the Fee Structures screen
 * gives each student the dues, and the late lab fee makes them defaulters with a fine at the desk.
 */
export async function seedDemoFeeStructure(tx: Database, batch: DemoBatch): Promise<void> {
  const [place] = await tx
    .select({ batchId: batches.id, degreeId: degrees.id })
    .from(batches)
    .innerJoin(degrees, eq(degrees.id, batches.degreeId))
    .where(and(eq(batches.name, batch.name), eq(degrees.name, 'B.Tech')));
  const [misc] = await tx.select({ id: feeTypes.id }).from(feeTypes).where(eq(feeTypes.name, 'MISCELLANEOUS'));
  if (!place || !misc) return;
  const [plan] = await tx
    .insert(feePlans)
    .values({ name: 'Final year lab and library fee', ...place, semester: batch.semester })
    .returning({ id: feePlans.id });
  const day = (d: string) => shiftedDay(d, batch.shift);
  await tx.insert(feePlanHeads).values([
    {
      planId: plan!.id,
      feeTypeId: misc.id,
      item: 'LAB FEE',
      amountPaise: 2_000_00,
      dueDate: day('2026-10-15'),
      fineKind: 'SLAB',
      fineSlabs: [
        { afterDays: 1, amountPaise: 100_00 },
        { afterDays: 30, amountPaise: 300_00 },
      ],
      fineCapPaise: 500_00,
    },
    {
      planId: plan!.id,
      feeTypeId: misc.id,
      item: 'LIBRARY',
      amountPaise: 1_000_00,
      dueDate: day('2026-11-01'),
      instalments: [
        { dueDate: day('2026-11-01'), amountPaise: 600_00 },
        { dueDate: day('2027-02-01'), amountPaise: 400_00 },
      ],
    },
  ]);
  await tx.insert(feePlanChanges).values({ planId: plan!.id, what: 'created', at: new Date() });
}
