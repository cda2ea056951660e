import { eq, sql } from 'drizzle-orm';
import { decide, type BillStatus, type Decider } from '../../../domain/vendors/bills';
import type { BillDecision, BillInput, BillQuery } from '../../../domain/vendors/bill-forms';
import { VENDOR_MESSAGES as M } from '../../../domain/vendors/messages';
import type { Bill } from '../../../domain/vendors/vendor-answers';
import type { Database } from '../../db/client';
import { vendorAccountHeads, vendorBills, vendors } from '../../db/schema';
import { billsWhere } from './bill-rows';
import { isUniqueViolation } from '../../db/unique-violation';
import type { TransactionRunner } from '../../db/request-scope';
import { VendorRefused } from './vendor-refused';

/** Bills: booking one, the lists by status and waiting for a decider, and each decision (the bill row locked). */
export function billStore(db: Database, transaction: TransactionRunner) {
  const one = async (id: number): Promise<Bill | null> => (await billsWhere(db, sql`b.id = ${id}`))[0] ?? null;

  return {
    one,

    list: (q: BillQuery) =>
      billsWhere(
        db,
        sql.join(
          [
            sql`true`,
            q.status ? sql`b.status = ${q.status}` : sql`true`,
            q.vendorId !== undefined ? sql`b.vendor_id = ${q.vendorId}` : sql`true`,
          ],
          sql` and `,
        ),
      ),

    /** The bills at the decider's step: submitted ones for the accounts officer, those above the limit for the principal. */
    waiting(decider: Decider): Promise<Bill[]> {
      const statuses: BillStatus[] = [];
      if (decider.roles.includes('ROLE_ACCOUNTANTS_OFFICER')) statuses.push('SUBMITTED');
      if (decider.roles.includes('ROLE_PRINCIPAL')) statuses.push('AWAITING_PRINCIPAL');
      if (statuses.length === 0) return Promise.resolve([]);
      return billsWhere(
        db,
        sql`b.status in (${sql.join(
          statuses.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      );
    },

    async create(input: BillInput, by: number, now: Date): Promise<number> {
      const [vendor] = await db.select().from(vendors).where(eq(vendors.id, input.vendorId));
      if (!vendor) throw new VendorRefused(M.unknownVendor, 400);
      if (!vendor.active) throw new VendorRefused(M.vendorInactive, 400);
      const [head] = await db.select().from(vendorAccountHeads).where(eq(vendorAccountHeads.id, input.headId));
      if (!head) throw new VendorRefused(M.unknownHead, 400);
      const [same] = await db
        .select({ id: vendorBills.id })
        .from(vendorBills)
        .where(
          sql`${vendorBills.vendorId} = ${input.vendorId} and lower(${vendorBills.billNo}) = lower(${input.billNo})`,
        );
      if (same) throw new VendorRefused(M.billTaken, 409);
      try {
        return await transaction(async () => {
          const [row] = await db
            .insert(vendorBills)
            .values({
              vendorId: input.vendorId,
              billNo: input.billNo,
              billDate: input.billDate,
              headId: input.headId,
              taxablePaise: input.taxable,
              gstPaise: input.gst,
              description: input.description,
              status: 'SUBMITTED',
              submittedBy: by,
              submittedAt: now,
            })
            .returning({ id: vendorBills.id });
          return row!.id;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new VendorRefused(M.billTaken, 409);
        throw err;
      }
    },

    /** Approves or rejects at the decider's step, with the bill row locked so two deciders never both move it. */
    decide(id: number, decider: Decider, decision: BillDecision, limit: number, now: Date): Promise<BillStatus> {
      return transaction(async () => {
        const locked = await db.execute<Record<string, unknown>>(
          sql`select status, taxable_paise + gst_paise as total, submitted_by from vendor_bills where id = ${id} for update`,
        );
        const row = locked.rows[0];
        if (!row) throw new VendorRefused(M.unknownBill, 404);
        const outcome = decide(
          { status: row.status as BillStatus, total: Number(row.total), submittedBy: Number(row.submitted_by) },
          decider,
          decision.approve,
          limit,
        );
        if (!outcome.ok) throw new VendorRefused(outcome.message, 409);
        const by =
          outcome.step === 'officer'
            ? { officerBy: decider.id, officerAt: now }
            : { principalBy: decider.id, principalAt: now };
        await db
          .update(vendorBills)
          .set({ ...by, status: outcome.next, rejectedReason: decision.approve ? null : decision.reason })
          .where(eq(vendorBills.id, id));
        return outcome.next;
      });
    },
  };
}
export type BillStore = ReturnType<typeof billStore>;
