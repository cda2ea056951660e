import { PlainButton } from '../../ui/plain/plain-button';
import { LEDGER_STATUSES, type LedgerAnswer, type LedgerQuery } from '../../../domain/payments/ledger';
import { LedgerFiltersFormSchema } from '../../../domain/payments/ledger-filters-form';
import { DateField } from '../../ui/form/date-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';

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
  const form = useSchemaForm(LedgerFiltersFormSchema, { initial: applied, onSubmit: onApply });
  const clear = () => {
    form.reset(NO_FILTERS);
    onApply(NO_FILTERS);
  };

  return (
    <form className="form-card ledger-filters" onSubmit={form.handleSubmit} noValidate aria-label="Ledger filters">
      <div className="ledger-filters__grid">
        <DateField field={form.field('from')} label="From (date)" />
        <DateField field={form.field('to')} label="To (date)" />
        <SelectField
          field={form.field('feeType')}
          label="Fee Type"
          placeholder="All"
          options={choices(options?.feeTypes)}
        />
        <SelectField field={form.field('status')} label="Status" placeholder="All" options={choices(LEDGER_STATUSES)} />
        <SelectField
          field={form.field('course')}
          label="Course"
          placeholder="All"
          options={choices(options?.courses)}
        />
        <SelectField field={form.field('batch')} label="Batch" placeholder="All" options={choices(options?.batches)} />
        <TextField
          field={form.field('rollNo')}
          label="Roll Number"
          maxLength={20}
          autoCapitalize="characters"
          spellCheck={false}
        />
      </div>
      <div className="row-actions">
        <PlainButton type="submit">Apply Filters</PlainButton>
        <PlainButton fill="outline" onClick={clear}>
          Clear
        </PlainButton>
      </div>
    </form>
  );
}
