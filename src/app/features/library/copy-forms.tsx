import { useLingui } from '@lingui/react';
import { COPY_STATUS_LABELS, HAND_SET_STATUSES } from '../../../domain/library/catalogue';
import type { Copy } from '../../../domain/library/library-answers';
import { CopiesFormSchema, CopyStatusFormSchema } from '../../../domain/library/title-forms';
import { useModuleSave } from '../../lib/use-module-save';
import { ErrorAlert } from '../../ui/error-alert';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import type { FieldBinding } from '../../ui/form/use-schema-form';
import { FormFooter } from '../../ui/form/form-footer';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';
import { addCopies, libraryKeys, setCopyStatus } from './library-queries';
import { CopyBatchFields } from './title-fields';

/** A save of the catalogue: a toast, the catalogue's queries refreshed, then `onDone`; a refusal under the form. */
const useCatalogueSave = <T,>(save: (body: T) => Promise<{ message: string }>, onDone: () => void) =>
  useModuleSave(save, onDone, libraryKeys.all);

/** More copies of a title: consecutive accession numbers from the one given (or the next free), one shelf. */
export function AddCopiesForm({
  titleId,
  location,
  onDone,
}: {
  titleId: number;
  location: string;
  onDone: () => void;
}) {
  const { i18n } = useLingui();
  const { mutation, refusal } = useCatalogueSave((body: unknown) => addCopies(titleId, body), onDone);
  const form = useSchemaForm(CopiesFormSchema, {
    initial: { count: '1', firstAccession: '', location, price: '', source: 'PURCHASE' },
    onSubmit: () => mutation.mutate(form.values),
  });
  const field = (name: string) => form.field(name as 'location') as FieldBinding<string>;
  return (
    <form className="library-panel" onSubmit={form.handleSubmit} noValidate aria-label={i18n._('Add copies')}>
      <h3>{i18n._('Add copies')}</h3>
      <CopyBatchFields field={field} />
      <FormFooter
        error={form.formError ?? refusal}
        pending={mutation.isPending}
        submitLabel={i18n._('Add copies')}
        onCancel={onDone}
      />
    </form>
  );
}

/** A copy's status set by hand with the reason (written off as lost, withdrawn, back from the binder). */
export function CopyStatusForm({ copy, onDone }: { copy: Copy; onDone: () => void }) {
  const { i18n } = useLingui();
  const { mutation, refusal } = useCatalogueSave((body: unknown) => setCopyStatus(copy.id, body), onDone);
  const form = useSchemaForm(CopyStatusFormSchema, {
    initial: { status: copy.status === 'AVAILABLE' ? 'WITHDRAWN' : 'AVAILABLE', reason: '' },
    onSubmit: () => mutation.mutate(form.values),
  });
  const label = i18n._('Status of copy {accession}', { accession: copy.accessionNo });
  return (
    <form className="library-panel" onSubmit={form.handleSubmit} noValidate aria-label={label}>
      <h3>{label}</h3>
      <div className="library-form__grid">
        <SelectField
          field={form.field('status')}
          label={i18n._('New status')}
          options={HAND_SET_STATUSES.map((s) => ({ value: s, label: i18n._(COPY_STATUS_LABELS[s]) }))}
        />
        <TextField field={form.field('reason')} label={i18n._('Reason')} maxLength={200} />
      </div>
      <ErrorAlert message={form.formError ?? refusal} />
      <div className="button-row">
        <PlainButton type="submit" disabled={mutation.isPending}>
          {i18n._('Change the status')}
        </PlainButton>
        <PlainButton fill="clear" onClick={onDone}>
          {i18n._('Cancel')}
        </PlainButton>
      </div>
    </form>
  );
}
