import { useLingui } from '@lingui/react';
import { KNOWING_ABOUT_INSTITUTE, KNOWING_LABELS, YES_NO } from '../../../domain/admissions/choices';
import { ChoiceField } from '../../ui/form/choice-field';
import { DateField } from '../../ui/form/date-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import type { FieldBinding } from '../../ui/form/use-schema-form';
import { useBatchesByDegree, useBranchesShortForms, useDegrees, useSemesters } from '../../lib/lookup-queries';
import { optionsOf, type AdmissionForm } from './admission-form-kit';
import { useAdmissionTypeOptions } from './use-admission-type-options';

type Name = keyof AdmissionForm['values'];

/** A select whose change also empties the fields that depend on it (§4 cascades). */
function cascading(
  form: AdmissionForm,
  name: Name,
  dependents: readonly Name[],
  also?: (value: string) => void,
): FieldBinding<string> {
  const field = form.field(name);
  return {
    ...field,
    onChange: (value) => {
      field.onChange(value);
      for (const d of dependents) if (form.values[d] !== '') form.setValue(d, '');
      also?.(value);
    },
  };
}

/**
 * Admission: course → batches → branches → semesters (§4), the regulation of the chosen batch, and the
 * admission type — from the seat types (text before the first comma) for KNRR, BRILL and BRIG, else
 * Direct, Lateral, Transfer — copied into the seat type.
 */
export function AdmissionSection({ form, adminNoShown }: { form: AdmissionForm; adminNoShown: string }) {
  const { i18n } = useLingui();
  const { course, batch, branch } = form.values;
  const degrees = useDegrees();
  const batches = useBatchesByDegree(course);
  const branches = useBranchesShortForms(course, batch);
  const semesters = useSemesters(branch === '' ? '' : course);
  const admissionTypes = useAdmissionTypeOptions();

  return (
    <fieldset className="admission-section">
      <legend>{i18n._('Admission')}</legend>
      <div className="admission-number admission-section__wide" aria-live="polite">
        <span>{i18n._('Admission No')}</span> <strong data-testid="admission-number">{adminNoShown || '…'}</strong>
      </div>
      <DateField field={form.field('adminDate')} label={i18n._('Date of Admission')} />
      <SelectField
        field={cascading(form, 'course', ['batch', 'branch', 'semester', 'regulation'])}
        label={i18n._('Course')}
        options={degrees.data}
        loading={degrees.isPending}
      />
      <SelectField
        field={cascading(form, 'batch', ['branch', 'semester'], (value) => {
          form.setValue('regulation', batches.data?.find((b) => b.value === value)?.regulation ?? '');
        })}
        label={i18n._('Batch')}
        options={batches.data}
        loading={course !== '' && batches.isPending}
        placeholder={course ? i18n._('Select') : i18n._('Select a course first')}
      />
      <SelectField
        field={cascading(form, 'branch', ['semester'])}
        label={i18n._('Branch')}
        options={branches.data?.map((b) => ({ value: b.value, label: `${b.shortForm} – ${b.branch}` }))}
        loading={batch !== '' && branches.isPending}
        placeholder={batch ? i18n._('Select') : i18n._('Select a batch first')}
      />
      <SelectField
        field={form.field('semester')}
        label={i18n._('Semester')}
        options={semesters.data}
        loading={branch !== '' && semesters.isPending}
      />
      <TextField field={form.field('regulation')} label={i18n._('Regulation')} maxLength={16} readOnly />
      <SelectField
        field={cascading(form, 'admissionType', [], (value) => form.setValue('seatType', value))}
        label={i18n._('Admission Type')}
        {...admissionTypes}
      />
      <TextField field={form.field('seatType')} label={i18n._('Seat Type')} maxLength={64} readOnly />
      <ChoiceField field={form.field('lateralEntry')} legend={i18n._('Lateral Entry')} options={optionsOf(YES_NO)} />
      <ChoiceField field={form.field('scholarship')} legend={i18n._('Scholarship')} options={optionsOf(YES_NO)} />
      <ChoiceField
        field={form.field('belongsToSportsNcc')}
        legend={i18n._('Sports / NCC')}
        options={optionsOf(YES_NO)}
      />
      <SelectField
        field={form.field('knowingAboutInstitute')}
        label={i18n._('How do you know about the college')}
        options={KNOWING_ABOUT_INSTITUTE.map((k) => ({ value: k, label: KNOWING_LABELS[k] }))}
      />
      <TextField field={form.field('otherIfAny')} label={i18n._('Other, if any')} maxLength={200} />
    </fieldset>
  );
}
