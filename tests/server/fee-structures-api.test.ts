import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CounterStudentDues } from '../../src/domain/payments/counter-answers';
import type { FeePlanOptions } from '../../src/domain/payments/fee-plan-answers';
import { FEE_PLAN_MESSAGES as M } from '../../src/domain/payments/fee-plan-messages';
import { ROLL_PREFIX } from '../support/demo-rolls';
import { postgresReachable } from './support/databases';
import { startFeeApp, type FeeApp } from './support/payments-app';
import { SessionClient } from './support/session-client';
import { labFeeHead } from './support/fee-structure-heads';

const reachable = await postgresReachable();

describe.each(['pglite', 'postgres'] as const)('fee structures (%s)', (kind) => {
  const skip = kind === 'postgres' && !reachable;
  let fees: FeeApp;
  let accountant: SessionClient;
  let desk: SessionClient;
  let options: FeePlanOptions;
  beforeAll(async () => {
    if (skip) return;
    fees = await startFeeApp(kind);
    accountant = new SessionClient(fees.app);
    await accountant.signIn('accountant', 'Campus@2026');
    desk = new SessionClient(fees.app);
    await desk.signIn('feepayments', 'Campus@2026');
    options = (await (await accountant.request('/api/app/fee-structures/options')).json()) as FeePlanOptions;
  }, 180_000);
  afterAll(async () => fees?.close());

  /** The batch the demo's final-year students are in, and its course. */
  const finalYear = async () => {
    const found = (await (await desk.request(`/api/app/counter/students?q=${ROLL_PREFIX}0530`)).json()) as {
      id: number;
      batch: string;
      course: string;
    }[];
    const batch = options.batches.find((b) => b.name === found[0]!.batch)!;
    return { studentId: found[0]!.id, batchId: batch.id, degreeId: batch.degreeId };
  };
  const head = labFeeHead;
  const dues = async (id: number) =>
    (await (await desk.request(`/api/app/counter/students/${id}`)).json()) as CounterStudentDues;

  it.skipIf(skip)(
    'makes each student their dues once, adds late fines at the desk, and a change touches only unpaid dues',
    async () => {
      const { studentId, batchId, degreeId } = await finalYear();
      const plan = {
        name: 'Final year labs and library',
        degreeId,
        batchId,
        branchId: null,
        quota: '',
        category: '',
        semester: 8,
        heads: [
          head({}),
          head({
            item: 'LIBRARY',
            amount: '1000',
            fineKind: 'NONE',
            fineSlabs: [],
            instalments: [
              { dueDate: '2026-07-01', amount: '600' },
              { dueDate: '2027-01-15', amount: '400' },
            ],
          }),
        ],
      };
      const saved = await accountant.request('/api/app/fee-structures', { json: plan });
      expect(saved.status).toBe(201);
      const { id } = (await saved.json()) as { id: number };
      const first = (await (await accountant.request(`/api/app/fee-structures/${id}/apply`, { json: {} })).json()) as {
        created: number;
        changed: number;
        kept: number;
      };
      expect(first.created % 3).toBe(0);
      expect(first.created).toBeGreaterThan(0);
      const again = (await (await accountant.request(`/api/app/fee-structures/${id}/apply`, { json: {} })).json()) as {
        created: number;
        changed: number;
      };
      expect([again.created, again.changed]).toEqual([0, 0]);

      // Nearly six months late on the clock of 23 November: the 30-day slab's Rs 300.
      const lab = (await dues(studentId)).dues.find((d) => d.item === 'LAB FEE')!;
      expect(lab).toMatchObject({ amount: 200_000, due: 200_000, dueDate: '2026-06-01', fine: 30_000 });
      expect((await dues(studentId)).dues.filter((d) => d.item.startsWith('LIBRARY Instalment'))).toHaveLength(2);
      const paid = await desk.request('/api/app/counter/collect', {
        json: {
          studentId,
          structureIds: [lab.structureId],
          amount: '2300',
          mode: 'CASH',
          reference: '',
          bank: '',
          instrumentDate: '',
        },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
      expect(paid.status).toBe(201);
      const after = await dues(studentId);
      expect(after.dues.find((d) => d.item === 'LAB FEE')).toMatchObject({ due: 0, fine: 0 });
      expect(after.dues.find((d) => d.feeType === 'Late Fee')).toMatchObject({
        item: 'MISCELLANEOUS - LAB FEE',
        amount: 30_000,
        due: 0,
      });

      // The lab fee goes up: every unpaid student's due changes; the one who paid keeps theirs.
      const changed = await accountant.request(`/api/app/fee-structures/${id}`, {
        method: 'PUT',
        json: { ...plan, heads: [head({ amount: '2500' }), plan.heads[1]] },
      });
      expect(changed.status).toBe(200);
      const reapplied = (await (
        await accountant.request(`/api/app/fee-structures/${id}/apply`, { json: {} })
      ).json()) as { created: number; changed: number; kept: number };
      expect(reapplied).toMatchObject({ created: 0, changed: first.created / 3 - 1, kept: 1 });
      expect((await dues(studentId)).dues.find((d) => d.item === 'LAB FEE')).toMatchObject({ amount: 200_000 });
      const history = (await (await accountant.request(`/api/app/fee-structures/${id}`)).json()) as {
        changes: { what: string }[];
      };
      expect(history.changes.map((c) => c.what)).toEqual(['applied', 'changed', 'applied', 'applied', 'created']);
    },
    60_000,
  );

  it.skipIf(skip)('refuses a head the batch already owes as a line of its own, and bad input', async () => {
    const { batchId, degreeId } = await finalYear();
    const base = { name: 'Clash', degreeId, batchId, branchId: null, quota: '', category: '', semester: 8 };
    const clash = await accountant.request('/api/app/fee-structures', {
      json: { ...base, heads: [head({ feeType: 'TUITION FEE', item: '' })] },
    });
    expect([clash.status, await clash.json()]).toEqual([409, { message: M.batchLineExists }]);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, heads: [head({ instalments: [{ dueDate: '2026-07-01', amount: '100' }] })] }, M.instalmentsDontAddUp],
      [{ ...base, heads: [head({ feeType: 'NO SUCH FEE' })] }, M.unknownFeeType],
      [{ ...base, heads: [head({ fineKind: 'PER_DAY', finePerDay: '' })] }, M.perDayNeeded],
      [{ ...base, heads: [head({}), head({})] }, M.headTwice],
      [{ ...base, name: '<b>x</b>', heads: [head({})] }, M.nameInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await accountant.request('/api/app/fee-structures', { json: body });
      expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([400, message]);
    }
    expect((await desk.request('/api/app/fee-structures')).status).toBe(403);
  });
});
