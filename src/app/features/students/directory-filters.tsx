import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { BatchScope } from '../../../domain/academic/batch-scope';
import { STUDENT_STATUSES } from '../../../domain/students/student-moves';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import { studentQueries, type Option } from './students-queries';

function Select({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly Option[] | readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  const { i18n } = useLingui();
  return (
    <div className="select-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{i18n._('All')}</option>
        {choices.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const FILTER_LISTS = [
  ['degreeId', /*i18n*/ 'Degree', 'degrees'],
  ['batchId', /*i18n*/ 'Batch', 'batches'],
  ['branchId', /*i18n*/ 'Branch', 'branches'],
  ['sectionId', /*i18n*/ 'Section', 'sections'],
] as const;

function ListFilter({
  name,
  label,
  list,
  value,
  batches,
  onChange,
}: {
  name: string;
  label: string;
  list: (typeof FILTER_LISTS)[number][2];
  value: string;
  batches: BatchScope;
  onChange: (name: string, value: string) => void;
}) {
  const byBatch = list === 'batches' || list === 'sections';
  const options = useQuery(studentQueries.options(list, byBatch ? batches : 'all'));
  return <Select label={label} value={value} choices={options.data ?? []} onChange={(v) => onChange(name, v)} />;
}

/**
 * The directory's search box (roll number, name or admission number) and its filters, their batches and sections
 * those on roll unless every batch is shown; runs when submitted.
 */
export function DirectoryFilters({
  batches,
  onApply,
}: {
  batches: BatchScope;
  onApply: (q: string, filters: Record<string, string>) => void;
}) {
  const { i18n } = useLingui();
  const [q, setQ] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>({});
  const set = (name: string, value: string) => setFilters((all) => ({ ...all, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(q.trim(), filters);
  };
  return (
    <form
      className="form-card students-search"
      role="search"
      aria-label={i18n._('Search students')}
      onSubmit={submit}
      noValidate
    >
      <div className="students-grid">
        <PlainTextField
          label={i18n._('Roll number, name or admission number')}
          type="search"
          name="q"
          value={q}
          onChange={setQ}
          maxLength={60}
        />
        {FILTER_LISTS.map(([name, label, list]) => (
          <ListFilter
            key={name}
            name={name}
            label={i18n._(label)}
            list={list}
            value={filters[name] ?? ''}
            batches={batches}
            onChange={set}
          />
        ))}
        <Select
          label={i18n._('Status')}
          value={filters.status ?? ''}
          choices={STUDENT_STATUSES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))}
          onChange={(v) => set('status', v)}
        />
      </div>
      <PlainButton type="submit">{i18n._('Search')}</PlainButton>
    </form>
  );
}
