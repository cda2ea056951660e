import { Trans, useLingui } from '@lingui/react';
import { PublicationFormSchema, type EMPTY_PUBLICATION } from '../../../domain/faculty/record-form-schemas';
import type { PublicationInput } from '../../../domain/faculty/record-schemas';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { NumberField } from '../../ui/form/number-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { RECORD_KINDS } from './record-kinds';
import { RecordFormCard, type RecordFormProps } from './record-form-card';
import type { PublicationRow } from './faculty-queries';

export type PublicationValues = typeof EMPTY_PUBLICATION;

export const publicationValues = (row: PublicationRow): PublicationValues => ({
  title: row.title,
  venue: row.venue,
  year: String(row.year),
  doi: row.doi ?? '',
  scopus: row.scopus,
  webOfScience: row.webOfScience,
  citations: String(row.citations),
});

/** A publication: title, journal or conference, year, DOI, Scopus / Web of Science indexing, citations. */
export function PublicationForm(props: RecordFormProps<PublicationValues, PublicationInput>) {
  const { i18n } = useLingui();
  const form = useSchemaForm(PublicationFormSchema, { initial: props.initial, onSubmit: props.onSave });
  return (
    <RecordFormCard what={RECORD_KINDS.publications} record={props} onSubmit={form.handleSubmit}>
      <TextField field={form.field('title')} label={i18n._('Title')} maxLength={500} />
      <TextField field={form.field('venue')} label={i18n._('Journal or conference')} maxLength={300} />
      <div className="fdb-form__pair">
        <NumberField field={form.field('year')} label={i18n._('Year')} maxLength={4} />
        <NumberField field={form.field('citations')} label={i18n._('Citations')} maxLength={7} />
      </div>
      <TextField
        field={form.field('doi')}
        label={i18n._('DOI (optional)')}
        maxLength={200}
        placeholder="10.1109/ACCESS.2024.1234567"
        autoCapitalize="off"
        spellCheck={false}
      />
      <fieldset className="fdb-form__indexing">
        <legend>
          <Trans id="Indexed in" />
        </legend>
        <CheckboxField field={form.field('scopus')} label="Scopus" />
        <CheckboxField field={form.field('webOfScience')} label="Web of Science" />
      </fieldset>
    </RecordFormCard>
  );
}
