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
import { useLingui } from '@lingui/react';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';

/** Refunds of one payment: the credit notes so far, and a form to record another (at most paid minus refunded). */
export function RefundPanel({ entry, mayRefund }: { entry: LedgerEntry; mayRefund: boolean }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const refunds = useQuery(feeAccountsQueries.refunds(entry.paymentId));
  // The server's refusal of the last refund (a payment no longer paid); the form's own problems show at the fields.
  const [refusal, setRefusal] = useState<string | null>(null);
  const schema = useMemo(() => refundFormSchema(entry.amount, entry.refunded), [entry.amount, entry.refunded]);

  const record = useMutation({
    mutationFn: recordRefund,
    onSuccess: async (answer) => {
      form.reset();
      void showToast(translateKnown(i18n, answer.message), { tone: 'success' });
      saveBase64Pdf(answer.b64, answer.fileName);
      await queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
    },
    onError: async (e) => setRefusal(translateKnown(i18n, await failureMessage(e))),
  });

  const form = useSchemaForm(schema, {
    initial: EMPTY_REFUND,
    // The server reads the amount as typed (rupees), the same text the schema just checked.
    onSubmit: ({ reason }) => {
      setRefusal(null);
      const request = { paymentId: entry.paymentId, amount: form.values.amount, reason };
      void confirmYes(i18n._(M.confirm)).then((yes) => yes && record.mutate(request));
    },
  });

  return (
    <div className="refund-panel">
      <h3>{i18n._('Refunds of {payment}', { payment: entry.receiptNo ?? entry.orderId })}</h3>
      {refunds.data?.length ? (
        <ul className="refund-list">
          {refunds.data.map((r) => (
            <li key={r.creditNoteNo}>
              <span>
                <b>{r.creditNoteNo}</b> {formatRupees(r.amount)} — {r.reason} ({r.recordedBy},{' '}
                {dateText(r.recordedAt, locale)})
              </span>
              <PlainButton
                size="small"
                fill="clear"
                onClick={() =>
                  void downloadCreditNote(r.creditNoteNo).catch(async (e) =>
                    showToast(translateKnown(i18n, await failureMessage(e)), { tone: 'danger' }),
                  )
                }
              >
                {i18n._('Credit note PDF')}
              </PlainButton>
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">
          {refunds.isPending ? i18n._('Loading refunds…') : i18n._('No refunds recorded for this payment.')}
        </p>
      )}
      {mayRefund && (
        <form
          onSubmit={form.handleSubmit}
          noValidate
          aria-label={i18n._('Record a refund of {payment}', { payment: entry.receiptNo ?? entry.orderId })}
          className="refund-form"
        >
          <p className="hint">
            {i18n._(
              "Paid {paid}; refunded so far {refunded}; at most {refundable} can still be refunded. This records the refund and makes a credit note; the money itself goes back through the gateway's own dashboard.",
              {
                paid: formatRupees(entry.amount),
                refunded: formatRupees(entry.refunded),
                refundable: formatRupees(refundable(entry.amount, entry.refunded)),
              },
            )}
          </p>
          <TextField field={form.field('amount')} label={i18n._('Refund amount (Rs.)')} inputMode="decimal" />
          <TextField field={form.field('reason')} label={i18n._('Reason')} maxLength={500} />
          <ErrorAlert message={refusal} as="div" />
          <PlainButton type="submit" disabled={record.isPending}>
            {record.isPending ? i18n._('Recording…') : i18n._('Record Refund')}
          </PlainButton>
        </form>
      )}
    </div>
  );
}
