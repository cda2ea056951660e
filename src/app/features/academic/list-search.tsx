import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { useId, useState, type FormEvent } from 'react';
import { LISTS_BY_BATCH, type BatchScope } from '../../../domain/academic/batch-scope';
import type { FieldSpec, ListDescriptor } from '../../../domain/academic/list-descriptor';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import { academicQueries } from './academic-queries';
import { choicesOf } from './row-values';

/** A filter's drop-down; a filter by batch (or section) offers the batches on roll unless every batch is shown. */
function FilterSelect({
  field,
  value,
  batches,
  onChange,
}: {
  field: FieldSpec;
  value: string;
  batches: BatchScope;
  onChange: (value: string) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const reference = field.kind === 'reference' ? field : null;
  const byBatch = reference !== null && LISTS_BY_BATCH.includes(reference.list);
  const options = useQuery({
    ...academicQueries.options(reference?.list ?? 'levels', reference?.valueField, byBatch ? batches : 'all'),
    enabled: reference !== null,
  });
  const choices = choicesOf(field, options.data);
  return (
    <div className="select-field">
      <label htmlFor={id}>{i18n._(field.label)}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{i18n._('All')}</option>
        {choices.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {field.kind === 'choice' ? i18n._(o.label) : o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The list's search box and filters; the search runs on the server when submitted. `batches`: which batches a
 * filter by batch offers, those on roll or every batch (as the list shows them).
 */
export function ListSearch({
  list,
  batches,
  onApply,
}: {
  list: ListDescriptor;
  batches: BatchScope;
  onApply: (q: string, filters: Record<string, string>) => void;
}) {
  const { i18n } = useLingui();
  const [q, setQ] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(q.trim(), filters);
  };
  return (
    <form
      className="form-card list-search"
      role="search"
      aria-label={i18n._('Search {lists}', { lists: i18n._(list.title).toLowerCase() })}
      onSubmit={submit}
      noValidate
    >
      <div className="list-form__grid">
        <PlainTextField label={i18n._('Search')} type="search" name="q" value={q} onChange={setQ} maxLength={60} />
        {list.filters.map((name) => {
          const field = list.fields.find((f) => f.name === name)!;
          return (
            <FilterSelect
              key={name}
              field={field}
              value={filters[name] ?? ''}
              batches={batches}
              onChange={(value) => setFilters((all) => ({ ...all, [name]: value }))}
            />
          );
        })}
      </div>
      <PlainButton type="submit">{i18n._('Search')}</PlainButton>
    </form>
  );
}
