import * as v from 'valibot';
import { wholeNumberText } from '../forms/whole-number-text';
import { parseRupees } from '../money/money';
import {
  TRANSPORT_VEHICLE_MESSAGES as M,
  VehicleDocumentParamSchema,
  VehicleDocumentSchema,
  VehicleExpenseSchema,
  VehicleSchema,
} from './vehicles';

/**
 * The transport's forms as the screens hold them: numbers, drop-downs and days as text, converted and then checked by
 * the very field schemas the server uses, so a form and the server answer with the same words. Money is typed in
 * rupees and fuel in litres, kept in paise and millilitres.
 */

/** The forms' own words: what the server takes in paise and millilitres is typed in rupees and litres. */
export const TRANSPORT_FORM_MESSAGES = {
  documentHalf: /*i18n*/ 'Give both the document’s number and its last valid day, or neither',
  amountInvalid: /*i18n*/ 'Give the amount in rupees, at least Re 1, up to two decimals',
  litresInvalid: /*i18n*/ 'Give the fuel filled in litres, up to three decimals',
} as const;
const F = TRANSPORT_FORM_MESSAGES;

const vehicle = VehicleSchema.entries;
const document = VehicleDocumentSchema.entries;
const expense = VehicleExpenseSchema.pipe[0].entries;

/** A document's number or day as a form holds it: '' is not given (undefined), anything else checked as the server does. */
const givenOr = <S extends v.GenericSchema<string, string>>(schema: S) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => (s === '' ? undefined : s)),
    v.optional(schema),
  );

/** A new vehicle (POST /api/app/transport/vehicles): its fields, and each document it carries, when given. */
export const VehicleFormSchema = v.pipe(
  v.object({
    registration: vehicle.registration,
    kind: vehicle.kind,
    seats: wholeNumberText(vehicle.seats),
    driverName: vehicle.driverName,
    driverLicence: vehicle.driverLicence,
    attendantName: vehicle.attendantName,
    insuranceNumber: givenOr(document.number),
    insuranceUntil: givenOr(document.validUntil),
    fitnessNumber: givenOr(document.number),
    fitnessUntil: givenOr(document.validUntil),
    permitNumber: givenOr(document.number),
    permitUntil: givenOr(document.validUntil),
    pollutionNumber: givenOr(document.number),
    pollutionUntil: givenOr(document.validUntil),
  }),
  v.forward(
    v.partialCheck(
      [['insuranceNumber'], ['insuranceUntil']],
      (f) => (f.insuranceNumber === undefined) === (f.insuranceUntil === undefined),
      F.documentHalf,
    ),
    ['insuranceUntil'],
  ),
  v.forward(
    v.partialCheck(
      [['fitnessNumber'], ['fitnessUntil']],
      (f) => (f.fitnessNumber === undefined) === (f.fitnessUntil === undefined),
      F.documentHalf,
    ),
    ['fitnessUntil'],
  ),
  v.forward(
    v.partialCheck(
      [['permitNumber'], ['permitUntil']],
      (f) => (f.permitNumber === undefined) === (f.permitUntil === undefined),
      F.documentHalf,
    ),
    ['permitUntil'],
  ),
  v.forward(
    v.partialCheck(
      [['pollutionNumber'], ['pollutionUntil']],
      (f) => (f.pollutionNumber === undefined) === (f.pollutionUntil === undefined),
      F.documentHalf,
    ),
    ['pollutionUntil'],
  ),
  v.transform((form) => {
    const given = [
      ['INSURANCE', form.insuranceNumber, form.insuranceUntil],
      ['FITNESS', form.fitnessNumber, form.fitnessUntil],
      ['PERMIT', form.permitNumber, form.permitUntil],
      ['POLLUTION', form.pollutionNumber, form.pollutionUntil],
    ] as const;
    return {
      registration: form.registration,
      kind: form.kind,
      seats: form.seats,
      driverName: form.driverName,
      driverLicence: form.driverLicence,
      attendantName: form.attendantName,
      documents: given.flatMap(([document, number, validUntil]) =>
        number !== undefined && validUntil !== undefined ? [{ document, number, validUntil }] : [],
      ),
    };
  }),
);
export type VehicleFormValues = v.InferInput<typeof VehicleFormSchema>;
export type VehicleFormOutput = v.InferOutput<typeof VehicleFormSchema>;

/** A document renewed (PUT /api/app/transport/vehicles/:id/documents/:document): which, its number, its last day. */
export const VehicleDocumentFormSchema = v.object({
  document: VehicleDocumentParamSchema.entries.document,
  number: document.number,
  validUntil: document.validUntil,
});
export type VehicleDocumentFormValues = v.InferInput<typeof VehicleDocumentFormSchema>;
export type VehicleDocumentFormOutput = v.InferOutput<typeof VehicleDocumentFormSchema>;

/** Rupees as typed → paise; '' or malformed is NaN, which the amount's rule refuses. */
const rupeesText = v.pipe(
  v.string(F.amountInvalid),
  v.trim(),
  v.transform((s) => {
    const parsed = parseRupees(s);
    return s !== '' && parsed.ok ? parsed.paise : Number.NaN;
  }),
  v.number(F.amountInvalid),
  v.integer(F.amountInvalid),
  v.minValue(100, F.amountInvalid),
  v.maxValue(2_000_000_000, F.amountInvalid),
);

/** Litres as typed (42.5) → whole millilitres (42500); '' is none (null); malformed is NaN, refused. */
const litresText = v.pipe(
  v.string(F.litresInvalid),
  v.trim(),
  v.transform((s) => {
    if (s === '') return null;
    const m = /^(\d{1,7})(?:\.(\d{1,3}))?$/.exec(s);
    return m ? Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0')) : Number.NaN;
  }),
  v.nullable(
    v.pipe(
      v.number(F.litresInvalid),
      v.integer(F.litresInvalid),
      v.minValue(1, F.litresInvalid),
      v.maxValue(2_000_000, F.litresInvalid),
    ),
  ),
);

/** Whole kilometres as typed; '' is none (null). */
const kmText = v.pipe(
  v.string(M.odometerInvalid),
  v.trim(),
  v.transform((s) => (s === '' ? null : /^\d+$/.test(s) ? Number(s) : Number.NaN)),
  expense.odometerKm.wrapped,
);

/**
 * An expense (POST /api/app/transport/vehicles/:id/expenses): its kind, day, amount in rupees, fuel in litres and the
 * odometer (a fuel fill needs both), a note.
 */
export const VehicleExpenseFormSchema = v.pipe(
  v.object({
    kind: expense.kind,
    day: expense.day,
    amount: rupeesText,
    litres: litresText,
    odometer: kmText,
    note: expense.note,
  }),
  v.forward(
    v.partialCheck(
      [['kind'], ['litres'], ['odometer']],
      (e) => e.kind !== 'FUEL' || (e.litres !== null && e.odometer !== null),
      M.fuelNeedsReading,
    ),
    ['litres'],
  ),
  v.forward(
    v.partialCheck([['kind'], ['litres']], (e) => e.kind === 'FUEL' || e.litres === null, M.fuelOnlyForFuel),
    ['litres'],
  ),
  v.transform((e) => ({
    kind: e.kind,
    day: e.day,
    amountPaise: e.amount,
    fuelMillilitres: e.litres,
    odometerKm: e.odometer,
    note: e.note,
  })),
);
export type VehicleExpenseFormValues = v.InferInput<typeof VehicleExpenseFormSchema>;
export type VehicleExpenseFormOutput = v.InferOutput<typeof VehicleExpenseFormSchema>;
