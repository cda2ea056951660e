import { BLOOD_GROUPS, GENDERS, YES_NO } from '../../../domain/admissions/choices';
import {
  AADHAAR_INPUT_MAX,
  MOBILE_INPUT_MAX,
  normaliseAadhaarInput,
  normaliseMobileInput,
} from '../../../domain/admissions/field-rules';
import { ChoiceField } from '../../ui/form/choice-field';
import { DateField } from '../../ui/form/date-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useCasteCategories, useKeyValuePairs, useSubCastes } from '../../lib/lookup-queries';
import { optionsOf, type AdmissionForm } from './admission-form-kit';

const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g, label: g === 'MALE' ? 'Male' : 'Female' }));

/** Student: identity, contact, Aadhaar (digits only, 12 at most, §5), caste category → sub-castes (§4). */
export function StudentSection({ form }: { form: AdmissionForm }) {
  const nationality = useKeyValuePairs('Nationality');
  const religion = useKeyValuePairs('Religion');
  const categories = useCasteCategories();
  const category = form.values.casteCategory;
  const subCastes = useSubCastes(category);
  const categoryField = form.field('casteCategory');
  return (
    <fieldset className="admission-section">
      <legend>Student</legend>
      <TextField field={form.field('fullName')} label="Full Name" maxLength={100} autoComplete="off" />
      <ChoiceField field={form.field('gender')} legend="Gender" options={GENDER_OPTIONS} />
      <DateField field={form.field('dateofBirth')} label="Date of Birth" />
      <TextField
        field={form.field('adharNo')}
        label="Aadhaar No"
        inputMode="numeric"
        maxLength={AADHAAR_INPUT_MAX}
        normalize={normaliseAadhaarInput}
        autoComplete="off"
      />
      <TextField
        field={form.field('studentMobileNumber')}
        label="Student Mobile"
        type="tel"
        inputMode="numeric"
        maxLength={MOBILE_INPUT_MAX}
        normalize={normaliseMobileInput}
      />
      <TextField field={form.field('emailId')} label="Email" type="email" maxLength={254} />
      <TextField field={form.field('landLineNumber')} label="Landline Number" type="tel" maxLength={15} />
      <SelectField field={form.field('bloodGroup')} label="Blood Group" options={optionsOf(BLOOD_GROUPS)} />
      <TextField field={form.field('motherTongue')} label="Mother Tongue" maxLength={40} />
      <SelectField
        field={form.field('nationality')}
        label="Nationality"
        options={nationality.data?.map((n) => ({ value: n.key, label: n.value }))}
        loading={nationality.isPending}
      />
      <SelectField
        field={form.field('religion')}
        label="Religion"
        options={religion.data?.map((n) => ({ value: n.key, label: n.value }))}
        loading={religion.isPending}
      />
      <SelectField
        field={{
          ...categoryField,
          onChange: (value) => {
            categoryField.onChange(value);
            if (form.values.subCastInfo) form.setValue('subCastInfo', '');
          },
        }}
        label="Caste Category"
        options={categories.data}
        loading={categories.isPending}
      />
      <SelectField
        field={form.field('subCastInfo')}
        label="Sub Caste"
        options={subCastes.data}
        loading={category !== '' && subCastes.isPending}
      />
      <TextField field={form.field('identificationMarks1')} label="Identification Marks" maxLength={120} />
      <ChoiceField
        field={form.field('physicallyHandicapped')}
        legend="Physically Handicapped"
        options={optionsOf(YES_NO)}
      />
      <TextField field={form.field('rationCardNo')} label="Ration Card No" inputMode="numeric" maxLength={20} />
      <ChoiceField field={form.field('isHostler')} legend="Hostler" options={optionsOf(YES_NO)} />
      <TextField
        field={form.field('distanceFromResidence')}
        label="Distance from Residence (km)"
        inputMode="numeric"
        maxLength={4}
      />
      <TextField
        field={form.field('bankAccount')}
        label="Bank Account No"
        inputMode="numeric"
        maxLength={18}
        autoComplete="off"
      />
    </fieldset>
  );
}
