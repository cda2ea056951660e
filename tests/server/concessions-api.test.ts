import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimList, ConcessionRow } from '../../src/domain/payments/concession-answers';
import { CONCESSION_MESSAGES as M } from '../../src/domain/payments/concession-messages';
import type { CounterStudentDues } from '../../src/domain/payments/counter-answers';
import type { FeePlanOptions } from '../../src/domain/payments/fee-plan-answers';
import { DEMO_FEES } from '../../src/server/demo/fees-and-applicants';
import { ROLL_PREFIX } from '../support/demo-rolls';
import { postgresReachable } from './support/databases';
import { labFeeHead } from './support/fee-structure-heads';
import { startFeeApp, type FeeApp } from './support/payments-app';
import { SessionClient } from './support/session-client';

const reachable = await postgresReachable();
const TUITION = DEMO_FEES.tuitionPerSemester;

describe.each(['pglite', 'postgres'] as const)('scholarship and waiver (%s)', (kind) => {
  const skip = kind === 'postgres' && !reachable;
  let fees: FeeApp;
  let accountant: SessionClient;
  let officer: SessionClient;
  let desk: SessionClient;
  beforeAll(async () => {
    if (skip) return;
    fees = await startFeeApp(kind);
    accountant = new SessionClient(fees.app);
    await accountant.signIn('accountant', 'Campus@2026');
    officer = new SessionClient(fees.app);
    await officer.signIn('accountants_officer', 'Campus@2026');
    desk = new SessionClient(fees.app);
    await desk.signIn('feepayments', 'Campus@2026');
  }, 180_000);
  afterAll(async () => fees?.close());

  const studentOf = async (serial: string) => {
    const [s] = (await (await desk.request(`/api/app/counter/students?q=${ROLL_PREFIX}${serial}`)).json()) as {
      id: number;
      rollNo: string;
      batch: string;
    }[];
    return s!;
  };
  const dues = async (id: number) =>
    (await (await desk.request(`/api/app/counter/students/${id}`)).json()) as CounterStudentDues;
  const tuition = (d: CounterStudentDues, semester: number) =>
    d.dues.find((l) => l.feeType === 'TUITION FEE' && l.semester === semester)!;
  const concession = (over: Record<string, unknown>) => ({
    name: 'Merit scholarship',
    kind: 'PERCENT',
    value: '25',
    feeType: 'TUITION FEE',
    semester: 7,
    rollNo: '',
    category: '',
    batchId: null,
    reason: 'First rank in the branch',
    ...over,
  });

  it.skipIf(skip)('a concession lowers dues only once another person, an accounts officer, approves it', async () => {
    const student = await studentOf('0531');
    const before = tuition(await dues(student.id), 7);
    expect(before.due).toBe(TUITION);
    const proposed = await accountant.request('/api/app/concessions', { json: concession({ rollNo: student.rollNo }) });
    expect(proposed.status).toBe(201);
    const { id } = (await proposed.json()) as { id: number };
    expect(tuition(await dues(student.id), 7).due).toBe(TUITION);
    // The accountant cannot decide; the officer sees it as theirs to decide.
    const byMaker = await accountant.request(`/api/app/concessions/${id}/decision`, {
      json: { decision: 'APPROVE', note: '' },
    });
    expect(byMaker.status).toBe(403);
    const list = (await (await officer.request('/api/app/concessions')).json()) as ConcessionRow[];
    expect(list.find((c) => c.id === id)).toMatchObject({ canDecide: true, students: 1, value: 2500 });
    const approved = await officer.request(`/api/app/concessions/${id}/decision`, {
      json: { decision: 'APPROVE', note: 'Checked the rank list' },
    });
    expect(approved.status).toBe(200);
    const after = tuition(await dues(student.id), 7);
    expect(after.relief).toBe(Math.floor((TUITION * 2500) / 10000));
    expect(after.due).toBe(TUITION - after.relief);
    expect(tuition(await dues(student.id), 8).due).toBe(TUITION);
    // Decided once.
    const again = await officer.request(`/api/app/concessions/${id}/decision`, {
      json: { decision: 'REJECT', note: '' },
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(M.alreadyDecided);
  });

  it.skipIf(skip)('an officer cannot approve their own proposal, and bad input changes nothing', async () => {
    const student = await studentOf('0532');
    const own = (await (
      await officer.request('/api/app/concessions', {
        json: concession({ rollNo: student.rollNo, kind: 'AMOUNT', value: '5000' }),
      })
    ).json()) as { id: number };
    const self = await officer.request(`/api/app/concessions/${own.id}/decision`, {
      json: { decision: 'APPROVE', note: '' },
    });
    expect(self.status).toBe(403);
    expect(((await self.json()) as { message: string }).message).toBe(M.ownProposal);
    for (const bad of [
      concession({ rollNo: student.rollNo, value: '150' }),
      concession({ rollNo: student.rollNo, category: 'SC' }),
      concession({ rollNo: '', category: '' }),
      concession({ rollNo: student.rollNo, name: '<b>Scholarship</b>' }),
      concession({ rollNo: student.rollNo, kind: 'AMOUNT', value: 'ten' }),
    ]) {
      const res = await accountant.request('/api/app/concessions', { json: bad });
      expect(res.status).toBe(400);
    }
    const unknown = await accountant.request('/api/app/concessions', { json: concession({ rollNo: 'NOSUCH1' }) });
    expect(unknown.status).toBe(404);
    expect(tuition(await dues(student.id), 7).due).toBe(TUITION);
    // The fee desk has no part in concessions.
    expect((await desk.request('/api/app/concessions')).status).toBe(403);
  });

  it.skipIf(skip)("the state's reimbursement: expected, received, and the shortfall back to the student", async () => {
    const student = await studentOf('0533');
    const claim = {
      rollNo: student.rollNo,
      academicYear: '2026-27',
      yearOfStudy: 4,
      feeType: 'TUITION FEE',
      scheme: 'Post-matric scholarship (RTF)',
      expected: '70000',
    };
    const tooMuch = await accountant.request('/api/app/reimbursements', {
      json: { ...claim, expected: String((2 * TUITION) / 100 + 1) },
    });
    expect(tooMuch.status).toBe(409);
    const made = await accountant.request('/api/app/reimbursements', { json: claim });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: number };
    expect((await accountant.request('/api/app/reimbursements', { json: claim })).status).toBe(409);
    // While open the student is asked for neither part the state is to pay (semester 7 first, then 8).
    let d = await dues(student.id);
    expect(tuition(d, 7).due).toBe(0);
    expect(tuition(d, 8).due).toBe(2 * TUITION - 7_000_000);
    const receipt = { amount: '50000', receivedOn: '2026-11-20', reference: 'GO 112 batch 3' };
    expect((await accountant.request(`/api/app/reimbursements/${id}/receipts`, { json: receipt })).status).toBe(201);
    // The state's money is in the day book as money in, under the fee head, with the student as the party.
    const book = (await (await accountant.request('/api/app/day-book?from=2026-11-23&to=2026-11-23')).json()) as {
      entries: { kind: string; in: number; mode: string; rollNo: string; number: string }[];
    };
    expect(book.entries.filter((e) => e.kind === 'REIMBURSEMENT')).toEqual([
      expect.objectContaining({ in: 5_000_000, mode: 'TRANSFER', rollNo: student.rollNo, number: 'GO 112 batch 3' }),
    ]);
    const over = await accountant.request(`/api/app/reimbursements/${id}/receipts`, {
      json: { ...receipt, amount: '20001' },
    });
    expect(over.status).toBe(409);
    const future = await accountant.request(`/api/app/reimbursements/${id}/receipts`, {
      json: { ...receipt, receivedOn: '2026-12-31' },
    });
    expect(future.status).toBe(400);
    let list = (await (await accountant.request('/api/app/reimbursements?academicYear=2026-27')).json()) as ClaimList;
    expect(list.claims.find((c) => c.id === id)).toMatchObject({
      expected: 7_000_000,
      received: 5_000_000,
      fromState: 2_000_000,
      backToStudent: 0,
      studentDue: 2 * TUITION - 7_000_000,
      status: 'OPEN',
    });
    expect((await accountant.request(`/api/app/reimbursements/${id}/close`, { json: {} })).status).toBe(200);
    list = (await (await accountant.request('/api/app/reimbursements?academicYear=2026-27')).json()) as ClaimList;
    expect(list.claims.find((c) => c.id === id)).toMatchObject({
      fromState: 0,
      backToStudent: 2_000_000,
      studentDue: 2 * TUITION - 5_000_000,
      status: 'CLOSED',
    });
    d = await dues(student.id);
    expect(tuition(d, 7).due + tuition(d, 8).due).toBe(2 * TUITION - 5_000_000);
    expect((await accountant.request(`/api/app/reimbursements/${id}/close`, { json: {} })).status).toBe(409);
  });

  it.skipIf(skip)('an accounts officer waives part of a late fine, with a reason, never more than is due', async () => {
    const student = await studentOf('0534');
    const options = (await (await accountant.request('/api/app/fee-structures/options')).json()) as FeePlanOptions;
    const batch = options.batches.find((b) => b.name === student.batch)!;
    const plan = {
      name: 'Final year lab fee',
      degreeId: batch.degreeId,
      batchId: batch.id,
      branchId: null,
      quota: '',
      category: '',
      semester: 8,
      heads: [labFeeHead()],
    };
    const { id } = (await (await accountant.request('/api/app/fee-structures', { json: plan })).json()) as {
      id: number;
    };
    expect((await accountant.request(`/api/app/fee-structures/${id}/apply`, { json: {} })).status).toBe(200);
    const lab = (await dues(student.id)).dues.find((l) => l.item === 'LAB FEE')!;
    expect(lab.fine).toBe(30_000);
    const waiver = {
      studentId: student.id,
      structureId: lab.structureId,
      amount: '200',
      reason: 'Hospitalised in June',
    };
    expect((await accountant.request('/api/app/fee-waivers', { json: waiver })).status).toBe(403);
    expect((await officer.request('/api/app/fee-waivers', { json: { ...waiver, reason: 'no' } })).status).toBe(400);
    expect((await officer.request('/api/app/fee-waivers', { json: waiver })).status).toBe(201);
    const after = await dues(student.id);
    const fineLine = after.dues.find((l) => l.feeType === 'Late Fee' && l.item === 'MISCELLANEOUS - LAB FEE')!;
    expect(fineLine).toMatchObject({ amount: 30_000, relief: 20_000, due: 10_000 });
    expect(after.dues.find((l) => l.item === 'LAB FEE')!.fine).toBe(0);
    const tooMuch = await officer.request('/api/app/fee-waivers', { json: { ...waiver, amount: '150' } });
    expect(tooMuch.status).toBe(409);
    const listed = (await (await accountant.request(`/api/app/fee-waivers?studentId=${student.id}`)).json()) as {
      amount: number;
      reason: string;
    }[];
    expect(listed).toEqual([expect.objectContaining({ amount: 20_000, reason: 'Hospitalised in June' })]);
  });
});
