import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TDS_SECTIONS, TDS_SECTION_CODES } from '../../../domain/vendors/tds';
import { VendorFormSchema, type VendorFormValues } from '../../../domain/vendors/vendor-forms';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { SelectField } from '../../ui/form/select-field';
import { TextAreaField } from '../../ui/form/text-area-field';
import { TextField } from '../../ui/form/text-field';
import { FormFooter } from '../../ui/form/form-footer';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { showToast } from '../../ui/toast';
import { saveVendor, vendorKeys } from './vendors-queries';

/**
 * A vendor's form (new, or one on record): name, GSTIN and PAN (checked as typed: the GSTIN's check character, the PAN
 * inside it), address and contact, the bank account a transfer goes to, the TDS section and rate, and whether it is
 * active. The server checks it again with the same schema and refuses a GSTIN already on record.
 */
export function VendorForm({
  id,
  initial,
  onDone,
}: {
  id: number | null;
  initial: VendorFormValues;
  onDone: () => void;
}) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: VendorFormValues) => saveVendor(id, body),
    onSuccess: async (answer) => {
      void showToast(translateKnown(i18n, answer.message), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: vendorKeys.all });
      onDone();
    },
    onError: async (e) => setRefusal(translateKnown(i18n, await failureMessage(e))),
  });
  const form = useSchemaForm(VendorFormSchema, {
    initial,
    onSubmit: () => {
      setRefusal(null);
      save.mutate(form.values);
    },
  });
  const title = id === null ? i18n._('New vendor') : i18n._('Edit {name}', { name: initial.name });
  return (
    <form className="vendor-panel" onSubmit={form.handleSubmit} noValidate aria-label={title}>
      <h2>{title}</h2>
      <div className="vendor-form__grid">
        <TextField field={form.field('name')} label={i18n._('Vendor name')} maxLength={120} />
        <TextField field={form.field('gstin')} label={i18n._('GSTIN')} maxLength={15} autoCapitalize="characters" />
        <TextField field={form.field('pan')} label={i18n._('PAN')} maxLength={10} autoCapitalize="characters" />
        <TextField field={form.field('contactName')} label={i18n._('Contact person')} maxLength={80} />
        <TextField field={form.field('phone')} label={i18n._('Phone')} type="tel" inputMode="tel" maxLength={12} />
        <TextField field={form.field('email')} label={i18n._('E-mail')} type="email" maxLength={120} />
      </div>
      <TextAreaField field={form.field('address')} label={i18n._('Address')} rows={2} />
      <div className="vendor-form__grid">
        <TextField
          field={form.field('bankAccount')}
          label={i18n._('Bank account number')}
          inputMode="numeric"
          maxLength={18}
        />
        <TextField field={form.field('ifsc')} label={i18n._('IFSC')} maxLength={11} autoCapitalize="characters" />
        <TextField field={form.field('bankName')} label={i18n._('Bank and branch')} maxLength={120} />
        <SelectField
          field={form.field('tdsSection')}
          label={i18n._('TDS section')}
          placeholder={i18n._('No TDS')}
          options={TDS_SECTION_CODES.map((code) => ({ value: code, label: i18n._(TDS_SECTIONS[code].label) }))}
        />
        <TextField field={form.field('tdsRate')} label={i18n._('TDS rate (%)')} inputMode="decimal" maxLength={6} />
      </div>
      <CheckboxField field={form.field('active')} label={i18n._('Active: bills may be booked')} />
      <FormFooter
        error={form.formError ?? refusal}
        pending={save.isPending}
        submitLabel={i18n._('Save vendor')}
        onCancel={onDone}
        className="vendor-actions"
      />
    </form>
  );
}
