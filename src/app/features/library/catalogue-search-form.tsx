import { useLingui } from '@lingui/react';
import { ITEM_TYPES, ITEM_TYPE_LABELS, SEARCH_FIELDS, SEARCH_FIELD_LABELS } from '../../../domain/library/catalogue';
import {
  CatalogueSearchFormSchema,
  type CatalogueSearch,
  type CatalogueSearchFormValues,
} from '../../../domain/library/catalogue-search';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';

/**
 * The catalogue's search box and its filters: the words, the field to look in, the kind of item, and only titles
 * with a copy on the shelf. Submitting puts the search in the address (the first page), so it can be shared,
 * bookmarked at a kiosk, and read again offline.
 */
export function CatalogueSearchForm({
  search,
  onSearch,
}: {
  search: CatalogueSearch;
  onSearch: (next: CatalogueSearch) => void;
}) {
  const { i18n } = useLingui();
  const initial: CatalogueSearchFormValues = {
    q: search.q,
    by: search.by,
    type: search.type ?? '',
    available: search.available === '1',
  };
  const form = useSchemaForm(CatalogueSearchFormSchema, {
    initial,
    onSubmit: (values) =>
      onSearch({
        q: values.q,
        by: values.by,
        type: values.type || undefined,
        available: values.available ? '1' : undefined,
        page: 1,
        title: undefined,
      }),
  });
  return (
    <form className="library-search" role="search" onSubmit={form.handleSubmit} noValidate>
      <div className="library-search__box">
        <TextField
          field={form.field('q')}
          label={i18n._('Search the catalogue')}
          type="search"
          maxLength={100}
          autoComplete="off"
          placeholder={i18n._('Title, author, subject, ISBN or keyword')}
        />
        <PlainButton type="submit">{i18n._('Search')}</PlainButton>
      </div>
      <div className="library-search__filters">
        <SelectField
          field={form.field('by')}
          label={i18n._('Search in')}
          options={SEARCH_FIELDS.map((f) => ({ value: f, label: i18n._(SEARCH_FIELD_LABELS[f]) }))}
        />
        <SelectField
          field={form.field('type')}
          label={i18n._('Kind of item')}
          placeholder={i18n._('Every kind')}
          options={ITEM_TYPES.map((t) => ({ value: t, label: i18n._(ITEM_TYPE_LABELS[t]) }))}
        />
        <CheckboxField field={form.field('available')} label={i18n._('On the shelf now')} />
      </div>
    </form>
  );
}
