import { and, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import { CONDONATION_ITEM } from '../../../domain/exams/eligibility';
import type { Database } from '../../db/client';
import { examRegistrations, examResultStates, exams } from '../../db/schema';
import type { FeeSettlement } from '../payments/service';
import type { EligibilityRules } from './eligibility';
import type { ExamStore } from './exam-store';
import { reassessStudent } from './registration';

/**
 * What the exam cell does when a fee payment settles (the payments module's `settled` listener): a student who paid
 * the attendance condonation fee of a semester is assessed again, at once, for each open exam of that semester they
 * are registered for and were kept from by the condonation fee — open meaning its results are not awaiting the
 * principal's authorization or published. Each exam is taken in its turn (its row held, as a registration run holds
 * it), so the exam fee line is made once however often the payment is confirmed and whatever run comes after.
 */
export function condonationSettlements(db: Database, store: ExamStore, rules: EligibilityRules) {
  return async (settlement: FeeSettlement): Promise<void> => {
    const semesters = [...new Set(settlement.lines.filter((l) => l.item === CONDONATION_ITEM).map((l) => l.semester))];
    if (semesters.length === 0) return;
    const waiting = await db
      .select({ examId: examRegistrations.examId })
      .from(examRegistrations)
      .innerJoin(exams, eq(exams.id, examRegistrations.examId))
      .leftJoin(examResultStates, eq(examResultStates.examId, exams.id))
      .where(
        and(
          eq(examRegistrations.studentId, settlement.studentId),
          eq(examRegistrations.reason, 'condonation'),
          inArray(exams.semester, semesters),
          or(isNull(examResultStates.stage), notInArray(examResultStates.stage, ['awaiting', 'published'])),
        ),
      );
    for (const { examId } of waiting) {
      const exam = await store.find(examId);
      if (exam) await store.inTurn(exam.id, () => reassessStudent(db, exam, settlement.studentId, rules));
    }
  };
}
