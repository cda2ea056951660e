import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEE_MESSAGES as M } from '../../src/domain/payments/messages';
import type { FeePaymentDetail } from '../../src/domain/payments/schemas';
import type { Charge } from '../../src/server/gateway/charge';
import { feePaymentOrders, feeReceipts } from '../../src/server/db/schema';
import { DEMO_FEES } from '../../src/server/demo/fees-and-applicants';
import {
  CANCEL,
  FAILURE_CARD,
  SUCCESS_CARD,
  payOnSandbox,
  sandboxCharge,
  signedInStudent,
  startFeeApp,
  statusQuery,
  type FeeApp,
} from './support/payments-app';
import type { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';
import { ROLL_PREFIX } from '../support/demo-rolls';

let fees: FeeApp;
let student: SessionClient;

beforeAll(async () => {
  fees = await startFeeApp('pglite');
  student = await signedInStudent(fees);
}, 180_000);
afterAll(async () => fees?.close());

interface Started {
  orderId: string;
  chargeUuid: string;
  paymentLink: string;
}

async function pay(body: Record<string, unknown>, client = student): Promise<Started> {
  const res = await client.request('/api/app/payFee', { json: body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Started;
}
const exam8 = { feeType: 'EXAM FEE', semester: 8, amount: '1850.00' };
/** A fee line no payment completes on (the semester 8 exam fee is paid below). */
const exam7 = { ...exam8, semester: 7 };
const get = (path: string) => fees.app.request(path);
const orderRow = async (orderId: string) =>
  (await fees.db.select().from(feePaymentOrders).where(eq(feePaymentOrders.orderId, orderId)))[0]!;
const orderCount = async () => (await fees.db.select({ n: count() }).from(feePaymentOrders))[0]!.n;
const allReceipts = async () => (await fees.db.select({ n: count() }).from(feeReceipts))[0]!.n;
/** The receipt number the next receipt gets: numbered in a series of the financial year, from 000001. */
const nextReceiptNo = async () => `RCPT/2026-2027/${String((await allReceipts()) + 1).padStart(6, '0')}`;
const receiptCount = async (orderId: string) => {
  const order = await orderRow(orderId);
  return (await fees.db.select({ n: count() }).from(feeReceipts).where(eq(feeReceipts.orderId, order.id)))[0]!.n;
};
async function details(client = student): Promise<FeePaymentDetail[]> {
  const res = await client.request(`/api/app/getStudentsFeePaymentDetails?rollNo=${ROLL_PREFIX}0501`);
  expect(res.status).toBe(200);
  return (await res.json()) as FeePaymentDetail[];
}
const line = (rows: FeePaymentDetail[], feeType: string, semester: number, item = '') =>
  rows.find((r) => r.feeType === feeType && r.semester === semester && r.item === item)!;

describe('what is due (§7 getFeesToAllot, getStudentsFeePaymentDetails)', () => {
  it('lists the fee types and, per semester and fee type, what is due in paise', async () => {
    expect(await (await student.request('/api/app/getFeesToAllot')).json()).toEqual([
      'TUITION FEE',
      'EXAM FEE',
      'MISCELLANEOUS',
      'NEW ADMISSION FEE',
    ]);
    const rows = await details();
    expect(line(rows, 'EXAM FEE', 7)).toMatchObject({
      rollNo: `${ROLL_PREFIX}0501`,
      amount: DEMO_FEES.examPerSemester,
      paid: 0,
      due: DEMO_FEES.examPerSemester,
      instalmentsAllowed: false,
    });
    expect(line(rows, 'TUITION FEE', 7)).toMatchObject({
      instalmentsAllowed: true,
      semesterName: 'IV Year I Semester',
    });
    expect(line(rows, 'MISCELLANEOUS', 8, 'ID CARD').amount).toBe(DEMO_FEES.idCard);
    expect(rows.some((r) => r.feeType === 'NEW ADMISSION FEE')).toBe(false);
  });

  it("refuses another student's details to a student, and anything without a session", async () => {
    expect((await student.request(`/api/app/getStudentsFeePaymentDetails?rollNo=${ROLL_PREFIX}0502`)).status).toBe(404);
    expect((await get(`/api/app/getStudentsFeePaymentDetails?rollNo=${ROLL_PREFIX}0501`)).status).toBe(404);
  });

  it('refuses an instalment of a fee type without instalments, more than is due, and an unknown fee', async () => {
    const before = await orderCount();
    const part = await student.request('/api/app/payFee', { json: { ...exam7, amount: '1000' } });
    expect([part.status, ((await part.json()) as { message: string }).message]).toEqual([400, M.fullAmountOnly]);
    const more = await student.request('/api/app/payFee', { json: { ...exam7, amount: '1850.01' } });
    expect([more.status, ((await more.json()) as { message: string }).message]).toEqual([400, M.amountMoreThanDue]);
    const unknown = await student.request('/api/app/payFee', { json: { ...exam7, semester: 3 } });
    expect(unknown.status).toBe(404);
    expect(await orderCount()).toBe(before);
  });
});

describe('exam fee paid with the success card (§2, §4 Payment)', () => {
  interface PaidExam {
    started: Started;
    /** The order and the gateway's charge as they were before the payment. */
    orderBefore: Awaited<ReturnType<typeof orderRow>>;
    chargeBefore: Charge;
    /** The receipt number the payment was due to get. */
    receiptNo: string;
    back: URL;
    /** The return page's status call, which records the payment (the sandbox's webhook may come first). */
    returned: { status: number; body: unknown };
  }
  // The semester 8 exam fee is paid once in this file's database: whichever test needs it first pays it.
  let paying: Promise<PaidExam> | undefined;
  const paidExam = () =>
    (paying ??= (async () => {
      const started = await pay(exam8);
      const orderBefore = await orderRow(started.orderId);
      const chargeBefore = await sandboxCharge(fees, 'EXAM FEE', started.chargeUuid);
      const receiptNo = await nextReceiptNo();
      const back = await payOnSandbox(fees, started.paymentLink, SUCCESS_CARD);
      const res = await get(statusQuery(back));
      const returned = { status: res.status, body: (await res.json()) as unknown };
      return { started, orderBefore, chargeBefore, receiptNo, back, returned };
    })());

  it('creates the order and the gateway charge and answers the paymentLink', async () => {
    const { started, orderBefore, chargeBefore } = await paidExam();
    expect(started.paymentLink).toBe(`${fees.baseUrl}/sandbox-gateway/pay/${started.chargeUuid}`);
    expect(orderBefore.status).toBe('DUE');
    expect(chargeBefore).toMatchObject({
      amount: 185000,
      orderId: started.orderId,
      status: 'DUE',
      customer: { name: `${ROLL_PREFIX}0501` },
    });
  });

  it('records the payment once from the confirmed charge, with a receipt number of the financial year', async () => {
    const { started, receiptNo, back, returned } = await paidExam();
    expect(back.pathname).toBe('/lyra/examFeepayment/status');
    expect(back.searchParams.get('vads_charge_status')).toBe('PAID');
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({
      status: 'PAID',
      statusprogress: 'Success',
      amount: 185000,
      rollNo: `${ROLL_PREFIX}0501`,
      receiptNo,
    });
    const order = await orderRow(started.orderId);
    expect(order).toMatchObject({ status: 'PAID', statusProgress: 'Success', cardLast4: '1111' });
    expect(await receiptCount(started.orderId)).toBe(1);
    expect(line(await details(), 'EXAM FEE', 8)).toMatchObject({ paid: 185000, due: 0 });
  });

  it('answers the fee details of the order to the result page only with the order id + charge uuid pair', async () => {
    const { started } = await paidExam();
    const ok = await get(
      `/api/app/getStudentsFeePaymentDetails?rollNo=${ROLL_PREFIX}0501&orderId=${started.orderId}&transactionId=${started.chargeUuid}`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject([
      { rollNo: `${ROLL_PREFIX}0501`, feeType: 'EXAM FEE', semester: 8, orderId: started.orderId, orderStatus: 'PAID' },
    ]);
    expect(
      (
        await get(
          `/api/app/getStudentsFeePaymentDetails?rollNo=${ROLL_PREFIX}0501&orderId=${started.orderId}&transactionId=forged`,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await get(
          `/api/app/getStudentsFeePaymentDetails?rollNo=${ROLL_PREFIX}0502&orderId=${started.orderId}&transactionId=${started.chargeUuid}`,
        )
      ).status,
    ).toBe(404);
  });

  it('answers the receipt PDF in field b64 from saveExamFeeCollection, the same bytes every time', async () => {
    const { started, receiptNo } = await paidExam();
    const record = {
      rollNo: `${ROLL_PREFIX}0501`,
      feeType: 'EXAM FEE',
      semester: 8,
      orderId: started.orderId,
      transactionId: started.chargeUuid,
      examFeeCollectionChild: [
        { wayOfReceipt: 'BANK,UTR', wayOfReceiptType: 'UTR', amountOfReceipt: 1850, transactionId: started.chargeUuid },
      ],
    };
    const save = () =>
      fees.app.request(`/api/app/saveExamFeeCollection?userName=${ROLL_PREFIX}0501&userMail=&receiptNo=&remarks=`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify([record]),
      });
    const first = (await (await save()).json()) as { b64: string; receiptNo: string };
    const second = (await (await save()).json()) as { b64: string };
    expect(first.receiptNo).toBe(receiptNo);
    expect(Buffer.from(first.b64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(second.b64).toBe(first.b64);
    expect(await receiptCount(started.orderId)).toBe(1);
    // The general fee's call does not give an exam fee's receipt (another fee type's flow).
    const other = await fees.app.request('/api/app/saveFeeCollectionssDataa?userName=&userMail=&receiptNo=&remarks=', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([record]),
    });
    expect(other.status).toBe(404);
  });

  it('records nothing more when the return page is reloaded, replayed 100 times at once and the webhook comes 100 times', async () => {
    const { started, back } = await paidExam();
    const receiptsBefore = await allReceipts();
    const charge = await sandboxCharge(fees, 'EXAM FEE', started.chargeUuid);
    const answers = await Promise.all([
      ...Array.from({ length: 100 }, () => get(statusQuery(back))),
      ...Array.from({ length: 100 }, () =>
        fees.app.request('/api/app/feePaymentWebhook', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(charge),
        }),
      ),
    ]);
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(await receiptCount(started.orderId)).toBe(1);
    expect(await allReceipts()).toBe(receiptsBefore);
  }, 120_000);

  it("says 'Your not Entitled to pay' for a fee with nothing due", async () => {
    await paidExam();
    const res = await student.request('/api/app/payFee', { json: exam8 });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(M.nothingDue);
  });
});

describe('failure, abandonment and expiry record no payment', () => {
  it('a refused card leaves the charge DUE: status Failure, no receipt, no paid amount', async () => {
    const started = await pay({ feeType: 'EXAM FEE', semester: 7, amount: '1850' });
    const back = await payOnSandbox(fees, started.paymentLink, FAILURE_CARD);
    expect(await (await get(statusQuery(back))).json()).toMatchObject({
      status: 'DUE',
      statusprogress: 'Failure',
      receiptNo: null,
    });
    expect(await receiptCount(started.orderId)).toBe(0);
    expect(line(await details(), 'EXAM FEE', 7).paid).toBe(0);
  });

  it('cancelling on the payment page drops the charge', async () => {
    const started = await pay({ feeType: 'MISCELLANEOUS', semester: 8, item: 'BONAFIDE CERTIFICATE', amount: '100' });
    const back = await payOnSandbox(fees, started.paymentLink, CANCEL);
    expect(back.pathname).toBe('/lyra/misFeepayment/status');
    expect(await (await get(statusQuery(back))).json()).toMatchObject({ status: 'DROPPED', statusprogress: 'Failure' });
    expect(await receiptCount(started.orderId)).toBe(0);
  });

  it('a charge not paid within its maxAgeInHours expires (DROPPED)', async () => {
    const started = await pay({ feeType: 'MISCELLANEOUS', semester: 8, item: 'ID CARD', amount: '250' });
    fees.time.advance(3 * 3_600_000);
    const res = await get(
      `/api/app/getStudentPaidFeeTransationStatus?orderId=${started.orderId}&transactionId=${started.chargeUuid}`,
    );
    expect(await res.json()).toMatchObject({ status: 'DROPPED', statusprogress: 'Failure' });
    expect((await orderRow(started.orderId)).status).toBe('DROPPED');
  });
});

describe('forged return parameters never record a payment', () => {
  it('a query string saying PAID for a DUE charge, with another amount, roll number or fee type, changes nothing', async () => {
    const paidBefore = line(await details(), 'TUITION FEE', 7).paid;
    const started = await pay({ feeType: 'TUITION FEE', semester: 7, amount: '10000' });
    const forged = new URLSearchParams({
      status: 'PAID',
      statusprogress: 'Success',
      amount: '5250000',
      currency: 'INR',
      name: `${ROLL_PREFIX}0502`,
      rollNo: `${ROLL_PREFIX}0502`,
      feeType: 'EXAM FEE',
      semester: '8',
      orderId: started.orderId,
      transactionId: started.chargeUuid,
    });
    const res = await get(`/api/app/getStudentPaidFeeTransationStatus?${forged.toString()}`);
    expect(await res.json()).toMatchObject({
      status: 'DUE',
      statusprogress: 'Failure',
      amount: 1_000_000,
      rollNo: `${ROLL_PREFIX}0501`,
      feeType: 'TUITION FEE',
    });
    const save = await fees.app.request('/api/app/saveFeeCollectionssDataa?userName=&userMail=&receiptNo=&remarks=', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        {
          orderId: started.orderId,
          transactionId: started.chargeUuid,
          rollNo: `${ROLL_PREFIX}0501`,
          feeType: 'TUITION FEE',
          semester: 7,
        },
      ]),
    });
    expect([save.status, ((await save.json()) as { message: string }).message]).toEqual([409, M.receiptNotReady]);
    expect(line(await details(), 'TUITION FEE', 7).paid).toBe(paidBefore);
  });

  it('an order id with the charge uuid of another order, or a made-up uuid, reveals nothing', async () => {
    const a = await pay({ feeType: 'TUITION FEE', semester: 8, amount: '1000' });
    const b = await pay({ feeType: 'TUITION FEE', semester: 8, amount: '2000' });
    for (const q of [
      `orderId=${a.orderId}&transactionId=${b.chargeUuid}`,
      `orderId=${a.orderId}&transactionId=0123456789abcdef0123456789abcdef`,
    ])
      expect((await get(`/api/app/getStudentPaidFeeTransationStatus?${q}`)).status).toBe(404);
    // The webhook with a forged PAID body still asks the gateway, which says DUE: nothing is recorded (a stays
    // closed, as b replaced it: a fee line has one open order).
    const hook = await fees.app.request('/api/app/feePaymentWebhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uuid: a.chargeUuid, status: 'PAID', amount: 100000, orderId: a.orderId }),
    });
    expect(await hook.json()).toMatchObject({ status: 'DROPPED' });
  });

  it('pays a tuition instalment (the fee type allows it) and keeps the rest due', async () => {
    const started = await pay({ feeType: 'TUITION FEE', semester: 7, amount: '20000.50' });
    const receiptNo = await nextReceiptNo();
    await payOnSandbox(fees, started.paymentLink, SUCCESS_CARD);
    const res = await get(
      `/api/app/getStudentPaidFeeTransationStatus?orderId=${started.orderId}&transactionId=${started.chargeUuid}`,
    );
    expect(await res.json()).toMatchObject({ status: 'PAID', receiptNo });
    expect(line(await details(), 'TUITION FEE', 7)).toMatchObject({
      paid: 2_000_050,
      due: DEMO_FEES.tuitionPerSemester - 2_000_050,
    });
  });
});

