import * as v from 'valibot';
import { plainText } from '../forms/plain-text';
import { normaliseRegistration, REGISTRATION_STATES } from './registration-number';
import { VEHICLE_EXPENSE_KINDS } from './running-cost';
import { VEHICLE_DOCUMENTS } from './vehicle-documents';

/** Every message of the transport's vehicles, their documents and expenses, once. */
export const TRANSPORT_VEHICLE_MESSAGES = {
  registrationInvalid: /*i18n*/ 'Type the vehicle’s registration number as on its plate (TS 09 EA 1234, 22 BH 1234 AA)',
  kindInvalid: /*i18n*/ 'Choose the kind of vehicle: bus, minibus, van or car',
  seatsInvalid: /*i18n*/ 'A vehicle seats between 1 and 80',
  driverNameInvalid: /*i18n*/ 'Give the driver’s name, at most 80 characters',
  licenceInvalid: /*i18n*/ 'Type the driver’s licence number as issued (TS09 2011 0012345)',
  attendantInvalid: /*i18n*/ 'The attendant’s name is at most 80 characters',
  documentInvalid: /*i18n*/ 'Choose the document: insurance, fitness, permit or pollution',
  documentNumberInvalid: /*i18n*/ 'Give the document’s number, at most 40 characters',
  validUntilInvalid: /*i18n*/ 'Give the last day the document is valid (YYYY-MM-DD)',
  documentTwice: /*i18n*/ 'Give each document of the vehicle once',
  expenseKindInvalid: /*i18n*/ 'Choose the expense: fuel, repair, tyres, insurance or other',
  expenseDayInvalid: /*i18n*/ 'Give the day of the expense (YYYY-MM-DD)',
  amountInvalid: /*i18n*/ 'Give the amount in paise, a whole number of at least 1',
  fuelInvalid: /*i18n*/ 'Give the fuel filled in millilitres, a whole number of at least 1',
  odometerInvalid: /*i18n*/ 'Give the odometer reading in whole kilometres',
  noteInvalid: /*i18n*/ 'The note is at most 200 characters',
  fuelNeedsReading: /*i18n*/ 'A fuel fill needs the fuel filled and the odometer reading',
  fuelOnlyForFuel: /*i18n*/ 'Only a fuel fill records fuel filled',
  expenseAhead: /*i18n*/ 'An expense cannot be dated after today ({today})',
  odometerBehind: /*i18n*/ 'The odometer read {km} km on {day}: a later reading cannot be lower',
  odometerAhead: /*i18n*/ 'The odometer read {km} km on {day}: an earlier reading cannot be higher',
  vehicleIdInvalid: /*i18n*/ 'No such vehicle',
  registrationTaken: /*i18n*/ 'A vehicle registered {registration} is already in the fleet',
  vehicleAdded: /*i18n*/ 'Vehicle {registration} added',
  vehicleSaved: /*i18n*/ 'Vehicle {registration} saved',
  documentSaved: /*i18n*/ 'Vehicle document {document} of {registration} saved, valid until {validUntil}',
  expenseAdded: /*i18n*/ 'Expense of {registration} on {day} recorded',
  remindersSent: /*i18n*/ 'The notice of {documents} documents needing action was mailed to {mailed} incharges',
  remindersNothing: /*i18n*/ 'No document needs action: nothing was mailed',
} as const;
const M = TRANSPORT_VEHICLE_MESSAGES;

export const VEHICLE_KINDS = ['BUS', 'MINIBUS', 'VAN', 'CAR'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

const whole = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
const named = (max: number, message: string) => v.pipe(plainText(max, message), v.minLength(1, message));

/** An ISO day that is a day of the calendar (2026-02-30 is refused). */
export const isoDay = (message: string) =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, message),
    // Valibot runs a pipe's checks after a failed one too: a malformed day ('') is refused here, never thrown on.
    v.check((s) => {
      const day = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(s);
    }, message),
  );

const STATES = new Set<string>(REGISTRATION_STATES);
/** A driving licence as Indian RTOs issue it: state, RTO (2 digits), year of issue (4 digits), 7 digits. */
const LICENCE = /^([A-Z]{2})(\d{2})((?:19|20)\d{2})(\d{7})$/;

