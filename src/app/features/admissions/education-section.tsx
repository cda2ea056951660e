import { TextField } from '../../ui/form/text-field';
import { SelectField } from '../../ui/form/select-field';
import { useKeyValuePairs } from '../../lib/lookup-queries';
import type { AdmissionForm } from './admission-form-kit';

/** Previous education: school and qualifying exam (§5), entrance test (ICET shown as ICETT, §9), hall ticket, rank, marks. */
export function EducationSection({ form }: { form: AdmissionForm }) {
  const entrance = useKeyValuePairs('entrancetype');
  return (
    <fieldset className="admission-section">
      <legend>Previous Education</legend>
      <TextField field={form.field('lastAttendedInstituded')} label="Last Attended Institution" maxLength={120} />
      <TextField field={form.field('Board')} label="Board" maxLength={100} />
      <TextField field={form.field('SchoolName')} label="School Name" maxLength={120} />
      <TextField field={form.field('Institution')} label="Institution (Inter / Diploma)" maxLength={120} />
      <TextField field={form.field('YearOfPass')} label="Year of Pass" inputMode="numeric" maxLength={4} />
      <SelectField
        field={form.field('entranceType')}
        label="Entrance Type"
        options={entrance.data?.map((e) => ({ value: e.key, label: e.value }))}
        loading={entrance.isPending}
      />
      <TextField field={form.field('hollticketNo')} label="Hall Ticket No" maxLength={20} />
      <TextField field={form.field('rank')} label="Rank" inputMode="numeric" maxLength={7} />
      <TextField field={form.field('sscMarks')} label="SSC Marks" inputMode="numeric" maxLength={4} />
      <TextField field={form.field('sscPercentage')} label="SSC Percentage" inputMode="decimal" maxLength={6} />
      <TextField
        field={form.field('MarksObtained')}
        label="Marks Obtained (Inter / Diploma)"
        inputMode="numeric"
        maxLength={5}
      />
      <TextField field={form.field('TotalMarks')} label="Total Marks" inputMode="numeric" maxLength={5} />
      <TextField field={form.field('GradePoints')} label="Grade Points" inputMode="numeric" maxLength={4} />
      <TextField
        field={form.field('percentageOfMarks')}
        label="Percentage of Marks"
        inputMode="decimal"
        maxLength={6}
      />
      <TextField field={form.field('division')} label="Division" maxLength={30} />
    </fieldset>
  );
}
