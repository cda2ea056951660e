import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { LOSS_KINDS, LossSchema, type LossKind } from '../../../domain/library/losses';
import { formatRupees } from '../../../domain/money/money';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { useOnline } from '../../lib/use-online';
import { confirmYes } from '../../ui/confirm-dialog';
import { ErrorAlert } from '../../ui/error-alert';
import { FormFooter } from '../../ui/form/form-footer';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { StatusNote } from '../../ui/status-note';
import { reportLoss } from './desk-api';

const KIND_LABELS: Readonly<Record<LossKind, string>> = {
  LOST: /*i18n*/ 'Lost by the patron',
  DAMAGED: /*i18n*/ 'Given back damaged',
};
const EMPTY = { barcode: '', kind: 'LOST', amount: '', reason: '' };

/**
 * Lost or damaged: a copy on loan that the patron lost, or gave back damaged. The patron who has it is charged (a lost
 * copy's price unless another amount is typed; a damaged one what is typed) with any late fine, and the copy is
 * written off. Money changes hands, so it needs the network and asks before charging.
 */
export function DeskLossPanel() {
  const { i18n } = useLingui();
  const online = useOnline();
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const charge = useMutation({
    mutationFn: reportLoss,
    onMutate: () => {
      setDone(null);
      setRefusal(null);
    },
    onSuccess: (answer) => {
      const fine =
        answer.finePaise > 0 ? ` ${i18n._('Late fine: {amount}', { amount: formatRupees(answer.finePaise) })}` : '';
      setDone(`${translateKnown(i18n, answer.message)}.${fine}`);
      form.reset(EMPTY);
    },
    onError: async (e) => setRefusal(translateKnown(i18n, await failureMessage(e))),
  });
  const form = useSchemaForm(LossSchema, {
    initial: EMPTY,
    onSubmit: (input) =>
      online &&
      void confirmYes(
        i18n._('Charge the patron who has copy {barcode} and write the copy off?', { barcode: input.barcode }),
      ).then((yes) => yes && charge.mutate(form.values)),
  });
  return (
    <form className="library-panel" onSubmit={form.handleSubmit} noValidate aria-label={i18n._('Lost or damaged copy')}>
      <p className="hint">
        {i18n._(
          'For a copy on loan: the patron who has it is charged, with any late fine, and the copy is written off. A lost copy is charged its catalogue price unless you type another amount.',
        )}
      </p>
      {!online && <ErrorAlert message={i18n._('Charging a lost or damaged copy needs a connection.')} />}
      <div className="counter-form__grid">
        <TextField field={form.field('barcode')} label={i18n._('Barcode of the copy')} autoComplete="off" />
        <SelectField
          field={form.field('kind')}
          label={i18n._('What happened')}
          options={LOSS_KINDS.map((k) => ({ value: k, label: i18n._(KIND_LABELS[k]) }))}
        />
        <TextField
          field={form.field('amount')}
          label={i18n._('Amount to charge (Rs., blank: the price)')}
          inputMode="decimal"
        />
        <TextField field={form.field('reason')} label={i18n._('What the patron said')} maxLength={300} />
      </div>
      {done && <StatusNote>{done}</StatusNote>}
      <FormFooter
        error={form.formError ?? refusal}
        pending={charge.isPending}
        pendingLabel={i18n._('Sending…')}
        submitLabel={i18n._('Charge and write off')}
      />
    </form>
  );
}
