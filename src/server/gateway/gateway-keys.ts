import { randomUUID, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { paymentGatewayKeys } from '../db/schema';
import { keyCipher } from './key-cipher';

/** The shop id and key the gateway expects as HTTP Basic for one fee type. */
export interface GatewayCredentials {
  shopId: string;
  key: string;
}

export interface GatewayKeyInput {
  feeType: string;
  paymentGatewayUserName: string;
  paymentGatewayPassword: string;
}

/** GATEWAY_KEYS_SECRET when none is set: fine for the demo's sandbox keys, never for real keys. */
export const DEMO_GATEWAY_KEYS_SECRET = 'campus-erp-demo-gateway-keys';

/** The demo college's fee types and their sandbox keys (documented in docs/payment-gateway.md: test mode only). */
export const DEMO_GATEWAY_KEYS: readonly GatewayKeyInput[] = [
  { feeType: 'TUITION FEE', paymentGatewayUserName: 'sandbox-tuition', paymentGatewayPassword: 'testkey_tuition_2026' },
  { feeType: 'EXAM FEE', paymentGatewayUserName: 'sandbox-exam', paymentGatewayPassword: 'testkey_exam_2026' },
  { feeType: 'MISCELLANEOUS', paymentGatewayUserName: 'sandbox-misc', paymentGatewayPassword: 'testkey_misc_2026' },
  {
    feeType: 'NEW ADMISSION FEE',
    paymentGatewayUserName: 'sandbox-admission',
    paymentGatewayPassword: 'testkey_admission_2026',
  },
];

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Gateway keys per fee type (§3 Payment gateway key row), the key encrypted at rest. The payment flows ask
 * credentialsFor(feeType); the sandbox gateway checks Basic credentials with verify().
 */
export function gatewayKeysService(db: Database, secret: string) {
  const cipher = keyCipher(secret);
  return {
    async credentialsFor(feeType: string): Promise<GatewayCredentials | null> {
      const [row] = await db.select().from(paymentGatewayKeys).where(eq(paymentGatewayKeys.feeType, feeType)).limit(1);
      return row
        ? { shopId: row.paymentGatewayUserName, key: cipher.decrypt(row.paymentGatewayPasswordEncrypted) }
        : null;
    },

    /** True when some fee type's row has this shop id and key. */
    async verify(shopId: string, key: string): Promise<boolean> {
      const rows = await db
        .select()
        .from(paymentGatewayKeys)
        .where(eq(paymentGatewayKeys.paymentGatewayUserName, shopId));
      return rows.some((row) => {
        try {
          return sameText(cipher.decrypt(row.paymentGatewayPasswordEncrypted), key);
        } catch {
          return false;
        }
      });
    },

    /** Adds the row of a fee type, or replaces its shop id and key; returns the row's uniquekey. */
    async save(input: GatewayKeyInput): Promise<string> {
      const values = {
        feeType: input.feeType,
        paymentGatewayUserName: input.paymentGatewayUserName,
        paymentGatewayPasswordEncrypted: cipher.encrypt(input.paymentGatewayPassword),
      };
      const [row] = await db
        .insert(paymentGatewayKeys)
        .values({ ...values, uniquekey: randomUUID() })
        .onConflictDoUpdate({ target: paymentGatewayKeys.feeType, set: { ...values, updatedAt: new Date() } })
        .returning({ uniquekey: paymentGatewayKeys.uniquekey });
      return row!.uniquekey;
    },
  };
}

export type GatewayKeysService = ReturnType<typeof gatewayKeysService>;

/** Seeds the sandbox keys of the demo fee types (a fresh demo database). */
export async function seedDemoGatewayKeys(db: Database, secret: string): Promise<void> {
  const keys = gatewayKeysService(db, secret);
  for (const row of DEMO_GATEWAY_KEYS) await keys.save(row);
}
