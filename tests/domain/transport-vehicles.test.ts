import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  normaliseLicence,
  TRANSPORT_VEHICLE_MESSAGES as M,
  VehicleExpenseSchema,
  VehicleSchema,
} from '../../src/domain/transport/vehicles';

const issue = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe('a vehicle as the incharge types it', () => {
  it('keeps a driving licence upper case without spaces or hyphens, and refuses one no Indian RTO issues', () => {
    expect(normaliseLicence('ts09 2011-0012345')).toBe('TS0920110012345');
    expect(normaliseLicence('TS09 11 0012345')).toBeNull();
    expect(normaliseLicence('ZZ0920110012345')).toBeNull();
    expect(normaliseLicence('TS0918990012345')).toBeNull();
  });

  it("refuses a registration that is not an Indian number with 'Type the vehicle’s registration number…'", () => {
    const bus = { kind: 'BUS', seats: 40, driverName: 'A. Driver', driverLicence: 'AP3920150012345' };
    expect(v.parse(VehicleSchema, { ...bus, registration: 'ap-39-t-567' }).registration).toBe('AP39T0567');
    expect(issue(VehicleSchema, { ...bus, registration: 'XX 01 A 1' })).toBe(M.registrationInvalid);
  });
});

describe('an expense of a vehicle', () => {
  it('wants the fuel (millilitres) and the odometer for a fuel fill, and fuel for nothing else', () => {
    const fill = { kind: 'FUEL', day: '2026-06-01', amountPaise: 924_000, fuelMillilitres: 100_000, odometerKm: 5 };
    expect(v.parse(VehicleExpenseSchema, fill)).toEqual({ ...fill, note: '' });
    expect(issue(VehicleExpenseSchema, { ...fill, odometerKm: undefined })).toBe(M.fuelNeedsReading);
    expect(issue(VehicleExpenseSchema, { ...fill, kind: 'TYRES' })).toBe(M.fuelOnlyForFuel);
    expect(issue(VehicleExpenseSchema, { ...fill, fuelMillilitres: 42.5 })).toBe(M.fuelInvalid);
    expect(issue(VehicleExpenseSchema, { ...fill, day: '2026-02-29' })).toBe(M.expenseDayInvalid);
  });
});
