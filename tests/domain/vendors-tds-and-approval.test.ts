import { describe, expect, it } from 'vitest';
import { decide, needsPrincipal, statusAfterPaying } from '../../src/domain/vendors/bills';
import { VENDOR_MESSAGES as M } from '../../src/domain/vendors/messages';
import { paymentSplit, rateBpOf, tdsBase, tdsOn } from '../../src/domain/vendors/tds';
import { voucherNumber } from '../../src/domain/vendors/voucher-number';

describe('TDS', () => {
  it('rounds the TDS to the nearest rupee, half a rupee up', () => {
    // 2% of Rs 25,423.72 is Rs 508.4744: Rs 508.
    expect(tdsOn(2_542_372, 200)).toBe(50_800);
    // 1% of Rs 1,050 is Rs 10.50: Rs 11.
    expect(tdsOn(105_000, 100)).toBe(1_100);
    // 10% of Rs 4.99 is 49.9 paise: Re 0.
    expect(tdsOn(499, 1000)).toBe(0);
  });

  it('takes TDS on the taxable value, leaving the GST on the bill out', () => {
    const bill = { taxable: 5_000_000, gst: 900_000 };
    expect(tdsBase(5_900_000, bill.taxable, bill.gst)).toBe(5_000_000);
    expect(paymentSplit(5_900_000, bill, 200, true)).toEqual({ gross: 5_900_000, tds: 100_000, net: 5_800_000 });
    // A part payment carries its share of the taxable value.
    expect(tdsBase(3_000_000, bill.taxable, bill.gst)).toBe(2_542_372);
  });

  it('keeps nothing back when TDS is turned off or the vendor has no rate', () => {
    expect(paymentSplit(100_000, { taxable: 100_000, gst: 0 }, 200, false)).toEqual({
      gross: 100_000,
      tds: 0,
      net: 100_000,
    });
    expect(paymentSplit(100_000, { taxable: 100_000, gst: 0 }, 0, true).tds).toBe(0);
  });

  it('stays exact for the largest amounts (no floating point past 2^53)', () => {
    expect(tdsBase(2_147_483_647, 2_000_000_000, 147_483_647)).toBe(2_000_000_000);
  });

  it('reads rates typed in per cent as basis points', () => {
    expect([rateBpOf('2'), rateBpOf('0.75'), rateBpOf('10'), rateBpOf('0.1')]).toEqual([200, 75, 1000, 10]);
    expect(rateBpOf('2.125')).toBeNaN();
  });
});

describe('approval', () => {
  const officer = { id: 2, roles: ['ROLE_ACCOUNTANTS_OFFICER' as const] };
  const principal = { id: 3, roles: ['ROLE_PRINCIPAL' as const] };
  const bill = (total: number, status: 'SUBMITTED' | 'AWAITING_PRINCIPAL' = 'SUBMITTED') => ({
    status,
    total,
    submittedBy: 1,
  });
  const limit = 10_000_000;

  it('approves a bill at or below the limit with the officer alone', () => {
    expect(decide(bill(limit), officer, true, limit)).toEqual({ ok: true, step: 'officer', next: 'APPROVED' });
    expect(needsPrincipal(limit, limit)).toBe(false);
  });

  it('sends a bill above the limit on to the principal, who approves it', () => {
    expect(decide(bill(limit + 1), officer, true, limit)).toEqual({
      ok: true,
      step: 'officer',
      next: 'AWAITING_PRINCIPAL',
    });
    expect(decide(bill(limit + 1, 'AWAITING_PRINCIPAL'), principal, true, limit)).toEqual({
      ok: true,
      step: 'principal',
      next: 'APPROVED',
    });
  });

  it('refuses the maker as checker', () => {
    expect(decide({ ...bill(100), submittedBy: officer.id }, officer, true, limit)).toEqual({
      ok: false,
      message: M.ownBill,
    });
  });

  it('refuses a decider whose step it is not', () => {
    expect(decide(bill(100), principal, true, limit)).toEqual({ ok: false, message: M.notWaitingForYou });
    expect(decide(bill(limit + 1, 'AWAITING_PRINCIPAL'), officer, true, limit)).toEqual({
      ok: false,
      message: M.notWaitingForYou,
    });
  });

  it('rejects at either step', () => {
    expect(decide(bill(100), officer, false, limit)).toMatchObject({ ok: true, next: 'REJECTED' });
    expect(decide(bill(limit + 1, 'AWAITING_PRINCIPAL'), principal, false, limit)).toMatchObject({ next: 'REJECTED' });
  });

  it('is part paid until the whole total is paid', () => {
    expect([statusAfterPaying(50, 100), statusAfterPaying(100, 100)]).toEqual(['PART_PAID', 'PAID']);
  });

  it('numbers vouchers per financial year', () => {
    expect(voucherNumber('2026-2027', 7)).toBe('PV/2026-27/0007');
  });
});
