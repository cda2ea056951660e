import { sql } from 'drizzle-orm';
import { settledOnLineSql } from './order-lines';

/**
 * What a due is relieved of for a student (paise, never more than the due): approved concessions on its fee head (for
 * the student, or their admission category in their batch or every batch; a percentage rounded down, as
 * `concessionOn` in src/domain/payments/concessions.ts), fine waivers on it, and what open or closed reimbursement
 * claims take off it. `studentId` and `structureId` are values or columns named with their table.
 */
export const reliefOnLineSql = (studentId: unknown, structureId: unknown) =>
  sql<number>`coalesce((select least(rl.amount_paise,
      (select coalesce(sum(case when c.kind = 'AMOUNT' then least(c.value, rl.amount_paise)
                                else rl.amount_paise::bigint * c.value / 10000 end), 0)
         from fee_concessions c
        where c.status = 'APPROVED' and c.fee_type_id = rl.fee_type_id
          and (c.semester is null or c.semester = rl.semester)
          and (c.student_id = ${studentId}
               or (c.student_id is null and (c.batch_id is null or c.batch_id = rl.batch_id)
                   and c.category = (select a.category from admissions a where a.student_id = ${studentId}))))
    + (select coalesce(sum(w.amount_paise), 0) from fee_waivers w
        where w.student_id = ${studentId} and w.fee_structure_id = rl.id)
    + (select coalesce(sum(r.credited_paise), 0) from fee_reimbursement_lines r
        where r.student_id = ${studentId} and r.fee_structure_id = rl.id))
    from fee_structures rl where rl.id = ${structureId}), 0)`.mapWith(Number);

/** What no longer asks anything of the due: what was paid on it and what it is relieved of. */
export const coveredOnLineSql = (studentId: unknown, structureId: unknown) =>
  sql<number>`(${settledOnLineSql(studentId, structureId)} + ${reliefOnLineSql(studentId, structureId)})`.mapWith(
    Number,
  );
