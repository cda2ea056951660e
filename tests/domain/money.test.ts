import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RefundRequestSchema } from '../../src/domain/payments/refunds';
import { PayRequestSchema } from '../../src/domain/payments/schemas';
import { rupeesField } from '../../src/domain/admissions/field-rules';
import { MONEY_MESSAGES } from '../../src/domain/money/messages';
import {
  MAX_PAISE,
  formatRupees,
  formatRupeesSign,
  isStorablePaise,
  paiseFromRupees,
  parseRupees,
  rupeesNumber,
  rupeesText,
  sumPaise,
} from '../../src/domain/money/money';

const firstIssue = (r: { success: boolean; issues?: readonly { message: string }[] }) =>
  r.success ? '' : r.issues![0]!.message;

describe('money: one module for paise and rupees', () => {
  it('parses typed rupees strictly into whole paise, never through floating point', () => {
    expect(paiseFromRupees('1250.50')).toBe(125050);
    expect(paiseFromRupees('1250.5')).toBe(125050);
    expect(paiseFromRupees('0.29')).toBe(29);
    expect(paiseFromRupees('52,500')).toBe(5250000);
    expect(paiseFromRupees('2,14,74,836.47')).toBe(MAX_PAISE);
    expect(paiseFromRupees('1,250,000')).toBe(125000000);
    expect(paiseFromRupees(' 100 ')).toBe(10000);
    expect(paiseFromRupees('₹ 100')).toBe(10000);
    expect(paiseFromRupees('Rs. 100')).toBe(10000);
    expect(paiseFromRupees('Rs 1,250.5')).toBe(125050);
    for (const bad of [
      '',
      '12.345',
      '-5',
      '+5',
      '1e3',
      'abc',
      '1.2.3',
      '100.',
      '.5',
      '1,2,3',
      '12,34',
      ',100',
      '1 000',
      'NaN',
      'Infinity',
    ])
      expect(parseRupees(bad), bad).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses amounts past the database column (Rs 2,14,74,836.47) as too large, not as an overflow', () => {
    expect(parseRupees('21474836.47')).toEqual({ ok: true, paise: 2_147_483_647 });
    for (const big of ['21474836.48', '2,14,74,836.48', '99999999.99', '100000000', '123456789012345678901234567890'])
      expect(parseRupees(big), big).toEqual({ ok: false, reason: 'tooLarge' });
    expect(isStorablePaise(MAX_PAISE)).toBe(true);
    expect(isStorablePaise(MAX_PAISE + 1)).toBe(false);
    expect(isStorablePaise(-1)).toBe(false);
    expect(isStorablePaise(1.5)).toBe(false);
  });

  it('round-trips every storable amount: paise → rupees text → paise', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_PAISE }), (p) => paiseFromRupees(rupeesText(p)) === p));
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_PAISE }), (p) => paiseFromRupees(formatRupees(p)) === p));
  });

  it("writes the rupee sign on HTML pages as Intl's en-IN currency format does", () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    for (const paise of [0, 29, 125050, 5250000, 123456789, MAX_PAISE])
      expect(formatRupeesSign(paise)).toBe(intl.format(paise / 100));
  });

  it('formats with Indian digit grouping and sums exactly', () => {
    expect(formatRupees(2_147_483_648)).toBe('Rs 2,14,74,836.48');
    expect(formatRupees(5250000)).toBe('Rs 52,500.00');
    expect(formatRupees(125050)).toBe('Rs 1,250.50');
    expect(formatRupees(29)).toBe('Rs 0.29');
    expect(formatRupees(-500)).toBe('-Rs 5.00');
    expect(rupeesText(185000)).toBe('1850.00');
    expect(rupeesNumber(185050)).toBe(1850.5);
    expect(sumPaise([paiseFromRupees('0.1')!, paiseFromRupees('0.2')!])).toBe(30);
  });

  it('refuses too large amounts with the same message wherever money comes in', () => {
    const pay = v.safeParse(PayRequestSchema, { feeType: 'EXAM FEE', semester: 8, amount: '2,14,74,836.48' });
    expect(firstIssue(pay)).toBe(MONEY_MESSAGES.tooLarge);
    const refund = v.safeParse(RefundRequestSchema, {
      paymentId: 1,
      amount: '21474836.48',
      reason: 'Paid twice by mistake',
    });
    expect(firstIssue(refund)).toBe(MONEY_MESSAGES.tooLarge);
    expect(firstIssue(v.safeParse(rupeesField, '21474836.48'))).toBe(MONEY_MESSAGES.tooLarge);
    expect(v.parse(rupeesField, '21474836.47')).toBe('21474836.47');
  });
});
