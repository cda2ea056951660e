import { desc, eq } from 'drizzle-orm';
import { CONCESSION_MESSAGES as M } from '../../../domain/payments/concession-messages';
import type { FeeWaiverInput } from '../../../domain/payments/reimbursements';
import { rupeesText } from '../../../domain/money/money';
import type { Database } from '../../db/client';
import type { TransactionRunner } from '../../db/request-scope';
import { feeStructures, feeWaivers, students, users } from '../../db/schema';
import { raiseFine } from './counter-fines';
import { feeDetailsOf } from './fee-details';
import { lateFinesOf } from './late-fines';
import { PaymentRefused } from './start-payment-shapes';

/**
 * Fine waivers: an accounts officer lowers the late fine of one of a student's dues, with a reason. The fine gathered
 * to date is first put on the due's fine line (as the desk does before taking money), and the waiver is recorded on
 * that line, so a fine that grows after today is asked again; nothing is deleted.
 */
export function feeWaiverStore(db: Database, transaction: TransactionRunner) {
  return {
    waive(input: FeeWaiverInput, by: number, now: Date, today: string): Promise<number> {
      return transaction(async () => {
        const [student] = await db.select().from(students).where(eq(students.id, input.studentId)).for('update');
        if (!student) throw new PaymentRefused(M.unknownStudent, 404);
        const lines = await feeDetailsOf(db, student);
        const line = lines.find((l) => l.structureId === input.structureId);
        if (!line) throw new PaymentRefused(M.dueNotFound, 404);
        const late = (await lateFinesOf(db, student.id, [line], today)).get(line.structureId);
        if (!late) throw new PaymentRefused(M.noFineToWaive, 409);
        const fineLineId =
          late.fine > 0 ? await raiseFine(db, student, line, late.fine, late.fineLine?.id ?? null) : late.fineLine!.id;
        const fineDue = late.fine + (late.fineLine?.due ?? 0);
        if (input.amount > fineDue)
          throw new PaymentRefused(M.waiverMoreThanFine.replace('{fine}', rupeesText(fineDue)), 409);
        const [made] = await db
          .insert(feeWaivers)
          .values({
            studentId: student.id,
            feeStructureId: fineLineId,
            amountPaise: input.amount,
            reason: input.reason,
            waivedBy: by,
            waivedAt: now,
          })
          .returning({ id: feeWaivers.id });
        return made!.id;
      });
    },

    /** The waivers of one student, or the latest of everyone's. */
    async list(studentId: number | null) {
      const rows = await db
        .select({
          id: feeWaivers.id,
          rollNo: students.rollNo,
          studentName: students.fullName,
          fineOn: feeStructures.item,
          semester: feeStructures.semester,
          amount: feeWaivers.amountPaise,
          reason: feeWaivers.reason,
          waivedBy: users.fullName,
          waivedAt: feeWaivers.waivedAt,
        })
        .from(feeWaivers)
        .innerJoin(students, eq(students.id, feeWaivers.studentId))
        .innerJoin(feeStructures, eq(feeStructures.id, feeWaivers.feeStructureId))
        .innerJoin(users, eq(users.id, feeWaivers.waivedBy))
        .where(studentId === null ? undefined : eq(feeWaivers.studentId, studentId))
        .orderBy(desc(feeWaivers.waivedAt), desc(feeWaivers.id))
        .limit(200);
      return rows.map((r) => ({ ...r, waivedAt: r.waivedAt.toISOString() }));
    },
  };
}
export type FeeWaiverStore = ReturnType<typeof feeWaiverStore>;
