import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { LATE_FEE_TYPE, fineItemOf, fineToDate, type FineKind } from '../../../domain/payments/fee-plans';
import type { Database } from '../../db/client';
import { feePlanHeads, feeStructures, feeTypes } from '../../db/schema';
import { coveredOnLineSql } from './fee-reliefs-sql';

export { LATE_FEE_TYPE, fineItemOf };

export interface LineForFine {
  structureId: number;
  feeType: string;
  semester: number;
  item: string;
  due: number;
}

export interface LateFine {
  /** The fine the due has gathered by today, less what its fine line already asks. */
  fine: number;
  /** The due's fine line, once made: its id and what is still due on it. */
  fineLine: { id: number; amount: number; due: number } | null;
}

/**
 * The late fines of a student's dues on `today`: a due made by a fee structure's head, past its due date and not yet
 * paid, gathers the head's fine (fineToDate). Once money is taken for it, the fine is a line of the student's own
 * (LATE_FEE_TYPE, named after the due), so what was asked and paid stays on record; a fine that grew since asks only
 * the rest.
 */
export async function lateFinesOf(
  db: Database,
  studentId: number,
  lines: readonly LineForFine[],
  today: string,
): Promise<Map<number, LateFine>> {
  const open = lines.filter((l) => l.due > 0);
  const found = new Map<number, LateFine>();
  if (open.length === 0) return found;
  const rules = await db
    .select({ id: feeStructures.id, dueDate: feeStructures.dueDate, head: feePlanHeads })
    .from(feeStructures)
    .innerJoin(feePlanHeads, eq(feePlanHeads.id, feeStructures.planHeadId))
    .where(
      and(
        inArray(
          feeStructures.id,
          open.map((l) => l.structureId),
        ),
        isNotNull(feeStructures.dueDate),
      ),
    );
  if (rules.length === 0) return found;
  const fineLines = await db
    .select({
      id: feeStructures.id,
      semester: feeStructures.semester,
      item: feeStructures.item,
      amount: feeStructures.amountPaise,
      paid: coveredOnLineSql(studentId, feeStructures.id),
    })
    .from(feeStructures)
    .innerJoin(feeTypes, eq(feeTypes.id, feeStructures.feeTypeId))
    .where(and(eq(feeStructures.studentId, studentId), eq(feeTypes.name, LATE_FEE_TYPE)));
  for (const rule of rules) {
    const line = open.find((l) => l.structureId === rule.id)!;
    const gathered = fineToDate({ ...rule.head, fineKind: rule.head.fineKind as FineKind }, rule.dueDate!, today);
    const made = fineLines.find((f) => f.semester === line.semester && f.item === fineItemOf(line));
    const fineLine = made ? { id: made.id, amount: made.amount, due: Math.max(0, made.amount - made.paid) } : null;
    const fine = Math.max(0, gathered - (made?.amount ?? 0));
    if (fine > 0 || (fineLine && fineLine.due > 0)) found.set(line.structureId, { fine, fineLine });
  }
  return found;
}
