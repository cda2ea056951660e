import { PlainButton } from '../../ui/plain/plain-button';
import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import {
  LEDGER_STATUSES,
  LedgerQuerySchema,
  type LedgerAnswer,
  type LedgerQuery,
} from '../../../domain/payments/ledger';
import { ErrorAlert } from '../../ui/error-alert';
import { PlainTextField } from '../../ui/plain-text-field';

export const NO_FILTERS: LedgerQuery = { from: '', to: '', feeType: '', status: '', course: '', batch: '', rollNo: '' };

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="select-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

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
  const [form, setForm] = useState<Record<keyof LedgerQuery, string>>(applied);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof LedgerQuery) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(LedgerQuerySchema, form);
    if (!parsed.success) return setError(parsed.issues[0].message);
    setError(null);
    onApply(parsed.output);
  };
  const clear = () => {
    setForm(NO_FILTERS);
    setError(null);
    onApply(NO_FILTERS);
  };

  return (
    <form className="form-card ledger-filters" onSubmit={onSubmit} noValidate aria-label="Ledger filters">
      <div className="ledger-filters__grid">
        <PlainTextField label="From (date)" type="date" value={form.from} onChange={set('from')} name="from" />
        <PlainTextField label="To (date)" type="date" value={form.to} onChange={set('to')} name="to" />
        <Choice label="Fee Type" value={form.feeType} options={options?.feeTypes ?? []} onChange={set('feeType')} />
        <Choice label="Status" value={form.status} options={LEDGER_STATUSES} onChange={set('status')} />
        <Choice label="Course" value={form.course} options={options?.courses ?? []} onChange={set('course')} />
        <Choice label="Batch" value={form.batch} options={options?.batches ?? []} onChange={set('batch')} />
        <PlainTextField
          label="Roll Number"
          value={form.rollNo}
          onChange={set('rollNo')}
          name="rollNo"
          maxLength={20}
          autoCapitalize="characters"
          spellCheck={false}
        />
      </div>
      <ErrorAlert message={error} as="div" />
      <div className="row-actions">
        <PlainButton type="submit">Apply Filters</PlainButton>
        <PlainButton fill="outline" onClick={clear}>
          Clear
        </PlainButton>
      </div>
    </form>
  );
}
