import { useLingui } from '@lingui/react';
import { COPY_SOURCES, COPY_SOURCE_LABELS, ITEM_TYPES, ITEM_TYPE_LABELS } from '../../../domain/library/catalogue';
import type { FieldBinding } from '../../ui/form/use-schema-form';
import { SelectField } from '../../ui/form/select-field';
import { TextAreaField } from '../../ui/form/text-area-field';
import { TextField } from '../../ui/form/text-field';

type Bind = (name: string) => FieldBinding<string>;

/** A title's own fields, shared by the new-title and the edit forms. */
export function TitleFields({ field, eResource }: { field: Bind; eResource: boolean }) {
  const { i18n } = useLingui();
  return (
    <>
      <div className="library-form__grid">
        <TextField field={field('isbn')} label={i18n._('ISBN')} inputMode="numeric" maxLength={17} />
        <SelectField
          field={field('itemType')}
          label={i18n._('Kind of item')}
          options={ITEM_TYPES.map((t) => ({ value: t, label: i18n._(ITEM_TYPE_LABELS[t]) }))}
        />
      </div>
      <TextField field={field('title')} label={i18n._('Title')} maxLength={300} />
      <TextAreaField field={field('authors')} label={i18n._('Authors, one per line (surname, name)')} rows={2} />
      <div className="library-form__grid">
        <TextField field={field('edition')} label={i18n._('Edition')} maxLength={60} />
        <TextField field={field('publisher')} label={i18n._('Publisher')} maxLength={120} />
        <TextField field={field('year')} label={i18n._('Year')} inputMode="numeric" maxLength={4} />
        <TextField field={field('callNumber')} label={i18n._('Call number')} maxLength={40} />
        <TextField field={field('language')} label={i18n._('Language')} maxLength={40} />
      </div>
      <TextAreaField field={field('subjects')} label={i18n._('Subjects, one per line')} rows={2} />
      <TextField field={field('keywords')} label={i18n._('Keywords, separated by commas')} maxLength={600} />
      {eResource && <TextField field={field('url')} label={i18n._('Web address')} type="url" maxLength={500} />}
    </>
  );
}

/** How many copies, their first accession number, shelf, price and source. */
export function CopyBatchFields({ field }: { field: Bind }) {
  const { i18n } = useLingui();
  return (
    <div className="library-form__grid">
      <TextField field={field('count')} label={i18n._('Number of copies')} inputMode="numeric" maxLength={2} />
      <TextField
        field={field('firstAccession')}
        label={i18n._('First accession number (blank: the next free)')}
        maxLength={20}
        autoCapitalize="characters"
      />
      <TextField field={field('location')} label={i18n._('Shelf or location')} maxLength={80} />
      <TextField field={field('price')} label={i18n._('Price of a copy (Rs)')} inputMode="decimal" maxLength={12} />
      <SelectField
        field={field('source')}
        label={i18n._('Source')}
        options={COPY_SOURCES.map((s) => ({ value: s, label: i18n._(COPY_SOURCE_LABELS[s]) }))}
      />
    </div>
  );
}
