import { eq } from 'drizzle-orm';
import { demoUserName } from '../../domain/auth/roles';
import { collegeDay } from '../../domain/calendar/college-time';
import type { VehicleDocument } from '../../domain/transport/vehicle-documents';
import type { VehicleInput } from '../../domain/transport/vehicles';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { expenseStore } from '../modules/transport/expense-store';
import { vehicleStore } from '../modules/transport/vehicle-store';
import { utcDay } from '../../domain/calendar/calendar-date';
import type { DemoPart } from './demo-part';

const DAY_MS = 86_400_000;
const dayAfter = (day: string, days: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/**
 * Each document's last valid day, in days from the seed's day; null: never given. The first bus's insurance is due
 * in 10 days, the second's pollution certificate is overdue, the third has no permit on record.
 */
const BUSES: readonly {
  vehicle: Omit<VehicleInput, 'documents'>;
  documents: Readonly<Record<VehicleDocument, number | null>>;
  kmPerDay: number;
}[] = [
  {
    vehicle: {
      registration: 'TS07UA1234',
      kind: 'BUS',
      seats: 52,
      driverName: 'B. Ramesh',
      driverLicence: 'TS0720090045678',
      attendantName: 'K. Yadagiri',
    },
    documents: { INSURANCE: 10, FITNESS: 200, PERMIT: 300, POLLUTION: 120 },
    kmPerDay: 110,
  },
  {
    vehicle: {
      registration: 'TS07UA5678',
      kind: 'BUS',
      seats: 52,
      driverName: 'M. Narsimha',
      driverLicence: 'TS0820120012345',
      attendantName: 'G. Sailu',
    },
    documents: { INSURANCE: 160, FITNESS: 240, PERMIT: 280, POLLUTION: -5 },
    kmPerDay: 95,
  },
  {
    vehicle: {
      registration: 'TS08UB0421',
      kind: 'BUS',
      seats: 40,
      driverName: 'P. Anjaiah',
      driverLicence: 'TS0920150067890',
      attendantName: '',
    },
    documents: { INSURANCE: 90, FITNESS: 150, PERMIT: null, POLLUTION: 60 },
    kmPerDay: 130,
  },
  {
    vehicle: {
      registration: 'TS09UC7788',
      kind: 'BUS',
      seats: 45,
      driverName: 'S. Venkatesh',
      driverLicence: 'TS1020180023456',
      attendantName: 'R. Mallesh',
    },
    documents: { INSURANCE: 250, FITNESS: 330, PERMIT: 310, POLLUTION: 75 },
    kmPerDay: 80,
  },
];

/** Diesel at ₹92.40 a litre; a bus runs about 4 km on a litre. */
const DIESEL_PAISE_PER_LITRE = 9240;

/** The fleet: four buses with their crews and documents, and three months of weekly fuel fills with odometer readings. */
async function seedTransport(tx: Database, now: Date): Promise<void> {
  const today = collegeDay(now);
  const vehicles = vehicleStore(tx, (work) => work());
  const expenses = expenseStore(tx, (work) => work());
  const [incharge] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, demoUserName('ROLE_TRANSPORTATION_INCHARGE')));
  for (const [index, bus] of BUSES.entries()) {
    const documents = Object.entries(bus.documents).flatMap(([document, days]) =>
      days === null
        ? []
        : [
            {
              document: document as VehicleDocument,
              number: `${document.slice(0, 3)}/${bus.vehicle.registration}/${String(2026 + index)}`,
              validUntil: dayAfter(today, days),
            },
          ],
    );
    const id = (await vehicles.addVehicle({ ...bus.vehicle, documents }))!;
    let odometer = 42_000 + index * 9_500;
    for (let daysAgo = 91; daysAgo >= 7; daysAgo -= 7) {
      odometer += bus.kmPerDay * 7;
      const litres = Math.round((bus.kmPerDay * 7) / 4);
      await expenses.addExpense(
        id,
        {
          kind: 'FUEL',
          day: dayAfter(today, -daysAgo),
          amountPaise: litres * DIESEL_PAISE_PER_LITRE,
          fuelMillilitres: litres * 1000,
          odometerKm: odometer,
          note: '',
        },
        incharge?.id ?? null,
      );
    }
  }
}

export const transportDemo: DemoPart = {
  name: 'transport',
  order: 180,
  seed: (tx, { options }) => seedTransport(tx, options.now ?? new Date()),
};
