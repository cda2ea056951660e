import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { feePaymentOrders, feeStructures, feeTypes, students } from '../../../src/server/db/schema';
import type { Charge } from '../../../src/server/gateway/charge';
import { DEMO_GATEWAY_KEYS } from '../../../src/server/gateway/gateway-keys';

let seq = 0;

/**
 * The first line of this fee type that the student (else the first batch-mate) has neither paid nor open: a
 * line has at most one open order, and a charge paid for a settled line is an overpayment, not a payment.
 */
async function freeLine(database: DatabaseHandle, rollNo: string, feeType: string) {
  const db = database.db;
  const [first] = await db.select().from(students).where(eq(students.rollNo, rollNo));
  const mates = await db
    .select()
    .from(students)
    .where(eq(students.batchId, first!.batchId))
    .orderBy(asc(students.rollNo));
  for (const student of [first!, ...mates.filter((m) => m.id !== first!.id)]) {
    const lines = await db
      .select({ id: feeStructures.id, semester: feeStructures.semester, amount: feeStructures.amountPaise })
      .from(feeStructures)
      .innerJoin(feeTypes, eq(feeTypes.id, feeStructures.feeTypeId))
      .where(and(eq(feeStructures.batchId, student.batchId), eq(feeTypes.name, feeType)))
      .orderBy(asc(feeStructures.semester));
    for (const line of lines) {
      const taken = await db
        .select({ id: feePaymentOrders.id })
        .from(feePaymentOrders)
        .where(
          and(
            eq(feePaymentOrders.studentId, student.id),
            eq(feePaymentOrders.feeStructureId, line.id),
            inArray(feePaymentOrders.status, ['CREATED', 'DUE', 'PAID', 'OVERPAID']),
          ),
        );
      if (taken.length === 0) return { student, structure: line };
    }
  }
  throw new Error(`no free ${feeType} line in the batch of ${rollNo}`);
}

/**
 * A payment order as the payment flows leave it once the charge is made (status DUE, charge uuid kept): the
 * charge is created at the in-process sandbox gateway with the fee type's demo keys, for a line nobody paid.
 */
export async function placeDueOrder(
  app: Hono,
  database: DatabaseHandle,
  preferredRollNo: string,
  feeType: 'EXAM FEE' | 'TUITION FEE' = 'EXAM FEE',
) {
  const db = database.db;
  const { student, structure } = await freeLine(database, preferredRollNo, feeType);
  const rollNo = student.rollNo;
  const orderId = `TEST-${process.pid}-${++seq}`;
  const keys = DEMO_GATEWAY_KEYS.find((k) => k.feeType === feeType)!;
  const res = await app.request('/sandbox-gateway/pg/rest/v1/charge', {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${keys.paymentGatewayUserName}:${keys.paymentGatewayPassword}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ orderId, currency: 'INR', amount: structure.amount, customer: { name: rollNo } }),
  });
  const charge = (await res.json()) as Charge;
  const [order] = await db
    .insert(feePaymentOrders)
    .values({
      orderId,
      flow: feeType === 'EXAM FEE' ? 'exam' : 'general',
      rollNo,
      studentId: student.id,
      feeStructureId: structure.id,
      feeType,
      semester: structure.semester,
      amountPaise: structure.amount,
      status: 'DUE',
      chargeUuid: charge.uuid,
      paymentLink: charge.paymentLink,
    })
    .returning();
  return { order: order!, charge };
}

/** The payer on the sandbox's hosted page: a test card (paid or refused) or Cancel (abandoned). */
export function payOnSandbox(app: Hono, uuid: string, how: 'paid' | 'refused' | 'cancel' = 'paid') {
  const form: Record<string, string> =
    how === 'cancel'
      ? { option: 'CANCEL' }
      : {
          option: 'CARD',
          cardNumber: how === 'paid' ? '4111111111111111' : '4000000000000002',
          expiry: '12/30',
          cvv: '123',
        };
  return app.request(`/sandbox-gateway/pay/${uuid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}

export async function orderStatus(database: DatabaseHandle, orderId: string) {
  const [row] = await database.db
    .select({ status: feePaymentOrders.status })
    .from(feePaymentOrders)
    .where(eq(feePaymentOrders.orderId, orderId));
  return row?.status;
}