describe('payment completed while the payer closed the tab', () => {
  it("is recorded by the sandbox's webhook alone", async () => {
    const started = await pay({ feeType: 'TUITION FEE', semester: 8, amount: '5000' });
    await payOnSandbox(fees, started.paymentLink, SUCCESS_CARD); // the browser never comes back
    for (let i = 0; i < 100 && (await orderRow(started.orderId)).status !== 'PAID'; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect((await orderRow(started.orderId)).status).toBe('PAID');
    expect(await receiptCount(started.orderId)).toBe(1);
  });
});

describe('new-admission self payment by an applicant without an account', () => {
  const identity = { admissionNo: '2026ADM0001', dateOfBirth: '2008-05-14' };

  it('identifies with admission number and date of birth (both must match) and pays through /lyra/selfPayment/status', async () => {
    const wrong = await fees.app.request('/api/app/getApplicantFeePaymentDetails', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...identity, dateOfBirth: '2008-05-15' }),
    });
    expect([wrong.status, ((await wrong.json()) as { message: string }).message]).toEqual([404, M.applicantNoMatch]);
    const rows = (await (
      await fees.app.request('/api/app/getApplicantFeePaymentDetails', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(identity),
      })
    ).json()) as FeePaymentDetail[];
    expect(rows).toMatchObject([{ feeType: 'NEW ADMISSION FEE', due: DEMO_FEES.newAdmission, rollNo: '2026ADM0001' }]);
    const res = await fees.app.request('/api/app/payNewAdmissionFee', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...identity, amount: '25000' }),
    });
    expect(res.status).toBe(201);
    const started = (await res.json()) as Started;
    const back = await payOnSandbox(fees, started.paymentLink, { option: 'UPI', upiId: 'success@sandbox' });
    expect(back.pathname).toBe('/lyra/selfPayment/status');
    // The general status call does not confirm a new-admission order; the Update call does.
    expect((await get(statusQuery(back))).status).toBe(404);
    expect(await (await get(statusQuery(back, 'getStudentPaidFeeTransationStatusUpdate'))).json()).toMatchObject({
      status: 'PAID',
      rollNo: '2026ADM0001',
    });
    const save = await fees.app.request(
      '/api/app/saveNewAdmissionFeePaymentData?userName=&userMail=&receiptNo=&remarks=',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...rows[0],
          orderId: started.orderId,
          transactionId: started.chargeUuid,
          newAdmissionFeePaymentChild: [
            {
              wayOfReceipt: 'BANK,UTR',
              wayOfReceiptType: 'BANK',
              amountOfReceipt: 25000,
              transactionId: started.chargeUuid,
            },
          ],
        }),
      },
    );
    const body = (await save.json()) as { base64: string };
    expect(Buffer.from(body.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('a gateway that refuses our keys or does not answer', () => {
  let stub: Server;
  let mode: 'hang' | 'unauthorized' = 'hang';
  let stubUrl: string;

  beforeAll(async () => {
    stub = createServer((_req, res) => {
      if (mode === 'unauthorized')
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Wrong shop id or key"}');
      // 'hang': never answers
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    stub.closeAllConnections();
    await new Promise<void>((resolve) => stub.close(() => resolve()));
  });

  async function studentOf(app: ReturnType<typeof testApp>['app']) {
    const { SessionClient } = await import('./support/session-client');
    const client = new SessionClient(app);
    expect((await client.signIn('student', 'Campus@2026')).status).toBe(200);
    return client;
  }

  it('wrong Basic credentials: Pay answers the gateway refusal, the order is FAILED, nothing is paid', async () => {
    mode = 'unauthorized';
    const other = testApp(fees.handle, {
      PAYMENT_GATEWAY_URL: stubUrl,
      PUBLIC_URL: fees.baseUrl,
    });
    const client = await studentOf(other.app);
    // A line no other test leaves an open order on (an open order is asked about first, and the stub refuses that too).
    const res = await client.request('/api/app/payFee', {
      json: { feeType: 'MISCELLANEOUS', semester: 8, item: 'ID CARD', amount: '250' },
    });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { message: string }).message).toMatch(/refused the shop id and key/);
    const failed = await fees.db.select().from(feePaymentOrders).where(eq(feePaymentOrders.status, 'FAILED'));
    expect(failed.map((o) => o.amountPaise)).toContain(25000);
  });

  it('a gateway that times out: a clear message and nothing recorded; the real gateway confirms it later', async () => {
    mode = 'hang';
    const other = testApp(fees.handle, {
      PAYMENT_GATEWAY_URL: stubUrl,
      PUBLIC_URL: fees.baseUrl,
      PAYMENT_GATEWAY_TIMEOUT_MS: '300',
      PAYMENT_GATEWAY_RETRIES: '0',
    });
    const client = await studentOf(other.app);
    const res = await client.request('/api/app/payFee', {
      json: { feeType: 'TUITION FEE', semester: 8, amount: '1600' },
    });
    expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([503, M.gatewayBusy]);

    // A DUE charge asked about while the gateway hangs: 503, the order untouched.
    const started = await pay({ feeType: 'TUITION FEE', semester: 8, amount: '1700' });
    const status = await other.app.request(
      `/api/app/getStudentPaidFeeTransationStatus?orderId=${started.orderId}&transactionId=${started.chargeUuid}`,
    );
    expect(status.status).toBe(503);
    expect(((await status.json()) as { message: string }).message).toContain(M.gatewayBusy);
    expect(await orderRow(started.orderId)).toMatchObject({ status: 'DUE', statusProgress: null, confirmedAt: null });
  });
});
