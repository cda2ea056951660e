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

const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }));

interface Props {
  form: SecondForm;
  lookups: SecondFormLookups;
}

/** Admission: date, number, admission type, level → degree → batch → branch (§4 cascades), regulation. */
export function AdmissionDetailsSection({ form, lookups }: Props) {
  const batch = cascading(form, 'batch', ['branch']);
  return (
    <fieldset className="admission-section">
      <legend>Admission</legend>
      <DateField field={form.field('dateOfAdmission')} label="Date of Admission" />
      <TextField field={form.field('adminNo')} label="Admission No" readOnly placeholder="Given on save" />
      <SelectField field={form.field('admissionType')} label="Admission Type" {...lookups.admissionTypes} />
      <SelectField
        field={cascading(form, 'level', ['courseAppliedFor', 'batch', 'branch', 'regulation'])}
        label="Level"
        {...lookups.levels}
      />
      <SelectField
        field={cascading(form, 'courseAppliedFor', ['batch', 'branch', 'regulation'])}
        label="Degree (Course Applied for)"
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
        label="Batch"
        {...lookups.batches}
      />
      <SelectField field={form.field('branch')} label="Branch" {...lookups.branches} />
      <TextField field={form.field('regulation')} label="Regulation" readOnly />
      <ChoiceField field={form.field('lateralEntry')} legend="Lateral Entry" options={optionsOf(YES_NO)} />
    </fieldset>
  );
}

/** Student: name, gender, Aadhaar (checked on blur), birth, identity marks, caste category → sub-castes. */
export function StudentDetailsSection({ form, lookups }: Props) {
  return (
    <fieldset className="admission-section">
      <legend>Student</legend>
      <TextField field={form.field('name')} label="Full Name" maxLength={100} autoComplete="off" />
      <ChoiceField field={form.field('gender')} legend="Gender" options={GENDER_OPTIONS} />
      <TextField
        field={checkedOnBlur(form, 'aadharNo', aadhaarBlurCheck)}
        label="Aadhaar No"
        inputMode="numeric"
        normalize={secondFormAadhaarInput}
        autoComplete="off"
      />
      <DateField field={form.field('dateOfBirth')} label="Date of Birth" />
      <SelectField field={form.field('bloodGroup')} label="Blood Group" options={optionsOf(BLOOD_GROUPS)} />
      <SelectField field={form.field('nationality')} label="Nationality" {...lookups.nationality} />
      <SelectField field={form.field('religion')} label="Religion" {...lookups.religion} />
      <TextField field={form.field('motherTongue')} label="Mother Tongue" maxLength={40} />
      <SelectField field={cascading(form, 'category', ['subCaste'])} label="Caste Category" {...lookups.categories} />
      <SelectField field={form.field('subCaste')} label="Sub Caste" {...lookups.subCastes} />
      <TextField field={form.field('identificationMarksA')} label="Identification Mark A" maxLength={120} />
      <TextField field={form.field('identificationMarksB')} label="Identification Mark B" maxLength={120} />
      <ChoiceField
        field={form.field('physicallyChallanged')}
        legend="Physically Challenged"
        options={optionsOf(YES_NO)}
      />
      <ChoiceField field={form.field('belongsToSportsNcc')} legend="Sports / NCC" options={optionsOf(YES_NO)} />
      <TextField field={form.field('annualIncome')} label="Annual Income" inputMode="numeric" maxLength={10} />
    </fieldset>
  );
}

// No maxLength: a pasted '+91 98765 43210' reaches normalize whole, which reads it as the ten digits.
const mobileProps = { type: 'tel' as const, inputMode: 'numeric' as const, normalize: secondFormMobileInput };

/** Contact: father, mother and student mobiles (digits only, up to 10, checked on blur), e-mails, addresses. */
export function ContactSection({ form }: { form: SecondForm }) {
  return (
    <fieldset className="admission-section">
      <legend>Contact</legend>
      <TextField
        field={checkedOnBlur(form, 'fatherContactNo', mobileBlurCheck)}
        label="Father Mobile"
        {...mobileProps}
      />
      <TextField
        field={checkedOnBlur(form, 'motherContactNo', mobileBlurCheck)}
        label="Mother Mobile"
        {...mobileProps}
      />
      <TextField
        field={checkedOnBlur(form, 'studentContactNo', mobileBlurCheck)}
        label="Student Mobile"
        {...mobileProps}
      />
      <TextField field={form.field('emailId')} label="Student Email" type="email" maxLength={254} />
      <TextField field={form.field('fatherEmailId')} label="Father Email" type="email" maxLength={254} />
      <TextField field={form.field('permanentAddress')} label="Permanent Address" maxLength={500} />
      <TextField field={form.field('presentAddress')} label="Present Address" maxLength={500} />
    </fieldset>
  );
}

/** Previous education: entrance rank, intermediate and SSC marks, how they heard of the college. */
export function EducationSection({ form }: { form: SecondForm }) {
  return (
    <fieldset className="admission-section">
      <legend>Previous education</legend>
      <TextField field={form.field('hallTicketNo')} label="Hall Ticket No" maxLength={20} />
      <TextField field={form.field('rank')} label="Rank" inputMode="numeric" maxLength={7} />
      <TextField field={form.field('marksSecured')} label="Inter Marks Secured" inputMode="numeric" maxLength={4} />
      <TextField field={form.field('totalMarksInter')} label="Inter Total Marks" inputMode="numeric" maxLength={4} />
      <TextField field={form.field('percentageOfMarks')} label="Inter Percentage" inputMode="decimal" maxLength={6} />
      <TextField field={form.field('division')} label="Division" maxLength={32} />
      <TextField field={form.field('sscMarks')} label="SSC Marks" inputMode="numeric" maxLength={4} />
      <TextField field={form.field('sscPercentage')} label="SSC Percentage" inputMode="decimal" maxLength={6} />
      <SelectField
        field={form.field('knowingAboutInstitute')}
        label="How do you know about the college"
        options={KNOWING_ABOUT_INSTITUTE.map((k) => ({ value: k, label: KNOWING_LABELS[k] }))}
      />
      <TextField field={form.field('otherIfAny')} label="Other, if any" maxLength={500} />
    </fieldset>
  );
}
