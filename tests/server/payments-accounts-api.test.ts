import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LedgerAnswer } from '../../src/domain/payments/ledger';
import { REFUND_MESSAGES } from '../../src/domain/payments/accounts-messages';
import type { PaymentHistory } from '../../src/domain/payments/payment-history';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { DEFAULT_DEMO_PASSWORD } from '../../src/server/demo/users';
import { scheduleReconciliation } from '../../src/server/modules/payments/reconciliation';
import { seededDatabase, type TestDatabase } from './support/databases';
import { orderStatus, payOnSandbox, placeDueOrder } from './support/payments-orders';
import { SessionClient } from './support/session-client';
import { ROLL_PREFIX } from '../support/demo-rolls';
import { pdfText } from './support/pdf-text';

const ROLL = `${ROLL_PREFIX}0501`;
const pdfTextOf = (b64: string) => pdfText(Buffer.from(b64, 'base64'));
let database: TestDatabase;
let app: ReturnType<typeof createApp>;
let accountant: SessionClient;
const logLines: string[] = [];

function build(gatewayFetch: typeof fetch, env: Record<string, string> = {}) {
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const config = loadConfig({ STATIC_DIR: '/nonexistent-static', DATA_DIR: '/tmp', PAYMENT_SANDBOX: '1', ...env });
  return createApp({
    config,
    database: database.handle,
    logger: pino({ level: 'info' }, sink),
    gatewayFetch,
    sandboxWebhook: { retryDelaysMs: [], timeoutMs: 200 },
  });
}

async function signedIn(username: string, on = app) {
  const client = new SessionClient(on);
  expect((await client.signIn(username, DEFAULT_DEMO_PASSWORD)).status).toBe(200);
  return client;
}

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  app = build(((input: RequestInfo | URL, init?: RequestInit) => app.request(String(input), init)) as typeof fetch);
  accountant = await signedIn('accountant');
});
afterAll(async () => database?.drop());