/** The licence as kept (upper case, no spaces or hyphens), or null when it is not one an Indian RTO issues. */
export function normaliseLicence(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '');
  const m = LICENCE.exec(plain);
  return m && STATES.has(m[1]!) ? plain : null;
}

const registration = v.pipe(
  v.string(M.registrationInvalid),
  v.check((s) => normaliseRegistration(s) !== null, M.registrationInvalid),
  v.transform((s) => normaliseRegistration(s)!),
);
const licence = v.pipe(
  v.string(M.licenceInvalid),
  v.check((s) => normaliseLicence(s) !== null, M.licenceInvalid),
  v.transform((s) => normaliseLicence(s)!),
);

/** PUT /api/app/transport/vehicles/:id/documents/:document: the document's number and its last valid day. */
export const VehicleDocumentSchema = v.object({
  number: named(40, M.documentNumberInvalid),
  validUntil: isoDay(M.validUntilInvalid),
});
export type VehicleDocumentInput = v.InferOutput<typeof VehicleDocumentSchema>;

const vehicleFields = {
  registration,
  kind: v.picklist(VEHICLE_KINDS, M.kindInvalid),
  seats: whole(1, 80, M.seatsInvalid),
  driverName: named(80, M.driverNameInvalid),
  driverLicence: licence,
  attendantName: v.optional(plainText(80, M.attendantInvalid), ''),
};

/** PUT /api/app/transport/vehicles/:id: the vehicle's own fields (its documents are kept one at a time). */
export const VehicleEditSchema = v.object(vehicleFields);
export type VehicleEditInput = v.InferOutput<typeof VehicleEditSchema>;

/** POST /api/app/transport/vehicles: a vehicle, with the documents it carries. */
export const VehicleSchema = v.object({
  ...vehicleFields,
  documents: v.optional(
    v.pipe(
      v.array(
        v.object({ document: v.picklist(VEHICLE_DOCUMENTS, M.documentInvalid), ...VehicleDocumentSchema.entries }),
        M.documentInvalid,
      ),
      v.check((list) => new Set(list.map((d) => d.document)).size === list.length, M.documentTwice),
    ),
    [],
  ),
});
export type VehicleInput = v.InferOutput<typeof VehicleSchema>;

/**
 * POST /api/app/transport/vehicles/:id/expenses: money in paise, fuel in whole millilitres (42.5 litres is 42500),
 * the odometer in whole kilometres. A fuel fill records the fuel and the odometer, which the running cost reads.
 */
export const VehicleExpenseSchema = v.pipe(
  v.object({
    kind: v.picklist(VEHICLE_EXPENSE_KINDS, M.expenseKindInvalid),
    day: isoDay(M.expenseDayInvalid),
    amountPaise: whole(1, 2_000_000_000, M.amountInvalid),
    fuelMillilitres: v.optional(v.nullable(whole(1, 2_000_000, M.fuelInvalid)), null),
    odometerKm: v.optional(v.nullable(whole(0, 9_999_999, M.odometerInvalid)), null),
    note: v.optional(plainText(200, M.noteInvalid), ''),
  }),
  v.check((e) => e.kind !== 'FUEL' || (e.fuelMillilitres !== null && e.odometerKm !== null), M.fuelNeedsReading),
  v.check((e) => e.kind === 'FUEL' || e.fuelMillilitres === null, M.fuelOnlyForFuel),
);
export type VehicleExpenseInput = v.InferOutput<typeof VehicleExpenseSchema>;

const id = v.pipe(
  v.string(M.vehicleIdInvalid),
  v.regex(/^[1-9]\d{0,9}$/, M.vehicleIdInvalid),
  v.transform(Number),
  v.maxValue(2_147_483_647, M.vehicleIdInvalid),
);

/** A vehicle's id in the address. */
export const VehicleIdParamSchema = v.object({ id });

/** A vehicle's id and one of its documents in the address. */
export const VehicleDocumentParamSchema = v.object({ id, document: v.picklist(VEHICLE_DOCUMENTS, M.documentInvalid) });
