import { describe, expect, it } from 'vitest';
import { normaliseRegistration, registrationText } from '../../src/domain/transport/registration-number';
import { monthlyRunningCost } from '../../src/domain/transport/running-cost';
import { documentStanding, documentsNeedingAction } from '../../src/domain/transport/vehicle-documents';

describe('Indian registration numbers', () => {
  it('keeps a valid number plain and upper case, and shows it grouped', () => {
    expect(normaliseRegistration('ts 09 ea 1234')).toBe('TS09EA1234');
    expect(normaliseRegistration('AP-39-T-567')).toBe('AP39T0567');
    expect(normaliseRegistration('KA 5 MN 1')).toBe('KA05MN0001');
    expect(normaliseRegistration('22 BH 1234 AA')).toBe('22BH1234AA');
    expect(registrationText('TS09EA1234')).toBe('TS 09 EA 1234');
    expect(registrationText('22BH1234AA')).toBe('22 BH 1234 AA');
  });

  it('refuses unknown states, zero numbers and other shapes', () => {
    for (const wrong of [
      'XX 09 EA 1234',
      'TS 00 EA 1234',
      'TS 09 EA 0000',
      'TS 09 EAXY 1234',
      'TS09EA12345',
      '1234',
      '',
    ])
      expect(normaliseRegistration(wrong), wrong).toBeNull();
  });
});

describe('vehicle documents that lapse', () => {
  it('is due within the warning days, overdue the day after its last valid day, missing without a date', () => {
    expect(documentStanding('2027-01-31', '2026-12-01')).toEqual({ standing: 'VALID', daysLeft: 61 });
    expect(documentStanding('2026-12-31', '2026-12-01')).toEqual({ standing: 'DUE', daysLeft: 30 });
    expect(documentStanding('2026-12-01', '2026-12-01')).toEqual({ standing: 'DUE', daysLeft: 0 });
    expect(documentStanding('2026-11-30', '2026-12-01')).toEqual({ standing: 'OVERDUE', daysLeft: -1 });
    expect(documentStanding(null, '2026-12-01')).toEqual({ standing: 'MISSING', daysLeft: null });
  });

  it('lists what needs action, missing and the longest overdue first', () => {
    const docs = [
      { id: 1, validUntil: '2026-12-20' },
      { id: 2, validUntil: '2027-05-01' },
      { id: 3, validUntil: '2026-10-01' },
      { id: 4, validUntil: null },
      { id: 5, validUntil: '2026-11-25' },
    ];
    expect(documentsNeedingAction(docs, '2026-12-01').map((d) => d.id)).toEqual([4, 3, 5, 1]);
  });
});

describe('a vehicle’s running cost per kilometre', () => {
  it('spreads the kilometres between readings over the months, without counting one twice', () => {
    const costs = monthlyRunningCost([
      { on: '2026-10-02', kind: 'FUEL', amountPaise: 900_000, odometerKm: 40_000 },
      { on: '2026-10-20', kind: 'FUEL', amountPaise: 900_000, odometerKm: 41_200 },
      { on: '2026-11-05', kind: 'REPAIR', amountPaise: 300_000, odometerKm: null },
      { on: '2026-11-18', kind: 'FUEL', amountPaise: 900_000, odometerKm: 42_700 },
      { on: '2026-12-01', kind: 'INSURANCE', amountPaise: 4_500_000, odometerKm: null },
    ]);
    expect(costs).toEqual([
      { month: '2026-10', spentPaise: 1_800_000, km: 1_200, perKmPaise: 1_500 },
      { month: '2026-11', spentPaise: 1_200_000, km: 1_500, perKmPaise: 800 },
      { month: '2026-12', spentPaise: 4_500_000, km: 0, perKmPaise: null },
    ]);
  });
});
