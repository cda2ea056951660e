import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '../../src/domain/money/money';
import type { Defaulter, DefaultersAnswer } from '../../src/domain/payments/defaulter-answers';
import { DEFAULTER_MESSAGES as M } from '../../src/domain/payments/defaulters';
import type { FeePlanOptions } from '../../src/domain/payments/fee-plan-answers';
import { ROLL_PREFIX } from '../support/demo-rolls';
import { startFeeApp, type FeeApp } from './support/payments-app';
import { SessionClient } from './support/session-client';
import { labFeeHead } from './support/fee-structure-heads';
import { startSmtpInbox } from './support/smtp-inbox';
import { testApp } from './support/test-app';
import { startWebhookReceiver } from './support/webhook-receiver';
import { pdfText } from './support/pdf-text';

const MOBILE = '9876501234';

describe('fee defaulters (pglite)', () => {
  let fees: FeeApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let texts: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let accountant: SessionClient;
  let desk: SessionClient;
  let batchId: number;
  /** The student who pays the overdue due (A) and the one who does not (B). */
  let payer: { id: number; rollNo: string };
  let owing: { id: number; rollNo: string; email: string };
  let before: Map<number, Defaulter>;

  const list = async (query = `?batchId=${batchId}`) => {
    const res = await accountant.request(`/api/app/fee-defaulters${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as DefaultersAnswer;
  };
  const found = async (q: string) =>
    ((await (await desk.request(`/api/app/counter/students?q=${q}`)).json()) as { id: number; batch: string }[])[0]!;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    texts = await startWebhookReceiver();
    fees = await startFeeApp('pglite', { SMTP_URL: inbox.url, SMS_URL: texts.url });
    accountant = new SessionClient(fees.app);
    await accountant.signIn('accountant', 'Campus@2026');
    desk = new SessionClient(fees.app);
    await desk.signIn('feepayments', 'Campus@2026');
    const options = (await (await accountant.request('/api/app/fee-structures/options')).json()) as FeePlanOptions;
    const a = await found(`${ROLL_PREFIX}0530`);
    const b = await found(`${ROLL_PREFIX}0531`);
    const batch = options.batches.find((x) => x.name === a.batch)!;
    batchId = batch.id;
    const [row] = (
      await fees.handle.db.execute<{ id: number; roll_no: string; email: string }>(
        `update students set mobile = '${MOBILE}', email = coalesce(email, 'owing.student@example.in')
          where id = ${b.id} returning id, roll_no, email`,
      )
    ).rows;
    owing = { id: row!.id, rollNo: row!.roll_no, email: row!.email };
    payer = { id: a.id, rollNo: `${ROLL_PREFIX}0530` };
    before = new Map((await list()).students.map((s) => [s.id, s]));

    // A lab fee due on 1 June (overdue on the app's 23 November, with the 30-day slab's Rs 300 fine), and a
    // library fee due next year (not overdue).
    const head = labFeeHead();
    const saved = await accountant.request('/api/app/fee-structures', {
      json: {
        name: 'Final year lab fee',
        degreeId: batch.degreeId,
        batchId,
        branchId: null,
        quota: '',
        category: '',
        semester: 8,
        heads: [
          head,
          { ...head, item: 'LIBRARY', amount: '1000', dueDate: '2027-01-15', fineKind: 'NONE', fineSlabs: [] },
        ],
      },
    });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: number };
    expect((await accountant.request(`/api/app/fee-structures/${id}/apply`, { json: {} })).status).toBe(200);

    // A pays the lab fee (and its fine) at the desk.
    const dues = (await (await desk.request(`/api/app/counter/students/${payer.id}`)).json()) as {
      dues: { structureId: number; item: string; due: number; dueDate: string | null }[];
    };
    const overdue = dues.dues.filter((d) => d.due > 0 && d.dueDate !== null && d.dueDate < '2026-11-23');
    const paid = await desk.request('/api/app/counter/collect', {
      json: {
        studentId: payer.id,
        structureIds: overdue.map((d) => d.structureId),
        amount: String(overdue.reduce((sum, d) => sum + d.due, 0) / 100 + 300),
        mode: 'CASH',
        reference: '',
        bank: '',
        instrumentDate: '',
      },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(paid.status).toBe(201);
  }, 180_000);
  afterAll(async () => {
    await fees?.close();
    await inbox?.close();
    await texts?.close();
  });

  it('lists students on roll with dues past their due date, most owed first, without a student who paid', async () => {
    const answer = await list();
    expect(answer.today).toBe('2026-11-23');
    expect(answer.sms).toBe(true);
    expect(answer.students.find((s) => s.id === payer.id)).toBeUndefined();
    const b = answer.students.find((s) => s.id === owing.id)!;
    const was = before.get(owing.id);
    expect(b).toMatchObject({ rollNo: owing.rollNo, hasEmail: true, hasMobile: true });
    expect(b.overdue - (was?.overdue ?? 0)).toBe(200_000);
    expect(b.dues - (was?.dues ?? 0)).toBe(1);
    expect(b.fine - (was?.fine ?? 0)).toBe(30_000);
    expect(b.oldestDueDate <= '2026-06-01').toBe(true);
    expect(JSON.stringify(answer)).not.toContain(MOBILE);
    expect(JSON.stringify(answer)).not.toContain(owing.email);
    const amounts = answer.students.map((s) => s.overdue);
    expect(amounts).toEqual([...amounts].sort((x, y) => y - x));

    // By branch: only that branch's students.
    const branchId = (
      (await (await accountant.request('/api/app/fee-structures/options')).json()) as FeePlanOptions
    ).branches.find((br) => br.name === b.branch)!.id;
    const byBranch = await list(`?batchId=${batchId}&branchId=${branchId}`);
    expect(byBranch.students.length).toBeGreaterThan(0);
    expect(byBranch.students.every((s) => s.branch === b.branch)).toBe(true);
    expect((await accountant.request('/api/app/fee-defaulters?batchId=x')).status).toBe(400);
  });

  it('sends reminders by e-mail and SMS to defaulters only, never logging an address', async () => {
    const mailed = await accountant.request('/api/app/fee-defaulters/remind', {
      json: { studentIds: [owing.id, payer.id], channel: 'mail' },
    });
    expect(mailed.status).toBe(200);
    expect(await mailed.json()).toMatchObject({ sent: 1, skipped: 1 });
    const b = (await list()).students.find((s) => s.id === owing.id)!;
    const mail = await inbox.mailTo(owing.email, /Please pay at the fee desk or online\./);
    expect(mail.text).toContain(owing.rollNo);
    expect(mail.text).toContain(formatRupees(b.overdue));
    expect(mail.text).toContain('Demo College');

    const texted = await accountant.request('/api/app/fee-defaulters/remind', {
      json: { studentIds: [owing.id], channel: 'sms' },
    });
    expect(await texted.json()).toMatchObject({ sent: 1, skipped: 0 });
    await texts.waitFor(1);
    const text = texts.bodies[0] as { to: string; text: string };
    expect(text.to).toBe(MOBILE);
    expect(text.text).toContain(owing.rollNo);
    expect(text.text).toContain(formatRupees(b.overdue));
    expect(text.text).toContain('Please pay at the fee desk or online.');

    const logs = fees.logLines.join('\n');
    expect(logs).not.toContain(MOBILE);
    expect(logs).not.toContain(owing.email);
  });

  it('refuses bad input with a clear message and sends nothing; the fee desk may not use it', async () => {
    const mails = inbox.mails.length;
    const cases: [unknown, string][] = [
      [{ studentIds: [], channel: 'mail' }, M.chooseStudents],
      [{ studentIds: [owing.id, owing.id], channel: 'mail' }, M.sameStudentTwice],
      [{ studentIds: Array.from({ length: 501 }, (_, i) => i + 1), channel: 'mail' }, M.tooManyStudents],
      [{ studentIds: [owing.id], channel: 'fax' }, M.chooseChannel],
      [{ studentIds: ['x'], channel: 'mail' }, M.unknownStudent],
    ];
    for (const [json, message] of cases) {
      const res = await accountant.request('/api/app/fee-defaulters/remind', { json });
      expect([res.status, await res.json()]).toEqual([400, { message }]);
    }
    expect(inbox.mails.length).toBe(mails);
    expect((await desk.request('/api/app/fee-defaulters')).status).toBe(403);
    expect(
      (await desk.request('/api/app/fee-defaulters/remind', { json: { studentIds: [owing.id], channel: 'mail' } }))
        .status,
    ).toBe(403);
    expect((await desk.request(`/api/app/fee-defaulters/letter?studentId=${owing.id}`)).status).toBe(403);

    // Without an SMS gateway nothing is texted.
    const noSms = new SessionClient(testApp(fees.handle, { PAYMENT_SANDBOX: '1' }, { clock: fees.time.clock }).app);
    await noSms.signIn('accountant', 'Campus@2026');
    const refused = await noSms.request('/api/app/fee-defaulters/remind', {
      json: { studentIds: [owing.id], channel: 'sms' },
    });
    expect([refused.status, await refused.json()]).toEqual([409, { message: M.smsNotSetUp }]);
  });

  it('prints a reminder letter of the overdue dues; a student who owes nothing overdue has none', async () => {
    const res = await accountant.request(`/api/app/fee-defaulters/letter?studentId=${owing.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(await res.arrayBuffer());
    const b = (await list()).students.find((s) => s.id === owing.id)!;
    for (const words of [
      'FEE REMINDER',
      '23 Nov 2026',
      owing.rollNo,
      b.name,
      'MISCELLANEOUS - LAB FEE',
      '1 Jun 2026',
      'Rs 2,000.00',
      formatRupees(b.overdue),
      '8 Dec 2026',
      'Accounts Officer',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('LIBRARY');
    // In the asking page's language (Telugu words, shaped).
    const telugu = await accountant.request(`/api/app/fee-defaulters/letter?studentId=${owing.id}`, {
      headers: { 'accept-language': 'te' },
    });
    expect([telugu.status, telugu.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect((await telugu.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const none = await accountant.request(`/api/app/fee-defaulters/letter?studentId=${payer.id}`);
    expect([none.status, await none.json()]).toEqual([404, { message: M.nothingOverdue }]);
  });
});
