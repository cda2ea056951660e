import { useLingui } from '@lingui/react';
import { collegeDay } from '../../../domain/calendar/college-time';
import { VEHICLE_DOCUMENT_LABELS, VEHICLE_EXPENSE_LABELS, VEHICLE_KIND_LABELS } from '../../../domain/transport/labels';
import { VEHICLE_EXPENSE_KINDS } from '../../../domain/transport/running-cost';
import type { VehicleLine } from '../../../domain/transport/vehicle-answers';
import { VEHICLE_DOCUMENTS } from '../../../domain/transport/vehicle-documents';
import {
  VehicleDocumentFormSchema,
  VehicleExpenseFormSchema,
  VehicleFormSchema,
  type VehicleDocumentFormOutput,
  type VehicleDocumentFormValues,
  type VehicleExpenseFormValues,
  type VehicleFormValues,
} from '../../../domain/transport/vehicle-forms';
import { VEHICLE_KINDS } from '../../../domain/transport/vehicles';
import { FormFooter } from '../../ui/form/form-footer';
import { NumberField } from '../../ui/form/number-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { addExpense, addVehicle, renewDocument } from './transport-queries';
import { useTransportSave } from './transport-save';

const NEW_VEHICLE: Required<VehicleFormValues> = {
  registration: '',
  kind: 'BUS',
  seats: '',
  driverName: '',
  driverLicence: '',
  attendantName: '',
  insuranceNumber: '',
  insuranceUntil: '',
  fitnessNumber: '',
  fitnessUntil: '',
  permitNumber: '',
  permitUntil: '',
  pollutionNumber: '',
  pollutionUntil: '',
};

/** The form's fields of each document a new vehicle carries. */
const DOCUMENT_FIELDS = [
  ['INSURANCE', 'insuranceNumber', 'insuranceUntil'],
  ['FITNESS', 'fitnessNumber', 'fitnessUntil'],
  ['PERMIT', 'permitNumber', 'permitUntil'],
  ['POLLUTION', 'pollutionNumber', 'pollutionUntil'],
] as const;

/** A new vehicle: its registration, kind, seats and crew, and each document it carries (number and last valid day). */
export function VehicleForm() {
  const { i18n } = useLingui();
  const { mutation, refusal } = useTransportSave(addVehicle, () => form.reset(NEW_VEHICLE));
  const form = useSchemaForm(VehicleFormSchema, { initial: NEW_VEHICLE, onSubmit: (body) => mutation.mutate(body) });
  return (
    <form className="transport-panel" onSubmit={form.handleSubmit} noValidate aria-labelledby="transport-new-vehicle">
      <h2 id="transport-new-vehicle">{i18n._('Add a vehicle')}</h2>
      <div className="transport-form__grid">
        <TextField
          field={form.field('registration')}
          label={i18n._('Registration number (TS 09 EA 1234)')}
          maxLength={16}
          autoCapitalize="characters"
          required
        />
        <SelectField
          field={form.field('kind')}
          label={i18n._('Kind')}
          options={VEHICLE_KINDS.map((k) => ({ value: k, label: i18n._(VEHICLE_KIND_LABELS[k]) }))}
          required
        />
        <NumberField field={form.field('seats')} label={i18n._('Seats')} required />
        <TextField field={form.field('driverName')} label={i18n._('Driver')} maxLength={80} required />
        <TextField
          field={form.field('driverLicence')}
          label={i18n._('Driver’s licence number')}
          maxLength={20}
          autoCapitalize="characters"
          required
        />
        <TextField field={form.field('attendantName')} label={i18n._('Attendant')} maxLength={80} />
      </div>
      {DOCUMENT_FIELDS.map(([document, numberKey, untilKey]) => {
        return (
          <fieldset key={document} className="transport-fieldset">
            <legend>{i18n._(VEHICLE_DOCUMENT_LABELS[document])}</legend>
            <div className="transport-form__grid">
              <TextField field={form.field(numberKey)} label={i18n._('Number')} maxLength={40} />
              <TextField field={form.field(untilKey)} label={i18n._('Valid until')} type="date" />
            </div>
          </fieldset>
        );
      })}
      <FormFooter
        error={form.formError ?? refusal}
        pending={mutation.isPending}
        submitLabel={i18n._('Add the vehicle')}
      />
    </form>
  );
}

