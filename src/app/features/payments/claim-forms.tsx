import { useScholarshipSave } from './scholarship-save';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { formatRupees } from '../../../domain/money/money';
import type { ClaimRow } from '../../../domain/payments/concession-answers';
import {
  ClaimFormSchema,
  ClaimReceiptFormSchema,
  EMPTY_CLAIM_FORM,
  EMPTY_CLAIM_RECEIPT_FORM,
} from '../../../domain/payments/concession-forms';
import { ErrorAlert } from '../../ui/error-alert';
import { DateField } from '../../ui/form/date-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';
import { makeClaim, recordClaimReceipt } from './concession-queries';
import { feePlanQueries } from './fee-plans-queries';

const YEARS = ['1', '2', '3', '4', '5', '6'];

/** A student's claim on the state's fee reimbursement: roll number, academic year, year of study, fee head, scheme. */
export function ClaimForm({ academicYear }: { academicYear: string }) {
  const { i18n } = useLingui();
  const options = useQuery(feePlanQueries.options());
  const { save, refusal } = useScholarshipSave(makeClaim, () => form.reset());
  const form = useSchemaForm(ClaimFormSchema, {
    initial: { ...EMPTY_CLAIM_FORM, academicYear, feeType: 'TUITION FEE' },
    onSubmit: () => save.mutate({ ...form.values, yearOfStudy: Number(form.values.yearOfStudy) }),
  });
  return (
    <form className="concession-form" onSubmit={form.handleSubmit} noValidate aria-labelledby="claim-form-title">
      <h2 id="claim-form-title">{i18n._('A new claim on the state')}</h2>
      <div className="counter-form__grid">
        <TextField field={form.field('rollNo')} label={i18n._('Roll number')} maxLength={20} />
        <TextField field={form.field('academicYear')} label={i18n._('Academic year')} placeholder="2026-27" />
        <SelectField
          field={form.field('yearOfStudy')}
          label={i18n._('Year of study')}
          options={YEARS.map((y) => ({ value: y, label: y }))}
        />
        <SelectField
          field={form.field('feeType')}
          label={i18n._('Fee head')}
          options={options.data?.feeTypes.map((f) => ({ value: f, label: f }))}
          loading={options.isPending}
        />
        <TextField field={form.field('scheme')} label={i18n._('Scheme')} maxLength={80} />
        <TextField field={form.field('expected')} label={i18n._('Expected from the state (Rs.)')} inputMode="decimal" />
      </div>
      <ErrorAlert message={refusal} as="div" />
      <PlainButton type="submit" disabled={save.isPending}>
        {save.isPending ? i18n._('Saving…') : i18n._('Save claim')}
      </PlainButton>
    </form>
  );
}

/** Money the state paid on one claim: the amount (at most what it still owes), the day it came and the reference. */
export function ClaimReceiptForm({ claim, today }: { claim: ClaimRow; today: string }) {
  const { i18n } = useLingui();
  const { save, refusal } = useScholarshipSave(
    (body: typeof EMPTY_CLAIM_RECEIPT_FORM) => recordClaimReceipt(claim.id, body),
    () => form.reset(),
  );
  const form = useSchemaForm(ClaimReceiptFormSchema, {
    initial: { ...EMPTY_CLAIM_RECEIPT_FORM, receivedOn: today },
    onSubmit: () => save.mutate(form.values),
  });
  return (
    <form
      className="claim-receipt-form"
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={i18n._('Money the state paid for {roll}', { roll: claim.rollNo })}
    >
      <p className="hint">{i18n._('The state still owes {left}.', { left: formatRupees(claim.fromState) })}</p>
      <div className="counter-form__grid">
        <TextField field={form.field('amount')} label={i18n._('Received (Rs.)')} inputMode="decimal" />
        <DateField field={form.field('receivedOn')} label={i18n._('Received on')} max={today} />
        <TextField field={form.field('reference')} label={i18n._('Reference')} maxLength={60} />
      </div>
      <ErrorAlert message={refusal} as="div" />
      <PlainButton type="submit" size="small" disabled={save.isPending}>
        {i18n._('Record money received')}
      </PlainButton>
    </form>
  );
}
