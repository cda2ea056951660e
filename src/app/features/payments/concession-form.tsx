import { useScholarshipSave } from './scholarship-save';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { ConcessionFormSchema, EMPTY_CONCESSION_FORM } from '../../../domain/payments/concession-forms';
import { ErrorAlert } from '../../ui/error-alert';
import { ChoiceField } from '../../ui/form/choice-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';
import { proposeConcession } from './concession-queries';
import { feePlanQueries } from './fee-plans-queries';

const SEMESTERS = Array.from({ length: 8 }, (_, i) => String(i + 1));

/**
 * Proposing a concession or scholarship: its name, whom it is for (a student by roll number, or every student of a
 * category, in one batch or all), the fee head and semester, an amount or a percentage, and why. It lowers dues only
 * once an accounts officer other than the proposer approves it.
 */
export function ConcessionForm() {
  const { i18n } = useLingui();
  const options = useQuery(feePlanQueries.options());
  const { save: propose, refusal } = useScholarshipSave(proposeConcession, () => form.reset());
  const form = useSchemaForm(ConcessionFormSchema, {
    initial: EMPTY_CONCESSION_FORM,
    onSubmit: (request) => propose.mutate(request),
  });
  const forCategory = form.values.who === 'category';
  const data = options.data;
  return (
    <form className="concession-form" onSubmit={form.handleSubmit} noValidate aria-labelledby="concession-form-title">
      <h2 id="concession-form-title">{i18n._('Propose a concession or scholarship')}</h2>
      <TextField field={form.field('name')} label={i18n._('Name')} maxLength={80} />
      <ChoiceField
        field={form.field('who')}
        legend={i18n._('For')}
        options={[
          { value: 'student', label: i18n._('A student') },
          { value: 'category', label: i18n._('A category') },
        ]}
      />
      <div className="counter-form__grid">
        {forCategory ? (
          <>
            <SelectField
              field={form.field('category')}
              label={i18n._('Category')}
              required
              options={data?.categories.map((c) => ({ value: c, label: c }))}
              loading={options.isPending}
            />
            <SelectField
              field={form.field('batchId')}
              label={i18n._('Batch')}
              placeholder={i18n._('Every batch')}
              options={data?.batches.map((b) => ({ value: String(b.id), label: b.name }))}
              loading={options.isPending}
            />
          </>
        ) : (
          <TextField field={form.field('rollNo')} label={i18n._('Roll number')} required maxLength={20} />
        )}
        <SelectField
          field={form.field('feeType')}
          label={i18n._('Fee head')}
          options={data?.feeTypes.map((f) => ({ value: f, label: f }))}
          loading={options.isPending}
        />
        <SelectField
          field={form.field('semester')}
          label={i18n._('Semester')}
          placeholder={i18n._('Every semester')}
          options={SEMESTERS.map((s) => ({ value: s, label: s }))}
        />
      </div>
      <ChoiceField
        field={form.field('kind')}
        legend={i18n._('Off each due')}
        options={[
          { value: 'PERCENT', label: i18n._('A percentage') },
          { value: 'AMOUNT', label: i18n._('An amount') },
        ]}
      />
      <div className="counter-form__grid">
        <TextField
          field={form.field('value')}
          label={form.values.kind === 'PERCENT' ? i18n._('Percentage') : i18n._('Amount (Rs.)')}
          inputMode="decimal"
        />
      </div>
      <TextField field={form.field('reason')} label={i18n._('Reason')} maxLength={300} />
      <ErrorAlert message={refusal} as="div" />
      <PlainButton type="submit" disabled={propose.isPending}>
        {propose.isPending ? i18n._('Saving…') : i18n._('Propose')}
      </PlainButton>
    </form>
  );
}
