import { PlainButton } from '../../ui/plain/plain-button';
import { LEDGER_STATUSES, type LedgerAnswer, type LedgerQuery } from '../../../domain/payments/ledger';
import { LedgerFiltersFormSchema } from '../../../domain/payments/ledger-filters-form';
import { DateField } from '../../ui/form/date-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { useLingui } from '@lingui/react';

export const NO_FILTERS: LedgerQuery = { from: '', to: '', feeType: '', status: '', course: '', batch: '', rollNo: '' };

const choices = (options: readonly string[] | undefined) => options?.map((o) => ({ value: o, label: o }));

/** The ledger's filters: dates (college days), fee type, status, course, batch and roll number. */
export function LedgerFilters({
  applied,
  options,
  onApply,
}: {
  applied: LedgerQuery;
  options: LedgerAnswer['options'] | undefined;
  onApply: (q: LedgerQuery) => void;
}) {
  const { i18n } = useLingui();
  const form = useSchemaForm(LedgerFiltersFormSchema, { initial: applied, onSubmit: onApply });
  const clear = () => {
    form.reset(NO_FILTERS);
    onApply(NO_FILTERS);
  };

  return (
    <form
      className="form-card ledger-filters"
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={i18n._('Ledger filters')}
    >
      <div className="ledger-filters__grid">
        <DateField field={form.field('from')} label={i18n._('From (date)')} />
        <DateField field={form.field('to')} label={i18n._('To (date)')} />
        <SelectField
          field={form.field('feeType')}
          label={i18n._('Fee Type')}
          placeholder={i18n._('All')}
          options={choices(options?.feeTypes)}
        />
        <SelectField
          field={form.field('status')}
          label={i18n._('Status')}
          placeholder={i18n._('All')}
          options={choices(LEDGER_STATUSES)}
        />
        <SelectField
          field={form.field('course')}
          label={i18n._('Course')}
          placeholder={i18n._('All')}
          options={choices(options?.courses)}
        />
        <SelectField
          field={form.field('batch')}
          label={i18n._('Batch')}
          placeholder={i18n._('All')}
          options={choices(options?.batches)}
        />
        <TextField
          field={form.field('rollNo')}
          label={i18n._('Roll Number')}
          maxLength={20}
          autoCapitalize="characters"
          spellCheck={false}
        />
      </div>
      <div className="row-actions">
        <PlainButton type="submit">{i18n._('Apply Filters')}</PlainButton>
        <PlainButton fill="outline" onClick={clear}>
          {i18n._('Clear')}
        </PlainButton>
      </div>
    </form>
  );
}
