import * as v from 'valibot';
import { VEHICLE_EXPENSE_KINDS } from './running-cost';
import { VEHICLE_DOCUMENTS } from './vehicle-documents';
import { VEHICLE_KINDS } from './vehicles';

const STANDINGS = ['VALID', 'DUE', 'OVERDUE', 'MISSING'] as const;

/** One of a vehicle's four documents and where it stands today; a document never given is MISSING, without a date. */
export const VehicleDocumentLineSchema = v.object({
  document: v.picklist(VEHICLE_DOCUMENTS),
  number: v.nullable(v.string()),
  validUntil: v.nullable(v.string()),
  standing: v.picklist(STANDINGS),
  /** Days until it lapses; negative: days overdue; null when missing. */
  daysLeft: v.nullable(v.number()),
});

/** A vehicle: registration kept (TS09EA1234) and shown grouped, its crew, its last odometer reading, its documents. */
export const VehicleLineSchema = v.object({
  id: v.number(),
  registration: v.string(),
  registrationText: v.string(),
  kind: v.picklist(VEHICLE_KINDS),
  seats: v.number(),
  driverName: v.string(),
  driverLicence: v.string(),
  attendantName: v.string(),
  lastOdometerKm: v.nullable(v.number()),
  documents: v.array(VehicleDocumentLineSchema),
});
export type VehicleLine = v.InferOutput<typeof VehicleLineSchema>;

/** GET /api/app/transport/vehicles: the fleet by registration, each document's standing on `today`. */
export const VehicleListSchema = v.object({ today: v.string(), vehicles: v.array(VehicleLineSchema) });

/** GET /api/app/transport/vehicles/:id, and what a POST or a PUT of a vehicle or a document answers. */
export const VehicleAnswerSchema = v.object({ today: v.string(), vehicle: VehicleLineSchema });
export const VehicleSavedSchema = v.object({ message: v.string(), vehicle: VehicleLineSchema });

/** A document of the fleet needing action: missing, overdue or lapsing within the warning days. */
export const DocumentDueLineSchema = v.object({
  vehicleId: v.number(),
  registration: v.string(),
  registrationText: v.string(),
  document: v.picklist(VEHICLE_DOCUMENTS),
  number: v.nullable(v.string()),
  validUntil: v.nullable(v.string()),
  standing: v.picklist(['DUE', 'OVERDUE', 'MISSING']),
  daysLeft: v.nullable(v.number()),
});
export type DocumentDueLine = v.InferOutput<typeof DocumentDueLineSchema>;

/** GET /api/app/transport/documents/due: missing first, then the longest overdue, then the soonest due. */
export const DocumentsDueSchema = v.object({
  today: v.string(),
  warningDays: v.number(),
  documents: v.array(DocumentDueLineSchema),
});

/** POST /api/app/transport/documents/remind: the incharges mailed and the documents listed. */
export const DocumentRemindersSchema = v.object({ message: v.string(), mailed: v.number(), documents: v.number() });

/** An expense of a vehicle: paise, fuel in millilitres, odometer in kilometres. */
export const VehicleExpenseLineSchema = v.object({
  id: v.number(),
  kind: v.picklist(VEHICLE_EXPENSE_KINDS),
  day: v.string(),
  amountPaise: v.number(),
  fuelMillilitres: v.nullable(v.number()),
  odometerKm: v.nullable(v.number()),
  note: v.string(),
});
export type VehicleExpenseLine = v.InferOutput<typeof VehicleExpenseLineSchema>;

/** GET /api/app/transport/vehicles/:id/expenses: the latest first. */
export const VehicleExpenseListSchema = v.object({
  vehicleId: v.number(),
  registrationText: v.string(),
  expenses: v.array(VehicleExpenseLineSchema),
});
export const VehicleExpenseSavedSchema = v.object({ message: v.string(), expense: VehicleExpenseLineSchema });

/** GET /api/app/transport/vehicles/:id/running-cost: each month's spending, kilometres and paise per kilometre. */
export const RunningCostSchema = v.object({
  vehicleId: v.number(),
  registrationText: v.string(),
  months: v.array(
    v.object({ month: v.string(), spentPaise: v.number(), km: v.number(), perKmPaise: v.nullable(v.number()) }),
  ),
});
