import { and, asc, desc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { FeePlanAnswer, FeePlanOptions, FeePlanSummary } from '../../../domain/payments/fee-plan-answers';
import { FEE_PLAN_MESSAGES as M } from '../../../domain/payments/fee-plan-messages';
import type { FeePlanInput } from '../../../domain/payments/fee-plans';
import type { Database } from '../../db/client';
import {
  admissions,
  batches,
  branches,
  degrees,
  feePlanChanges,
  feePlanHeads,
  feePlans,
  feeStructures,
  feeTypes,
  users,
} from '../../db/schema';
import { applyPlan, linesOfHead, type Applied } from './fee-plan-apply';
import { PaymentRefused } from './start-payment-shapes';

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** Fee structures: the list, one structure with its heads and history, saving one, applying one. */
export function feePlanStore(db: Database, transaction: <T>(work: () => Promise<T>) => Promise<T>) {
  /** The fee type ids of the heads' names, refusing a name the college does not have. */
  const feeTypeIds = async (names: readonly string[]) => {
    const rows = await db.select({ id: feeTypes.id, name: feeTypes.name }).from(feeTypes);
    return names.map((name) => {
      const row = rows.find((r) => r.name === name);
      if (!row) throw new PaymentRefused(M.unknownFeeType, 400);
      return row.id;
    });
  };

  /** The structure's course, batch and branch must be the college's and belong together. */
  const checkPlace = async (input: FeePlanInput) => {
    const [batch] = await db.select().from(batches).where(eq(batches.id, input.batchId));
    if (!batch) throw new PaymentRefused(M.batchRequired, 400);
    if (batch.degreeId !== input.degreeId) throw new PaymentRefused(M.batchNotOfCourse, 400);
    if (input.branchId !== null) {
      const [branch] = await db.select().from(branches).where(eq(branches.id, input.branchId));
      if (!branch || branch.degreeId !== input.degreeId) throw new PaymentRefused(M.branchInvalid, 400);
    }
  };

  /** A head whose due lines would sit beside the batch's own line of the same fee: the student would owe it twice. */
  const checkNoBatchLine = async (input: FeePlanInput, typeIds: number[]) => {
    for (const [index, head] of input.heads.entries()) {
      const items = linesOfHead({
        item: head.item,
        amountPaise: head.amount,
        dueDate: head.dueDate,
        instalments: head.instalments.map((i) => ({ dueDate: i.dueDate, amountPaise: i.amount })),
      }).map((l) => l.item);
      const [clash] = await db
        .select({ id: feeStructures.id })
        .from(feeStructures)
        .where(
          and(
            eq(feeStructures.batchId, input.batchId),
            eq(feeStructures.semester, input.semester),
            eq(feeStructures.feeTypeId, typeIds[index]!),
            inArray(feeStructures.item, items),
            isNull(feeStructures.studentId),
          ),
        )
        .limit(1);
      if (clash) throw new PaymentRefused(M.batchLineExists, 409);
    }
  };

  const headRow = (planId: number, feeTypeId: number, h: FeePlanInput['heads'][number]) => ({
    planId,
    feeTypeId,
    item: h.item,
    amountPaise: h.amount,
    dueDate: h.dueDate,
    fineKind: h.fineKind,
    finePerDayPaise: h.fineKind === 'PER_DAY' ? h.finePerDay : 0,
    fineSlabs: h.fineKind === 'SLAB' ? h.fineSlabs.map((s) => ({ afterDays: s.afterDays, amountPaise: s.amount })) : [],
    fineCapPaise: h.fineKind === 'NONE' ? 0 : h.fineCap,
    instalments: h.instalments.map((i) => ({ dueDate: i.dueDate, amountPaise: i.amount })),
  });

  return {
    async list(): Promise<FeePlanSummary[]> {
      const rows = await db
        .select({
          id: feePlans.id,
          name: feePlans.name,
          course: degrees.name,
          batch: batches.name,
          branch: branches.shortName,
          quota: feePlans.quota,
          category: feePlans.category,
          semester: feePlans.semester,
          appliedAt: feePlans.appliedAt,
          heads:
            sql<number>`(select count(*) from ${feePlanHeads} where ${feePlanHeads.planId} = ${feePlans.id})`.mapWith(
              Number,
            ),
          total: sql<number>`(select coalesce(sum(${feePlanHeads.amountPaise}), 0) from ${feePlanHeads}
            where ${feePlanHeads.planId} = ${feePlans.id})`.mapWith(Number),
        })
        .from(feePlans)
        .innerJoin(degrees, eq(degrees.id, feePlans.degreeId))
        .innerJoin(batches, eq(batches.id, feePlans.batchId))
        .leftJoin(branches, eq(branches.id, feePlans.branchId))
        .orderBy(desc(feePlans.id));
      return rows.map((r) => ({ ...r, branch: r.branch ?? '', appliedAt: r.appliedAt?.toISOString() ?? null }));
    },

    async get(id: number): Promise<FeePlanAnswer | null> {
      const [plan] = await db.select().from(feePlans).where(eq(feePlans.id, id));
      if (!plan) return null;
      const heads = await db
        .select({ head: feePlanHeads, feeType: feeTypes.name })
        .from(feePlanHeads)
        .innerJoin(feeTypes, eq(feeTypes.id, feePlanHeads.feeTypeId))
        .where(eq(feePlanHeads.planId, id))
        .orderBy(asc(feePlanHeads.id));
      const changes = await db
        .select({ change: feePlanChanges, by: users.fullName })
        .from(feePlanChanges)
        .leftJoin(users, eq(users.id, feePlanChanges.by))
        .where(eq(feePlanChanges.planId, id))
        .orderBy(desc(feePlanChanges.at), desc(feePlanChanges.id))
        .limit(30);
      return {
        id: plan.id,
        plan: {
          name: plan.name,
          degreeId: plan.degreeId,
          batchId: plan.batchId,
          branchId: plan.branchId,
          quota: plan.quota,
          category: plan.category,
          semester: plan.semester,
          heads: heads.map(({ head: h, feeType }) => ({
            feeType,
            item: h.item,
            amount: rupees(h.amountPaise),
            dueDate: h.dueDate,
            fineKind: h.fineKind as 'NONE',
            finePerDay: h.finePerDayPaise ? rupees(h.finePerDayPaise) : '',
            fineSlabs: h.fineSlabs.map((s) => ({ afterDays: s.afterDays, amount: rupees(s.amountPaise) })),
            fineCap: h.fineCapPaise ? rupees(h.fineCapPaise) : '',
            instalments: h.instalments.map((i) => ({ dueDate: i.dueDate, amount: rupees(i.amountPaise) })),
          })),
        },
        appliedAt: plan.appliedAt?.toISOString() ?? null,
        changes: changes.map(({ change: c, by }) => ({
          what: c.what,
          created: c.created,
          changed: c.changed,
          kept: c.keptPaid,
          by: by ?? '',
          at: c.at.toISOString(),
        })),
      };
    },

    /** Saves a new structure (id null) or changes one: heads matched by fee type and item, the others removed. */
    async save(id: number | null, input: FeePlanInput, by: number, at: Date): Promise<number> {
      await checkPlace(input);
      const typeIds = await feeTypeIds(input.heads.map((h) => h.feeType));
      await checkNoBatchLine(input, typeIds);
      return transaction(async () => {
        const [taken] = await db
          .select({ id: feePlans.id })
          .from(feePlans)
          .where(and(eq(feePlans.name, input.name), id === null ? undefined : ne(feePlans.id, id)));
        if (taken) throw new PaymentRefused(M.nameTaken, 409);
        const place = {
          name: input.name,
          degreeId: input.degreeId,
          batchId: input.batchId,
          branchId: input.branchId,
          quota: input.quota,
          category: input.category,
          semester: input.semester,
        };
        let planId = id;
        if (planId === null) {
          const [made] = await db
            .insert(feePlans)
            .values({ ...place, createdBy: by })
            .returning({ id: feePlans.id });
          planId = made!.id;
        } else {
          const [found] = await db.update(feePlans).set(place).where(eq(feePlans.id, planId)).returning();
          if (!found) throw new PaymentRefused(M.notFound, 404);
        }
        const kept = input.heads.map((h, i) => headRow(planId, typeIds[i]!, h));
        for (const row of kept)
          await db
            .insert(feePlanHeads)
            .values(row)
            .onConflictDoUpdate({ target: [feePlanHeads.planId, feePlanHeads.feeTypeId, feePlanHeads.item], set: row });
        const names = input.heads.map((h, i) => sql`(${typeIds[i]!}, ${h.item})`);
        await db
          .delete(feePlanHeads)
          .where(
            and(
              eq(feePlanHeads.planId, planId),
              sql`(${feePlanHeads.feeTypeId}, ${feePlanHeads.item}) not in (${sql.join(names, sql`, `)})`,
            ),
          );
        await db.insert(feePlanChanges).values({ planId, what: id === null ? 'created' : 'changed', by, at });
        return planId;
      });
    },

    async apply(id: number, by: number, at: Date): Promise<Applied> {
      return transaction(async () => {
        const [plan] = await db.select().from(feePlans).where(eq(feePlans.id, id)).for('update');
        if (!plan) throw new PaymentRefused(M.notFound, 404);
        return applyPlan(db, plan, by, at);
      });
    },

    /** What the structure form chooses from: courses, batches, branches, fee types, and the quotas and categories in use. */
    async options(): Promise<FeePlanOptions> {
      const [courses, batchRows, branchRows, types, quotas, categories] = await Promise.all([
        db.select({ id: degrees.id, name: degrees.name }).from(degrees).orderBy(degrees.name),
        db
          .select({ id: batches.id, name: batches.name, degreeId: batches.degreeId })
          .from(batches)
          .orderBy(desc(batches.name)),
        db
          .select({ id: branches.id, name: branches.shortName, degreeId: branches.degreeId })
          .from(branches)
          .orderBy(branches.shortName),
        db.select({ name: feeTypes.name }).from(feeTypes).orderBy(feeTypes.sortOrder, feeTypes.name),
        db
          .selectDistinct({ v: admissions.admissionType })
          .from(admissions)
          .where(notInArray(admissions.admissionType, [''])),
        db
          .selectDistinct({ v: admissions.category })
          .from(admissions)
          .where(notInArray(admissions.category, [''])),
      ]);
      return {
        courses,
        batches: batchRows,
        branches: branchRows,
        feeTypes: types.map((t) => t.name),
        quotas: quotas.map((q) => q.v).sort(),
        categories: categories.map((c) => c.v).sort(),
      };
    },
  };
}
export type FeePlanStore = ReturnType<typeof feePlanStore>;
