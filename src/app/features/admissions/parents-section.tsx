import { useLingui } from '@lingui/react';
import { MOBILE_INPUT_MAX, normaliseMobileInput } from '../../../domain/admissions/field-rules';
import { TextField } from '../../ui/form/text-field';
import type { AdmissionForm } from './admission-form-kit';

/** Parents and guardian: names, occupations, mobiles (§5 '10-digit  for mobile number'), e-mail, annual income. */
export function ParentsSection({ form }: { form: AdmissionForm }) {
  const { i18n } = useLingui();
  return (
    <fieldset className="admission-section">
      <legend>{i18n._('Parents and Guardian')}</legend>
      <TextField field={form.field('fathersName')} label={i18n._("Father's Name")} maxLength={100} />
      <TextField field={form.field('mothersName')} label={i18n._("Mother's Name")} maxLength={100} />
      <TextField field={form.field('parentOccupation')} label={i18n._("Father's Occupation")} maxLength={60} />
      <TextField field={form.field('motherOccupation')} label={i18n._("Mother's Occupation")} maxLength={60} />
      <TextField
        field={form.field('fatherContactNo')}
        label={i18n._("Father's Mobile")}
        type="tel"
        inputMode="numeric"
        maxLength={MOBILE_INPUT_MAX}
        normalize={normaliseMobileInput}
      />
      <TextField
        field={form.field('motherContactNo')}
        label={i18n._("Mother's Mobile")}
        type="tel"
        inputMode="numeric"
        maxLength={MOBILE_INPUT_MAX}
        normalize={normaliseMobileInput}
      />
      <TextField field={form.field('parentEmailId')} label={i18n._('Parent Email')} type="email" maxLength={254} />
      <TextField
        field={form.field('AnnualIncome')}
        label={i18n._('Annual Income (Rs)')}
        inputMode="numeric"
        maxLength={10}
      />
      <TextField field={form.field('gurdianName')} label={i18n._("Guardian's Name")} maxLength={100} />
      <TextField
        field={form.field('gurdianPhoneNo')}
        label={i18n._("Guardian's Mobile")}
        type="tel"
        inputMode="numeric"
        maxLength={10}
        normalize={normaliseMobileInput}
      />
      <TextField field={form.field('gurdianAddress')} label={i18n._("Guardian's Address")} maxLength={200} />
    </fieldset>
  );
}
