import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CounterStudentDues } from '../../src/domain/payments/counter-answers';
import { COUNTER_MESSAGES as M } from '../../src/domain/payments/counter-messages';
import { FEE_MESSAGES } from '../../src/domain/payments/messages';
import { DEMO_FEES } from '../../src/server/demo/fees-and-applicants';
import { ROLL_PREFIX } from '../support/demo-rolls';
import { postgresReachable } from './support/databases';
import { SUCCESS_CARD, payOnSandbox, signedInStudent, startFeeApp, type FeeApp } from './support/payments-app';
import { SessionClient } from './support/session-client';
import { pdfText } from './support/pdf-text';

const reachable = await postgresReachable();

describe.each(['pglite', 'postgres'] as const)('the fee desk (%s)', (kind) => {
  const skip = kind === 'postgres' && !reachable;
  let fees: FeeApp;
  const desk: Record<string, SessionClient> = {};
  beforeAll(async () => {
    if (skip) return;
    fees = await startFeeApp(kind);
    for (const name of ['feepayments', 'accountant', 'accountants_officer']) {
      desk[name] = new SessionClient(fees.app);
      const res = await desk[name].signIn(name, 'Campus@2026');
      if (res.status !== 200) throw new Error(`${name} sign-in failed: ${res.status}`);
    }
  }, 180_000);
  afterAll(async () => fees?.close());

  const clerk = () => desk.feepayments!;
  const find = async (q: string) =>
    (await (await clerk().request(`/api/app/counter/students?q=${encodeURIComponent(q)}`)).json()) as {
      id: number;
      rollNo: string;
    }[];
  const duesOf = async (id: number) =>
    (await (await clerk().request(`/api/app/counter/students/${id}`)).json()) as CounterStudentDues;
  const line = (dues: CounterStudentDues, feeType: string, semester: number, item = '') =>
    dues.dues.find((d) => d.feeType === feeType && d.semester === semester && d.item === item)!;
  const collect = (body: Record<string, unknown>, key = crypto.randomUUID(), who = clerk()) =>
    who.request('/api/app/counter/collect', { json: body, headers: { 'Idempotency-Key': key } });
  const cash = { mode: 'CASH', reference: '', bank: '', instrumentDate: '' };
  const studentNo = async (n: string) => (await find(`${ROLL_PREFIX}${n}`))[0]!.id;

  it.skipIf(skip)(
    'takes cash for two dues as one part payment, with one receipt the desk prints on A5 and an 80 mm roll',
    async () => {
      const id = await studentNo('0502');
      expect((await find(`${ROLL_PREFIX}0502`))[0]!.rollNo).toBe(`${ROLL_PREFIX}0502`);
      const before = await duesOf(id);
      const tuition = line(before, 'TUITION FEE', 8);
      const idCard = line(before, 'MISCELLANEOUS', 8, 'ID CARD');
      expect(idCard.due).toBe(DEMO_FEES.idCard);
      // The ID card in full, and Rs 10,000 of the tuition.
      const res = await collect({
        studentId: id,
        structureIds: [idCard.structureId, tuition.structureId],
        amount: '10250',
        ...cash,
      });
      expect(res.status).toBe(201);
      const made = (await res.json()) as { receiptNo: string; amount: number };
      expect(made.receiptNo).toMatch(/^RCPT\/\d{4}-\d{4}\/\d{6}$/);
      expect(made.amount).toBe(1_025_000);
      const after = await duesOf(id);
      expect(line(after, 'MISCELLANEOUS', 8, 'ID CARD').due).toBe(0);
      expect(line(after, 'TUITION FEE', 8).due).toBe(tuition.due - 1_000_000);
      expect(after.receipts[0]).toMatchObject({ receiptNo: made.receiptNo, mode: 'CASH', status: 'PAID' });

      for (const size of ['a5', '80mm']) {
        const pdf = await clerk().request(
          `/api/app/counter/receipt?receiptNo=${encodeURIComponent(made.receiptNo)}&size=${size}`,
        );
        expect(pdf.headers.get('content-type')).toBe('application/pdf');
        const text = pdfText(await pdf.arrayBuffer());
        expect(text).toContain(made.receiptNo);
        expect(text).toContain(`${ROLL_PREFIX}0502`);
        expect(text).toContain('MISCELLANEOUS - ID CARD');
        expect(text).toContain('Rs 10,250.00');
        expect(text).toContain('Cash');
      }
    },
    60_000,
  );

  it.skipIf(skip)('a repeated key answers the same receipt; two desks taking the same due pay it once', async () => {
    const id = await studentNo('0503');
    const idCard = line(await duesOf(id), 'MISCELLANEOUS', 8, 'ID CARD');
    const body = { studentId: id, structureIds: [idCard.structureId], amount: '250', ...cash };
    const key = crypto.randomUUID();
    const first = (await (await collect(body, key)).json()) as { receiptNo: string };
    const again = (await (await collect(body, key)).json()) as { receiptNo: string };
    expect(again.receiptNo).toBe(first.receiptNo);

    const bonafide = line(await duesOf(id), 'MISCELLANEOUS', 8, 'BONAFIDE CERTIFICATE');
    const both = await Promise.all(
      [clerk(), desk.accountant!].map((who) =>
        collect({ studentId: id, structureIds: [bonafide.structureId], amount: '100', ...cash }, undefined, who),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(line(await duesOf(id), 'MISCELLANEOUS', 8, 'BONAFIDE CERTIFICATE')).toMatchObject({
      paid: DEMO_FEES.bonafideCertificate,
      due: 0,
    });
  });

  it.skipIf(skip)(
    'a due being paid online cannot be taken at the desk, and one paid at the desk cannot be paid online',
    async () => {
      const student = await signedInStudent(fees);
      const id = await studentNo('0501');
      const idCard = line(await duesOf(id), 'MISCELLANEOUS', 8, 'ID CARD');
      const pay = (body: Record<string, unknown>) =>
        student.request('/api/app/payFee', { json: body, headers: { 'Idempotency-Key': crypto.randomUUID() } });
      const online = await pay({ feeType: 'MISCELLANEOUS', semester: 8, item: 'ID CARD', amount: '250' });
      expect(online.status).toBe(201);
      const refused = await collect({ studentId: id, structureIds: [idCard.structureId], amount: '250', ...cash });
      expect([refused.status, await refused.json()]).toEqual([409, { message: M.onlinePaymentOpen }]);
      // The student pays: the desk sees nothing due.
      await payOnSandbox(fees, ((await online.json()) as { paymentLink: string }).paymentLink, SUCCESS_CARD);
      const late = await collect({ studentId: id, structureIds: [idCard.structureId], amount: '250', ...cash });
      expect(late.status).toBe(409);
      expect(line(await duesOf(id), 'MISCELLANEOUS', 8, 'ID CARD')).toMatchObject({ paid: DEMO_FEES.idCard, due: 0 });

      // The other way round, at the same moment: the bonafide certificate is paid by one of them only.
      const bonafide = line(await duesOf(id), 'MISCELLANEOUS', 8, 'BONAFIDE CERTIFICATE');
      const [atDesk, paying] = await Promise.all([
        collect({ studentId: id, structureIds: [bonafide.structureId], amount: '100', ...cash }),
        pay({ feeType: 'MISCELLANEOUS', semester: 8, item: 'BONAFIDE CERTIFICATE', amount: '100' }),
      ]);
      expect([atDesk.status, paying.status].filter((s) => s === 201)).toHaveLength(1);
      if (paying.status === 201) {
        const started = (await paying.json()) as { paymentLink: string; chargeUuid: string };
        await payOnSandbox(fees, started.paymentLink, SUCCESS_CARD);
        await fees.app.request('/api/app/feePaymentWebhook', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ uuid: started.chargeUuid }),
        });
      } else {
        expect([409]).toContain(paying.status);
        expect(((await paying.json()) as { message: string }).message).toMatch(
          new RegExp(`${FEE_MESSAGES.nothingDue}|${FEE_MESSAGES.notEntitled}|${FEE_MESSAGES.amountMoreThanDue}`),
        );
      }
      expect(line(await duesOf(id), 'MISCELLANEOUS', 8, 'BONAFIDE CERTIFICATE')).toMatchObject({
        paid: DEMO_FEES.bonafideCertificate,
        due: 0,
      });
    },
    60_000,
  );

  it.skipIf(skip)('a bounced cheque opens its dues again, with the bounce charge as a new due', async () => {
    const id = await studentNo('0504');
    const tuition = line(await duesOf(id), 'TUITION FEE', 8);
    const noBank = await collect({
      studentId: id,
      structureIds: [tuition.structureId],
      amount: '5000',
      mode: 'CHEQUE',
      reference: '004512',
      bank: '',
      instrumentDate: '',
    });
    expect([noBank.status, ((await noBank.json()) as { message: string }).message]).toEqual([400, M.bankRequired]);
    const today = new Date(fees.time.clock()).toISOString().slice(0, 10);
    const cheque = await collect({
      studentId: id,
      structureIds: [tuition.structureId],
      amount: '5000',
      mode: 'CHEQUE',
      reference: '004512',
      bank: 'State Bank of India',
      instrumentDate: today,
    });
    expect(cheque.status).toBe(201);
    const { receiptNo } = (await cheque.json()) as { receiptNo: string };
    expect(line(await duesOf(id), 'TUITION FEE', 8).due).toBe(tuition.due - 500_000);

    // The fee desk cannot record a bounce; an accountant can.
    const bounce = { receiptNo, reason: 'Returned: funds insufficient', charge: '500' };
    const desk403 = await clerk().request('/api/app/counter/receipt/bounce', { json: bounce });
    expect(desk403.status).toBe(403);
    const done = await desk.accountant!.request('/api/app/counter/receipt/bounce', { json: bounce });
    expect(done.status).toBe(200);
    const after = await duesOf(id);
    expect(line(after, 'TUITION FEE', 8).due).toBe(tuition.due);
    expect(line(after, 'Cheque Bounce Charge', 8, `Receipt ${receiptNo}`)).toMatchObject({
      amount: 50_000,
      due: 50_000,
    });
    expect(after.receipts.find((r) => r.receiptNo === receiptNo)?.status).toBe('BOUNCED');
    const twice = await desk.accountant!.request('/api/app/counter/receipt/bounce', { json: bounce });
    expect([twice.status, await twice.json()]).toEqual([409, { message: M.alreadyBounced }]);
  });

  it.skipIf(skip)('a receipt is cancelled only with a reason and another accounts officer approving', async () => {
    const id = await studentNo('0505');
    const idCard = line(await duesOf(id), 'MISCELLANEOUS', 8, 'ID CARD');
    const made = await collect({ studentId: id, structureIds: [idCard.structureId], amount: '250', ...cash });
    const { receiptNo } = (await made.json()) as { receiptNo: string };
    const noReason = await clerk().request('/api/app/counter/receipt/cancel', { json: { receiptNo, reason: '' } });
    expect(noReason.status).toBe(400);
    const markup = await clerk().request('/api/app/counter/receipt/cancel', {
      json: { receiptNo, reason: '<script>x</script>' },
    });
    expect(markup.status).toBe(400);
    const asked = await clerk().request('/api/app/counter/receipt/cancel', {
      json: { receiptNo, reason: 'Wrong student chosen' },
    });
    expect(asked.status).toBe(201);
    const again = await clerk().request('/api/app/counter/receipt/cancel', {
      json: { receiptNo, reason: 'Wrong student chosen' },
    });
    expect([again.status, await again.json()]).toEqual([409, { message: M.cancelPending }]);
    // The desk cannot approve; the officer sees it waiting and approves.
    const waiting = (await (await desk.accountants_officer!.request('/api/app/counter/cancellations')).json()) as {
      id: number;
      receiptNo: string;
    }[];
    const request = waiting.find((w) => w.receiptNo === receiptNo)!;
    const byDesk = await clerk().request(`/api/app/counter/cancellations/${request.id}/decision`, {
      json: { approve: true },
    });
    expect(byDesk.status).toBe(403);
    expect(line(await duesOf(id), 'MISCELLANEOUS', 8, 'ID CARD').due).toBe(0);
    const approved = await desk.accountants_officer!.request(`/api/app/counter/cancellations/${request.id}/decision`, {
      json: { approve: true },
    });
    expect([approved.status, await approved.json()]).toEqual([200, { message: M.cancelApproved }]);
    const after = await duesOf(id);
    expect(line(after, 'MISCELLANEOUS', 8, 'ID CARD').due).toBe(DEMO_FEES.idCard);
    expect(after.receipts.find((r) => r.receiptNo === receiptNo)?.status).toBe('CANCELLED');
    // The cancelled receipt still prints, marked as cancelled.
    const pdf = await clerk().request(`/api/app/counter/receipt?receiptNo=${encodeURIComponent(receiptNo)}`);
    expect(pdfText(await pdf.arrayBuffer())).toContain('CANCELLED');
  });

  it.skipIf(skip)('a handed-over day takes no more money; the officer closes it, never their own', async () => {
    const officer = desk.accountants_officer!;
    const id = await studentNo('0506');
    const idCard = line(await duesOf(id), 'MISCELLANEOUS', 8, 'ID CARD');
    const bonafide = line(await duesOf(id), 'MISCELLANEOUS', 8, 'BONAFIDE CERTIFICATE');
    expect(
      (await collect({ studentId: id, structureIds: [idCard.structureId], amount: '250', ...cash }, undefined, officer))
        .status,
    ).toBe(201);
    const day = (await (await officer.request('/api/app/counter/day')).json()) as {
      day: string;
      status: string;
      byMode: Record<string, number>;
    };
    expect(day.status).toBe('OPEN');
    expect(day.byMode.CASH).toBe(DEMO_FEES.idCard);
    const handed = await officer.request('/api/app/counter/day/hand-over', { json: { day: day.day } });
    expect(handed.status).toBe(200);
    const refused = await collect(
      { studentId: id, structureIds: [bonafide.structureId], amount: '100', ...cash },
      undefined,
      officer,
    );
    expect([refused.status, await refused.json()]).toEqual([409, { message: M.dayClosed }]);
    const days = (await (await officer.request('/api/app/counter/days')).json()) as { id: number; status: string }[];
    const mine = days.find((d) => d.status === 'HANDED_OVER')!;
    const own = await officer.request(`/api/app/counter/days/${mine.id}/close`, { json: {} });
    expect([own.status, await own.json()]).toEqual([403, { message: M.ownDay }]);
    expect((await officer.request('/api/app/counter/day')).status).toBe(200);
  });

  it.skipIf(skip)('bad input changes nothing and says why', async () => {
    const id = await studentNo('0507');
    const tuition = line(await duesOf(id), 'TUITION FEE', 8);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ studentId: id, structureIds: [tuition.structureId], amount: '9999999', ...cash }, 400, M.amountMoreThanDue],
      [{ studentId: id, structureIds: [], amount: '100', ...cash }, 400, M.chooseDues],
      [{ studentId: id, structureIds: [tuition.structureId], amount: '10.555', ...cash }, 400, M.amountInvalid],
      [
        { studentId: id, structureIds: [tuition.structureId], amount: '100', ...cash, mode: 'UPI' },
        400,
        M.referenceRequired,
      ],
      [{ studentId: 99_999, structureIds: [tuition.structureId], amount: '100', ...cash }, 404, M.unknownStudent],
      [{ studentId: id, structureIds: [999_999], amount: '100', ...cash }, 404, M.unknownDue],
    ];
    for (const [body, status, message] of cases) {
      const res = await collect(body);
      expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([status, message]);
    }
    expect(line(await duesOf(id), 'TUITION FEE', 8).due).toBe(tuition.due);
    const search = await clerk().request('/api/app/counter/students?q=%25');
    expect(search.status).toBe(400);
    const student = await signedInStudent(fees);
    expect((await student.request(`/api/app/counter/students/${id}`)).status).toBe(403);
  });
});
