import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import type { LedgerEntry } from '../../../domain/payments/ledger';
import { REFUND_MESSAGES as M } from '../../../domain/payments/accounts-messages';
import { formatRupees } from '../../../domain/money/money';
import { refundable, refundLimitIssue, RefundRequestSchema } from '../../../domain/payments/refunds';
import { failureMessage } from '../../lib/http';
import { confirmYes } from '../../ui/confirm-dialog';
import { ErrorAlert } from '../../ui/error-alert';
import { PlainTextField } from '../../ui/plain-text-field';
import { showToast } from '../../ui/toast';
import { downloadCreditNote, ledgerKeys, feeAccountsQueries, recordRefund, saveBase64Pdf } from './ledger-queries';
import { dateText } from '../../../domain/calendar/date-text';

/** Refunds of one payment: the credit notes so far, and a form to record another (at most paid minus refunded). */
export function RefundPanel({ entry, mayRefund }: { entry: LedgerEntry; mayRefund: boolean }) {
  const queryClient = useQueryClient();
  const refunds = useQuery(feeAccountsQueries.refunds(entry.paymentId));
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const record = useMutation({
    mutationFn: recordRefund,
    onSuccess: async (answer) => {
      setAmount('');
      setReason('');
      void showToast(answer.message, { tone: 'success' });
      saveBase64Pdf(answer.b64, answer.fileName);
      await queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
    },
    onError: async (e) => setError(await failureMessage(e)),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(RefundRequestSchema, { paymentId: entry.paymentId, amount, reason });
    if (!parsed.success) return setError(parsed.issues[0].message);
    const limit = refundLimitIssue(parsed.output.amount, entry.amount, entry.refunded);
    if (limit) return setError(limit);
    setError(null);
    if (await confirmYes(M.confirm)) record.mutate({ paymentId: entry.paymentId, amount, reason });
  };

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
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          aria-label={`Record a refund of ${entry.receiptNo ?? entry.orderId}`}
          className="refund-form"
        >
          <p className="hint">
            Paid {formatRupees(entry.amount)}; refunded so far {formatRupees(entry.refunded)}; at most{' '}
            {formatRupees(refundable(entry.amount, entry.refunded))} can still be refunded. This records the refund and
            makes a credit note; the money itself goes back through the gateway's own dashboard.
          </p>
          <PlainTextField
            label="Refund amount (Rs.)"
            value={amount}
            onChange={setAmount}
            inputMode="decimal"
            name="refundAmount"
            required
          />
          <PlainTextField
            label="Reason"
            value={reason}
            onChange={setReason}
            maxLength={500}
            name="refundReason"
            required
          />
          <ErrorAlert message={error} as="div" />
          <PlainButton type="submit" disabled={record.isPending}>
            {record.isPending ? 'Recording…' : 'Record Refund'}
          </PlainButton>
        </form>
      )}
    </div>
  );
}
