import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { rupeesText } from '../../../domain/money/money';
import { LimitFormSchema } from '../../../domain/vendors/bill-forms';
import { HeadFormSchema } from '../../../domain/vendors/vendor-forms';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { ErrorAlert } from '../../ui/error-alert';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';
import { showToast } from '../../ui/toast';
import { addHead, saveLimit, vendorKeys } from './vendors-queries';

/** Saves with the form's values, then says so and reads the vendors again; a refusal shows under the form. */
function useSave(send: (body: unknown) => Promise<{ message: string }>) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    onMutate: () => setRefusal(null),
    onSuccess: async (answer) => {
      void showToast(translateKnown(i18n, answer.message), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: vendorKeys.all });
    },
    onError: async (e) => setRefusal(translateKnown(i18n, await failureMessage(e))),
  });
  return { mutation, refusal };
}

/** The heads of account bills are booked under, and a form to add one. */
export function HeadsPanel({ heads }: { heads: readonly { id: number; name: string }[] }) {
  const { i18n } = useLingui();
  const { mutation, refusal } = useSave(addHead);
  const form = useSchemaForm(HeadFormSchema, {
    initial: { name: '' },
    onSubmit: () => mutation.mutate(form.values, { onSuccess: () => form.reset() }),
  });
  return (
    <section className="vendor-panel" aria-labelledby="vendor-heads-title">
      <h2 id="vendor-heads-title">{i18n._('Heads of account')}</h2>
      <p>{heads.map((h) => h.name).join(', ') || i18n._('None yet.')}</p>
      <form onSubmit={form.handleSubmit} noValidate aria-label={i18n._('Add a head of account')}>
        <div className="vendor-form__grid">
          <TextField field={form.field('name')} label={i18n._('New head of account')} maxLength={64} />
        </div>
        <ErrorAlert message={refusal} />
        <PlainButton type="submit" disabled={mutation.isPending}>
          {i18n._('Add head')}
        </PlainButton>
      </form>
    </section>
  );
}

/** The accounts officer's limit: bills above it need the principal's approval as well. */
export function LimitPanel({ limit }: { limit: number }) {
  const { i18n } = useLingui();
  const { mutation, refusal } = useSave(saveLimit);
  const form = useSchemaForm(LimitFormSchema, {
    initial: { limit: rupeesText(limit) },
    onSubmit: () => mutation.mutate(form.values),
  });
  return (
    <section className="vendor-panel" aria-labelledby="vendor-limit-title">
      <h2 id="vendor-limit-title">{i18n._("Principal's approval limit")}</h2>
      <form onSubmit={form.handleSubmit} noValidate aria-label={i18n._("Principal's approval limit")}>
        <div className="vendor-form__grid">
          <TextField
            field={form.field('limit')}
            label={i18n._('Bills above this total (Rs.) also need the principal')}
            inputMode="decimal"
          />
        </div>
        <ErrorAlert message={refusal} />
        <PlainButton type="submit" disabled={mutation.isPending}>
          {i18n._('Save limit')}
        </PlainButton>
      </form>
    </section>
  );
}
