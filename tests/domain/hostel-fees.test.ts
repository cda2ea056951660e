import { describe, expect, it } from 'vitest';
import { messCharge, transferDifference } from '../../src/domain/hostel/hostel-fees';

const year = { start: '2026-07-01', end: '2027-06-30' }; // 365 days

describe('a room transfer’s fee difference', () => {
  it('charges or credits the difference for the days still to run, the moving day at the new fee', () => {
    // ₹60,000 to ₹96,500 a year, moving with 181 of 365 days left.
    expect(transferDifference(6_000_000, 9_650_000, year, '2027-01-01')).toBe(Math.round((3_650_000 * 181) / 365));
    expect(transferDifference(9_650_000, 6_000_000, year, '2026-07-01')).toBe(-3_650_000);
    expect(transferDifference(6_000_000, 9_650_000, year, '2027-06-30')).toBe(10_000);
  });

  it('owes nothing after the period, and the whole difference before it', () => {
    expect(transferDifference(6_000_000, 9_650_000, year, '2027-07-01')).toBe(0);
    expect(transferDifference(6_000_000, 9_650_000, year, '2026-06-15')).toBe(3_650_000);
  });
});

describe('a month’s mess charge', () => {
  const month = {
    month: '2026-11',
    basis: 'MONTHLY' as const,
    ratePaise: 360_000,
    stay: { from: '2026-07-01', to: '2027-04-30' },
    away: [],
    minRebateDays: 3,
  };

  it('charges the month, less a rebate for approved absences of at least the college’s days', () => {
    expect(messCharge(month)).toEqual({ chargePaise: 360_000, rebatePaise: 0, daysAway: 0 });
    const away = [
      { from: '2026-11-10', to: '2026-11-14' }, // 5 days: rebated
      { from: '2026-11-20', to: '2026-11-21' }, // 2 days: too short
    ];
    expect(messCharge({ ...month, away })).toEqual({ chargePaise: 300_000, rebatePaise: 60_000, daysAway: 5 });
  });

  it('counts only the part of an absence and of the stay within the month', () => {
    const away = [{ from: '2026-10-28', to: '2026-11-03' }]; // 3 days in November
    expect(messCharge({ ...month, away }).daysAway).toBe(3);
    const joined = { ...month, stay: { from: '2026-11-16', to: '2027-04-30' } }; // 15 of 30 days
    expect(messCharge(joined)).toEqual({ chargePaise: 180_000, rebatePaise: 0, daysAway: 0 });
  });

  it('charges each day present on a daily basis', () => {
    const daily = {
      ...month,
      basis: 'DAILY' as const,
      ratePaise: 11_000,
      away: [{ from: '2026-11-01', to: '2026-11-04' }],
    };
    expect(messCharge(daily)).toEqual({ chargePaise: 26 * 11_000, rebatePaise: 4 * 11_000, daysAway: 4 });
  });
});