const RENEWAL: VehicleDocumentFormValues = { document: 'INSURANCE', number: '', validUntil: '' };

/** A document of one vehicle renewed: which document, its new number and its last valid day. */
export function RenewDocumentForm({ vehicle }: { vehicle: VehicleLine }) {
  const { i18n } = useLingui();
  const { mutation, refusal } = useTransportSave(
    ({ document, ...body }: VehicleDocumentFormOutput) => renewDocument(vehicle.id, document, body),
    () => form.reset({ ...RENEWAL, document: form.values.document }),
  );
  const form = useSchemaForm(VehicleDocumentFormSchema, {
    initial: RENEWAL,
    onSubmit: (body) => mutation.mutate(body),
  });
  const heading = `transport-renew-${String(vehicle.id)}`;
  return (
    <form className="transport-panel" onSubmit={form.handleSubmit} noValidate aria-labelledby={heading}>
      <h3 id={heading}>{i18n._('Renew a document of {vehicle}', { vehicle: vehicle.registrationText })}</h3>
      <div className="transport-form__grid">
        <SelectField
          field={form.field('document')}
          label={i18n._('Document')}
          options={VEHICLE_DOCUMENTS.map((d) => ({ value: d, label: i18n._(VEHICLE_DOCUMENT_LABELS[d]) }))}
          required
        />
        <TextField field={form.field('number')} label={i18n._('Document number')} maxLength={40} required />
        <TextField field={form.field('validUntil')} label={i18n._('Valid until')} type="date" required />
      </div>
      <FormFooter
        error={form.formError ?? refusal}
        pending={mutation.isPending}
        submitLabel={i18n._('Save the document')}
      />
    </form>
  );
}

/** An expense of one vehicle: its kind and day, the amount in rupees, fuel in litres and the odometer, a note. */
export function ExpenseForm({ vehicleId }: { vehicleId: number }) {
  const { i18n } = useLingui();
  const initial: Required<VehicleExpenseFormValues> = {
    kind: 'FUEL',
    day: collegeDay(new Date()),
    amount: '',
    litres: '',
    odometer: '',
    note: '',
  };
  const { mutation, refusal } = useTransportSave(
    (body: Parameters<typeof addExpense>[1]) => addExpense(vehicleId, body),
    () => form.reset({ ...initial, kind: form.values.kind, day: form.values.day }),
  );
  const form = useSchemaForm(VehicleExpenseFormSchema, { initial, onSubmit: (body) => mutation.mutate(body) });
  return (
    <form className="transport-panel" onSubmit={form.handleSubmit} noValidate aria-labelledby="transport-new-expense">
      <h2 id="transport-new-expense">{i18n._('Add an expense')}</h2>
      <div className="transport-form__grid">
        <SelectField
          field={form.field('kind')}
          label={i18n._('Expense')}
          options={VEHICLE_EXPENSE_KINDS.map((k) => ({ value: k, label: i18n._(VEHICLE_EXPENSE_LABELS[k]) }))}
          required
        />
        <TextField field={form.field('day')} label={i18n._('Day')} type="date" required />
        <NumberField field={form.field('amount')} label={i18n._('Amount in rupees')} inputMode="decimal" required />
        <NumberField
          field={form.field('litres')}
          label={i18n._('Fuel filled in litres')}
          inputMode="decimal"
          required={form.values.kind === 'FUEL'}
        />
        <NumberField
          field={form.field('odometer')}
          label={i18n._('Odometer (km)')}
          required={form.values.kind === 'FUEL'}
        />
        <TextField field={form.field('note')} label={i18n._('Note')} maxLength={200} />
      </div>
      <FormFooter
        error={form.formError ?? refusal}
        pending={mutation.isPending}
        submitLabel={i18n._('Add the expense')}
      />
    </form>
  );
}
