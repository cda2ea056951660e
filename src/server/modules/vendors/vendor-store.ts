import { asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_PRINCIPAL_LIMIT } from '../../../domain/vendors/bills';
import { VENDOR_MESSAGES as M } from '../../../domain/vendors/messages';
import { rateBpOf } from '../../../domain/vendors/tds';
import type { VendorInput } from '../../../domain/vendors/vendor-forms';
import type { Vendor } from '../../../domain/vendors/vendor-answers';
import type { Database } from '../../db/client';
import { vendorAccountHeads, vendors, vendorSettings } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { TransactionRunner } from '../../db/request-scope';
import { VendorRefused } from './vendor-refused';

/** What is owed to each vendor: its approved bills' totals less what was paid on them (gross). */
const owedSql = sql<string>`coalesce((select sum(b.taxable_paise + b.gst_paise - b.paid_paise) from vendor_bills b
  where b.vendor_id = vendors.id and b.status in ('APPROVED', 'PART_PAID')), 0)`;

type VendorRow = typeof vendors.$inferSelect;

export const vendorOf = (r: VendorRow, owed: unknown = 0): Vendor => ({
  id: r.id,
  name: r.name,
  gstin: r.gstin ?? '',
  pan: r.pan ?? '',
  address: r.address,
  contactName: r.contactName,
  phone: r.phone,
  email: r.email,
  bankAccount: r.bankAccount,
  ifsc: r.ifsc,
  bankName: r.bankName,
  tdsSection: r.tdsSection ?? '',
  tdsRateBp: r.tdsRateBp,
  active: r.active,
  owed: Number(owed ?? 0),
});

const columnsOf = (input: VendorInput) => ({
  name: input.name,
  gstin: input.gstin || null,
  // A GSTIN carries the PAN: kept even when only the GSTIN was typed.
  pan: input.pan || (input.gstin ? input.gstin.slice(2, 12) : null),
  address: input.address,
  contactName: input.contactName,
  phone: input.phone,
  email: input.email,
  bankAccount: input.bankAccount,
  ifsc: input.ifsc,
  bankName: input.bankName,
  tdsSection: input.tdsSection || null,
  tdsRateBp: input.tdsSection ? rateBpOf(input.tdsRate) : 0,
  active: input.active,
});

/** Vendors, the heads of account and the college's approval limit. */
export function vendorStore(db: Database, transaction: TransactionRunner) {
  /** Saves in a savepoint, so a GSTIN already on record is a refusal and not a broken transaction. */
  const saving = async <T>(work: () => Promise<T>, taken: string): Promise<T> => {
    try {
      return await transaction(work);
    } catch (err) {
      if (isUniqueViolation(err)) throw new VendorRefused(taken, 409);
      throw err;
    }
  };
  const gstinTaken = async (gstin: string, except: number) => {
    if (!gstin) return false;
    const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.gstin, gstin));
    return row !== undefined && row.id !== except;
  };

  return {
    async list(): Promise<Vendor[]> {
      const rows = await db.select({ v: vendors, owed: owedSql }).from(vendors).orderBy(asc(vendors.name));
      return rows.map((r) => vendorOf(r.v, r.owed));
    },

    async one(id: number): Promise<Vendor | null> {
      const [row] = await db.select({ v: vendors, owed: owedSql }).from(vendors).where(eq(vendors.id, id));
      return row ? vendorOf(row.v, row.owed) : null;
    },

    async create(input: VendorInput, by: number): Promise<number> {
      if (await gstinTaken(input.gstin, 0)) throw new VendorRefused(M.gstinTaken, 409);
      return saving(async () => {
        const [row] = await db
          .insert(vendors)
          .values({ ...columnsOf(input), createdBy: by })
          .returning({ id: vendors.id });
        return row!.id;
      }, M.gstinTaken);
    },

    async update(id: number, input: VendorInput, now: Date): Promise<void> {
      if (await gstinTaken(input.gstin, id)) throw new VendorRefused(M.gstinTaken, 409);
      const changed = await saving(
        () =>
          db
            .update(vendors)
            .set({ ...columnsOf(input), updatedAt: now })
            .where(eq(vendors.id, id))
            .returning({ id: vendors.id }),
        M.gstinTaken,
      );
      if (changed.length === 0) throw new VendorRefused(M.unknownVendor, 404);
    },

    heads: () =>
      db
        .select({ id: vendorAccountHeads.id, name: vendorAccountHeads.name })
        .from(vendorAccountHeads)
        .orderBy(asc(vendorAccountHeads.name)),

    async addHead(name: string): Promise<number> {
      const [same] = await db
        .select({ id: vendorAccountHeads.id })
        .from(vendorAccountHeads)
        .where(sql`lower(${vendorAccountHeads.name}) = lower(${name})`);
      if (same) throw new VendorRefused(M.headTaken, 409);
      return saving(async () => {
        const [row] = await db.insert(vendorAccountHeads).values({ name }).returning({ id: vendorAccountHeads.id });
        return row!.id;
      }, M.headTaken);
    },

    /** Bills above this total (paise) also need the principal; the default until the officer sets one. */
    async principalLimit(): Promise<number> {
      const [row] = await db.select().from(vendorSettings).where(eq(vendorSettings.id, 1));
      return row?.principalLimitPaise ?? DEFAULT_PRINCIPAL_LIMIT;
    },

    async setPrincipalLimit(limit: number, by: number, now: Date): Promise<void> {
      await db
        .insert(vendorSettings)
        .values({ id: 1, principalLimitPaise: limit, updatedBy: by, updatedAt: now })
        .onConflictDoUpdate({
          target: vendorSettings.id,
          set: { principalLimitPaise: limit, updatedBy: by, updatedAt: now },
        });
    },
  };
}
export type VendorStore = ReturnType<typeof vendorStore>;
