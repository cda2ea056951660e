import {
  BLOOD_GROUPS,
  GENDER_LABELS,
  GENDERS,
  KNOWING_ABOUT_INSTITUTE,
  KNOWING_LABELS,
  YES_NO,
} from '../../../../domain/admissions/choices';
import {
  aadhaarBlurCheck,
  mobileBlurCheck,
  secondFormAadhaarInput,
  secondFormMobileInput,
} from '../../../../domain/admissions/second-form';
import { ChoiceField } from '../../../ui/form/choice-field';
import { DateField } from '../../../ui/form/date-field';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { cascading, checkedOnBlur, optionsOf, type SecondForm } from './second-form-kit';
import type { SecondFormLookups } from './use-second-form-lookups';
import { useLingui } from '@lingui/react';

const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }));

interface Props {
  form: SecondForm;
  lookups: SecondFormLookups;
}

/** Admission: date, number, admission type, level → degree → batch → branch (§4 cascades), regulation. */
export function AdmissionDetailsSection({ form, lookups }: Props) {
  const { i18n } = useLingui();
  const batch = cascading(form, 'batch', ['branch']);
  return (
    <fieldset className="admission-section">
      <legend>{i18n._('Admission')}</legend>
      <DateField field={form.field('dateOfAdmission')} label={i18n._('Date of Admission')} />
      <TextField
        field={form.field('adminNo')}
        label={i18n._('Admission No')}
        readOnly
        placeholder={i18n._('Given on save')}
      />
      <SelectField field={form.field('admissionType')} label={i18n._('Admission Type')} {...lookups.admissionTypes} />
      <SelectField
        field={cascading(form, 'level', ['courseAppliedFor', 'batch', 'branch', 'regulation'])}
        label={i18n._('Level')}
        {...lookups.levels}
      />
      <SelectField
        field={cascading(form, 'courseAppliedFor', ['batch', 'branch', 'regulation'])}
        label={i18n._('Degree (Course Applied for)')}
        {...lookups.degrees}
      />
      <SelectField
        field={{
          ...batch,
          onChange: (value) => {
            batch.onChange(value);
            form.setValue('regulation', lookups.regulationOf(value) ?? '');
          },
        }}
        label={i18n._('Batch')}
        {...lookups.batches}
      />
      <SelectField field={form.field('branch')} label={i18n._('Branch')} {...lookups.branches} />
      <TextField field={form.field('regulation')} label={i18n._('Regulation')} readOnly />
      <ChoiceField field={form.field('lateralEntry')} legend={i18n._('Lateral Entry')} options={optionsOf(YES_NO)} />
    </fieldset>
  );
}

/** Student: name, gender, Aadhaar (checked on blur), birth, identity marks, caste category → sub-castes. */
export function StudentDetailsSection({ form, lookups }: Props) {
  const { i18n } = useLingui();
  return (
    <fieldset className="admission-section">
      <legend>{i18n._('Student')}</legend>
      <TextField field={form.field('name')} label={i18n._('Full Name')} maxLength={100} autoComplete="off" />
      <ChoiceField field={form.field('gender')} legend={i18n._('Gender')} options={GENDER_OPTIONS} />
      <TextField
        field={checkedOnBlur(form, 'aadharNo', aadhaarBlurCheck)}
        label={i18n._('Aadhaar No')}
        inputMode="numeric"
        normalize={secondFormAadhaarInput}
        autoComplete="off"
      />
      <DateField field={form.field('dateOfBirth')} label={i18n._('Date of Birth')} />
      <SelectField field={form.field('bloodGroup')} label={i18n._('Blood Group')} options={optionsOf(BLOOD_GROUPS)} />
      <SelectField field={form.field('nationality')} label={i18n._('Nationality')} {...lookups.nationality} />
      <SelectField field={form.field('religion')} label={i18n._('Religion')} {...lookups.religion} />
      <TextField field={form.field('motherTongue')} label={i18n._('Mother Tongue')} maxLength={40} />
      <SelectField
        field={cascading(form, 'category', ['subCaste'])}
        label={i18n._('Caste Category')}
        {...lookups.categories}
      />
      <SelectField field={form.field('subCaste')} label={i18n._('Sub Caste')} {...lookups.subCastes} />
      <TextField field={form.field('identificationMarksA')} label={i18n._('Identification Mark A')} maxLength={120} />
      <TextField field={form.field('identificationMarksB')} label={i18n._('Identification Mark B')} maxLength={120} />
      <ChoiceField
        field={form.field('physicallyChallanged')}
        legend={i18n._('Physically Challenged')}
        options={optionsOf(YES_NO)}
      />
      <ChoiceField
        field={form.field('belongsToSportsNcc')}
        legend={i18n._('Sports / NCC')}
        options={optionsOf(YES_NO)}
      />
      <TextField
        field={form.field('annualIncome')}
        label={i18n._('Annual Income')}
        inputMode="numeric"
        maxLength={10}
      />
    </fieldset>
  );
}

