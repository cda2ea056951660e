import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatRupees, parseRupees, rupeesText } from '../../../domain/money/money';
import { PAYMENT_MODES, PaymentFormSchema, type PaymentFormValues } from '../../../domain/vendors/bill-forms';
import { paymentSplit, rateText } from '../../../domain/vendors/tds';
import type { Bill } from '../../../domain/vendors/vendor-answers';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { confirmYes } from '../../ui/confirm-dialog';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { DateField } from '../../ui/form/date-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { FormFooter } from '../../ui/form/form-footer';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { showToast } from '../../ui/toast';
import { PAYMENT_MODE_LABELS } from './bill-words';
import { payBill, vendorKeys } from './vendors-queries';

/** What a payment of the typed amount sends and keeps back, or null while the amount is not one. */
function splitOf(bill: Bill, values: PaymentFormValues) {
  const typed = parseRupees(values.amount);
  return typed.ok
    ? paymentSplit(typed.paise, { taxable: bill.taxable, gst: bill.gst }, bill.tdsRateBp, values.deductTds)
    : null;
}

/**
 * Paying an approved bill: the amount (what is still owed, or less), TDS at the vendor's rate unless turned off, and
 * the transfer's UTR or the cheque's number, bank and date. What is sent and what is kept back as TDS shows as the
 * amount is typed; the server works it out again with the bill locked. One Idempotency-Key for the form: a second
 * click is answered with the first payment.
 */
export function PaymentForm({ bill, onDone }: { bill: Bill; onDone: () => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  const [refusal, setRefusal] = useState<string | null>(null);
  const left = bill.total - bill.paid;
  const pay = useMutation({
    mutationFn: (body: PaymentFormValues) => payBill(bill.id, body, key),
    onMutate: () => setRefusal(null),
    onSuccess: async (answer) => {
      void showToast(
        i18n._('{message}: voucher {voucher}, Rs {net} sent', {
          message: translateKnown(i18n, answer.message),
          voucher: answer.payment.voucherNo,
          net: rupeesText(answer.payment.net),
        }),
        { tone: 'success' },
      );
      await queryClient.invalidateQueries({ queryKey: vendorKeys.all });
      onDone();
    },
    onError: async (e) => setRefusal(translateKnown(i18n, await failureMessage(e))),
  });
  const form = useSchemaForm(PaymentFormSchema, {
    initial: {
      amount: rupeesText(left),
      deductTds: bill.tdsRateBp > 0,
      mode: 'TRANSFER',
      reference: '',
      bank: '',
      chequeDate: '',
    },
    onSubmit: () =>
      void confirmYes(
        i18n._('Pay Rs {net} to {vendor} for bill {bill}?', {
          net: rupeesText(splitOf(bill, form.values)?.net ?? 0),
          vendor: bill.vendorName,
          bill: bill.billNo,
        }),
      ).then((yes) => yes && pay.mutate(form.values)),
  });
  const split = splitOf(bill, form.values);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a row far down the list: the form is where the reader goes next.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);
  const cheque = form.values.mode === 'CHEQUE';
  const title = i18n._('Pay bill {bill} of {vendor}', { bill: bill.billNo, vendor: bill.vendorName });
  return (
    <form className="vendor-panel" onSubmit={form.handleSubmit} noValidate aria-label={title}>
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{i18n._('Still owed: {left}', { left: formatRupees(left) })}</p>
      <div className="vendor-form__grid">
        <TextField field={form.field('amount')} label={i18n._('Amount settled (Rs.)')} inputMode="decimal" />
        <SelectField
          field={form.field('mode')}
          label={i18n._('Paid by')}
          options={PAYMENT_MODES.map((m) => ({ value: m, label: i18n._(PAYMENT_MODE_LABELS[m]) }))}
        />
        <TextField
          field={form.field('reference')}
          label={cheque ? i18n._('Cheque number') : i18n._('UTR of the transfer')}
          maxLength={22}
          autoCapitalize="characters"
        />
        {cheque && <TextField field={form.field('bank')} label={i18n._('Drawn on (bank)')} maxLength={80} />}
        {cheque && <DateField field={form.field('chequeDate')} label={i18n._('Cheque date')} />}
      </div>
      {bill.tdsRateBp > 0 && (
        <CheckboxField
          field={form.field('deductTds')}
          label={i18n._('Deduct TDS under {section} at {rate}%', {
            section: bill.tdsSection,
            rate: rateText(bill.tdsRateBp),
          })}
        />
      )}
      {split && (
        <p className="vendor-split" aria-live="polite">
          {i18n._('TDS kept back: {tds}. Sent to the vendor: {net}.', {
            tds: formatRupees(split.tds),
            net: formatRupees(split.net),
          })}
        </p>
      )}
      <FormFooter
        error={form.formError ?? refusal}
        pending={pay.isPending}
        submitLabel={i18n._('Record payment')}
        pendingLabel={i18n._('Paying…')}
        onCancel={onDone}
        className="vendor-actions"
      />
    </form>
  );
}
