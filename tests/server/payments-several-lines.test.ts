import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEE_MESSAGES as M } from '../../src/domain/payments/messages';
import type { FeePaymentDetail, LinkedStudentFees } from '../../src/domain/payments/schemas';
import {
  feePaymentOrderLines,
  feePaymentOrders,
  feeReceipts,
  feeStructures,
  feeTypes,
  students,
} from '../../src/server/db/schema';
import type { Charge } from '../../src/server/gateway/charge';
import { DEMO_GATEWAY_KEYS } from '../../src/server/gateway/gateway-keys';
import { DEMO_FEES } from '../../src/server/demo/fees-and-applicants';
import { postgresReachable } from './support/databases';
import {
  SUCCESS_CARD,
  payOnSandbox,
  signedInStudent,
  startFeeApp,
  statusQuery,
  type FeeApp,
} from './support/payments-app';
import { SessionClient } from './support/session-client';
import { ROLL_PREFIX } from '../support/demo-rolls';

interface Started {
  orderId: string;
  chargeUuid: string;
  paymentLink: string;
  amount: number;
}

const ROLL = `${ROLL_PREFIX}0501`;
const reachable = await postgresReachable();

describe.each(['pglite', 'postgres'] as const)(
  'several dues in one payment, parents, late and larger charges (%s)',
  (kind) => {
    let fees: FeeApp;
    let student: SessionClient;
    const skip = kind === 'postgres' && !reachable;
    beforeAll(async () => {
      if (skip) return;
      fees = await startFeeApp(kind);
      student = await signedInStudent(fees);
    }, 180_000);
    afterAll(async () => fees?.close());

    const signedIn = async (username: string) => {
      const client = new SessionClient(fees.app);
      const res = await client.signIn(username, 'Campus@2026');
      if (res.status !== 200) throw new Error(`${username} sign-in failed: ${res.status}`);
      return client;
    };
    const press = (client: SessionClient, body: Record<string, unknown>) =>
      client.request('/api/app/payFee', { json: body, headers: { 'Idempotency-Key': crypto.randomUUID() } });
    const confirm = (uuid: string) =>
      fees.app.request('/api/app/feePaymentWebhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ uuid }),
      });
    const lineOf = async (feeType: string, semester: number, item = '') => {
      const res = await student.request('/api/app/getStudentsFeePaymentDetails');
      return ((await res.json()) as FeePaymentDetail[]).find(
        (l) => l.feeType === feeType && l.semester === semester && l.item === item,
      )!;
    };
    const orderRow = async (orderId: string) =>
      (await fees.db.select().from(feePaymentOrders).where(eq(feePaymentOrders.orderId, orderId)))[0]!;
    const linesOf = async (orderId: string) =>
      fees.db
        .select({
          semester: feePaymentOrderLines.semester,
          item: feePaymentOrderLines.item,
          settled: feePaymentOrderLines.settledPaise,
        })
        .from(feePaymentOrderLines)
        .innerJoin(feePaymentOrders, eq(feePaymentOrders.id, feePaymentOrderLines.orderId))
        .where(eq(feePaymentOrders.orderId, orderId))
        .orderBy(feePaymentOrderLines.id);
    const reconcile = async () => {
      const accountant = await signedIn('accountant');
      const res = await accountant.request('/api/app/reconcileFeePayments', {
        method: 'POST',
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { recorded: number };
    };

    /** A charge made for a tuition line by an order that was closed here (Not completed), which the payer pays late. */
    async function closedOrderWithCharge(semester: number, amountPaise: number, name: string) {
      const [row] = await fees.db
        .select({ student: students, structureId: feeStructures.id })
        .from(students)
        .innerJoin(feeStructures, eq(feeStructures.batchId, students.batchId))
        .innerJoin(feeTypes, eq(feeTypes.id, feeStructures.feeTypeId))
        .where(and(eq(students.rollNo, ROLL), eq(feeTypes.name, 'TUITION FEE'), eq(feeStructures.semester, semester)));
      const keys = DEMO_GATEWAY_KEYS.find((k) => k.feeType === 'TUITION FEE')!;
      const orderId = `${name}-${kind}`;
      // No webhook: only reconciliation can learn that this charge was paid.
      const made = await fetch(`${fees.baseUrl}/sandbox-gateway/pg/rest/v1/charge`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${keys.paymentGatewayUserName}:${keys.paymentGatewayPassword}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          orderId,
          currency: 'INR',
          amount: amountPaise,
          maxAgeInHours: 2,
          customer: { name: ROLL },
          return: { method: 'GET', url: `${fees.baseUrl}/lyra/payment/status?orderId=${orderId}`, timeout: 0 },
        }),
      });
      const charge = (await made.json()) as Charge;
      const [order] = await fees.db
        .insert(feePaymentOrders)
        .values({
          orderId,
          flow: 'general',
          rollNo: ROLL,
          studentId: row!.student.id,
          feeStructureId: row!.structureId,
          feeType: 'TUITION FEE',
          semester,
          amountPaise,
          status: 'DROPPED',
          chargeUuid: charge.uuid,
          paymentLink: charge.paymentLink,
          createdAt: fees.time.clock(),
        })
        .returning();
      await fees.db.insert(feePaymentOrderLines).values({
        orderId: order!.id,
        orderStatus: 'DROPPED',
        studentId: row!.student.id,
        feeStructureId: row!.structureId,
        semester,
        amountPaise,
      });
      return { orderId, charge };
    }

    it.skipIf(skip)(
      '20 concurrent presses for two exam fees make one order holding both lines, one charge for the sum and one receipt',
      async () => {
        const both = {
          lines: [
            { feeType: 'EXAM FEE', semester: 7 },
            { feeType: 'EXAM FEE', semester: 8 },
          ],
          amount: '3700',
        };
        const answers = await Promise.all(Array.from({ length: 20 }, () => press(student, both)));
        const bodies = await Promise.all(
          answers.map(async (a) => ({ status: a.status, body: (await a.json()) as Started & { message?: string } })),
        );
        const started = bodies.filter((b) => b.status === 201);
        expect(new Set(started.map((b) => b.body.orderId)).size).toBe(1);
        for (const refused of bodies.filter((b) => b.status !== 201))
          expect(refused).toEqual({ status: 409, body: { message: M.paymentStarting } });
        const { orderId, chargeUuid, paymentLink, amount } = started[0]!.body;
        expect(amount).toBe(2 * DEMO_FEES.examPerSemester);
        const open = await fees.db
          .select()
          .from(feePaymentOrders)
          .where(and(eq(feePaymentOrders.feeType, 'EXAM FEE'), eq(feePaymentOrders.rollNo, ROLL)));
        expect(open.map((o) => [o.orderId, o.status])).toEqual([[orderId, 'DUE']]);

        const back = await payOnSandbox(fees, paymentLink, SUCCESS_CARD);
        await Promise.all(Array.from({ length: 3 }, () => confirm(chargeUuid)));
        const status = (await (await fees.app.request(statusQuery(back))).json()) as {
          status: string;
          amount: number;
          receiptNo: string;
        };
        expect(status).toMatchObject({ status: 'PAID', amount: 2 * DEMO_FEES.examPerSemester });
        expect(await linesOf(orderId)).toEqual([
          { semester: 7, item: '', settled: DEMO_FEES.examPerSemester },
          { semester: 8, item: '', settled: DEMO_FEES.examPerSemester },
        ]);
        const order = await orderRow(orderId);
        const receipts = await fees.db.select().from(feeReceipts).where(eq(feeReceipts.orderId, order.id));
        expect(receipts.map((r) => [r.receiptNo, r.amountPaise])).toEqual([
          [status.receiptNo, 2 * DEMO_FEES.examPerSemester],
        ]);
        expect(await lineOf('EXAM FEE', 7)).toMatchObject({ paid: DEMO_FEES.examPerSemester, due: 0 });
        expect(await lineOf('EXAM FEE', 8)).toMatchObject({ paid: DEMO_FEES.examPerSemester, due: 0 });

        // The result page's details list each line of the order, and its receipt is one PDF.
        const details = (await (
          await fees.app.request(`/api/app/getStudentsFeePaymentDetails?orderId=${orderId}&transactionId=${chargeUuid}`)
        ).json()) as FeePaymentDetail[];
        expect(details.map((d) => [d.semester, d.orderLineAmount])).toEqual([
          [7, DEMO_FEES.examPerSemester],
          [8, DEMO_FEES.examPerSemester],
        ]);
        const saved = await fees.app.request('/api/app/saveExamFeeCollection?userName=&userMail=&receiptNo=&remarks=', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify([{ orderId, transactionId: chargeUuid }]),
        });
        const pdf = Buffer.from(((await saved.json()) as { b64: string }).b64, 'base64');
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      },
      120_000,
    );

    it.skipIf(skip)(
      'a charge paid after its order closed is recorded by reconciliation; a larger charge settles what is due and keeps the rest to refund',
      async () => {
        const together = await press(student, {
          lines: [
            { feeType: 'TUITION FEE', semester: 7 },
            { feeType: 'TUITION FEE', semester: 8 },
          ],
          amount: '105000',
        });
        expect(together.status).toBe(201);
        const started = (await together.json()) as Started;

        // An earlier 30,000 instalment on semester 7, closed here as Not completed, is paid late at the gateway.
        const late = await closedOrderWithCharge(7, 3_000_000, 'LATE');
        await payOnSandbox(fees, late.charge.paymentLink, SUCCESS_CARD);
        expect((await orderRow(late.orderId)).status).toBe('DROPPED');
        expect((await reconcile()).recorded).toBeGreaterThanOrEqual(1);
        expect(await orderRow(late.orderId)).toMatchObject({ status: 'PAID', overpaidPaise: 0 });
        expect(await lineOf('TUITION FEE', 7)).toMatchObject({
          paid: 3_000_000,
          due: DEMO_FEES.tuitionPerSemester - 3_000_000,
        });

        // The 1,05,000 charge: semester 7 owes 22,500 now, semester 8 owes 52,500; the other 30,000 is to refund.
        const back = await payOnSandbox(fees, started.paymentLink, SUCCESS_CARD);
        await confirm(started.chargeUuid);
        const order = await orderRow(started.orderId);
        expect(order).toMatchObject({ status: 'PAID', overpaidPaise: 3_000_000 });
        expect(await linesOf(started.orderId)).toEqual([
          { semester: 7, item: '', settled: DEMO_FEES.tuitionPerSemester - 3_000_000 },
          { semester: 8, item: '', settled: DEMO_FEES.tuitionPerSemester },
        ]);
        const [receipt] = await fees.db.select().from(feeReceipts).where(eq(feeReceipts.orderId, order.id));
        expect(receipt!.amountPaise).toBe(2 * DEMO_FEES.tuitionPerSemester - 3_000_000);
        expect(await lineOf('TUITION FEE', 7)).toMatchObject({ paid: DEMO_FEES.tuitionPerSemester, due: 0 });
        expect(await lineOf('TUITION FEE', 8)).toMatchObject({ paid: DEMO_FEES.tuitionPerSemester, due: 0 });
        const status = (await (await fees.app.request(statusQuery(back))).json()) as {
          status: string;
          message?: string;
        };
        expect(status).toMatchObject({ status: 'PAID', message: M.partlyOverpaid });

        // Accounts see the part to refund on the paid order, not the whole order as OVERPAID.
        const accountant = await signedIn('accountant');
        const ledger = (await (
          await accountant.request(`/api/app/getFeeLedger?rollNo=${ROLL}&feeType=${encodeURIComponent('TUITION FEE')}`)
        ).json()) as {
          entries: { orderId: string; status: string; overpaid: number; semester: string }[];
          totals: { toRefund: number };
        };
        expect(ledger.entries.find((e) => e.orderId === started.orderId)).toMatchObject({
          status: 'PAID',
          overpaid: 3_000_000,
          semester: 'IV Year I Semester, IV Year II Semester',
        });
        expect(ledger.totals.toRefund).toBe(3_000_000);

        // Another closed charge paid late for a line now settled: all of it is an overpayment, with no receipt.
        const later = await closedOrderWithCharge(8, 1_000_000, 'LATER');
        await payOnSandbox(fees, later.charge.paymentLink, SUCCESS_CARD);
        expect((await reconcile()).recorded).toBeGreaterThanOrEqual(1);
        const overpaid = await orderRow(later.orderId);
        expect(overpaid).toMatchObject({ status: 'OVERPAID', overpaidPaise: 1_000_000 });
        expect(await fees.db.select().from(feeReceipts).where(eq(feeReceipts.orderId, overpaid.id))).toEqual([]);
        expect(await lineOf('TUITION FEE', 8)).toMatchObject({ paid: DEMO_FEES.tuitionPerSemester, due: 0 });
      },
      120_000,
    );

    it.skipIf(skip)("a parent sees and pays a linked child's dues, and never an unlinked student's", async () => {
      const parent = await signedIn('parent');
      const children = (await (
        await parent.request('/api/app/getLinkedStudentsFeeDetails')
      ).json()) as LinkedStudentFees[];
      expect(children.map((c) => c.rollNo)).toEqual([ROLL]);
      expect(children[0]!.lines.find((l) => l.item === 'ID CARD')).toMatchObject({ due: DEMO_FEES.idCard });

      const pay = await press(parent, {
        rollNo: ROLL,
        lines: [{ feeType: 'MISCELLANEOUS', semester: 8, item: 'ID CARD' }],
        amount: '250',
      });
      expect(pay.status).toBe(201);
      const started = (await pay.json()) as Started;
      await payOnSandbox(fees, started.paymentLink, SUCCESS_CARD);
      await confirm(started.chargeUuid);
      expect(await orderRow(started.orderId)).toMatchObject({ status: 'PAID', rollNo: ROLL });
      expect(await lineOf('MISCELLANEOUS', 8, 'ID CARD')).toMatchObject({ due: 0 });

      // Unlinked (existing or not), or no roll number: refused, and nothing is made for anyone.
      const before = (await fees.db.select().from(feePaymentOrders)).length;
      for (const rollNo of [`${ROLL_PREFIX}0502`, 'NOSUCHROLL']) {
        const other = await press(parent, { rollNo, lines: [{ feeType: 'EXAM FEE', semester: 7 }], amount: '1850' });
        expect([other.status, await other.json()]).toEqual([404, { message: M.unknownStudent }]);
        expect((await parent.request(`/api/app/getStudentsFeePaymentDetails?rollNo=${rollNo}`)).status).toBe(404);
      }
      expect((await press(parent, { lines: [{ feeType: 'EXAM FEE', semester: 7 }], amount: '1850' })).status).toBe(403);
      // A student cannot pay another student's fees by naming them.
      const otherStudent = await press(student, {
        rollNo: `${ROLL_PREFIX}0502`,
        lines: [{ feeType: 'EXAM FEE', semester: 7 }],
        amount: '1850',
      });
      expect(otherStudent.status).toBe(404);
      // Other roles may not list children's fees at all.
      expect((await student.request('/api/app/getLinkedStudentsFeeDetails')).status).toBe(403);
      expect((await fees.db.select().from(feePaymentOrders)).length).toBe(before);
    });
  },
);

