import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { formatRupees } from '../../../domain/money/money';
import {
  COUNTER_MODE_LABELS,
  CancelRequestSchema,
  ChequeBounceSchema,
  INSTRUMENT_MODES,
} from '../../../domain/payments/counter';
import type { CounterReceipt } from '../../../domain/payments/counter-answers';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
import { failureMessage } from '../../lib/http';
import { ErrorAlert } from '../../ui/error-alert';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';
import { showToast } from '../../ui/toast';
import { CounterReceiptPrint } from './counter-receipt-print';
import { askToCancel, recordBounce } from './counter-queries';

/** A receipt's state in words, as the desk lists it. */
export const RECEIPT_STATUS_TEXT: Readonly<Record<CounterReceipt['status'], string>> = {
  PAID: /*i18n*/ 'Paid',
  BOUNCED: /*i18n*/ 'Bounced',
  CANCELLED: /*i18n*/ 'Cancelled',
};

// One form for both: a cancellation has no charge (the field is not shown, and not sent).
const CancelFormSchema = v.object({ reason: CancelRequestSchema.entries.reason, charge: v.string() });
const BounceFormSchema = v.object({
  reason: ChequeBounceSchema.entries.reason,
  charge: ChequeBounceSchema.entries.charge,
});

/** Asking for a cancellation (any desk role) or recording a bounce (accountants): a reason, and a bounce's charge. */
function CloseReceiptForm({
  receipt,
  kind,
  onDone,
}: {
  receipt: CounterReceipt;
  kind: 'cancel' | 'bounce';
  onDone: () => void;
}) {
  const { i18n } = useLingui();
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (values: { reason: string; charge: string }) =>
      kind === 'cancel'
        ? askToCancel({ receiptNo: receipt.receiptNo, reason: values.reason })
        : recordBounce({ receiptNo: receipt.receiptNo, ...values }),
    onSuccess: (answer) => {
      void showToast(translateKnown(i18n, answer.message), { tone: 'success' });
      onDone();
    },
    onError: async (e) => setRefusal(translateKnown(i18n, await failureMessage(e))),
  });
  const form = useSchemaForm(kind === 'cancel' ? CancelFormSchema : BounceFormSchema, {
    initial: { reason: '', charge: '500' },
    onSubmit: () => send.mutate({ reason: form.values.reason, charge: form.values.charge }),
  });
  return (
    <form className="counter-close" onSubmit={form.handleSubmit} noValidate>
      <TextField
        field={form.field('reason')}
        label={kind === 'cancel' ? i18n._('Why cancel this receipt') : i18n._('Why the bank returned it')}
        maxLength={500}
        required
      />
      {kind === 'bounce' && (
        <TextField field={form.field('charge')} label={i18n._('Bounce charge (Rs., 0 for none)')} inputMode="numeric" />
      )}
      <ErrorAlert message={refusal ?? form.formError} />
      <PlainButton type="submit" size="small" disabled={send.isPending}>
        {kind === 'cancel' ? i18n._('Ask the accounts officer') : i18n._('Record the bounce')}
      </PlainButton>
    </form>
  );
}

/** The receipts the desk gave a student: print again, ask to cancel, record a bounced cheque or DD. */
export function CounterReceipts({
  receipts,
  mayBounce,
  onChanged,
}: {
  receipts: readonly CounterReceipt[];
  mayBounce: boolean;
  onChanged: () => void;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const [open, setOpen] = useState<{ receiptNo: string; kind: 'print' | 'cancel' | 'bounce' } | null>(null);
  if (receipts.length === 0) return <p className="hint">{i18n._('The desk has given this student no receipt yet.')}</p>;
  return (
    <ul className="counter-receipts">
      {receipts.map((r) => {
        const shown = open?.receiptNo === r.receiptNo ? open.kind : null;
        const toggle = (kind: 'print' | 'cancel' | 'bounce') =>
          setOpen(shown === kind ? null : { receiptNo: r.receiptNo, kind });
        return (
          <li key={r.receiptNo}>
            <div className="counter-receipts__line">
              <b>{r.receiptNo}</b>
              <span>{dateTimeText(r.issuedAt, locale)}</span>
              <span className="money">{formatRupees(r.amount)}</span>
              <span>
                {i18n._(COUNTER_MODE_LABELS[r.mode])}
                {r.reference && ` ${r.reference}`}
              </span>
              <span className={`counter-status counter-status--${r.status.toLowerCase()}`}>
                {i18n._(RECEIPT_STATUS_TEXT[r.status])}
                {r.cancellationWaiting && ` · ${i18n._('cancellation waiting')}`}
              </span>
            </div>
            <div className="row-actions">
              <PlainButton size="small" fill="clear" onClick={() => toggle('print')}>
                {i18n._('Print')}
              </PlainButton>
              {r.status === 'PAID' && !r.cancellationWaiting && (
                <PlainButton size="small" fill="clear" onClick={() => toggle('cancel')}>
                  {i18n._('Ask to cancel')}
                </PlainButton>
              )}
              {r.status === 'PAID' && mayBounce && INSTRUMENT_MODES.includes(r.mode) && (
                <PlainButton size="small" fill="clear" onClick={() => toggle('bounce')}>
                  {i18n._('Cheque bounced')}
                </PlainButton>
              )}
            </div>
            {shown === 'print' && <CounterReceiptPrint receiptNo={r.receiptNo} />}
            {(shown === 'cancel' || shown === 'bounce') && (
              <CloseReceiptForm
                receipt={r}
                kind={shown}
                onDone={() => {
                  setOpen(null);
                  onChanged();
                }}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
