import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CloseStockCheckSchema,
  StartStockCheckSchema,
  type CloseStockCheck,
  type StartStockCheck,
} from '../../../domain/library/stock-check';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { confirmYes } from '../../ui/confirm-dialog';
import { ErrorAlert } from '../../ui/error-alert';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { CheckListField } from '../../ui/form/check-list-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';
import { closeStockCheck, startStockCheck, stockCheckKeys } from './stock-check-api';

/** The incharge starts a check: of the shelves ticked, or of the whole library when none is. */
export function StartStockCheckForm({ shelves, onDone }: { shelves: readonly string[]; onDone: (m: string) => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (body: StartStockCheck) => startStockCheck(body),
    onMutate: () => setRefusal(null),
    onSuccess: (answer) => {
      onDone(translateKnown(i18n, answer.message));
      void queryClient.invalidateQueries({ queryKey: stockCheckKeys.all });
    },
    onError: async (err) => setRefusal(translateKnown(i18n, await failureMessage(err))),
  });
  const form = useSchemaForm(StartStockCheckSchema, {
    initial: { locations: [] },
    onSubmit: (fields) => start.mutate(fields),
  });
  return (
    <form className="library-panel" onSubmit={form.handleSubmit} noValidate aria-labelledby="library-stock-start">
      <h2 id="library-stock-start">{i18n._('Start a stock verification')}</h2>
      <CheckListField
        field={form.field('locations')}
        legend={i18n._('Shelves to check (none ticked: the whole library)')}
        options={shelves.map((s) => ({ value: s, label: s }))}
      />
      <ErrorAlert message={refusal} />
      <div className="button-row">
        <PlainButton type="submit" disabled={start.isPending}>
          {start.isPending ? i18n._('Saving…') : i18n._('Start')}
        </PlainButton>
      </div>
    </form>
  );
}

/** The incharge closes the open check, choosing what it also changes in the catalogue, after a question. */
export function CloseStockCheckForm({ checkId, onDone }: { checkId: number; onDone: (m: string) => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = useMutation({
    mutationFn: (body: CloseStockCheck) => closeStockCheck(checkId, body),
    onMutate: () => setRefusal(null),
    onSuccess: (answer) => {
      const parts = [translateKnown(i18n, answer.message)];
      if (answer.markedLost) parts.push(i18n._('Copies marked lost: {count}', { count: answer.markedLost }));
      if (answer.restored) parts.push(i18n._('Found copies back on the shelf: {count}', { count: answer.restored }));
      onDone(parts.join('. '));
      void queryClient.invalidateQueries({ queryKey: stockCheckKeys.all });
    },
    onError: async (err) => setRefusal(translateKnown(i18n, await failureMessage(err))),
  });
  const form = useSchemaForm(CloseStockCheckSchema, {
    initial: { markLost: false, restoreFound: false },
    onSubmit: async (fields) => {
      const question = fields.markLost
        ? i18n._('Close the stock verification and mark every available copy not seen as lost?')
        : i18n._('Close the stock verification? Nothing more can be scanned in it.');
      if (await confirmYes(question)) close.mutate(fields);
    },
  });
  return (
    <form className="library-panel" onSubmit={form.handleSubmit} noValidate aria-labelledby="library-stock-close">
      <h2 id="library-stock-close">{i18n._('Close the stock verification')}</h2>
      <CheckboxField field={form.field('markLost')} label={i18n._('Mark the available copies not seen as lost')} />
      <CheckboxField
        field={form.field('restoreFound')}
        label={i18n._('Put the lost copies found back on the shelf (available)')}
      />
      <ErrorAlert message={refusal} />
      <div className="button-row">
        <PlainButton type="submit" color="danger" disabled={close.isPending}>
          {close.isPending ? i18n._('Saving…') : i18n._('Close')}
        </PlainButton>
      </div>
    </form>
  );
}
