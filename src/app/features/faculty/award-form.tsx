import { useLingui } from '@lingui/react';
import { AwardFormSchema, type EMPTY_AWARD } from '../../../domain/faculty/record-form-schemas';
import type { AwardInput } from '../../../domain/faculty/record-schemas';
import { NumberField } from '../../ui/form/number-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { RECORD_KINDS } from './record-kinds';
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
  const { i18n } = useLingui();
  const form = useSchemaForm(AwardFormSchema, { initial: props.initial, onSubmit: props.onSave });
  return (
    <RecordFormCard what={RECORD_KINDS.awards} record={props} onSubmit={form.handleSubmit}>
      <TextField field={form.field('title')} label={i18n._('Title')} maxLength={300} />
      <TextField field={form.field('awardedBy')} label={i18n._('Awarded by')} maxLength={300} />
      <NumberField field={form.field('year')} label={i18n._('Year')} maxLength={4} />
      <TextField field={form.field('description')} label={i18n._('Description (optional)')} maxLength={1000} />
    </RecordFormCard>
  );
}
