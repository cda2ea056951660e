import type { VehicleExpenseKind } from './running-cost';
import type { DocumentStanding, VehicleDocument } from './vehicle-documents';
import type { VehicleKind } from './vehicles';

/** The words of the transport's codes, as its screens show them (marked for the transport's catalogue). */
export const VEHICLE_KIND_LABELS: Readonly<Record<VehicleKind, string>> = {
  BUS: /*i18n*/ 'Bus',
  MINIBUS: /*i18n*/ 'Minibus',
  VAN: /*i18n*/ 'Van',
  CAR: /*i18n*/ 'Car',
};

export const VEHICLE_DOCUMENT_LABELS: Readonly<Record<VehicleDocument, string>> = {
  INSURANCE: /*i18n*/ 'Insurance',
  FITNESS: /*i18n*/ 'Fitness certificate',
  PERMIT: /*i18n*/ 'Permit',
  POLLUTION: /*i18n*/ 'Pollution certificate',
};

/** A document's standing in words: a screen shows them beside its colour, never the colour alone. */
export const DOCUMENT_STANDING_LABELS: Readonly<Record<DocumentStanding, string>> = {
  VALID: /*i18n*/ 'Valid',
  DUE: /*i18n*/ 'Due',
  OVERDUE: /*i18n*/ 'Overdue',
  MISSING: /*i18n*/ 'Missing',
};

export const VEHICLE_EXPENSE_LABELS: Readonly<Record<VehicleExpenseKind, string>> = {
  FUEL: /*i18n*/ 'Fuel',
  REPAIR: /*i18n*/ 'Repair',
  TYRES: /*i18n*/ 'Tyres',
  INSURANCE: /*i18n*/ 'Insurance',
  OTHER: /*i18n*/ 'Other',
};
