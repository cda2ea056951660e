import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { allocate, counterCollectSchema, paymentIssues, staleBefore } from '../../src/domain/payments/counter';
import { COUNTER_MESSAGES as M } from '../../src/domain/payments/counter-messages';

const today = () => '2026-11-30';
const cheque = { mode: 'CHEQUE' as const, reference: '004512', bank: 'SBI', instrumentDate: '2026-11-30' };

describe('the fee desk rules', () => {
  it('allocates a part payment to the dues in the order chosen, each in full until the money runs out', () => {
    const dues = [
      { id: 7, due: 25_000 },
      { id: 3, due: 5_250_000 },
      { id: 9, due: 10_000 },
    ];
    expect([...allocate(1_025_000, dues)]).toEqual([
      [7, 25_000],
      [3, 1_000_000],
    ]);
    expect([...allocate(5_285_000, dues)]).toEqual([
      [7, 25_000],
      [3, 5_250_000],
      [9, 10_000],
    ]);
  });

  it('takes a cheque or DD dated within the last three calendar months, never post-dated', () => {
    expect(staleBefore('2026-11-30')).toBe('2026-08-30');
    expect(staleBefore('2026-05-31')).toBe('2026-02-28');
    expect(staleBefore('2026-02-15')).toBe('2025-11-15');
    expect(paymentIssues(cheque, '2026-11-30')).toEqual([]);
    expect(paymentIssues({ ...cheque, instrumentDate: '2026-08-29' }, '2026-11-30')).toEqual([
      { field: 'instrumentDate', message: M.instrumentStale },
    ]);
    expect(paymentIssues({ ...cheque, instrumentDate: '2026-12-01' }, '2026-11-30')).toEqual([
      { field: 'instrumentDate', message: M.instrumentPostDated },
    ]);
  });

  it('asks each mode for its own proof: nothing for cash, a reference for UPI and card, bank and date for cheques', () => {
    const none = { reference: '', bank: '', instrumentDate: '' };
    expect(paymentIssues({ mode: 'CASH', ...none }, '2026-11-30')).toEqual([]);
    expect(paymentIssues({ mode: 'UPI', ...none }, '2026-11-30').map((i) => i.field)).toEqual(['reference']);
    expect(paymentIssues({ mode: 'DD', ...none }, '2026-11-30').map((i) => i.field)).toEqual([
      'reference',
      'bank',
      'instrumentDate',
    ]);
  });

  it('reads a collection as the server does: amount in paise, each issue on its field', () => {
    const schema = counterCollectSchema(today);
    const ok = v.safeParse(schema, { studentId: 4, structureIds: [7, 3], amount: '10,250.50', ...cheque });
    expect(ok.success && ok.output.amount).toBe(1_025_050);
    const bad = v.safeParse(schema, {
      studentId: 4,
      structureIds: [7, 7],
      amount: '0.50',
      mode: 'UPI',
      reference: '#1',
      bank: '',
      instrumentDate: '',
    });
    expect(bad.issues?.map((i) => i.message)).toEqual([M.sameDueTwice, M.amountPositive, M.referenceInvalid]);
  });
});
