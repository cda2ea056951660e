import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feeStructures, feeTypes } from '../../db/schema';
import type { StudentRow } from './fee-details';
import { LATE_FEE_TYPE, fineItemOf, lateFinesOf, type LineForFine } from './late-fines';

/**
 * Before the desk takes money for late dues: each chosen due's fine to date is put on its fine line (made the first
 * time, raised when the fine grew), and the order the money goes in becomes each due's fine line, then the due. Run it
 * inside the collecting transaction, with the student locked.
 */
export async function withLateFines(
  db: Database,
  student: StudentRow,
  lines: readonly (LineForFine & { feeTypeId?: number })[],
  chosen: readonly number[],
  today: string,
): Promise<number[]> {
  const picked = chosen.map((id) => lines.find((l) => l.structureId === id)!);
  const fines = await lateFinesOf(db, student.id, picked, today);
  const order: number[] = [];
  for (const line of picked) {
    const late = fines.get(line.structureId);
    let fineLineId = late?.fineLine?.id ?? null;
    if (late && late.fine > 0) fineLineId = await raiseFine(db, student, line, late.fine, late.fineLine?.id ?? null);
    if (fineLineId !== null && !order.includes(fineLineId)) order.push(fineLineId);
    if (!order.includes(line.structureId)) order.push(line.structureId);
  }
  return order;
}

/** Makes the due's fine line, or raises it by `more` paise; answers its id. */
export async function raiseFine(
  db: Database,
  student: StudentRow,
  line: LineForFine,
  more: number,
  existing: number | null,
) {
  if (existing !== null) {
    await db
      .update(feeStructures)
      .set({ amountPaise: sql`${feeStructures.amountPaise} + ${more}` })
      .where(eq(feeStructures.id, existing));
    return existing;
  }
  await db.insert(feeTypes).values({ name: LATE_FEE_TYPE, flow: 'miscellaneous', sortOrder: 80 }).onConflictDoNothing();
  const [type] = await db.select({ id: feeTypes.id }).from(feeTypes).where(eq(feeTypes.name, LATE_FEE_TYPE));
  const [source] = await db
    .select({ degreeId: feeStructures.degreeId, batchId: feeStructures.batchId })
    .from(feeStructures)
    .where(eq(feeStructures.id, line.structureId));
  const [made] = await db
    .insert(feeStructures)
    .values({
      degreeId: source!.degreeId,
      batchId: source!.batchId,
      semester: line.semester,
      feeTypeId: type!.id,
      item: fineItemOf(line),
      amountPaise: more,
      studentId: student.id,
    })
    .returning({ id: feeStructures.id });
  return made!.id;
}
