import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ConcessionSchema,
  concessionOn,
  owedAfterReliefs,
  percentToBasisPoints,
} from '../../src/domain/payments/concessions';
import { CONCESSION_MESSAGES as M } from '../../src/domain/payments/concession-messages';
import { claimBalance, semestersOfYear, spreadOver, academicYearField } from '../../src/domain/payments/reimbursements';

describe('concessions', () => {
  it('takes an amount off a due, never more than the due, and a percentage rounded down', () => {
    expect(concessionOn(5_250_000, { kind: 'AMOUNT', value: 1_000_000 })).toBe(1_000_000);
    expect(concessionOn(500_000, { kind: 'AMOUNT', value: 1_000_000 })).toBe(500_000);
    expect(concessionOn(5_250_001, { kind: 'PERCENT', value: 2_500 })).toBe(1_312_500);
    expect(concessionOn(333, { kind: 'PERCENT', value: 3_333 })).toBe(110);
    expect(concessionOn(5_250_000, { kind: 'PERCENT', value: 10_000 })).toBe(5_250_000);
  });

  it('counts reliefs and payments together, never below nothing owed', () => {
    expect(owedAfterReliefs(10_000, [2_500, 1_000], 4_000)).toEqual({ relief: 3_500, due: 2_500 });
    expect(owedAfterReliefs(10_000, [8_000, 5_000], 0)).toEqual({ relief: 10_000, due: 0 });
    expect(owedAfterReliefs(10_000, [5_000], 9_000)).toEqual({ relief: 5_000, due: 0 });
  });

  it('reads percentages as basis points: more than 0, at most 100, two decimals', () => {
    expect(percentToBasisPoints('25')).toBe(2_500);
    expect(percentToBasisPoints('12.5')).toBe(1_250);
    expect(percentToBasisPoints('0.01')).toBe(1);
    expect(percentToBasisPoints('100')).toBe(10_000);
    for (const bad of ['0', '100.01', '150', '12.345', '-5', 'ten', '']) expect(percentToBasisPoints(bad)).toBeNull();
  });

  it('takes a student or a category, not both, and turns the value into paise or basis points', () => {
    const base = {
      name: 'Sports quota',
      kind: 'AMOUNT',
      value: '10,000',
      feeType: 'TUITION FEE',
      semester: null,
      rollNo: '23b81a0501',
      category: '',
      batchId: null,
      reason: 'State-level athlete',
    };
    const parsed = v.parse(ConcessionSchema, base);
    expect(parsed).toMatchObject({ rollNo: '23B81A0501', valueNumber: 1_000_000 });
    expect(v.parse(ConcessionSchema, { ...base, kind: 'PERCENT', value: '50' }).valueNumber).toBe(5_000);
    const both = v.safeParse(ConcessionSchema, { ...base, category: 'SC' });
    expect(both.success ? '' : both.issues[0].message).toBe(M.whoRequired);
    const pct = v.safeParse(ConcessionSchema, { ...base, kind: 'PERCENT', value: '101' });
    expect(pct.success ? '' : pct.issues[0].message).toBe(M.percentInvalid);
    const reason = v.safeParse(ConcessionSchema, { ...base, reason: 'ok' });
    expect(reason.success ? '' : reason.issues[0].message).toBe(M.reasonRequired);
  });
});

describe("the state's fee reimbursement", () => {
  it('relieves all it expects while open and only what came once closed', () => {
    expect(claimBalance({ expected: 70_000, received: 50_000, status: 'OPEN' })).toEqual({
      credited: 70_000,
      fromState: 20_000,
      backToStudent: 0,
    });
    expect(claimBalance({ expected: 70_000, received: 50_000, status: 'CLOSED' })).toEqual({
      credited: 50_000,
      fromState: 0,
      backToStudent: 20_000,
    });
    expect(claimBalance({ expected: 70_000, received: 70_000, status: 'CLOSED' }).backToStudent).toBe(0);
  });

  it('spreads a claim over the dues of the year, first semester first', () => {
    const dues = [
      { id: 7, amount: 52_500 },
      { id: 8, amount: 52_500 },
    ];
    expect(spreadOver(70_000, dues)).toEqual({
      parts: [
        { id: 7, part: 52_500 },
        { id: 8, part: 17_500 },
      ],
      left: 0,
    });
    expect(spreadOver(110_000, dues).left).toBe(5_000);
    expect(semestersOfYear(4)).toEqual([7, 8]);
  });

  it('takes academic years as colleges write them', () => {
    expect(v.is(academicYearField, '2026-27')).toBe(true);
    expect(v.is(academicYearField, '2099-00')).toBe(true);
    for (const bad of ['2026-28', '2026', '26-27', '2026/27']) expect(v.is(academicYearField, bad)).toBe(false);
  });
});
