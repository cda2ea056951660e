import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { collegeDay } from '../../../domain/calendar/college-time';
import type { CashierDayAnswer, HandedOverDay } from '../../../domain/payments/counter-answers';
import { COUNTER_MODES, type CounterMode } from '../../../domain/payments/counter';
import { COUNTER_MESSAGES as M } from '../../../domain/payments/counter-messages';
import { cashierDays, feePaymentOrders, feeReceipts, users } from '../../db/schema';
import type { CounterDeps } from './counter-collect';
import { counterReceiptsQuery, toCounterReceipt } from './counter-store';
import { PaymentRefused } from './start-payment-shapes';

/** Receipts that count in a day's money: those standing, and bounced ones (the cheque was handed over). */
const HANDED_STATUSES = ['PAID', 'BOUNCED'];

const emptyByMode = (): Record<CounterMode, number> =>
  Object.fromEntries(COUNTER_MODES.map((m) => [m, 0])) as Record<CounterMode, number>;

/**
 * A cashier's day at the desk: what they took, by mode, until they hand it over; the accounts officer then confirms
 * the money and closes it. A handed-over day takes no more money (the counter refuses it) and its figures are frozen
 * as handed over; a closed day never changes.
 */
export function cashierDayStore(deps: CounterDeps) {
  const { db } = deps;

  /** The cashier's receipts of a day, newest first, and the money by mode (cancelled receipts count nothing). */
  const receiptsOf = async (cashierId: number, day: string) => {
    const rows = await counterReceiptsQuery(db)
      .where(
        and(
          eq(feePaymentOrders.channel, 'counter'),
          eq(feePaymentOrders.createdBy, cashierId),
          eq(feePaymentOrders.collectedOn, day),
        ),
      )
      .orderBy(desc(feeReceipts.issuedAt), desc(feeReceipts.id));
    const receipts = rows.map(toCounterReceipt);
    const byMode = emptyByMode();
    for (const r of receipts) if (HANDED_STATUSES.includes(r.status)) byMode[r.mode] += r.amount;
    return { receipts, byMode, total: Object.values(byMode).reduce((a, b) => a + b, 0) };
  };

  return {
    today: () => collegeDay(deps.confirm.clock()),

    async dayOf(cashierId: number, day: string): Promise<CashierDayAnswer> {
      const closer = alias(users, 'closer');
      const [[row], live] = await Promise.all([
        db
          .select({ day: cashierDays, closedBy: closer.fullName })
          .from(cashierDays)
          .leftJoin(closer, eq(closer.id, cashierDays.closedBy))
          .where(and(eq(cashierDays.cashierId, cashierId), eq(cashierDays.day, day))),
        receiptsOf(cashierId, day),
      ]);
      if (!row) return { day, status: 'OPEN', ...live, closedBy: null };
      // Once handed over, the money is what was handed over, whatever happens to a receipt later.
      return {
        day,
        status: row.day.status as 'HANDED_OVER' | 'CLOSED',
        byMode: { ...emptyByMode(), ...row.day.byMode },
        total: row.day.amountPaise,
        receipts: live.receipts,
        closedBy: row.closedBy,
      };
    },

    /** Hands the day over (today or an earlier day): its figures are frozen and the desk takes no more on it. */
    async handOver(cashierId: number, day: string): Promise<string> {
      if (day > this.today()) throw new PaymentRefused(M.badDay, 400);
      return deps.transaction(async () => {
        // The counter locks the cashier too: a payment being taken now is in the figures or refused.
        await db.select({ id: users.id }).from(users).where(eq(users.id, cashierId)).for('update');
        const [already] = await db
          .select({ id: cashierDays.id })
          .from(cashierDays)
          .where(and(eq(cashierDays.cashierId, cashierId), eq(cashierDays.day, day)));
        if (already) throw new PaymentRefused(M.dayAlreadyHandedOver, 409);
        const { receipts, byMode, total } = await receiptsOf(cashierId, day);
        if (receipts.length === 0) throw new PaymentRefused(M.nothingToHandOver, 409);
        await db.insert(cashierDays).values({
          cashierId,
          day,
          status: 'HANDED_OVER',
          byMode,
          receipts: receipts.filter((r) => HANDED_STATUSES.includes(r.status)).length,
          amountPaise: total,
          handedOverAt: deps.confirm.clock(),
        });
        return M.dayHandedOver;
      });
    },

    /** Days handed over and waiting for the officer, then the 30 latest closed, every cashier's. */
    async handedOver(): Promise<HandedOverDay[]> {
      const cashier = alias(users, 'cashier');
      const closer = alias(users, 'closer');
      const select = () =>
        db
          .select({ day: cashierDays, cashier: cashier.fullName, closedBy: closer.fullName })
          .from(cashierDays)
          .innerJoin(cashier, eq(cashier.id, cashierDays.cashierId))
          .leftJoin(closer, eq(closer.id, cashierDays.closedBy));
      const [waiting, closed] = await Promise.all([
        select().where(eq(cashierDays.status, 'HANDED_OVER')).orderBy(cashierDays.day, cashierDays.id),
        select()
          .where(inArray(cashierDays.status, ['CLOSED']))
          .orderBy(desc(cashierDays.closedAt))
          .limit(30),
      ]);
      return [...waiting, ...closed].map(({ day: d, cashier: name, closedBy }) => ({
        id: d.id,
        cashier: name,
        day: d.day,
        status: d.status as 'HANDED_OVER' | 'CLOSED',
        byMode: { ...emptyByMode(), ...d.byMode },
        amount: d.amountPaise,
        receipts: d.receipts,
        handedOverAt: d.handedOverAt.toISOString(),
        closedBy,
      }));
    },

    /** The officer confirms the money of a handed-over day (never their own): the day is closed for good. */
    async close(id: number, by: number): Promise<string> {
      return deps.transaction(async () => {
        const [row] = await db.select().from(cashierDays).where(eq(cashierDays.id, id)).for('update');
        if (!row) throw new PaymentRefused(M.dayNotFound, 404);
        if (row.status === 'CLOSED') throw new PaymentRefused(M.dayAlreadyClosed, 409);
        if (row.cashierId === by) throw new PaymentRefused(M.ownDay, 403);
        await db
          .update(cashierDays)
          .set({ status: 'CLOSED', closedBy: by, closedAt: deps.confirm.clock() })
          .where(eq(cashierDays.id, id));
        return M.dayConfirmed;
      });
    },
  };
}
export type CashierDayStore = ReturnType<typeof cashierDayStore>;
