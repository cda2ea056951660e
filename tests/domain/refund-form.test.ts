import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../src/domain/money/money';
import { REFUND_MESSAGES as M, refundTooLarge } from '../../src/domain/payments/accounts-messages';
import { EMPTY_REFUND, refundFormSchema } from '../../src/domain/payments/refund-form';

/** Each field's first message, as the form kit shows them under the fields. */
function messagesByField(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of v.safeParse(schema, input).issues ?? []) found[String(issue.path?.[0]?.key)] ??= issue.message;
  return found;
}

// Paid Rs. 1,000.00, Rs. 400.00 refunded before: at most Rs. 600.00 can go back (amounts in paise).
const schema = refundFormSchema(100_000, 40_000);

describe('the refund form', () => {
  it('shows every empty field its own words at once', () => {
    expect(messagesByField(schema, EMPTY_REFUND)).toEqual({ amount: M.amountRequired, reason: M.reasonRequired });
  });

  it("refuses a zero amount with 'The refund must be more than zero'", () => {
    expect(messagesByField(schema, { amount: '0', reason: 'Paid twice' })).toEqual({ amount: M.amountPositive });
  });

  it('refuses malformed rupees with the amount words', () => {
    expect(messagesByField(schema, { amount: '12.345', reason: 'Paid twice' })).toEqual({ amount: M.amountRequired });
  });

  it('refuses a reason shorter than 5 characters', () => {
    expect(messagesByField(schema, { amount: '100', reason: ' Dup ' })).toEqual({ reason: M.reasonRequired });
  });

  it('refuses more than paid minus earlier refunds, under the amount, with the limit in rupees', () => {
    expect(messagesByField(schema, { amount: '600.01', reason: 'Paid twice' })).toEqual({
      amount: refundTooLarge(formatRupees(60_000)),
    });
  });

  it('takes the whole of what is left, trimmed, as paise', () => {
    expect(v.parse(schema, { amount: ' 600 ', reason: '  Paid twice ' })).toEqual({
      amount: 60_000,
      reason: 'Paid twice',
    });
  });
});
