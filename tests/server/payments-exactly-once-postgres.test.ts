import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feePaymentOrders, feeReceipts } from '../../src/server/db/schema';
import { postgresReachable } from './support/databases';
import {
  SUCCESS_CARD,
  payOnSandbox,
  sandboxCharge,
  signedInStudent,
  startFeeApp,
  statusQuery,
  type FeeApp,
} from './support/payments-app';

const reachable = await postgresReachable();
let fees: FeeApp;

beforeAll(async () => {
  if (reachable) fees = await startFeeApp('postgres');
}, 180_000);
afterAll(async () => fees?.close());

describe.skipIf(!reachable)('exactly once on PostgreSQL (concurrent confirmations really run side by side)', () => {
  it('100 return-page replays and 100 webhooks at once record one payment with one receipt', async () => {
    const student = await signedInStudent(fees);
    const res = await student.request('/api/app/payFee', {
      json: { feeType: 'EXAM FEE', semester: 8, amount: '1850' },
    });
    const started = (await res.json()) as { orderId: string; chargeUuid: string; paymentLink: string };
    const back = await payOnSandbox(fees, started.paymentLink, SUCCESS_CARD);
    const charge = await sandboxCharge(fees, 'EXAM FEE', started.chargeUuid);
    const answers = await Promise.all([
      ...Array.from({ length: 100 }, () => fees.app.request(statusQuery(back))),
      ...Array.from({ length: 100 }, () =>
        fees.app.request('/api/app/feePaymentWebhook', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(charge),
        }),
      ),
    ]);
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    const receipts = new Set(
      (await Promise.all(answers.slice(0, 100).map((a) => a.json()))).map(
        (b) => (b as { receiptNo: string }).receiptNo,
      ),
    );
    expect(receipts).toEqual(new Set(['RCPT/2026-2027/000001']));
    const [order] = await fees.db.select().from(feePaymentOrders).where(eq(feePaymentOrders.orderId, started.orderId));
    expect(order!.status).toBe('PAID');
    expect(await fees.db.select({ n: count() }).from(feeReceipts)).toEqual([{ n: 1 }]);
  }, 120_000);
});
