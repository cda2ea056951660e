import { MouFormSchema, type EMPTY_MOU } from '../../../domain/faculty/record-form-schemas';
import type { MouInput } from '../../../domain/faculty/record-schemas';
import { DateField } from '../../ui/form/date-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { RecordFormCard, type RecordFormProps } from './record-form-card';
import type { MouRow } from './faculty-queries';

export type MouValues = typeof EMPTY_MOU;

export const mouValues = (row: MouRow): MouValues => ({
  partner: row.partner,
  purpose: row.purpose,
  signedOn: row.signedOn,
  validUntil: row.validUntil ?? '',
});

/** An MoU: partner organisation, purpose, signed on, valid until (optional). */
export function MouForm(props: RecordFormProps<MouValues, MouInput>) {
  const form = useSchemaForm(MouFormSchema, { initial: props.initial, onSubmit: props.onSave });
  return (
    <RecordFormCard
      what="MoU"
      record={{ ...props, failure: props.failure ?? form.formError }}
      onSubmit={form.handleSubmit}
    >
      <TextField field={form.field('partner')} label="Partner organisation" maxLength={300} />
      <TextField field={form.field('purpose')} label="Purpose" maxLength={1000} />
      <div className="fdb-form__pair">
        <DateField field={form.field('signedOn')} label="Signed on" />
        <DateField field={form.field('validUntil')} label="Valid until (optional)" />
      </div>
    </RecordFormCard>
  );
}
