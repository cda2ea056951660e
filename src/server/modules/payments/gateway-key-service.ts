import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  isMaskedKey,
  maskGatewayKey,
  type GatewayKeyRow,
  type SavedGatewayKey,
  type UpdateGatewayKey,
} from '../../../domain/payments/gateway-keys';
import type { Database } from '../../db/client';
import { feeTypes, paymentGatewayKeys } from '../../db/schema';
import { keyCipher } from '../../gateway/key-cipher';

/** The fee types keys may be kept for (getFeesToAllot); null takes any name. */
export type FeeTypeNames = () => Promise<readonly string[] | null>;

/** The college's fee types (the fee_types table of the payment flows). */
export async function feeTypeNames(db: Database): Promise<string[]> {
  return (
    await db.select({ name: feeTypes.name }).from(feeTypes).orderBy(asc(feeTypes.sortOrder), asc(feeTypes.name))
  ).map((r) => r.name);
}

export type SaveOutcome =
  { kind: 'saved' } | { kind: 'unknown-fee-type'; feeType: string } | { kind: 'already-saved'; feeType: string };
export type UpdateOutcome = 'modified' | 'not-found' | 'other-fee-type';

/**
 * §1 payment gateway key maintenance: the rows of payment_gateway_keys as staff see them. The key is
 * encrypted at rest (src/server/gateway/key-cipher.ts) and never answered in full; replacing it is explicit.
 */
export function gatewayKeyMaintenance(db: Database, secret: string, feeTypeNames: FeeTypeNames) {
  const cipher = keyCipher(secret);

  function masked(encrypted: string): string {
    try {
      return maskGatewayKey(cipher.decrypt(encrypted));
    } catch {
      // Stored under another GATEWAY_KEYS_SECRET: unreadable, so it must be entered again.
      return maskGatewayKey('');
    }
  }

  async function canonicalFeeType(feeType: string): Promise<string | null> {
    const names = await feeTypeNames();
    if (names === null) return feeType;
    return names.find((name) => name.toUpperCase() === feeType.toUpperCase()) ?? null;
  }

  return {
    async list(): Promise<SavedGatewayKey[]> {
      const rows = await db.select().from(paymentGatewayKeys).orderBy(asc(paymentGatewayKeys.feeType));
      return rows.map((row) => ({
        feeType: row.feeType,
        paymentGatewayUserName: row.paymentGatewayUserName,
        paymentGatewayPassword: masked(row.paymentGatewayPasswordEncrypted),
        uniquekey: row.uniquekey,
        updatedAt: row.updatedAt.toISOString(),
      }));
    },

    /** Saves new rows, all or none: a fee type that is unknown or already has a key refuses the lot. */
    async save(rows: readonly GatewayKeyRow[]): Promise<SaveOutcome> {
      const values = [];
      for (const row of rows) {
        const feeType = await canonicalFeeType(row.feeType);
        if (feeType === null) return { kind: 'unknown-fee-type', feeType: row.feeType };
        values.push({
          uniquekey: randomUUID(),
          feeType,
          paymentGatewayUserName: row.paymentGatewayUserName,
          paymentGatewayPasswordEncrypted: cipher.encrypt(row.paymentGatewayPassword),
        });
      }
      const taken = await db
        .select({ feeType: paymentGatewayKeys.feeType })
        .from(paymentGatewayKeys)
        .where(
          inArray(
            paymentGatewayKeys.feeType,
            values.map((row) => row.feeType),
          ),
        );
      if (taken[0]) return { kind: 'already-saved', feeType: taken[0].feeType };
      const inserted = await db
        .insert(paymentGatewayKeys)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: paymentGatewayKeys.id });
      // Another save of the same fee type won the race between the check and the insert.
      if (inserted.length !== values.length) throw new ConcurrentSaveError();
      return { kind: 'saved' };
    },

    /** Changes the shop id of a saved row, and its key only when a new one is typed. */
    async update(row: UpdateGatewayKey): Promise<UpdateOutcome> {
      const [stored] = await db
        .select()
        .from(paymentGatewayKeys)
        .where(eq(paymentGatewayKeys.uniquekey, row.uniquekey))
        .limit(1);
      if (!stored) return 'not-found';
      if (row.feeType && row.feeType.toUpperCase() !== stored.feeType.toUpperCase()) return 'other-fee-type';
      const replaceKey = row.paymentGatewayPassword !== '' && !isMaskedKey(row.paymentGatewayPassword);
      await db
        .update(paymentGatewayKeys)
        .set({
          paymentGatewayUserName: row.paymentGatewayUserName,
          ...(replaceKey ? { paymentGatewayPasswordEncrypted: cipher.encrypt(row.paymentGatewayPassword) } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(paymentGatewayKeys.id, stored.id));
      return 'modified';
    },

    async remove(uniquekey: string): Promise<boolean> {
      const deleted = await db
        .delete(paymentGatewayKeys)
        .where(eq(paymentGatewayKeys.uniquekey, uniquekey))
        .returning({ id: paymentGatewayKeys.id });
      return deleted.length > 0;
    },
  };
}

export class ConcurrentSaveError extends Error {
  override readonly name = 'ConcurrentSaveError';
}

export type GatewayKeyMaintenance = ReturnType<typeof gatewayKeyMaintenance>;