// No maxLength: a pasted '+91 98765 43210' reaches normalize whole, which reads it as the ten digits.
const mobileProps = { type: 'tel' as const, inputMode: 'numeric' as const, normalize: secondFormMobileInput };

/** Contact: father, mother and student mobiles (digits only, up to 10, checked on blur), e-mails, addresses. */
export function ContactSection({ form }: { form: SecondForm }) {
  const { i18n } = useLingui();
  return (
    <fieldset className="admission-section">
      <legend>{i18n._('Contact')}</legend>
      <TextField
        field={checkedOnBlur(form, 'fatherContactNo', mobileBlurCheck)}
        label={i18n._('Father Mobile')}
        {...mobileProps}
      />
      <TextField
        field={checkedOnBlur(form, 'motherContactNo', mobileBlurCheck)}
        label={i18n._('Mother Mobile')}
        {...mobileProps}
      />
      <TextField
        field={checkedOnBlur(form, 'studentContactNo', mobileBlurCheck)}
        label={i18n._('Student Mobile')}
        {...mobileProps}
      />
      <TextField field={form.field('emailId')} label={i18n._('Student Email')} type="email" maxLength={254} />
      <TextField field={form.field('fatherEmailId')} label={i18n._('Father Email')} type="email" maxLength={254} />
      <TextField field={form.field('permanentAddress')} label={i18n._('Permanent Address')} maxLength={500} />
      <TextField field={form.field('presentAddress')} label={i18n._('Present Address')} maxLength={500} />
    </fieldset>
  );
}

/** Previous education: entrance rank, intermediate and SSC marks, how they heard of the college. */
export function EducationSection({ form }: { form: SecondForm }) {
  const { i18n } = useLingui();
  return (
    <fieldset className="admission-section">
      <legend>{i18n._('Previous education')}</legend>
      <TextField field={form.field('hallTicketNo')} label={i18n._('Hall Ticket No')} maxLength={20} />
      <TextField field={form.field('rank')} label={i18n._('Rank')} inputMode="numeric" maxLength={7} />
      <TextField
        field={form.field('marksSecured')}
        label={i18n._('Inter Marks Secured')}
        inputMode="numeric"
        maxLength={4}
      />
      <TextField
        field={form.field('totalMarksInter')}
        label={i18n._('Inter Total Marks')}
        inputMode="numeric"
        maxLength={4}
      />
      <TextField
        field={form.field('percentageOfMarks')}
        label={i18n._('Inter Percentage')}
        inputMode="decimal"
        maxLength={6}
      />
      <TextField field={form.field('division')} label={i18n._('Division')} maxLength={32} />
      <TextField field={form.field('sscMarks')} label={i18n._('SSC Marks')} inputMode="numeric" maxLength={4} />
      <TextField
        field={form.field('sscPercentage')}
        label={i18n._('SSC Percentage')}
        inputMode="decimal"
        maxLength={6}
      />
      <SelectField
        field={form.field('knowingAboutInstitute')}
        label={i18n._('How do you know about the college')}
        options={KNOWING_ABOUT_INSTITUTE.map((k) => ({ value: k, label: KNOWING_LABELS[k] }))}
      />
      <TextField field={form.field('otherIfAny')} label={i18n._('Other, if any')} maxLength={500} />
    </fieldset>
  );
}
