import { AwardFormSchema, type EMPTY_AWARD } from '../../../domain/faculty/record-form-schemas';
import type { AwardInput } from '../../../domain/faculty/record-schemas';
import { ErrorAlert } from '../../ui/error-alert';
import { NumberField } from '../../ui/form/number-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { FormButtons, type RecordFormProps } from './form-buttons';
import type { AwardRow } from './faculty-queries';

export type AwardValues = typeof EMPTY_AWARD;

export const awardValues = (row: AwardRow): AwardValues => ({
  title: row.title,
  awardedBy: row.awardedBy,
  year: String(row.year),
  description: row.description,
});

/** An award: title, awarded by, year, description (optional). */
export function AwardForm({
  editingId,
  initial,
  pending,
  failure,
  onSave,
  onCancel,
}: RecordFormProps<AwardValues, AwardInput>) {
  const form = useSchemaForm(AwardFormSchema, { initial, onSubmit: onSave });
  const label = editingId === null ? 'New award' : 'Edit award';
  return (
    <form className="form-card fdb-form" onSubmit={form.handleSubmit} noValidate aria-label={label}>
      <h2 tabIndex={-1}>{label}</h2>
      <TextField field={form.field('title')} label="Title" maxLength={300} />
      <TextField field={form.field('awardedBy')} label="Awarded by" maxLength={300} />
      <NumberField field={form.field('year')} label="Year" maxLength={4} />
      <TextField field={form.field('description')} label="Description (optional)" maxLength={1000} />
      <ErrorAlert message={failure} as="div" />
      <FormButtons pending={pending} editing={editingId !== null} onCancel={onCancel} />
    </form>
  );
}
