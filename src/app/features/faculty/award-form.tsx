import { AwardFormSchema, type EMPTY_AWARD } from '../../../domain/faculty/record-form-schemas';
import type { AwardInput } from '../../../domain/faculty/record-schemas';
import { NumberField } from '../../ui/form/number-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { RecordFormCard, type RecordFormProps } from './record-form-card';
import type { AwardRow } from './faculty-queries';

export type AwardValues = typeof EMPTY_AWARD;

export const awardValues = (row: AwardRow): AwardValues => ({
  title: row.title,
  awardedBy: row.awardedBy,
  year: String(row.year),
  description: row.description,
});

/** An award: title, awarded by, year, description (optional). */
export function AwardForm(props: RecordFormProps<AwardValues, AwardInput>) {
  const form = useSchemaForm(AwardFormSchema, { initial: props.initial, onSubmit: props.onSave });
  return (
    <RecordFormCard what="award" record={props} onSubmit={form.handleSubmit}>
      <TextField field={form.field('title')} label="Title" maxLength={300} />
      <TextField field={form.field('awardedBy')} label="Awarded by" maxLength={300} />
      <NumberField field={form.field('year')} label="Year" maxLength={4} />
      <TextField field={form.field('description')} label="Description (optional)" maxLength={1000} />
    </RecordFormCard>
  );
}
