import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { collegeDay, collegeDayEnd, collegeDayStart, collegeMonthStart } from '../../src/domain/payments/college-day';
import { isMaskedKey, maskGatewayKey } from '../../src/domain/payments/gateway-keys';
import { dailyCollection, ledgerTotals, LedgerQuerySchema, type LedgerEntry } from '../../src/domain/payments/ledger';
import { LEDGER_MESSAGES, REFUND_MESSAGES } from '../../src/domain/payments/accounts-messages';
import { creditNoteNumber, refundable, refundLimitIssue, RefundRequestSchema } from '../../src/domain/payments/refunds';

const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  paymentId: 1,
  orderId: 'O-1',
  receiptNo: null,
  rollNo: '22B81A0501',
  studentName: 'A',
  course: 'B.Tech',
  batch: '2022-2026',
  feeType: 'EXAM FEE',
  semester: 'II Year I Semester',
  paymentMode: 'Card',
  amount: 0,
  overpaid: 0,
  refunded: 0,
  status: 'DUE',
  statusLabel: 'Not completed',
  createdAt: '2026-11-01T00:00:00.000Z',
  paidAt: null,
  transactionId: null,
  ...over,
});

describe('fee accounts rules', () => {
  it('masks a gateway key, keeping only the last four characters of a long one', () => {
    expect(maskGatewayKey('testkey_exam_2026')).toBe('••••••••2026');
    expect(maskGatewayKey('short')).toBe('••••••••');
    expect(isMaskedKey('••••••••2026')).toBe(true);
    expect(isMaskedKey('2026')).toBe(false);
  });

  it('puts a payment on the college day in India (UTC+05:30)', () => {
    expect(collegeDay(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23');
    expect(collegeDay(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
    expect(collegeDayStart('2026-11-24').toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(collegeDayEnd('2026-11-24').toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(collegeMonthStart(new Date('2026-11-30T19:00:00Z'))).toBe('2026-12-01');
  });

  it('totals collected, refunded, net and pending, and groups paid orders per college day', () => {
    const entries = [
      entry({ status: 'PAID', amount: 100_00, paidAt: '2026-11-23T05:00:00Z', feeType: 'EXAM FEE' }),
      entry({
        status: 'REFUNDED',
        amount: 200_00,
        refunded: 50_00,
        paidAt: '2026-11-23T19:00:00Z',
        feeType: 'TUITION FEE',
      }),
      entry({ status: 'DUE', amount: 300_00 }),
      entry({ status: 'DROPPED', amount: 400_00 }),
    ];
    const totals = ledgerTotals(entries);
    expect(totals).toMatchObject({ entries: 4, collected: 300_00, refunded: 50_00, net: 250_00, pending: 300_00 });
    expect(totals.byStatus.DROPPED).toEqual({ count: 1, amount: 400_00 });
    expect(dailyCollection(entries)).toEqual([
      { day: '2026-11-24', payments: 1, collected: 200_00, byFeeType: { 'TUITION FEE': 200_00 } },
      { day: '2026-11-23', payments: 1, collected: 100_00, byFeeType: { 'EXAM FEE': 100_00 } },
    ]);
  });

  it('counts to refund the overpaid part of a paid payment and all of an OVERPAID one, less what went back', () => {
    const totals = ledgerTotals([
      entry({ status: 'PAID', amount: 1_050_00, overpaid: 300_00, paidAt: '2026-11-23T05:00:00Z' }),
      entry({ status: 'REFUNDED', amount: 500_00, overpaid: 200_00, refunded: 50_00, paidAt: '2026-11-23T05:00:00Z' }),
      entry({ status: 'OVERPAID', amount: 100_00, overpaid: 100_00, paidAt: '2026-11-23T05:00:00Z' }),
    ]);
    expect(totals).toMatchObject({ collected: 1_650_00, toRefund: 300_00 + 150_00 + 100_00 });
  });

  it('checks the ledger filters', () => {
    expect(v.parse(LedgerQuerySchema, { rollNo: ' 22b81a0501 ' }).rollNo).toBe('22B81A0501');
    const backwards = v.safeParse(LedgerQuerySchema, { from: '2026-11-02', to: '2026-11-01' });
    expect(backwards.issues?.[0]?.message).toBe(LEDGER_MESSAGES.fromAfterTo);
    expect(v.safeParse(LedgerQuerySchema, { status: 'LOST' }).success).toBe(false);
  });

  it('lets a refund be at most what was paid minus earlier refunds', () => {
    expect(refundable(1000_00, 400_00)).toBe(600_00);
    expect(refundLimitIssue(600_00, 1000_00, 400_00)).toBeNull();
    expect(refundLimitIssue(600_01, 1000_00, 400_00)).toBe(
      'The refund cannot be more than what was paid minus earlier refunds: at most Rs 600.00',
    );
    const parsed = v.parse(RefundRequestSchema, { paymentId: 3, amount: '1,500.50', reason: ' Paid twice ' });
    expect(parsed).toEqual({ paymentId: 3, amount: 150050, reason: 'Paid twice' });
    expect(
      v.safeParse(RefundRequestSchema, { paymentId: 3, amount: '0', reason: 'Paid twice' }).issues?.[0]?.message,
    ).toBe(REFUND_MESSAGES.amountPositive);
    expect(v.safeParse(RefundRequestSchema, { paymentId: 3, amount: '10', reason: 'x' }).issues?.[0]?.message).toBe(
      REFUND_MESSAGES.reasonRequired,
    );
  });

  it('numbers credit notes per financial year', () => {
    expect(creditNoteNumber('2026-2027', 7)).toBe('CN/2026-27/0007');
  });
});
