import { useId, useState } from 'react';
import { presentAddressFrom } from '../../../domain/admissions/first-form';
import { TextField } from '../../ui/form/text-field';
import type { AdmissionForm } from './admission-form-kit';

type Prefix = 'permanent' | 'present';

function AddressFields({ form, prefix }: { form: AdmissionForm; prefix: Prefix }) {
  return (
    <>
      <TextField field={form.field(`${prefix}DoorNo`)} label="Door No" maxLength={20} />
      <TextField field={form.field(`${prefix}Street`)} label="Street" maxLength={120} />
      <TextField field={form.field(`${prefix}Village`)} label="Village / Town" maxLength={60} />
      <TextField field={form.field(`${prefix}Mandal`)} label="Mandal" maxLength={60} />
      <TextField field={form.field(`${prefix}District`)} label="District" maxLength={60} />
      <TextField field={form.field(`${prefix}State`)} label="State" maxLength={60} />
      <TextField field={form.field(`${prefix}Pincode`)} label="Pincode" inputMode="numeric" maxLength={6} />
    </>
  );
}

/** Permanent and present address; 'Same as permanent address' copies the permanent one, or clears (§4). */
export function AddressSection({ form }: { form: AdmissionForm }) {
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
        <legend>Permanent Address</legend>
        <AddressFields form={form} prefix="permanent" />
      </fieldset>
      <fieldset className="admission-section">
        <legend>Present Address</legend>
        <div className="check-field admission-section__wide">
          <input id={id} type="checkbox" checked={same} onChange={(e) => toggle(e.target.checked)} />
          <label htmlFor={id}>Same as permanent address</label>
        </div>
        <AddressFields form={form} prefix="present" />
      </fieldset>
    </>
  );
}
