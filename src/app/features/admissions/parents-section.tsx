import { MOBILE_INPUT_MAX, normaliseMobileInput } from '../../../domain/admissions/field-rules';
import { TextField } from '../../ui/form/text-field';
import type { AdmissionForm } from './admission-form-kit';

/** Parents and guardian: names, occupations, mobiles (§5 '10-digit  for mobile number'), e-mail, annual income. */
export function ParentsSection({ form }: { form: AdmissionForm }) {
  return (
    <fieldset className="admission-section">
      <legend>Parents and Guardian</legend>
      <TextField field={form.field('fathersName')} label="Father's Name" maxLength={100} />
      <TextField field={form.field('mothersName')} label="Mother's Name" maxLength={100} />
      <TextField field={form.field('parentOccupation')} label="Father's Occupation" maxLength={60} />
      <TextField field={form.field('motherOccupation')} label="Mother's Occupation" maxLength={60} />
      <TextField
        field={form.field('fatherContactNo')}
        label="Father's Mobile"
        type="tel"
        inputMode="numeric"
        maxLength={MOBILE_INPUT_MAX}
        normalize={normaliseMobileInput}
      />
      <TextField
        field={form.field('motherContactNo')}
        label="Mother's Mobile"
        type="tel"
        inputMode="numeric"
        maxLength={MOBILE_INPUT_MAX}
        normalize={normaliseMobileInput}
      />
      <TextField field={form.field('parentEmailId')} label="Parent Email" type="email" maxLength={254} />
      <TextField field={form.field('AnnualIncome')} label="Annual Income (Rs)" inputMode="numeric" maxLength={10} />
      <TextField field={form.field('gurdianName')} label="Guardian's Name" maxLength={100} />
      <TextField
        field={form.field('gurdianPhoneNo')}
        label="Guardian's Mobile"
        type="tel"
        inputMode="numeric"
        maxLength={10}
        normalize={normaliseMobileInput}
      />
      <TextField field={form.field('gurdianAddress')} label="Guardian's Address" maxLength={200} />
    </fieldset>
  );
}
