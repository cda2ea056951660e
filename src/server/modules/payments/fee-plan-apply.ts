import { eq, sql } from 'drizzle-orm';
import { instalmentItem } from '../../../domain/payments/fee-plans';
import type { Database } from '../../db/client';
import { feePlanChanges, feePlanHeads, feePlans } from '../../db/schema';

type Plan = typeof feePlans.$inferSelect;
type Head = typeof feePlanHeads.$inferSelect;

/** The due lines a head makes for each student: the head itself, or one per instalment. */
export function linesOfHead(head: Pick<Head, 'item' | 'amountPaise' | 'dueDate' | 'instalments'>) {
  if (head.instalments.length === 0) return [{ item: head.item, amountPaise: head.amountPaise, dueDate: head.dueDate }];
  return head.instalments.map((i, index) => ({
    item: instalmentItem(head.item, index, head.instalments.length),
    amountPaise: i.amountPaise,
    dueDate: i.dueDate,
  }));
}

/** The students a plan is for: on roll (studying) in its batch, and of its branch, quota and category when it names one. */
const targets = (plan: Plan) => sql`
  select s.id from students s left join admissions a on a.student_id = s.id
  where s.batch_id = ${plan.batchId} and s.status = 'studying'
    and (${plan.branchId}::int is null or s.branch_id = ${plan.branchId}::int)
    and (${plan.quota} = '' or a.admission_type = ${plan.quota})
    and (${plan.category} = '' or a.category = ${plan.category})`;

/** A line the college has taken money on, or that an open online payment holds: applying never changes it. */
const touched = sql`exists (select 1 from fee_payment_order_lines l where l.fee_structure_id = fee_structures.id
  and ((l.order_status = 'PAID' and l.settled_paise > 0) or l.order_status in ('CREATED', 'DUE')))`;

export interface Applied {
  created: number;
  changed: number;
  kept: number;
}

/**
 * Makes each matching student's dues from the plan's heads, in one statement per due line: a student who has it already
 * keeps it, unless its amount or due date changed and nothing was paid on it, when it takes the new ones; a paid line
 * stays as it was (counted as kept). So applying twice changes nothing, and a changed structure changes only unpaid
 * dues. An audit line records what it did, by whom. Run it in a transaction.
 */
export async function applyPlan(db: Database, plan: Plan, by: number, at: Date): Promise<Applied> {
  const heads = await db.select().from(feePlanHeads).where(eq(feePlanHeads.planId, plan.id));
  const total: Applied = { created: 0, changed: 0, kept: 0 };
  for (const head of heads) {
    for (const line of linesOfHead(head)) {
      const result = await db.execute<{ created: string; changed: string }>(sql`
        with upserted as (
          insert into fee_structures
            (degree_id, batch_id, semester, fee_type_id, item, amount_paise, student_id, plan_head_id, due_date)
          select ${plan.degreeId}, ${plan.batchId}, ${plan.semester}, ${head.feeTypeId}, ${line.item},
                 ${line.amountPaise}, t.id, ${head.id}, ${line.dueDate}::date
          from (${targets(plan)}) t
          on conflict (student_id, semester, fee_type_id, item) where student_id is not null
          do update set amount_paise = excluded.amount_paise, due_date = excluded.due_date
            where fee_structures.plan_head_id = excluded.plan_head_id
              and (fee_structures.amount_paise <> excluded.amount_paise
                   or fee_structures.due_date is distinct from excluded.due_date)
              and not ${touched}
          returning (xmax = 0) as inserted
        )
        select count(*) filter (where inserted) as created, count(*) filter (where not inserted) as changed
        from upserted`);
      const [kept] = (
        await db.execute<{ kept: string }>(sql`
          select count(*) as kept from fee_structures
          where plan_head_id = ${head.id} and item = ${line.item} and student_id in (${targets(plan)})
            and (amount_paise <> ${line.amountPaise} or due_date is distinct from ${line.dueDate}::date)`)
      ).rows;
      total.created += Number(result.rows[0]?.created ?? 0);
      total.changed += Number(result.rows[0]?.changed ?? 0);
      total.kept += Number(kept?.kept ?? 0);
    }
  }
  await db.update(feePlans).set({ appliedAt: at }).where(eq(feePlans.id, plan.id));
  await db.insert(feePlanChanges).values({ planId: plan.id, what: 'applied', ...keptAs(total), by, at });
  return total;
}

const keptAs = (a: Applied) => ({ created: a.created, changed: a.changed, keptPaid: a.kept });
