import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LEDGER_MESSAGES as M } from '../../src/domain/payments/accounts-messages';
import { LedgerFiltersFormSchema } from '../../src/domain/payments/ledger-filters-form';

const none = { from: '', to: '', feeType: '', status: '', course: '', batch: '', rollNo: '' };

describe('the ledger filters form', () => {
  it('answers To before From under To', () => {
    const issue = v.safeParse(LedgerFiltersFormSchema, { ...none, from: '2026-03-02', to: '2026-03-01' }).issues?.[0];
    expect([issue?.path?.[0]?.key, issue?.message]).toEqual(['to', M.fromAfterTo]);
  });

  it('shows every bad filter at once', () => {
    const issues = v.safeParse(LedgerFiltersFormSchema, { ...none, status: 'LOST', rollNo: 'X'.repeat(21) }).issues;
    expect(issues?.map((i) => i.path?.[0]?.key)).toEqual(['status', 'rollNo']);
  });

  it('upper-cases the roll number as the server does', () => {
    expect(v.parse(LedgerFiltersFormSchema, { ...none, rollNo: ' 22b81a0501 ' }).rollNo).toBe('22B81A0501');
  });
});
