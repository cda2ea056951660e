import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEE_MESSAGES as M } from '../../src/domain/payments/messages';
import type { FeePaymentDetail } from '../../src/domain/payments/schemas';
import { feePaymentOrders, feeReceipts, feeStructures, feeTypes, students } from '../../src/server/db/schema';
import type { Charge } from '../../src/server/gateway/charge';
import { DEMO_GATEWAY_KEYS } from '../../src/server/gateway/gateway-keys';
import { DEMO_FEES } from '../../src/server/demo/fees-and-applicants';
import { IDEMPOTENCY_MESSAGES } from '../../src/server/http/idempotency';
import { postgresReachable } from './support/databases';
import { SUCCESS_CARD, payOnSandbox, signedInStudent, startFeeApp, type FeeApp } from './support/payments-app';
import { SessionClient } from './support/session-client';
import { ROLL_PREFIX } from '../support/demo-rolls';

interface Started {
  orderId: string;
  chargeUuid: string;
  paymentLink: string;
}

const reachable = await postgresReachable();

describe.each(['pglite', 'postgres'] as const)('a fee line is paid at most once, up to what is due (%s)', (kind) => {
  let fees: FeeApp;
  let student: SessionClient;
  beforeAll(async () => {
    if (kind === 'postgres' && !reachable) return;
    fees = await startFeeApp(kind);
    student = await signedInStudent(fees);
  }, 180_000);
  afterAll(async () => fees?.close());

  const press = (body: Record<string, unknown>, key = crypto.randomUUID()) =>
    student.request('/api/app/payFee', { json: body, headers: { 'Idempotency-Key': key } });
  const confirm = (uuid: string) =>
    fees.app.request('/api/app/feePaymentWebhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uuid }),
    });
  const ordersOf = async (rollNo: string, feeType: string) =>
    fees.db
      .select()
      .from(feePaymentOrders)
      .where(and(eq(feePaymentOrders.rollNo, rollNo), eq(feePaymentOrders.feeType, feeType)));
  const lineOf = async (feeType: string, semester: number, item = '') => {
    const res = await student.request('/api/app/getStudentsFeePaymentDetails');
    return ((await res.json()) as FeePaymentDetail[]).find(
      (l) => l.feeType === feeType && l.semester === semester && l.item === item,
    )!;
  };

  it.skipIf(kind === 'postgres' && !reachable)(
    '20 concurrent Pay presses on one Rs 250 line make one order, one charge and one receipt',
    async () => {
      const idCard = { feeType: 'MISCELLANEOUS', semester: 8, item: 'ID CARD', amount: '250' };
      const answers = await Promise.all(Array.from({ length: 20 }, () => press(idCard)));
      const bodies = await Promise.all(
        answers.map(async (a) => ({ status: a.status, body: (await a.json()) as Started & { message?: string } })),
      );
      const started = bodies.filter((b) => b.status === 201);
      expect(started.length).toBeGreaterThan(0);
      expect(new Set(started.map((b) => b.body.orderId)).size).toBe(1);
      for (const refused of bodies.filter((b) => b.status !== 201))
        expect(refused).toEqual({ status: 409, body: { message: M.paymentStarting } });
      const orders = await ordersOf(`${ROLL_PREFIX}0501`, 'MISCELLANEOUS');
      expect(orders.map((o) => o.status)).toEqual(['DUE']);

      // Every link the presses answered is paid: one payment, one receipt, nothing more due.
      for (const link of new Set(started.map((b) => b.body.paymentLink))) await payOnSandbox(fees, link, SUCCESS_CARD);
      await Promise.all(Array.from({ length: 5 }, () => confirm(started[0]!.body.chargeUuid)));
      expect((await ordersOf(`${ROLL_PREFIX}0501`, 'MISCELLANEOUS')).map((o) => o.status)).toEqual(['PAID']);
      expect(await fees.db.select().from(feeReceipts).where(eq(feeReceipts.orderId, orders[0]!.id))).toHaveLength(1);
      expect(await lineOf('MISCELLANEOUS', 8, 'ID CARD')).toMatchObject({ paid: DEMO_FEES.idCard, due: 0 });
    },
    120_000,
  );

  it.skipIf(kind === 'postgres' && !reachable)(
    'tuition paid as 52,500 and then 30,000 records at most 52,500: the other charge is an overpayment',
    async () => {
      const whole = await press({ feeType: 'TUITION FEE', semester: 8, amount: '52500' });
      expect(whole.status).toBe(201);
      const first = (await whole.json()) as Started;
      // Another amount while the first is open: the first order is closed, so the line keeps one open order.
      const instalment = await press({ feeType: 'TUITION FEE', semester: 8, amount: '30000' });
      expect(instalment.status).toBe(201);
      const second = (await instalment.json()) as Started;
      const open = (await ordersOf(`${ROLL_PREFIX}0501`, 'TUITION FEE')).filter(
        (o) => o.semester === 8 && (o.status === 'DUE' || o.status === 'CREATED'),
      );
      expect(open.map((o) => o.orderId)).toEqual([second.orderId]);
      // Both charges are still payable at the gateway; the payer pays both, and both are confirmed at once.
      await payOnSandbox(fees, first.paymentLink, SUCCESS_CARD);
      await payOnSandbox(fees, second.paymentLink, SUCCESS_CARD);
      await Promise.all([confirm(first.chargeUuid), confirm(second.chargeUuid)]);
      // Whichever is confirmed first, the line settles 52,500 and the other 30,000 is an overpayment to refund.
      const orders = (await ordersOf(`${ROLL_PREFIX}0501`, 'TUITION FEE')).filter((o) => o.semester === 8);
      expect(orders.map((o) => o.status)).toContain('PAID');
      expect(orders.reduce((sum, o) => sum + o.overpaidPaise, 0)).toBe(3_000_000);
      const line = await lineOf('TUITION FEE', 8);
      expect(line.paid).toBe(DEMO_FEES.tuitionPerSemester);
    },
    120_000,
  );

  it.skipIf(kind === 'postgres' && !reachable)(
    'the same Idempotency-Key for another fee is refused (422), not answered the first order',
    async () => {
      const key = crypto.randomUUID();
      const exam = await press({ feeType: 'EXAM FEE', semester: 7, amount: '1850' }, key);
      expect(exam.status).toBe(201);
      const other = await press(
        { feeType: 'MISCELLANEOUS', semester: 8, item: 'BONAFIDE CERTIFICATE', amount: '100' },
        key,
      );
      expect([other.status, await other.json()]).toEqual([422, { message: IDEMPOTENCY_MESSAGES.keyReused }]);
      expect(
        (await ordersOf(`${ROLL_PREFIX}0501`, 'MISCELLANEOUS')).filter((o) => o.item === 'BONAFIDE CERTIFICATE'),
      ).toEqual([]);
    },
    120_000,
  );
  it.skipIf(kind === 'postgres' && !reachable)(
    'two charges for one line: the line settles what it owed, the rest is an overpayment to refund, shown in the ledger',
    async () => {
      // A charge made for the line before (an earlier order, now closed) and paid after all, alongside the Pay.
      const [row] = await fees.db
        .select({ student: students, structureId: feeStructures.id })
        .from(students)
        .innerJoin(feeStructures, eq(feeStructures.batchId, students.batchId))
        .innerJoin(feeTypes, eq(feeTypes.id, feeStructures.feeTypeId))
        .where(
          and(
            eq(students.rollNo, `${ROLL_PREFIX}0501`),
            eq(feeTypes.name, 'TUITION FEE'),
            eq(feeStructures.semester, 7),
          ),
        );
      const keys = DEMO_GATEWAY_KEYS.find((k) => k.feeType === 'TUITION FEE')!;
      const made = await fetch(`${fees.baseUrl}/sandbox-gateway/pg/rest/v1/charge`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${keys.paymentGatewayUserName}:${keys.paymentGatewayPassword}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          orderId: `OLD-${kind}`,
          currency: 'INR',
          amount: 3_000_000,
          maxAgeInHours: 2,
          customer: { name: `${ROLL_PREFIX}0501` },
          return: { method: 'GET', url: `${fees.baseUrl}/lyra/payment/status?orderId=OLD-${kind}`, timeout: 0 },
        }),
      });
      const old = (await made.json()) as Charge;
      await fees.db.insert(feePaymentOrders).values({
        orderId: `OLD-${kind}`,
        flow: 'general',
        rollNo: `${ROLL_PREFIX}0501`,
        studentId: row!.student.id,
        feeStructureId: row!.structureId,
        feeType: 'TUITION FEE',
        semester: 7,
        amountPaise: 3_000_000,
        status: 'DROPPED',
        chargeUuid: old.uuid,
        paymentLink: old.paymentLink,
      });
      const res = await press({ feeType: 'TUITION FEE', semester: 7, amount: '52500' });
      expect(res.status).toBe(201);
      const whole = (await res.json()) as Started;
      await payOnSandbox(fees, whole.paymentLink, SUCCESS_CARD);
      await payOnSandbox(fees, old.paymentLink, SUCCESS_CARD);
      await Promise.all([confirm(whole.chargeUuid), confirm(old.uuid), confirm(whole.chargeUuid), confirm(old.uuid)]);

      // Whichever charge is confirmed first, the line settles what it owed and the rest of the money is to refund.
      const orders = (await ordersOf(`${ROLL_PREFIX}0501`, 'TUITION FEE')).filter((o) => o.semester === 7);
      expect(orders.map((o) => o.status)).toContain('PAID');
      const excess = orders.find((o) => o.overpaidPaise > 0)!;
      expect(orders.reduce((sum, o) => sum + o.overpaidPaise, 0)).toBe(3_000_000);
      const receipts = await fees.db.select().from(feeReceipts);
      const receipted = receipts
        .filter((r) => orders.some((o) => o.id === r.orderId))
        .reduce((sum, r) => sum + r.amountPaise, 0);
      expect(receipted).toBe(DEMO_FEES.tuitionPerSemester);
      const line = await lineOf('TUITION FEE', 7);
      expect(line).toMatchObject({ paid: DEMO_FEES.tuitionPerSemester, due: 0 });

      const accounts = await signedInAccountant(fees);
      const ledger = async () =>
        (await (
          await accounts.request(
            `/api/app/getFeeLedger?rollNo=${ROLL_PREFIX}0501&feeType=${encodeURIComponent('TUITION FEE')}`,
          )
        ).json()) as {
          entries: { orderId: string; status: string; overpaid: number }[];
          totals: { toRefund: number };
        };
      const before = await ledger();
      expect(before.entries.find((e) => e.orderId === excess.orderId)).toMatchObject({
        overpaid: excess.overpaidPaise,
      });
      expect(before.totals.toRefund).toBeGreaterThanOrEqual(3_000_000);
      const refund = await accounts.request('/api/app/recordFeeRefund', {
        json: {
          paymentId: excess.id,
          amount: (excess.overpaidPaise / 100).toFixed(2),
          reason: 'Paid twice for one fee',
        },
      });
      expect(refund.status).toBe(201);
      expect((await ledger()).totals.toRefund).toBe(before.totals.toRefund - excess.overpaidPaise);
    },
    120_000,
  );

  it.skipIf(kind === 'postgres' && !reachable)(
    '4 concurrent applicant payments make one order: Rs 25,000 recorded for a Rs 25,000 fee',
    async () => {
      const identity = { admissionNo: '2026ADM0002', dateOfBirth: '2008-11-02' };
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          fees.app.request('/api/app/payNewAdmissionFee', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
            body: JSON.stringify({ ...identity, amount: '25000' }),
          }),
        ),
      );
      const bodies = (await Promise.all(answers.map(async (a) => [a.status, await a.json()] as const))).filter(
        ([status]) => status === 201,
      );
      const links = new Set(bodies.map(([, b]) => (b as Started).paymentLink));
      expect(links.size).toBe(1);
      for (const link of links) await payOnSandbox(fees, link, { option: 'UPI', upiId: 'success@sandbox' });
      await confirm((bodies[0]![1] as Started).chargeUuid);
      const orders = await ordersOf('2026ADM0002', 'NEW ADMISSION FEE');
      expect(orders.map((o) => [o.status, o.amountPaise])).toEqual([['PAID', DEMO_FEES.newAdmission]]);
    },
    120_000,
  );
});

async function signedInAccountant(feeApp: FeeApp) {
  const client = new SessionClient(feeApp.app);
  const res = await client.signIn('accountant', 'Campus@2026');
  if (res.status !== 200) throw new Error(`accountant sign-in failed: ${res.status}`);
  return client;
}
