import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { presentAddressFrom } from '../../../domain/admissions/first-form';
import { TextField } from '../../ui/form/text-field';
import type { AdmissionForm } from './admission-form-kit';

type Prefix = 'permanent' | 'present';

function AddressFields({ form, prefix }: { form: AdmissionForm; prefix: Prefix }) {
  const { i18n } = useLingui();
  return (
    <>
      <TextField field={form.field(`${prefix}DoorNo`)} label={i18n._('Door No')} maxLength={20} />
      <TextField field={form.field(`${prefix}Street`)} label={i18n._('Street')} maxLength={120} />
      <TextField field={form.field(`${prefix}Village`)} label={i18n._('Village / Town')} maxLength={60} />
      <TextField field={form.field(`${prefix}Mandal`)} label={i18n._('Mandal')} maxLength={60} />
      <TextField field={form.field(`${prefix}District`)} label={i18n._('District')} maxLength={60} />
      <TextField field={form.field(`${prefix}State`)} label={i18n._('State')} maxLength={60} />
      <TextField field={form.field(`${prefix}Pincode`)} label={i18n._('Pincode')} inputMode="numeric" maxLength={6} />
    </>
  );
}

/** Permanent and present address; 'Same as permanent address' copies the permanent one, or clears (§4). */
export function AddressSection({ form }: { form: AdmissionForm }) {
  const { i18n } = useLingui();
  const [same, setSame] = useState(false);
  const id = useId();
  const toggle = (checked: boolean) => {
    setSame(checked);
    for (const [name, value] of Object.entries(presentAddressFrom(form.values, checked)))
      form.setValue(name as keyof typeof form.values, value ?? '');
  };
  return (
    <>
      <fieldset className="admission-section">
        <legend>{i18n._('Permanent Address')}</legend>
        <AddressFields form={form} prefix="permanent" />
      </fieldset>
      <fieldset className="admission-section">
        <legend>{i18n._('Present Address')}</legend>
        <div className="check-field admission-section__wide">
          <input id={id} type="checkbox" checked={same} onChange={(e) => toggle(e.target.checked)} />
          <label htmlFor={id}>{i18n._('Same as permanent address')}</label>
        </div>
        <AddressFields form={form} prefix="present" />
      </fieldset>
    </>
  );
}