// Its own database: these refusals depend on lines nobody has paid or opened yet.
describe.each(['pglite', 'postgres'] as const)('choosing several dues (%s)', (kind) => {
  let fees: FeeApp;
  let student: SessionClient;
  const skip = kind === 'postgres' && !reachable;
  beforeAll(async () => {
    if (skip) return;
    fees = await startFeeApp(kind);
    student = await signedInStudent(fees);
  }, 180_000);
  afterAll(async () => fees?.close());
  const press = (client: SessionClient, body: Record<string, unknown>) =>
    client.request('/api/app/payFee', { json: body, headers: { 'Idempotency-Key': crypto.randomUUID() } });

  it.skipIf(skip)(
    'a line held by another open payment is refused clearly; lines of two fee types or a part of the total are refused',
    async () => {
      const single = await press(student, {
        feeType: 'MISCELLANEOUS',
        semester: 8,
        item: 'BONAFIDE CERTIFICATE',
        amount: '100',
      });
      expect(single.status).toBe(201);
      const both = await press(student, {
        lines: [
          { feeType: 'MISCELLANEOUS', semester: 8, item: 'ID CARD' },
          { feeType: 'MISCELLANEOUS', semester: 8, item: 'BONAFIDE CERTIFICATE' },
        ],
        amount: '350',
      });
      expect(both.status).toBe(409);
      expect(((await both.json()) as { message: string }).message).toMatch(
        /^MISCELLANEOUS – BONAFIDE CERTIFICATE, .+ is in a payment that is still open/,
      );
      const idCardOrders = await fees.db
        .select()
        .from(feePaymentOrders)
        .where(and(eq(feePaymentOrders.rollNo, ROLL), eq(feePaymentOrders.item, 'ID CARD')));
      expect(idCardOrders).toEqual([]);

      const mixed = await press(student, {
        lines: [
          { feeType: 'TUITION FEE', semester: 7 },
          { feeType: 'MISCELLANEOUS', semester: 8, item: 'ID CARD' },
        ],
        amount: '52750',
      });
      expect([mixed.status, await mixed.json()]).toEqual([400, { message: M.oneFeeTypeAtATime }]);
      const part = await press(student, {
        lines: [
          { feeType: 'TUITION FEE', semester: 7 },
          { feeType: 'TUITION FEE', semester: 8 },
        ],
        amount: '60000',
      });
      expect([part.status, await part.json()]).toEqual([400, { message: M.wholeDueTogether }]);
    },
  );
});
