import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { english } from '../../src/domain/i18n/translate';
import {
  RunningCostSchema,
  VehicleAnswerSchema,
  VehicleExpenseListSchema,
  VehicleExpenseSavedSchema,
} from '../../src/domain/transport/vehicle-answers';
import { TRANSPORT_VEHICLE_MESSAGES as M } from '../../src/domain/transport/vehicles';
import { transportVehicleExpenses } from '../../src/server/db/schema';
import { transportFleet } from './support/transport-fleet';

const fleet = transportFleet();
const expenseCount = async (vehicleId: number) =>
  Number(
    (
      await fleet
        .db()
        .select({ n: count() })
        .from(transportVehicleExpenses)
        .where(eq(transportVehicleExpenses.vehicleId, vehicleId))
    )[0]!.n,
  );

describe('a vehicle’s expenses and running cost', () => {
  it('records fuel fills with the odometer, refuses readings out of step, and computes the cost per month', async () => {
    const incharge = await fleet.signIn('transportation_incharge');
    const id = (await fleet.addBus('TS 07 UD 4455', [])).id;
    const add = (json: Record<string, unknown>) =>
      incharge.request(`/api/app/transport/vehicles/${String(id)}/expenses`, { json });
    const fill = (day: string, odometerKm: number, litres: number) => ({
      kind: 'FUEL',
      day,
      amountPaise: litres * 9240,
      fuelMillilitres: litres * 1000,
      odometerKm,
    });
    const fills = [
      fill('2026-04-05', 10_000, 200),
      fill('2026-04-20', 10_900, 225),
      fill('2026-05-10', 12_100, 300),
      fill('2026-05-28', 13_000, 225),
      fill('2026-06-05', 13_500, 125),
    ];
    for (const json of fills) {
      const res = await add(json);
      expect(res.status, await res.clone().text()).toBe(201);
      v.parse(VehicleExpenseSavedSchema, await res.json());
    }
    const repair = await add({ kind: 'REPAIR', day: '2026-05-15', amountPaise: 500_000, note: 'Clutch plate' });
    expect(repair.status).toBe(201);

    const refused = [
      [{ ...fill('2026-05-30', 12_900, 50) }, 422, english(M.odometerBehind, { km: 13_000, day: '2026-05-28' })],
      [{ ...fill('2026-04-10', 11_000, 50) }, 422, english(M.odometerAhead, { km: 10_900, day: '2026-04-20' })],
      [{ ...fill('2026-06-16', 13_600, 20) }, 422, english(M.expenseAhead, { today: '2026-06-15' })],
      [{ kind: 'FUEL', day: '2026-06-10', amountPaise: 100 }, 400, M.fuelNeedsReading],
      [{ kind: 'REPAIR', day: '2026-06-10', amountPaise: 100, fuelMillilitres: 5000 }, 400, M.fuelOnlyForFuel],
      [{ kind: 'REPAIR', day: '2026-06-10', amountPaise: 12.5 }, 400, M.amountInvalid],
      [{ kind: 'TOLL', day: '2026-06-10', amountPaise: 100 }, 400, M.expenseKindInvalid],
    ] as const;
    for (const [json, status, message] of refused) {
      const res = await add(json);
      expect(res.status, JSON.stringify(json)).toBe(status);
      expect(await res.json()).toEqual({ message });
    }
    expect(await expenseCount(id)).toBe(6);

    const list = v.parse(
      VehicleExpenseListSchema,
      await (await incharge.request(`/api/app/transport/vehicles/${String(id)}/expenses`)).json(),
    );
    expect(list.expenses.map((e) => e.day)).toEqual([
      '2026-06-05',
      '2026-05-28',
      '2026-05-15',
      '2026-05-10',
      '2026-04-20',
      '2026-04-05',
    ]);
    const principal = await fleet.signIn('principal');
    const cost = v.parse(
      RunningCostSchema,
      await (await principal.request(`/api/app/transport/vehicles/${String(id)}/running-cost`)).json(),
    );
    expect(cost.months).toEqual([
      { month: '2026-04', spentPaise: 425 * 9240, km: 900, perKmPaise: Math.round((425 * 9240) / 900) },
      {
        month: '2026-05',
        spentPaise: 525 * 9240 + 500_000,
        km: 2100,
        perKmPaise: Math.round((525 * 9240 + 500_000) / 2100),
      },
      { month: '2026-06', spentPaise: 125 * 9240, km: 500, perKmPaise: Math.round((125 * 9240) / 500) },
    ]);
    const vehicle = v.parse(
      VehicleAnswerSchema,
      await (await principal.request(`/api/app/transport/vehicles/${String(id)}`)).json(),
    ).vehicle;
    expect(vehicle.lastOdometerKm).toBe(13_500);
  });
});
