import { useLingui } from '@lingui/react';
import { MouFormSchema, type EMPTY_MOU } from '../../../domain/faculty/record-form-schemas';
import type { MouInput } from '../../../domain/faculty/record-schemas';
import { DateField } from '../../ui/form/date-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { RECORD_KINDS } from './record-kinds';
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
  const { i18n } = useLingui();
  const form = useSchemaForm(MouFormSchema, { initial: props.initial, onSubmit: props.onSave });
  return (
    <RecordFormCard
      what={RECORD_KINDS.mous}
      record={{ ...props, failure: props.failure ?? form.formError }}
      onSubmit={form.handleSubmit}
    >
      <TextField field={form.field('partner')} label={i18n._('Partner organisation')} maxLength={300} />
      <TextField field={form.field('purpose')} label={i18n._('Purpose')} maxLength={1000} />
      <div className="fdb-form__pair">
        <DateField field={form.field('signedOn')} label={i18n._('Signed on')} />
        <DateField field={form.field('validUntil')} label={i18n._('Valid until (optional)')} />
      </div>
    </RecordFormCard>
  );
}
