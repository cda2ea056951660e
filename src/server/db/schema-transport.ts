import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns';
import { users } from './schema-users';

/**
 * A vehicle of the college's fleet: its registration kept without spaces (TS09EA1234, unique), its kind, its seats,
 * the driver with their licence (kept without spaces) and the attendant.
 */
export const transportVehicles = pgTable(
  'transport_vehicles',
  {
    id: serial('id').primaryKey(),
    registration: varchar('registration', { length: 12 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    seats: smallint('seats').notNull(),
    driverName: varchar('driver_name', { length: 80 }).notNull(),
    driverLicence: varchar('driver_licence', { length: 15 }).notNull(),
    attendantName: varchar('attendant_name', { length: 80 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transport_vehicles_registration').on(t.registration),
    check('transport_vehicles_kind', sql`${t.kind} in ('BUS', 'MINIBUS', 'VAN', 'CAR')`),
    check('transport_vehicles_seats', sql`${t.seats} between 1 and 80`),
  ],
);

/** A document a vehicle carries (insurance, fitness, permit, pollution): its number and last valid day, one of each. */
export const transportVehicleDocuments = pgTable(
  'transport_vehicle_documents',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => transportVehicles.id),
    document: varchar('document', { length: 10 }).notNull(),
    number: varchar('number', { length: 40 }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transport_vehicle_documents_one').on(t.vehicleId, t.document),
    check(
      'transport_vehicle_documents_document',
      sql`${t.document} in ('INSURANCE', 'FITNESS', 'PERMIT', 'POLLUTION')`,
    ),
  ],
);

/**
 * An expense of a vehicle on a day: the amount in paise, for a fuel fill the fuel in millilitres and the odometer in
 * kilometres (the running cost reads them), and who recorded it.
 */
export const transportVehicleExpenses = pgTable(
  'transport_vehicle_expenses',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => transportVehicles.id),
    kind: varchar('kind', { length: 10 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    fuelMillilitres: integer('fuel_millilitres'),
    odometerKm: integer('odometer_km'),
    note: varchar('note', { length: 200 }).notNull().default(''),
    recordedBy: integer('recorded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('transport_vehicle_expenses_day').on(t.vehicleId, t.day),
    check('transport_vehicle_expenses_kind', sql`${t.kind} in ('FUEL', 'REPAIR', 'TYRES', 'INSURANCE', 'OTHER')`),
    check('transport_vehicle_expenses_amount', sql`${t.amountPaise} > 0`),
  ],
);

/** The day's reminder of documents needing action: one row per college day, so the daily mail goes once. */
export const transportDocumentReminders = pgTable('transport_document_reminders', {
  day: date('day', { mode: 'string' }).primaryKey(),
  documents: smallint('documents').notNull(),
  createdAt: createdAt(),
});
