import type { PaymentFlow } from '../../../domain/payments/flows';
import type { Database } from '../../db/client';
import { feeDetailsOf, type StudentRow } from './fee-details';
import { lateFinesOf } from './late-fines';

/**
 * The student's fee lines as a payer sees them: each late due with the fine it still owes (`fine`: what its fine
 * line, once made, still asks, and what the fine has grown by since, `fineToRaise`) and that fine line's id. Paying
 * the due online pays its fine with it, first, as the desk does, so paying online is never a way round a late fine.
 */
export async function feeDetailsWithFines(
  db: Database,
  student: StudentRow,
  flows: readonly PaymentFlow[] | undefined,
  today: string,
) {
  const lines = await feeDetailsOf(db, student, flows);
  const fines = await lateFinesOf(db, student.id, lines, today);
  return lines.map((l) => {
    const late = fines.get(l.structureId);
    const fineToRaise = late?.fine ?? 0;
    return {
      ...l,
      fine: fineToRaise + (late?.fineLine?.due ?? 0),
      fineToRaise,
      fineLineId: late?.fineLine?.id ?? null,
    };
  });
}

export type LineWithFine = Awaited<ReturnType<typeof feeDetailsWithFines>>[number];

/**
 * The lines as the payer's screen gets them, without the ids the server keeps to itself. A fine line whose due is
 * listed with its fine is left out: the due's fine counts it, and paying the due pays it.
 */
export function payerLines(lines: readonly LineWithFine[]) {
  const counted = new Set(lines.flatMap((l) => (l.fine > 0 && l.fineLineId !== null ? [l.fineLineId] : [])));
  return lines
    .filter((l) => !counted.has(l.structureId))
    .map(({ structureId: _, fineLineId: __, fineToRaise: ___, ...d }) => d);
}
