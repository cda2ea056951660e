import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { collegeDay } from '../../../domain/calendar/college-time';
import { EMPTY_BILL, billFormSchema, type BillFormValues } from '../../../domain/vendors/bill-forms';
import type { VendorList } from '../../../domain/vendors/vendor-answers';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { DateField } from '../../ui/form/date-field';
import { SelectField } from '../../ui/form/select-field';
import { TextAreaField } from '../../ui/form/text-area-field';
import { TextField } from '../../ui/form/text-field';
import { FormFooter } from '../../ui/form/form-footer';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { showToast } from '../../ui/toast';
import { submitBill, vendorKeys } from './vendors-queries';

const today = () => collegeDay(new Date());
const BillSchema = billFormSchema(today);

/**
 * A vendor's bill, booked for approval: the vendor (active ones), its own number and date, the head of account, the
 * taxable value and the GST shown on it (the total is what the college owes), and what it was for.
 */
export function BillForm({ lists, onDone }: { lists: VendorList; onDone: () => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: (body: BillFormValues) => submitBill(body),
    onMutate: () => setRefusal(null),
    onSuccess: async (answer) => {
      void showToast(translateKnown(i18n, answer.message), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: vendorKeys.all });
      onDone();
    },
    onError: async (e) => setRefusal(translateKnown(i18n, await failureMessage(e))),
  });
  const form = useSchemaForm(BillSchema, {
    initial: { ...EMPTY_BILL, billDate: today() },
    onSubmit: () => submit.mutate(form.values),
  });
  const title = i18n._('New bill');
  return (
    <form className="vendor-panel" onSubmit={form.handleSubmit} noValidate aria-label={title}>
      <h2>{title}</h2>
      <div className="vendor-form__grid">
        <SelectField
          field={form.field('vendorId')}
          label={i18n._('Vendor')}
          placeholder={i18n._('Choose the vendor')}
          options={lists.vendors.filter((v) => v.active).map((v) => ({ value: String(v.id), label: v.name }))}
        />
        <TextField field={form.field('billNo')} label={i18n._('Bill number')} maxLength={40} />
        <DateField field={form.field('billDate')} label={i18n._('Bill date')} />
        <SelectField
          field={form.field('headId')}
          label={i18n._('Head of account')}
          placeholder={i18n._('Choose the head')}
          options={lists.heads.map((h) => ({ value: String(h.id), label: h.name }))}
        />
        <TextField field={form.field('taxable')} label={i18n._('Taxable value (Rs.)')} inputMode="decimal" />
        <TextField field={form.field('gst')} label={i18n._('GST on the bill (Rs., 0 if none)')} inputMode="decimal" />
      </div>
      <TextAreaField field={form.field('description')} label={i18n._('What it is for')} rows={2} />
      <FormFooter
        error={form.formError ?? refusal}
        pending={submit.isPending}
        submitLabel={i18n._('Submit for approval')}
        pendingLabel={i18n._('Submitting…')}
        onCancel={onDone}
        className="vendor-actions"
      />
    </form>
  );
}
