import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerAnswer } from '../../src/domain/payments/ledger';
import { FEE_MESSAGES as M } from '../../src/domain/payments/messages';
import { PAYMENT_STATUS_LABELS } from '../../src/domain/payments/accounts-messages';
import type { PaymentHistory } from '../../src/domain/payments/payment-history';
import { MONEY_MESSAGES } from '../../src/domain/money/messages';
import { TINY_PNG, admissionPayload, postAdmission } from './support/admission-client';
import {
  CANCEL,
  FAILURE_CARD,
  SUCCESS_CARD,
  payOnSandbox,
  signedInStudent,
  startFeeApp,
  statusQuery,
  type FeeApp,
} from './support/payments-app';
import { SessionClient } from './support/session-client';
import { ROLL_PREFIX } from '../support/demo-rolls';

let fees: FeeApp;
let student: SessionClient;
let accountant: SessionClient;

beforeAll(async () => {
  fees = await startFeeApp('pglite');
  student = await signedInStudent(fees);
  accountant = new SessionClient(fees.app);
  expect((await accountant.signIn('accountant', 'Campus@2026')).status).toBe(200);
}, 180_000);
afterAll(async () => fees?.close());

interface Started {
  orderId: string;
  chargeUuid: string;
  paymentLink: string;
}
async function pay(body: Record<string, unknown>): Promise<Started> {
  const res = await student.request('/api/app/payFee', { json: body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Started;
}
const status = async (path: string) =>
  (await (await fees.app.request(path)).json()) as Record<string, unknown> & {
    failure: Record<string, unknown> | null;
  };
const history = async () => (await (await student.request('/api/app/getFeePaymentHistory')).json()) as PaymentHistory;
const mine = async (orderId: string) => (await history()).payments.find((p) => p.orderId === orderId)!;

describe('the result page says why a payment failed, from the gateway (never the query string)', () => {
  it('a refused card: "refused", with the still open payment page to try again', async () => {
    const started = await pay({ feeType: 'EXAM FEE', semester: 7, amount: '1850' });
    const back = await payOnSandbox(fees, started.paymentLink, FAILURE_CARD);
    // The query string claims PAID: the reason still comes from the charge.
    back.searchParams.set('vads_charge_status', 'PAID');
    const answer = await status(statusQuery(back));
    expect(answer).toMatchObject({ status: 'DUE', statusprogress: 'Failure' });
    expect(answer.failure).toEqual({ reason: 'refused', message: M.failedRefused, retryLink: started.paymentLink });
  });

  it('cancelled on the payment page: "cancelled", and no payment page to go back to', async () => {
    const started = await pay({ feeType: 'MISCELLANEOUS', semester: 8, item: 'BONAFIDE CERTIFICATE', amount: '100' });
    const back = await payOnSandbox(fees, started.paymentLink, CANCEL);
    expect((await status(statusQuery(back))).failure).toEqual({
      reason: 'cancelled',
      message: M.failedCancelled,
      retryLink: null,
    });
  });

  it('not paid before the charge expired: "expired"', async () => {
    const started = await pay({ feeType: 'MISCELLANEOUS', semester: 8, item: 'ID CARD', amount: '250' });
    fees.time.advance(3 * 3_600_000);
    const answer = await status(
      `/api/app/getStudentPaidFeeTransationStatus?orderId=${started.orderId}&transactionId=${started.chargeUuid}`,
    );
    expect(answer).toMatchObject({
      status: 'DROPPED',
      failure: { reason: 'expired', message: M.failedExpired, retryLink: null },
    });
  });
});

describe('payment history and ledger read as people mean them', () => {
  it('an abandoned order is "Not completed" (not DUE) and expires with its charge at the next reconciliation', async () => {
    const started = await pay({ feeType: 'TUITION FEE', semester: 8, amount: '5000' });
    // The payer opens the gateway's page and closes the tab.
    expect(await mine(started.orderId)).toMatchObject({
      status: 'DUE',
      statusLabel: PAYMENT_STATUS_LABELS.notCompleted,
    });
    fees.time.advance(3 * 3_600_000);
    const run = await accountant.request('/api/app/reconcileFeePayments', {
      method: 'POST',
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(run.status).toBe(200);
    expect(await mine(started.orderId)).toMatchObject({
      status: 'DROPPED',
      statusLabel: PAYMENT_STATUS_LABELS.notCompleted,
    });
  });

  it('a partial refund reads "Partly refunded" with both amounts, in the history and the ledger', async () => {
    const started = await pay({ feeType: 'EXAM FEE', semester: 8, amount: '1850' });
    // A paid order has no failure to explain.
    expect(await status(statusQuery(await payOnSandbox(fees, started.paymentLink, SUCCESS_CARD)))).toMatchObject({
      status: 'PAID',
      failure: null,
    });
    const paid = await mine(started.orderId);
    expect(paid.statusLabel).toBe(PAYMENT_STATUS_LABELS.paid);
    const ledger = async () =>
      (
        (await (await accountant.request(`/api/app/getFeeLedger?rollNo=${ROLL_PREFIX}0501`)).json()) as LedgerAnswer
      ).entries.find((e) => e.orderId === paid.orderId)!;
    const { paymentId } = await ledger();
    const refund = (amount: string) =>
      accountant.request('/api/app/recordFeeRefund', {
        json: { paymentId, amount, reason: 'Paid twice by mistake' },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
    expect((await refund('100')).status).toBe(201);
    expect(await mine(paid.orderId)).toMatchObject({
      amount: 185000,
      refunded: 10000,
      statusLabel: PAYMENT_STATUS_LABELS.partlyRefunded,
    });
    expect(await ledger()).toMatchObject({
      amount: 185000,
      refunded: 10000,
      status: 'REFUNDED',
      statusLabel: PAYMENT_STATUS_LABELS.partlyRefunded,
    });
    expect((await refund('1750')).status).toBe(201);
    expect(await mine(paid.orderId)).toMatchObject({ refunded: 185000, statusLabel: PAYMENT_STATUS_LABELS.refunded });
  });
});

describe('amounts past the database column are refused with a message (400), never an overflow', () => {
  const TOO_LARGE = '2,14,74,836.48';

  it('on payments and refunds', async () => {
    const res = await student.request('/api/app/payFee', {
      json: { feeType: 'EXAM FEE', semester: 6, amount: TOO_LARGE },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(MONEY_MESSAGES.tooLarge);
    const refund = await accountant.request('/api/app/recordFeeRefund', {
      json: { paymentId: 1, amount: '21474836.48', reason: 'Paid twice by mistake' },
    });
    expect(refund.status).toBe(400);
    expect((await refund.json()).message).toBe(MONEY_MESSAGES.tooLarge);
  });

  it("on an admission's fee commitment and amounts paid", async () => {
    const clerk = new SessionClient(fees.app);
    expect((await clerk.signIn('admissions', 'Campus@2026')).status).toBe(200);
    for (const field of ['feeCommitment', 'studentPaidamount', 'agentAmount']) {
      const saved = await postAdmission(fees.app, clerk, admissionPayload({ [field]: '21474836.48' }), {
        bytes: TINY_PNG,
        name: 'p.png',
        type: 'image/png',
      });
      expect(saved.status, field).toBe(400);
      expect(JSON.stringify(saved.body), field).toContain(MONEY_MESSAGES.tooLarge);
    }
  });
});
