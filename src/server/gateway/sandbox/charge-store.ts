import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../../db/client';
import { sandboxCharges } from '../../db/schema';
import type { Clock } from '../../http/attempt-store';
import type { Charge, ChargeRequestSchema, ChargeStatus, ChargeTransaction } from '../charge';

type Row = typeof sandboxCharges.$inferSelect;
export type SandboxCharge = Row;
const HOUR_MS = 3_600_000;
const MAX_ATTEMPTS = 3;

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** The charge as the protocol shows it; paymentLink points at this sandbox's page. */
export function chargeAnswer(row: Row, sandboxOrigin: string): Charge {
  const paid = row.status === 'PAID' ? row.amount : 0;
  return {
    uuid: row.uuid,
    date: row.createdAt.toISOString(),
    dueDate: row.expiresAt.toISOString(),
    expiryDate: row.expiresAt.toISOString(),
    status: row.status as ChargeStatus,
    orderId: row.orderId,
    currency: row.currency,
    amount: row.amount,
    paid,
    due: row.status === 'DUE' ? row.amount - paid : 0,
    refunded: 0,
    customer: row.customer as Charge['customer'],
    orderInfo: row.orderInfo,
    udf: row.udf as string[],
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    testMode: true,
    paymentLink: `${sandboxOrigin}/pay/${row.uuid}`,
    transactions: row.transactions as ChargeTransaction[],
  };
}

export type PaymentAttempt =
  | { kind: 'CARD'; outcome: 'accept' | 'refuse'; scheme: string; cardLast4: string }
  | { kind: 'UPI'; outcome: 'accept' | 'refuse'; upiHandle: string }
  | { kind: 'ABANDON' };

/** Sandbox charges in the database; a DUE charge read after its expiry is DROPPED (and stored so). */
export function sandboxChargeStore(db: Database, clock: Clock) {
  async function expireIfDue(row: Row | undefined): Promise<Row | undefined> {
    if (!row || row.status !== 'DUE' || clock() < row.expiresAt) return row;
    const [updated] = await db
      .update(sandboxCharges)
      .set({ status: 'DROPPED' })
      .where(and(eq(sandboxCharges.uuid, row.uuid), eq(sandboxCharges.status, 'DUE')))
      .returning();
    return updated ?? (await db.select().from(sandboxCharges).where(eq(sandboxCharges.uuid, row.uuid)))[0];
  }

  return {
    /** One charge per shop and orderId: a repeated create answers the charge already made (created false). */
    async create(
      shopId: string,
      req: v.InferOutput<typeof ChargeRequestSchema>,
    ): Promise<{ row: Row; created: boolean }> {
      const now = clock();
      const [inserted] = await db
        .insert(sandboxCharges)
        .values({
          uuid: randomUUID().replace(/-/g, ''),
          shopId,
          orderId: req.orderId,
          status: 'DUE',
          amount: req.amount,
          currency: req.currency,
          orderInfo: req.orderInfo,
          udf: req.udf,
          customer: req.customer,
          webhookUrl: req.webhook?.url ?? null,
          returnMethod: req.return?.method ?? 'GET',
          returnUrl: req.return?.url ?? null,
          returnTimeout: req.return?.timeout ?? 0,
          maxAttempts: MAX_ATTEMPTS,
          transactions: [],
          createdAt: now,
          expiresAt: new Date(now.getTime() + req.maxAgeInHours * HOUR_MS),
        })
        .onConflictDoNothing({ target: [sandboxCharges.shopId, sandboxCharges.orderId] })
        .returning();
      if (inserted) return { row: inserted, created: true };
      const [existing] = await db
        .select()
        .from(sandboxCharges)
        .where(and(eq(sandboxCharges.shopId, shopId), eq(sandboxCharges.orderId, req.orderId)));
      return { row: (await expireIfDue(existing))!, created: false };
    },

    /** The charge (of that shop, when given), expiry applied. */
    async get(uuid: string, shopId?: string): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(sandboxCharges)
        .where(
          shopId === undefined
            ? eq(sandboxCharges.uuid, uuid)
            : and(eq(sandboxCharges.uuid, uuid), eq(sandboxCharges.shopId, shopId)),
        );
      return expireIfDue(row);
    },

    /**
     * Applies one attempt to a DUE charge under a row lock, so two submissions of the page never pay twice.
     * Returns the charge and whether the attempt changed it (false: it was no longer DUE).
     */
    async attempt(
      uuid: string,
      attempt: PaymentAttempt,
    ): Promise<{ row: Row; applied: boolean; transaction?: ChargeTransaction } | undefined> {
      const current = await this.get(uuid);
      if (!current) return undefined;
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(sandboxCharges).where(eq(sandboxCharges.uuid, uuid)).for('update');
        if (!row || row.status !== 'DUE') return { row: row ?? current, applied: false };
        const now = clock();
        if (now >= row.expiresAt) {
          const [expired] = await tx
            .update(sandboxCharges)
            .set({ status: 'DROPPED' })
            .where(eq(sandboxCharges.uuid, uuid))
            .returning();
          return { row: expired!, applied: false };
        }
        if (attempt.kind === 'ABANDON') {
          const [dropped] = await tx
            .update(sandboxCharges)
            .set({ status: 'DROPPED' })
            .where(eq(sandboxCharges.uuid, uuid))
            .returning();
          return { row: dropped!, applied: true };
        }
        const accepted = attempt.outcome === 'accept';
        const transaction: ChargeTransaction = {
          uuid: hex(16),
          type: 'PAYMENT',
          status: accepted ? 'ACCEPTED' : 'REFUSED',
          amount: row.amount,
          currency: 'INR',
          paymentOption: attempt.kind,
          scheme: attempt.kind === 'CARD' ? attempt.scheme : 'UPI',
          externalId: `SBX${hex(6).toUpperCase()}`,
          authNum: accepted ? String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000)) : null,
          cardLast4: attempt.kind === 'CARD' ? attempt.cardLast4 : null,
          date: now.toISOString(),
        };
        const attempts = row.attempts + 1;
        const status: ChargeStatus = accepted ? 'PAID' : attempts >= row.maxAttempts ? 'DROPPED' : 'DUE';
        const [updated] = await tx
          .update(sandboxCharges)
          .set({
            status,
            attempts,
            paidAt: accepted ? now : null,
            transactions: sql`${sandboxCharges.transactions} || ${JSON.stringify([transaction])}::jsonb`,
          })
          .where(eq(sandboxCharges.uuid, uuid))
          .returning();
        return { row: updated!, applied: true, transaction };
      });
    },
  };
}

export type SandboxChargeStore = ReturnType<typeof sandboxChargeStore>;
