import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CounterStudentDues } from '../../src/domain/payments/counter-answers';
import { DAY_BOOK_MESSAGES as M, type DayBookAnswer } from '../../src/domain/payments/day-book';
import { DEMO_FEES } from '../../src/server/demo/fees-and-applicants';
import { ROLL_PREFIX } from '../support/demo-rolls';
import { postgresReachable } from './support/databases';
import { startFeeApp, type FeeApp } from './support/payments-app';
import { SessionClient } from './support/session-client';
import { pdfText } from './support/pdf-text';

const reachable = await postgresReachable();

describe.each(['pglite', 'postgres'] as const)('the day book (%s)', (kind) => {
  const skip = kind === 'postgres' && !reachable;
  let fees: FeeApp;
  let accountant: SessionClient;
  let receiptNos: string[];
  const today = '2026-11-23';
  beforeAll(async () => {
    if (skip) return;
    fees = await startFeeApp(kind);
    accountant = new SessionClient(fees.app);
    await accountant.signIn('accountant', 'Campus@2026');
    // Cash for a student's ID card and bonafide certificate, and a cheque for tuition that bounces.
    const [student] = (await (await accountant.request(`/api/app/counter/students?q=${ROLL_PREFIX}0540`)).json()) as {
      id: number;
    }[];
    const dues = (await (
      await accountant.request(`/api/app/counter/students/${student!.id}`)
    ).json()) as CounterStudentDues;
    const id = (item: string, feeType = 'MISCELLANEOUS') =>
      dues.dues.find((d) => d.feeType === feeType && d.item === item && d.semester === 8)!.structureId;
    const collect = async (body: Record<string, unknown>) =>
      (
        (await (
          await accountant.request('/api/app/counter/collect', {
            json: { studentId: student!.id, reference: '', bank: '', instrumentDate: '', ...body },
            headers: { 'Idempotency-Key': crypto.randomUUID() },
          })
        ).json()) as { receiptNo: string }
      ).receiptNo;
    receiptNos = [
      await collect({ structureIds: [id('ID CARD'), id('BONAFIDE CERTIFICATE')], amount: '350', mode: 'CASH' }),
      await collect({
        structureIds: [id('', 'TUITION FEE')],
        amount: '10000',
        mode: 'CHEQUE',
        reference: '778899',
        bank: 'Canara Bank',
        instrumentDate: today,
      }),
    ];
    await accountant.request('/api/app/counter/receipt/bounce', {
      json: { receiptNo: receiptNos[1], reason: 'Returned unpaid', charge: '0' },
    });
  }, 180_000);
  afterAll(async () => fees?.close());

  const book = async (query: string) =>
    (await (await accountant.request(`/api/app/day-book?${query}`)).json()) as DayBookAnswer;

  it.skipIf(skip)('lists every rupee in and out of the day, by head, mode and cashier, with the balances', async () => {
    const day = await book(`from=${today}&to=${today}`);
    const mine = day.entries.filter((e) => receiptNos.includes(e.number));
    expect(mine.map((e) => [e.kind, e.head, e.mode, e.in, e.out])).toEqual([
      ['RECEIPT', 'MISCELLANEOUS', 'CASH', DEMO_FEES.idCard, 0],
      ['RECEIPT', 'MISCELLANEOUS', 'CASH', DEMO_FEES.bonafideCertificate, 0],
      ['RECEIPT', 'TUITION FEE', 'CHEQUE', 1_000_000, 0],
      ['BOUNCED', 'TUITION FEE', 'CHEQUE', 0, 1_000_000],
    ]);
    expect(mine.every((e) => e.cashier === 'Demo Accountant')).toBe(true);
    expect(day.closing).toBe(day.opening + day.in - day.out);
    expect(day.byMode.find((m) => m.mode === 'CHEQUE')).toMatchObject({ in: 1_000_000, out: 1_000_000 });
    expect(day.byMode.find((m) => m.mode === 'CASH')!.in).toBeGreaterThanOrEqual(35_000);
    expect(day.byDay).toEqual([{ day: today, in: day.in, out: day.out }]);
    expect(day.byCashier.find((c) => c.cashier === 'Demo Accountant')).toMatchObject({ in: 1_035_000, out: 1_000_000 });
    // The next day opens with the day's closing balance.
    const next = await book('from=2026-11-24&to=2026-11-24');
    expect(next.opening).toBe(day.closing);
    // One mode only.
    const cash = await book(`from=${today}&to=${today}&mode=CASH`);
    expect(cash.entries.every((e) => e.mode === 'CASH')).toBe(true);
  });

  it.skipIf(skip)('exports Excel and a Tally import whose vouchers balance, read back', async () => {
    const excel = await accountant.request(`/api/app/day-book/excel?from=${today}&to=${today}`);
    expect(excel.headers.get('content-type')).toContain('spreadsheetml');
    const tally = await accountant.request(`/api/app/day-book/tally?from=${today}&to=${today}`);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === 'TALLYMESSAGE' || name === 'ALLLEDGERENTRIES.LIST',
    }).parse(await tally.text()) as {
      ENVELOPE: { BODY: { IMPORTDATA: { REQUESTDATA: { TALLYMESSAGE: { VOUCHER: Record<string, unknown> }[] } } } };
    };
    const vouchers = parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.map((m) => m.VOUCHER);
    const day = await book(`from=${today}&to=${today}`);
    expect(vouchers).toHaveLength(day.total);
    for (const v of vouchers) {
      const lines = v['ALLLEDGERENTRIES.LIST'] as { LEDGERNAME: string; ISDEEMEDPOSITIVE: string; AMOUNT: number }[];
      expect(lines.reduce((sum, l) => sum + Math.round(Number(l.AMOUNT) * 100), 0)).toBe(0);
      expect(String(v.DATE)).toBe('20261123');
    }
    const bounced = vouchers.find((v) => v['@_VCHTYPE'] === 'Payment' && String(v.VOUCHERNUMBER) === receiptNos[1]);
    expect(bounced?.['ALLLEDGERENTRIES.LIST']).toEqual([
      { LEDGERNAME: 'TUITION FEE', ISDEEMEDPOSITIVE: 'Yes', AMOUNT: -10000 },
      { LEDGERNAME: 'Bank', ISDEEMEDPOSITIVE: 'No', AMOUNT: 10000 },
    ]);
  });

  it.skipIf(skip)('prints the day as a PDF: balances, totals and every entry, read back', async () => {
    const pdf = await accountant.request(`/api/app/day-book/pdf?from=${today}&to=${today}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(await pdf.arrayBuffer());
    expect(text).toContain(`Day book ${today}`);
    for (const heading of ['Balances', 'By mode', 'By head', 'By cashier', 'Entries']) expect(text).toContain(heading);
    for (const receiptNo of receiptNos) expect(text).toContain(receiptNo);
    expect(text).toContain('Bounced');
    const student = new SessionClient(fees.app);
    await student.signIn('student', 'Campus@2026');
    expect((await student.request(`/api/app/day-book/pdf?from=${today}&to=${today}`)).status).toBe(403);
  });

  it.skipIf(skip)('refuses bad dates and other roles', async () => {
    const bad = await accountant.request('/api/app/day-book?from=2026-11-24&to=2026-11-23');
    expect([bad.status, await bad.json()]).toEqual([400, { message: M.fromAfterTo }]);
    const long = await accountant.request('/api/app/day-book?from=2025-01-01&to=2026-11-23');
    expect([long.status, await long.json()]).toEqual([400, { message: M.tooLong }]);
    const student = new SessionClient(fees.app);
    await student.signIn('student', 'Campus@2026');
    expect((await student.request(`/api/app/day-book?from=${today}&to=${today}`)).status).toBe(403);
  });
});
