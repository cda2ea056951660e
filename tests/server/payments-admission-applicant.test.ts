import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeePaymentDetail } from '../../src/domain/payments/schemas';
import { admissions, feePaymentOrders, feeReceipts, students } from '../../src/server/db/schema';
import { DEMO_FEES } from '../../src/server/demo/fees-and-applicants';
import { admissionPayload, postAdmission } from './support/admission-client';
import { payOnSandbox, startFeeApp, statusQuery, type FeeApp } from './support/payments-app';
import { SessionClient } from './support/session-client';

let fees: FeeApp;
let adminNo: string;
let studentId: number;

const post = (call: string, body: unknown) =>
  fees.app.request(`/api/app/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  fees = await startFeeApp('pglite');
  // The admissions clerk saves an applicant through the admission form, as at the college's desk.
  const clerk = new SessionClient(fees.app);
  expect((await clerk.signIn('admissions', 'Campus@2026')).status).toBe(200);
  const saved = await postAdmission(
    fees.app,
    clerk,
    admissionPayload({ name: 'Meena Rao', aadharNo: '345678941234', dateOfBirth: '2008-09-21' }),
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  adminNo = saved.body.adminNo as string;
  const [row] = await fees.db
    .select({ studentId: admissions.studentId })
    .from(admissions)
    .where(eq(admissions.adminNo, adminNo));
  studentId = row!.studentId;
}, 300_000);
afterAll(async () => fees?.close());

describe('an applicant saved through the admission form pays the new-admission fee (/selfPayment)', () => {
  it('identifies with the admission number and date of birth, pays through the sandbox and gets one payment with its receipt', async () => {
    expect(adminNo).toMatch(/^2026ADM\d{4}$/);
    const wrong = await post('getApplicantFeePaymentDetails', { admissionNo: adminNo, dateOfBirth: '2008-09-22' });
    expect(wrong.status).toBe(404);
    const found = await post('getApplicantFeePaymentDetails', {
      admissionNo: adminNo.toLowerCase(),
      dateOfBirth: '2008-09-21',
    });
    expect(found.status).toBe(200);
    const rows = (await found.json()) as FeePaymentDetail[];
    expect(rows).toMatchObject([
      { feeType: 'NEW ADMISSION FEE', studentName: 'M. R.', due: DEMO_FEES.newAdmission, paid: 0 },
    ]);

    const res = await post('payNewAdmissionFee', {
      admissionNo: adminNo,
      dateOfBirth: '2008-09-21',
      amount: '25000.00',
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const started = (await res.json()) as { orderId: string; chargeUuid: string; paymentLink: string };
    const back = await payOnSandbox(fees, started.paymentLink, {
      option: 'CARD',
      cardNumber: '4111 1111 1111 1111',
      expiry: '12/30',
      cvv: '123',
    });
    expect(back.pathname).toBe('/lyra/selfPayment/status');
    const status = await fees.app.request(statusQuery(back, 'getStudentPaidFeeTransationStatusUpdate'));
    expect(await status.json()).toMatchObject({ status: 'PAID' });

    // One payment, against the student the admission form made, with one receipt.
    const orders = await fees.db.select().from(feePaymentOrders).where(eq(feePaymentOrders.studentId, studentId));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      orderId: started.orderId,
      status: 'PAID',
      flow: 'newAdmission',
      amountPaise: DEMO_FEES.newAdmission,
    });
    const receipts = await fees.db.select().from(feeReceipts).where(eq(feeReceipts.orderId, orders[0]!.id));
    expect(receipts).toHaveLength(1);
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
    expect(save.status).toBe(200);
    const { base64 } = (await save.json()) as { base64: string };
    expect(Buffer.from(base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    // Nothing is due any more: paying again is refused.
    const again = await post('getApplicantFeePaymentDetails', { admissionNo: adminNo, dateOfBirth: '2008-09-21' });
    expect(await again.json()).toMatchObject([{ paid: DEMO_FEES.newAdmission, due: 0 }]);
  });

  it('still finds the applicant by the admission number once the student has a roll number', async () => {
    await fees.db.update(students).set({ rollNo: '26B81A0599' }).where(eq(students.id, studentId));
    const found = await post('getApplicantFeePaymentDetails', { admissionNo: adminNo, dateOfBirth: '2008-09-21' });
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject([
      { rollNo: '26B81A0599', studentName: 'M. R.', feeType: 'NEW ADMISSION FEE' },
    ]);
  });
});
