import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatRupees } from '../../../domain/money/money';
import { RejectFormSchema } from '../../../domain/vendors/bill-forms';
import type { Bill } from '../../../domain/vendors/vendor-answers';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { confirmYes } from '../../ui/confirm-dialog';
import { ErrorAlert } from '../../ui/error-alert';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';
import { showToast } from '../../ui/toast';
import { decideBill, vendorKeys } from './vendors-queries';

/** A bill's decision: approve it (asked once more), or reject it with the reason written. */
export function DecisionForm({ bill }: { bill: Bill }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (body: { approve: boolean; reason: string }) => decideBill(bill.id, body),
    onMutate: () => setRefusal(null),
    onSuccess: async (answer) => {
      void showToast(translateKnown(i18n, answer.message), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: vendorKeys.all });
    },
    onError: async (e) => setRefusal(translateKnown(i18n, await failureMessage(e))),
  });
  const form = useSchemaForm(RejectFormSchema, {
    initial: { reason: '' },
    onSubmit: () => decide.mutate({ approve: false, reason: form.values.reason }),
  });
  const approve = () =>
    void confirmYes(
      i18n._('Approve bill {bill} of {vendor} for {total}?', {
        bill: bill.billNo,
        vendor: bill.vendorName,
        total: formatRupees(bill.total),
      }),
    ).then((yes) => yes && decide.mutate({ approve: true, reason: '' }));
  return (
    <div>
      <PlainButton size="small" onClick={approve} disabled={decide.isPending}>
        {i18n._('Approve {bill}', { bill: bill.billNo })}
      </PlainButton>
      <form onSubmit={form.handleSubmit} noValidate aria-label={i18n._('Reject {bill}', { bill: bill.billNo })}>
        <TextField field={form.field('reason')} label={i18n._('Reason to reject')} maxLength={300} />
        <PlainButton type="submit" size="small" fill="outline" color="danger" disabled={decide.isPending}>
          {i18n._('Reject {bill}', { bill: bill.billNo })}
        </PlainButton>
      </form>
      <ErrorAlert message={refusal} />
    </div>
  );
}
