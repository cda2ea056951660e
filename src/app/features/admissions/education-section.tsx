import { useLingui } from '@lingui/react';
import { TextField } from '../../ui/form/text-field';
import { SelectField } from '../../ui/form/select-field';
import { useKeyValuePairs } from '../../lib/lookup-queries';
import type { AdmissionForm } from './admission-form-kit';

/** Previous education: school and qualifying exam (§5), entrance test (ICET shown as ICETT, §9), hall ticket, rank, marks. */
export function EducationSection({ form }: { form: AdmissionForm }) {
  const { i18n } = useLingui();
  const entrance = useKeyValuePairs('entrancetype');
  return (
    <fieldset className="admission-section">
      <legend>{i18n._('Previous Education')}</legend>
      <TextField
        field={form.field('lastAttendedInstituded')}
        label={i18n._('Last Attended Institution')}
        maxLength={120}
      />
      <TextField field={form.field('Board')} label={i18n._('Board')} maxLength={100} />
      <TextField field={form.field('SchoolName')} label={i18n._('School Name')} maxLength={120} />
      <TextField field={form.field('Institution')} label={i18n._('Institution (Inter / Diploma)')} maxLength={120} />
      <TextField field={form.field('YearOfPass')} label={i18n._('Year of Pass')} inputMode="numeric" maxLength={4} />
      <SelectField
        field={form.field('entranceType')}
        label={i18n._('Entrance Type')}
        options={entrance.data?.map((e) => ({ value: e.key, label: e.value }))}
        loading={entrance.isPending}
      />
      <TextField field={form.field('hollticketNo')} label={i18n._('Hall Ticket No')} maxLength={20} />
      <TextField field={form.field('rank')} label={i18n._('Rank')} inputMode="numeric" maxLength={7} />
      <TextField field={form.field('sscMarks')} label={i18n._('SSC Marks')} inputMode="numeric" maxLength={4} />
      <TextField
        field={form.field('sscPercentage')}
        label={i18n._('SSC Percentage')}
        inputMode="decimal"
        maxLength={6}
      />
      <TextField
        field={form.field('MarksObtained')}
        label={i18n._('Marks Obtained (Inter / Diploma)')}
        inputMode="numeric"
        maxLength={5}
      />
      <TextField field={form.field('TotalMarks')} label={i18n._('Total Marks')} inputMode="numeric" maxLength={5} />
      <TextField field={form.field('GradePoints')} label={i18n._('Grade Points')} inputMode="numeric" maxLength={4} />
      <TextField
        field={form.field('percentageOfMarks')}
        label={i18n._('Percentage of Marks')}
        inputMode="decimal"
        maxLength={6}
      />
      <TextField field={form.field('division')} label={i18n._('Division')} maxLength={30} />
    </fieldset>
  );
}
