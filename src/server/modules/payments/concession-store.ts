import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ConcessionRow } from '../../../domain/payments/concession-answers';
import { CONCESSION_MESSAGES as M } from '../../../domain/payments/concession-messages';
import type { ConcessionInput, ConcessionStatus } from '../../../domain/payments/concessions';
import type { Database } from '../../db/client';
import type { TransactionRunner } from '../../db/request-scope';
import { batches, feeConcessions, feeTypes, students, users } from '../../db/schema';
import { PaymentRefused } from './start-payment-shapes';

const decider = alias(users, 'decider');

/** Students on roll a concession covers now: its student, or those of its category (in its batch, or all). */
const coveredSql = sql<number>`case when ${feeConcessions.studentId} is not null then 1 else
  (select count(*) from students cs join admissions ca on ca.student_id = cs.id
    where cs.status = 'studying' and ca.category = ${feeConcessions.category}
      and (${feeConcessions.batchId} is null or cs.batch_id = ${feeConcessions.batchId})) end`.mapWith(Number);

/**
 * Concessions and scholarships: proposing one (an accountant), listing them, and an accounts officer's decision.
 * The maker never checks their own: the officer who decides must not be the one who proposed.
 */
export function concessionStore(db: Database, transaction: TransactionRunner) {
  const feeTypeId = async (name: string) => {
    const [row] = await db.select({ id: feeTypes.id }).from(feeTypes).where(eq(feeTypes.name, name));
    if (!row) throw new PaymentRefused(M.unknownFeeType, 400);
    return row.id;
  };

  return {
    async list(status: ConcessionStatus, viewer: { id: number; decides: boolean }): Promise<ConcessionRow[]> {
      const rows = await db
        .select({
          c: feeConcessions,
          feeType: feeTypes.name,
          rollNo: students.rollNo,
          studentName: students.fullName,
          batch: batches.name,
          proposedBy: users.fullName,
          decidedBy: decider.fullName,
          students: coveredSql,
        })
        .from(feeConcessions)
        .innerJoin(feeTypes, eq(feeTypes.id, feeConcessions.feeTypeId))
        .innerJoin(users, eq(users.id, feeConcessions.proposedBy))
        .leftJoin(decider, eq(decider.id, feeConcessions.decidedBy))
        .leftJoin(students, eq(students.id, feeConcessions.studentId))
        .leftJoin(batches, eq(batches.id, feeConcessions.batchId))
        .where(eq(feeConcessions.status, status))
        .orderBy(desc(feeConcessions.proposedAt), desc(feeConcessions.id))
        .limit(500);
      return rows.map((r) => ({
        id: r.c.id,
        name: r.c.name,
        kind: r.c.kind as ConcessionRow['kind'],
        value: r.c.value,
        feeType: r.feeType,
        semester: r.c.semester,
        rollNo: r.rollNo,
        studentName: r.studentName,
        category: r.c.category,
        batch: r.batch,
        students: r.students,
        reason: r.c.reason,
        status: r.c.status as ConcessionStatus,
        proposedBy: r.proposedBy,
        proposedAt: r.c.proposedAt.toISOString(),
        decidedBy: r.decidedBy,
        decidedAt: r.c.decidedAt?.toISOString() ?? null,
        decisionNote: r.c.decisionNote,
        canDecide: viewer.decides && r.c.status === 'PROPOSED' && r.c.proposedBy !== viewer.id,
      }));
    },

    async propose(input: ConcessionInput, by: number, now: Date): Promise<number> {
      const typeId = await feeTypeId(input.feeType);
      let studentId: number | null = null;
      if (input.rollNo) {
        const [student] = await db.select({ id: students.id }).from(students).where(eq(students.rollNo, input.rollNo));
        if (!student) throw new PaymentRefused(M.unknownStudent, 404);
        studentId = student.id;
      }
      if (input.batchId !== null) {
        const [batch] = await db.select({ id: batches.id }).from(batches).where(eq(batches.id, input.batchId));
        if (!batch) throw new PaymentRefused(M.batchInvalid, 400);
      }
      const [made] = await db
        .insert(feeConcessions)
        .values({
          name: input.name,
          kind: input.kind,
          value: input.valueNumber,
          feeTypeId: typeId,
          semester: input.semester,
          studentId,
          category: studentId === null ? input.category.toUpperCase() : null,
          batchId: studentId === null ? input.batchId : null,
          reason: input.reason,
          proposedBy: by,
          proposedAt: now,
        })
        .returning({ id: feeConcessions.id });
      return made!.id;
    },

    /** Approves or rejects a proposed concession, once, by an officer other than its maker (row locked). */
    decide(id: number, decision: 'APPROVE' | 'REJECT', note: string, by: number, now: Date): Promise<void> {
      return transaction(async () => {
        const [row] = await db.select().from(feeConcessions).where(eq(feeConcessions.id, id)).for('update');
        if (!row) throw new PaymentRefused(M.notFound, 404);
        if (row.status !== 'PROPOSED') throw new PaymentRefused(M.alreadyDecided, 409);
        if (row.proposedBy === by) throw new PaymentRefused(M.ownProposal, 403);
        await db
          .update(feeConcessions)
          .set({
            status: decision === 'APPROVE' ? 'APPROVED' : 'REJECTED',
            decidedBy: by,
            decidedAt: now,
            decisionNote: note,
          })
          .where(and(eq(feeConcessions.id, id), eq(feeConcessions.status, 'PROPOSED')));
      });
    },
  };
}
export type ConcessionStore = ReturnType<typeof concessionStore>;
