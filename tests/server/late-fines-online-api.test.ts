import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CounterStudentDues } from '../../src/domain/payments/counter-answers';
import type { FeePlanOptions } from '../../src/domain/payments/fee-plan-answers';
import { FEE_MESSAGES as M } from '../../src/domain/payments/messages';
import type { FeePaymentDetail } from '../../src/domain/payments/schemas';
import { labFeeHead } from './support/fee-structure-heads';
import { payOnSandbox, signedInStudent, startFeeApp, SUCCESS_CARD, type FeeApp } from './support/payments-app';
import { SessionClient } from './support/session-client';

/**
 * A late due paid online pays its late fine with it, as at the desk: the student sees the fine to date, an amount
 * without it is refused, and the one charge settles the fine's own line first, then the due. The rule is the same
 * SQL on either database, so it runs on PGlite only.
 */
describe('late fines paid online', () => {
  let fees: FeeApp;
  let accountant: SessionClient;
  let desk: SessionClient;
  let student: SessionClient;
  beforeAll(async () => {
    fees = await startFeeApp('pglite');
    accountant = new SessionClient(fees.app);
    await accountant.signIn('accountant', 'Campus@2026');
    desk = new SessionClient(fees.app);
    await desk.signIn('feepayments', 'Campus@2026');
    student = await signedInStudent(fees);
  }, 180_000);
  afterAll(async () => fees?.close());

  const myLines = async () =>
    (await (await student.request('/api/app/getStudentsFeePaymentDetails')).json()) as FeePaymentDetail[];
  const pay = (amount: string, key: string = crypto.randomUUID()) =>
    student.request('/api/app/payFee', {
      json: { feeType: 'MISCELLANEOUS', semester: 8, item: 'LAB FEE', amount },
      headers: { 'Idempotency-Key': key },
    });

  it('asks for the fine with the due, and the one charge pays both', async () => {
    // The demo student's batch owes the final year's lab fee, due on 1 June: on 23 November the 30-day slab's Rs 300.
    const own = (await myLines())[0]!;
    const options = (await (await accountant.request('/api/app/fee-structures/options')).json()) as FeePlanOptions;
    const batch = options.batches.find((b) => b.name === own.batch)!;
    const plan = { name: 'Lab fee', degreeId: batch.degreeId, batchId: batch.id, branchId: null, quota: '' };
    const saved = await accountant.request('/api/app/fee-structures', {
      json: { ...plan, category: '', semester: 8, heads: [labFeeHead()] },
    });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: number };
    expect((await accountant.request(`/api/app/fee-structures/${id}/apply`, { json: {} })).status).toBe(200);

    expect((await myLines()).find((l) => l.item === 'LAB FEE')).toMatchObject({ due: 200_000, fine: 30_000 });
    // The due alone, or more than due and fine, is refused and starts nothing.
    const short = await pay('2000');
    expect(short.status).toBe(400);
    expect([M.fullAmountOnly, M.instalmentTooSmall]).toContain(((await short.json()) as { message: string }).message);
    expect(await (await pay('2301')).json()).toEqual({ message: M.amountMoreThanDue });

    const key = crypto.randomUUID();
    const started = await pay('2300', key);
    expect(started.status).toBe(201);
    const order = (await started.json()) as {
      paymentLink: string;
      orderId: string;
      amount: number;
      chargeUuid: string;
    };
    expect(order.amount).toBe(230_000);
    // A retry with its key is the same payment, though the order holds the fine's line as well.
    const again = await pay('2300', key);
    expect([again.status, ((await again.json()) as { orderId: string }).orderId]).toEqual([201, order.orderId]);

    await payOnSandbox(fees, order.paymentLink, SUCCESS_CARD);
    // The gateway's webhook, as it arrives after the payer's return.
    const hook = await fees.app.request('/api/app/feePaymentWebhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uuid: order.chargeUuid }),
    });
    expect(await hook.json()).toMatchObject({ status: 'PAID' });
    const lines = await myLines();
    expect(lines.find((l) => l.item === 'LAB FEE')).toMatchObject({ due: 0, fine: 0 });
    expect(lines.find((l) => l.feeType === 'Late Fee')).toMatchObject({ amount: 30_000, paid: 30_000, due: 0 });
    const studentId = (
      (await (await desk.request(`/api/app/counter/students?q=${own.rollNo}`)).json()) as {
        id: number;
      }[]
    )[0]!.id;
    const atDesk = (await (await desk.request(`/api/app/counter/students/${studentId}`)).json()) as CounterStudentDues;
    expect(atDesk.dues.find((d) => d.item === 'LAB FEE')).toMatchObject({ due: 0, fine: 0 });
  });
});
