import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { LedgerEntry } from '../../../domain/payments/ledger';
import { REFUND_MESSAGES as M } from '../../../domain/payments/accounts-messages';
import { formatRupees } from '../../../domain/money/money';
import { refundable } from '../../../domain/payments/refunds';
import { EMPTY_REFUND, refundFormSchema } from '../../../domain/payments/refund-form';
import { failureMessage } from '../../lib/http';
import { confirmYes } from '../../ui/confirm-dialog';
import { ErrorAlert } from '../../ui/error-alert';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { showToast } from '../../ui/toast';
import { downloadCreditNote, ledgerKeys, feeAccountsQueries, recordRefund, saveBase64Pdf } from './ledger-queries';
import { dateText } from '../../../domain/calendar/date-text';

/** Refunds of one payment: the credit notes so far, and a form to record another (at most paid minus refunded). */
export function RefundPanel({ entry, mayRefund }: { entry: LedgerEntry; mayRefund: boolean }) {
  const queryClient = useQueryClient();
  const refunds = useQuery(feeAccountsQueries.refunds(entry.paymentId));
  // The server's refusal of the last refund (a payment no longer paid); the form's own problems show at the fields.
  const [refusal, setRefusal] = useState<string | null>(null);
  const schema = useMemo(() => refundFormSchema(entry.amount, entry.refunded), [entry.amount, entry.refunded]);

  const record = useMutation({
    mutationFn: recordRefund,
    onSuccess: async (answer) => {
      form.reset();
      void showToast(answer.message, { tone: 'success' });
      saveBase64Pdf(answer.b64, answer.fileName);
      await queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
    },
    onError: async (e) => setRefusal(await failureMessage(e)),
  });

  const form = useSchemaForm(schema, {
    initial: EMPTY_REFUND,
    // The server reads the amount as typed (rupees), the same text the schema just checked.
    onSubmit: ({ reason }) => {
      setRefusal(null);
      const request = { paymentId: entry.paymentId, amount: form.values.amount, reason };
      void confirmYes(M.confirm).then((yes) => yes && record.mutate(request));
    },
  });

  return (
    <div className="refund-panel">
      <h3>Refunds of {entry.receiptNo ?? entry.orderId}</h3>
      {refunds.data?.length ? (
        <ul className="refund-list">
          {refunds.data.map((r) => (
            <li key={r.creditNoteNo}>
              <span>
                <b>{r.creditNoteNo}</b> {formatRupees(r.amount)} — {r.reason} ({r.recordedBy}, {dateText(r.recordedAt)})
              </span>
              <PlainButton
                size="small"
                fill="clear"
                onClick={() =>
                  void downloadCreditNote(r.creditNoteNo).catch(async (e) =>
                    showToast(await failureMessage(e), { tone: 'danger' }),
                  )
                }
              >
                Credit note PDF
              </PlainButton>
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">{refunds.isPending ? 'Loading refunds…' : 'No refunds recorded for this payment.'}</p>
      )}
      {mayRefund && (
        <form
          onSubmit={form.handleSubmit}
          noValidate
          aria-label={`Record a refund of ${entry.receiptNo ?? entry.orderId}`}
          className="refund-form"
        >
          <p className="hint">
            Paid {formatRupees(entry.amount)}; refunded so far {formatRupees(entry.refunded)}; at most{' '}
            {formatRupees(refundable(entry.amount, entry.refunded))} can still be refunded. This records the refund and
            makes a credit note; the money itself goes back through the gateway's own dashboard.
          </p>
          <TextField field={form.field('amount')} label="Refund amount (Rs.)" inputMode="decimal" />
          <TextField field={form.field('reason')} label="Reason" maxLength={500} />
          <ErrorAlert message={refusal} as="div" />
          <PlainButton type="submit" disabled={record.isPending}>
            {record.isPending ? 'Recording…' : 'Record Refund'}
          </PlainButton>
        </form>
      )}
    </div>
  );
}
