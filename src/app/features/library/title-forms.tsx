import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TitleDetail, TitleSaved } from '../../../domain/library/library-answers';
import {
  NewTitleFormSchema,
  TitleFormSchema,
  type NewTitleFormValues,
  type TitleFormValues,
} from '../../../domain/library/title-forms';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { ErrorAlert } from '../../ui/error-alert';
import type { FieldBinding } from '../../ui/form/use-schema-form';
import { FormFooter } from '../../ui/form/form-footer';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';
import { showToast } from '../../ui/toast';
import { addTitle, libraryKeys, updateTitle } from './library-queries';
import { CopyBatchFields, TitleFields } from './title-fields';

export const EMPTY_TITLE: NewTitleFormValues = {
  isbn: '',
  title: '',
  authors: '',
  edition: '',
  publisher: '',
  year: '',
  subjects: '',
  callNumber: '',
  language: 'English',
  keywords: '',
  itemType: 'BOOK',
  url: '',
  count: '1',
  firstAccession: '',
  location: '',
  price: '',
  source: 'PURCHASE',
};

/** A title on record as its edit form holds it. */
export const titleFormOf = (t: TitleDetail): TitleFormValues => ({
  isbn: t.isbn,
  title: t.title,
  authors: t.authors.join('\n'),
  edition: t.edition,
  publisher: t.publisher,
  year: t.year === null ? '' : String(t.year),
  subjects: t.subjects.join('\n'),
  callNumber: t.callNumber,
  language: t.language,
  keywords: t.keywords.join(', '),
  itemType: t.itemType,
  url: t.url,
});

/** Saves through `save`, then a toast, the catalogue's queries refreshed, and `onSaved`; a refusal under the form. */
function useSave<T>(save: (body: T) => Promise<TitleSaved>, onSaved: (saved: TitleSaved) => void) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: save,
    onMutate: () => setRefusal(null),
    onSuccess: async (saved) => {
      void showToast(translateKnown(i18n, saved.message), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: libraryKeys.all });
      onSaved(saved);
    },
    onError: async (e) => setRefusal(translateKnown(i18n, await failureMessage(e))),
  });
  return { mutation, refusal };
}

/**
 * A new title with its first copies (staff): the title's fields, then how many copies, from which accession number,
 * on which shelf, at what price and from where. An ISBN already catalogued adds the copies to that title instead.
 */
export function NewTitleForm({ onSaved }: { onSaved: (saved: TitleSaved) => void }) {
  const { i18n } = useLingui();
  const { mutation, refusal } = useSave(addTitle, (saved) => {
    form.reset();
    onSaved(saved);
  });
  const form = useSchemaForm(NewTitleFormSchema, {
    initial: EMPTY_TITLE,
    onSubmit: () => mutation.mutate(form.values),
  });
  const field = (name: string) => form.field(name as 'title') as FieldBinding<string>;
  return (
    <form className="library-panel" onSubmit={form.handleSubmit} noValidate aria-label={i18n._('New title')}>
      <h2>{i18n._('New title')}</h2>
      <TitleFields field={field} eResource={form.values.itemType === 'E_RESOURCE'} />
      <h3>{i18n._('Copies')}</h3>
      <CopyBatchFields field={field} />
      <ErrorAlert message={form.formError ?? refusal} />
      <PlainButton type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? i18n._('Saving…') : i18n._('Add to the catalogue')}
      </PlainButton>
    </form>
  );
}

/** A title's own fields edited (its copies stay as they are). */
export function EditTitleForm({ title, onDone }: { title: TitleDetail; onDone: () => void }) {
  const { i18n } = useLingui();
  const { mutation, refusal } = useSave((body: unknown) => updateTitle(title.id, body), onDone);
  const form = useSchemaForm(TitleFormSchema, {
    initial: titleFormOf(title),
    onSubmit: () => mutation.mutate(form.values),
  });
  const field = (name: string) => form.field(name as 'title') as FieldBinding<string>;
  return (
    <form className="library-panel" onSubmit={form.handleSubmit} noValidate aria-label={i18n._('Edit the title')}>
      <h3>{i18n._('Edit the title')}</h3>
      <TitleFields field={field} eResource={form.values.itemType === 'E_RESOURCE'} />
      <FormFooter
        error={form.formError ?? refusal}
        pending={mutation.isPending}
        submitLabel={i18n._('Save the title')}
        onCancel={onDone}
      />
    </form>
  );
}