const reconcile = async (client: SessionClient) => {
  const res = await client.request('/api/app/reconcileFeePayments', {
    method: 'POST',
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  return {
    status: res.status,
    body: (await res.json()) as { checked: number; recorded: number; failed: number; message: string },
  };
};
const ledger = async (client: SessionClient, query = '') => {
  const res = await client.request(`/api/app/getFeeLedger${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as LedgerAnswer;
};

describe('reconciliation', () => {
  it('records a payment completed while the payer closed the tab, once, with its receipt in their history', async () => {
    const { order, charge } = await placeDueOrder(app, database.handle, ROLL);
    // The payer pays and closes the tab: no return page, no webhook reached us.
    expect((await payOnSandbox(app, charge.uuid)).status).toBeLessThan(400);
    expect(await orderStatus(database.handle, order.orderId)).toBe('DUE');

    const first = await reconcile(accountant);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ recorded: 1, failed: 0 });
    expect(first.body.message).toMatch(/1 newly recorded as paid/);
    expect(await orderStatus(database.handle, order.orderId)).toBe('PAID');
    expect((await reconcile(accountant)).body.recorded).toBe(0);

    const student = await signedIn('student');
    const history = (await (await student.request('/api/app/getFeePaymentHistory')).json()) as PaymentHistory;
    const mine = history.payments.find((p) => p.orderId === order.orderId)!;
    expect(mine).toMatchObject({ status: 'PAID', amount: order.amountPaise, refunded: 0 });
    expect(mine.receiptNo).toMatch(/^RCPT\/\d{4}-\d{4}\/\d{6}$/);
    // Paid by card: the history, the ledger and the receipt name the card and the semester the same way.
    expect(mine.paymentMode).toBe('Card');
    expect(mine.semester).toMatch(/^[IV]+ Year I{1,2} Semester$/);
    const listed = (await ledger(accountant, `?rollNo=${order.rollNo}`)).entries.find(
      (e) => e.orderId === order.orderId,
    )!;
    expect(listed).toMatchObject({ paymentMode: 'Card', semester: mine.semester });
    const receipt = await student.request(`/api/app/getFeeReceipt?receiptNo=${encodeURIComponent(mine.receiptNo!)}`);
    const text = pdfTextOf(((await receipt.json()) as { b64: string }).b64);
    expect(text).toContain('Card');
    expect(text).toContain(mine.semester);
    expect(text).not.toContain('BANK,UTR');
  });

  it('a gateway that times out records nothing and says so; a later reconciliation records the payment', async () => {
    const { order, charge } = await placeDueOrder(app, database.handle, ROLL, 'TUITION FEE');
    await payOnSandbox(app, charge.uuid);
    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      )) as typeof fetch;
    const slowApp = build(hanging, { PAYMENT_GATEWAY_TIMEOUT_MS: '150', PAYMENT_GATEWAY_RETRIES: '0' });
    const slow = await reconcile(await signedIn('accountants_officer', slowApp));
    expect(slow.body).toMatchObject({ recorded: 0 });
    expect(slow.body.failed).toBeGreaterThanOrEqual(1);
    expect(slow.body.message).toMatch(/could not be checked now/);
    expect(await orderStatus(database.handle, order.orderId)).toBe('DUE');
    expect(logLines.join('')).not.toContain(ROLL);

    expect((await reconcile(accountant)).body.recorded).toBe(1);
    expect(await orderStatus(database.handle, order.orderId)).toBe('PAID');
  });

  it('marks an abandoned charge DROPPED and leaves one still open DUE', async () => {
    const dropped = await placeDueOrder(app, database.handle, ROLL);
    await payOnSandbox(app, dropped.charge.uuid, 'cancel');
    const open = await placeDueOrder(app, database.handle, ROLL);
    await reconcile(accountant);
    expect(await orderStatus(database.handle, dropped.order.orderId)).toBe('DROPPED');
    expect(await orderStatus(database.handle, open.order.orderId)).toBe('DUE');
  });

  it('runs on a schedule only when an interval is set, skipping a tick while a run is still going', async () => {
    const ticks: (() => void)[] = [];
    const timers = { setInterval: (run: () => void) => ticks.push(run), clearInterval: vi.fn() };
    const run = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
    const logger = pino({ level: 'silent' });
    expect(scheduleReconciliation(run, 0, logger, timers)).toBeTypeOf('function');
    expect(ticks).toHaveLength(0);
    const stop = scheduleReconciliation(run, 60_000, logger, timers);
    ticks[0]!();
    ticks[0]!();
    expect(run).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 40));
    ticks[0]!();
    expect(run).toHaveBeenCalledTimes(2);
    stop();
    expect(timers.clearInterval).toHaveBeenCalled();
  });

  it('lets the accountant roles and the fee payments desk reconcile; a student may not', async () => {
    expect((await reconcile(await signedIn('feepayments'))).status).toBe(200);
    expect((await reconcile(await signedIn('student'))).status).toBe(403);
  });
});

describe('the ledger', () => {
  it('filters by fee type, status, roll number, course, batch and dates, with totals of every match', async () => {
    const all = await ledger(accountant);
    const paid = all.entries.filter((e) => e.status === 'PAID');
    expect(paid.length).toBeGreaterThanOrEqual(2);
    // Collected counts every payment received, refunded since or not.
    const received = all.entries.filter(
      (e) => e.status === 'PAID' || e.status === 'REFUNDED' || e.status === 'OVERPAID',
    );
    expect(all.totals.collected).toBe(received.reduce((t, e) => t + e.amount, 0));
    expect(all.totals.pending).toBe(all.entries.filter((e) => e.status === 'DUE').reduce((t, e) => t + e.amount, 0));
    expect(all.options.feeTypes).toEqual(['EXAM FEE', 'TUITION FEE']);

    const exam = await ledger(accountant, '?feeType=EXAM%20FEE&status=PAID');
    expect(exam.entries.length).toBeGreaterThan(0);
    // Paid payments, a refund recorded since or not.
    expect(
      exam.entries.every((e) => e.feeType === 'EXAM FEE' && ['PAID', 'REFUNDED', 'OVERPAID'].includes(e.status)),
    ).toBe(true);
    expect(exam.totals.entries).toBe(exam.entries.length);

    const due = await ledger(accountant, `?status=DUE&rollNo=${ROLL.toLowerCase()}`);
    expect(due.entries.every((e) => e.status === 'DUE' && e.rollNo === ROLL)).toBe(true);
    expect(due.totals.collected).toBe(0);

    const course = all.entries[0]!.course;
    const batch = all.entries[0]!.batch;
    expect(
      (await ledger(accountant, `?course=${encodeURIComponent(course)}&batch=${encodeURIComponent(batch)}`)).totals
        .entries,
    ).toBe(all.totals.entries);
    expect((await ledger(accountant, '?batch=1999-2003')).entries).toEqual([]);
    expect((await ledger(accountant, '?from=2000-01-01&to=2000-01-31')).totals.entries).toBe(0);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const todays = await ledger(accountant, `?from=${today}&to=${today}&status=PAID`);
    expect(
      todays.entries.every(
        (e) => e.paidAt && new Date(Date.parse(e.paidAt) + 330 * 60_000).toISOString().startsWith(today),
      ),
    ).toBe(true);
    expect(todays.totals.collected).toBe(todays.entries.reduce((t, e) => t + e.amount, 0));
    expect(todays.totals.collected).toBeLessThanOrEqual(all.totals.collected);
    expect(todays.daily).toEqual([
      expect.objectContaining({ day: today, payments: todays.entries.length, collected: todays.totals.collected }),
    ]);
  });

  it('refuses bad filters with 400 and a clear message, and other roles with 403', async () => {
    const backwards = await accountant.request('/api/app/getFeeLedger?from=2026-11-02&to=2026-11-01');
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).message).toBe('The from date must not be after the to date');
    expect((await accountant.request('/api/app/getFeeLedger?status=LOST')).status).toBe(400);
    for (const username of ['student', 'parent', 'admin', 'faculty'])
      expect((await (await signedIn(username)).request('/api/app/getFeeLedger')).status).toBe(403);
    expect((await (await signedIn('feepayments')).request('/api/app/getFeeLedger')).status).toBe(200);
  });

  it('exports the filtered ledger as an Excel workbook made on the server', async () => {
    const res = await accountant.request('/api/app/getFeeLedgerExcel?status=PAID');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toMatch(/Fee_Ledger_\d{4}-\d{2}-\d{2}\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const paid = await ledger(accountant, '?status=PAID');
    const sheet = book.getWorksheet('Ledger')!;
    expect(sheet.rowCount - 1).toBe(paid.totals.entries);
    expect(sheet.getRow(1).getCell(1).value).toBe('Receipt No');
    const amounts = sheet.getColumn(10).values.slice(2) as number[];
    expect(sheet.getRow(1).getCell(8).value).toBe('Semester');
    expect(sheet.getRow(1).getCell(12).value).toBe('Paid By');
    for (const semester of sheet.getColumn(8).values.slice(2)) expect(semester).toMatch(/^[IV]+ Year I{1,2} Semester/);
    expect(sheet.getColumn(12).values.slice(2)).toEqual(expect.arrayContaining(['Card', 'UPI']));
    expect(Math.round(amounts.reduce((t, a) => t + a, 0) * 100)).toBe(paid.totals.collected);
    expect(book.getWorksheet('Daily Collection')!.rowCount).toBe(paid.daily.length + 1);
  });
});

describe('live figures on the Accounts and Fee Payments dashboards', () => {
  it('shows collected today, this month and pending, as the ledger totals them', async () => {
    const all = await ledger(accountant);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const todays = await ledger(accountant, `?from=${today}&to=${today}&status=PAID`);
    for (const username of ['accountant', 'feepayments']) {
      const res = await (await signedIn(username)).request('/api/app/getDashboard');
      const counters = Object.fromEntries(
        ((await res.json()) as { counters: { key: string; value: number }[] }).counters.map((c) => [c.key, c.value]),
      );
      expect(counters.feeCollectedToday).toBe(todays.totals.collected);
      expect(counters.feeCollectedThisMonth).toBeGreaterThanOrEqual(todays.totals.collected);
      expect(counters.feePending).toBe(all.totals.pending);
    }
  });
});

describe('refunds and credit notes', () => {
  it('records refunds up to what was paid minus earlier refunds, each with a numbered credit note PDF', async () => {
    const paid = (await ledger(accountant, '?feeType=EXAM%20FEE&status=PAID')).entries[0]!;
    const refund = (amount: string, reason = 'Paid twice by mistake') =>
      accountant.request('/api/app/recordFeeRefund', {
        json: { paymentId: paid.paymentId, amount, reason },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
    const tooMuch = await refund(String(paid.amount / 100 + 0.01));
    expect(tooMuch.status).toBe(400);
    expect((await tooMuch.json()).message).toMatch(/cannot be more than what was paid minus earlier refunds/);

    const first = await refund('100');
    expect(first.status).toBe(201);
    const body = (await first.json()) as { message: string; creditNoteNo: string; fileName: string; b64: string };
    expect(body.message).toBe(REFUND_MESSAGES.recorded);
    // Numbered in a series of the financial year (another test's refund may have taken an earlier number).
    expect(body.creditNoteNo).toMatch(/^CN\/\d{4}-\d{2}\/\d{4}$/);
    const next = body.creditNoteNo.replace(/\d{4}$/, (n) => String(Number(n) + 1).padStart(4, '0'));
    expect(Buffer.from(body.b64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const again = (await (
      await accountant.request(`/api/app/getCreditNote?creditNoteNo=${encodeURIComponent(body.creditNoteNo)}`)
    ).json()) as { b64: string };
    expect(again.b64).toBe(body.b64);

    // Two refunds of the rest at once: the payment row is locked, so only one fits.
    const rest = String((paid.amount - 10000) / 100);
    const both = await Promise.all([
      refund(rest, 'Fee waived by the principal'),
      refund(rest, 'Fee waived by the principal'),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    const after = (await ledger(accountant, `?rollNo=${ROLL}&feeType=EXAM%20FEE`)).entries.find(
      (e) => e.paymentId === paid.paymentId,
    )!;
    expect(after).toMatchObject({ refunded: paid.amount, status: 'REFUNDED' });
    expect((await refund('1')).status).toBe(400);
    const list = (await (await accountant.request(`/api/app/getFeeRefunds?paymentId=${paid.paymentId}`)).json()) as {
      refunds: { creditNoteNo: string }[];
    };
    expect(list.refunds.map((r) => r.creditNoteNo)).toEqual([body.creditNoteNo, next]);
  });

  it('refuses a refund of an unpaid payment, a bad amount or reason, and refunds by the fee payments desk or a student', async () => {
    // Another student's open order: the reconciliation tests place theirs on the demo student's lines.
    await placeDueOrder(app, database.handle, `${ROLL_PREFIX}0503`);
    const due = (await ledger(accountant, '?status=DUE')).entries[0]!;
    const notPaid = await accountant.request('/api/app/recordFeeRefund', {
      json: { paymentId: due.paymentId, amount: '1', reason: 'Just a test' },
    });
    expect(notPaid.status).toBe(409);
    expect((await notPaid.json()).message).toBe(REFUND_MESSAGES.notPaid);
    const zero = await accountant.request('/api/app/recordFeeRefund', {
      json: { paymentId: due.paymentId, amount: '0', reason: 'Just a test' },
    });
    expect((await zero.json()).message).toBe(REFUND_MESSAGES.amountPositive);
    const noReason = await accountant.request('/api/app/recordFeeRefund', {
      json: { paymentId: due.paymentId, amount: '5', reason: ' ' },
    });
    expect((await noReason.json()).message).toBe(REFUND_MESSAGES.reasonRequired);
    for (const username of ['feepayments', 'student']) {
      const res = await (
        await signedIn(username)
      ).request('/api/app/recordFeeRefund', { json: { paymentId: due.paymentId, amount: '1', reason: 'Just a test' } });
      expect(res.status).toBe(403);
    }
  });
});

describe('payment history for students and parents', () => {
  it("shows a parent the linked child's payments and refuses a child not linked to them", async () => {
    // A refund of the child's tuition payment, for the history to show (the refund tests refund an exam fee).
    const tuition = (await ledger(accountant, `?rollNo=${ROLL}&feeType=TUITION%20FEE&status=PAID`)).entries[0]!;
    const refunded = await accountant.request('/api/app/recordFeeRefund', {
      json: { paymentId: tuition.paymentId, amount: '1', reason: 'Paid twice by mistake' },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(refunded.status).toBe(201);
    const parent = await signedIn('parent');
    const res = await parent.request(`/api/app/getFeePaymentHistory?rollNo=${ROLL}`);
    expect(res.status).toBe(200);
    const history = (await res.json()) as PaymentHistory;
    expect(history.rollNo).toBe(ROLL);
    expect(history.payments.some((p) => p.feeType === 'TUITION FEE' && p.receiptNo && p.refunded === 100)).toBe(true);
    expect((await parent.request(`/api/app/getFeePaymentHistory?rollNo=${ROLL_PREFIX}0502`)).status).toBe(403);
    expect((await parent.request('/api/app/getFeePaymentHistory')).status).toBe(400);
  });

  it("gives a parent the child's receipt PDF, the same bytes each time, named as §9 names it", async () => {
    const parent = await signedIn('parent');
    const history = (await (
      await parent.request(`/api/app/getFeePaymentHistory?rollNo=${ROLL}`)
    ).json()) as PaymentHistory;
    const exam = history.payments.find((p) => p.feeType === 'EXAM FEE' && p.receiptNo)!;
    const path = `/api/app/getFeeReceipt?rollNo=${ROLL}&receiptNo=${encodeURIComponent(exam.receiptNo!)}`;
    const first = (await (await parent.request(path)).json()) as { fileName: string; b64: string };
    expect(first.fileName).toMatch(/^Exam_Fee_Collection_\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(Buffer.from(first.b64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(((await (await parent.request(path)).json()) as { b64: string }).b64).toBe(first.b64);
    const student = await signedIn('student');
    expect(
      (await student.request(`/api/app/getFeeReceipt?receiptNo=${encodeURIComponent(exam.receiptNo!)}`)).status,
    ).toBe(200);
    expect(
      (
        await parent.request(
          `/api/app/getFeeReceipt?rollNo=${ROLL_PREFIX}0502&receiptNo=${encodeURIComponent(exam.receiptNo!)}`,
        )
      ).status,
    ).toBe(403);
    expect((await student.request('/api/app/getFeeReceipt?receiptNo=RCPT%2F1999-2000%2F000001')).status).toBe(404);
  });

  it('gives a student only their own history, whatever roll number they send', async () => {
    const student = await signedIn('student');
    const history = (await (
      await student.request(`/api/app/getFeePaymentHistory?rollNo=${ROLL_PREFIX}0502`)
    ).json()) as PaymentHistory;
    expect(history.rollNo).toBe(ROLL);
    expect((await (await signedIn('accountant')).request('/api/app/getFeePaymentHistory')).status).toBe(403);
  });
});
