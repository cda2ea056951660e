import { useLingui } from '@lingui/react';
import { BLOOD_GROUPS, GENDERS, GENDER_LABELS, YES_NO } from '../../../domain/admissions/choices';
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

const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }));

/** Student: identity, contact, Aadhaar (digits only, 12 at most, §5), caste category → sub-castes (§4). */
export function StudentSection({ form }: { form: AdmissionForm }) {
  const { i18n } = useLingui();
  const nationality = useKeyValuePairs('Nationality');
  const religion = useKeyValuePairs('Religion');
  const categories = useCasteCategories();
  const category = form.values.casteCategory;
  const subCastes = useSubCastes(category);
  const categoryField = form.field('casteCategory');
  return (
    <fieldset className="admission-section">
      <legend>{i18n._('Student')}</legend>
      <TextField field={form.field('fullName')} label={i18n._('Full Name')} maxLength={100} autoComplete="off" />
      <ChoiceField field={form.field('gender')} legend={i18n._('Gender')} options={GENDER_OPTIONS} />
      <DateField field={form.field('dateofBirth')} label={i18n._('Date of Birth')} />
      <TextField
        field={form.field('adharNo')}
        label={i18n._('Aadhaar No')}
        inputMode="numeric"
        maxLength={AADHAAR_INPUT_MAX}
        normalize={normaliseAadhaarInput}
        autoComplete="off"
      />
      <TextField
        field={form.field('studentMobileNumber')}
        label={i18n._('Student Mobile')}
        type="tel"
        inputMode="numeric"
        maxLength={MOBILE_INPUT_MAX}
        normalize={normaliseMobileInput}
      />
      <TextField field={form.field('emailId')} label={i18n._('Email')} type="email" maxLength={254} />
      <TextField field={form.field('landLineNumber')} label={i18n._('Landline Number')} type="tel" maxLength={15} />
      <SelectField field={form.field('bloodGroup')} label={i18n._('Blood Group')} options={optionsOf(BLOOD_GROUPS)} />
      <TextField field={form.field('motherTongue')} label={i18n._('Mother Tongue')} maxLength={40} />
      <SelectField
        field={form.field('nationality')}
        label={i18n._('Nationality')}
        options={nationality.data?.map((n) => ({ value: n.key, label: n.value }))}
        loading={nationality.isPending}
      />
      <SelectField
        field={form.field('religion')}
        label={i18n._('Religion')}
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
        label={i18n._('Caste Category')}
        options={categories.data}
        loading={categories.isPending}
      />
      <SelectField
        field={form.field('subCastInfo')}
        label={i18n._('Sub Caste')}
        options={subCastes.data}
        loading={category !== '' && subCastes.isPending}
      />
      <TextField field={form.field('identificationMarks1')} label={i18n._('Identification Marks')} maxLength={120} />
      <ChoiceField
        field={form.field('physicallyHandicapped')}
        legend={i18n._('Physically Handicapped')}
        options={optionsOf(YES_NO)}
      />
      <TextField
        field={form.field('rationCardNo')}
        label={i18n._('Ration Card No')}
        inputMode="numeric"
        maxLength={20}
      />
      <ChoiceField field={form.field('isHostler')} legend={i18n._('Hostler')} options={optionsOf(YES_NO)} />
      <TextField
        field={form.field('distanceFromResidence')}
        label={i18n._('Distance from Residence (km)')}
        inputMode="numeric"
        maxLength={4}
      />
      <TextField
        field={form.field('bankAccount')}
        label={i18n._('Bank Account No')}
        inputMode="numeric"
        maxLength={18}
        autoComplete="off"
      />
    </fieldset>
  );
}
