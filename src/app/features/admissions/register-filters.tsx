import { PlainButton } from '../../ui/plain/plain-button';
import { useId, useState, type FormEvent } from 'react';
import type { AdmissionFilters } from '../../../domain/admissions/admission-record';
import { admissionTypesFor } from '../../../domain/admissions/choices';
import { academicYear } from '../../../domain/calendar/academic-year';
import { seatTypeLabel } from '../../../domain/masters/seat-type';
import { PlainTextField } from '../../ui/plain-text-field';
import {
  useBatchesByDegree,
  useBranchNames,
  useCollegeCode,
  useCourses,
  useSeatTypesAsDrop,
} from '../../lib/lookup-queries';
import { useLingui } from '@lingui/react';

/** The current academic year and the five before it (§9 helper). */
function recentAcademicYears(today = new Date()): string[] {
  const first = Number(academicYear(today).slice(0, 4));
  return Array.from({ length: 6 }, (_, i) => `${String(first - i)}-${String(first - i + 1)}`);
}

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: readonly { value: string; label: string }[] | undefined;
}) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="select-field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{i18n._('All')}</option>
        {(options ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const EMPTY: Required<AdmissionFilters> = {
  query: '',
  course: '',
  batch: '',
  branch: '',
  admissionType: '',
  academicYear: '',
};

/** Search term (name, roll number, admission number or Aadhaar number) and the register's filters. */
export function RegisterFilters({ onApply }: { onApply: (filters: AdmissionFilters) => void }) {
  const { i18n } = useLingui();
  const [f, setF] = useState(EMPTY);
  const set = (patch: Partial<AdmissionFilters>) => setF((old) => ({ ...old, ...patch }));
  const courses = useCourses();
  const batches = useBatchesByDegree(f.course);
  const branches = useBranchNames(f.course);
  const college = useCollegeCode();
  const seatTypes = useSeatTypesAsDrop();
  const types = admissionTypesFor(college.data ?? '', (seatTypes.data ?? []).map(seatTypeLabel));
  const queryId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(f);
  };
  return (
    <form
      className="form-card register-filters"
      onSubmit={submit}
      role="search"
      aria-label={i18n._('Search admissions')}
    >
      <PlainTextField
        id={queryId}
        name="query"
        label={i18n._('Name, roll number, admission number or Aadhaar')}
        value={f.query}
        onChange={(query) => set({ query })}
        onBlur={() => undefined}
        autoComplete="off"
        maxLength={60}
      />
      <Select
        label={i18n._('Course')}
        value={f.course}
        onChange={(course) => set({ course, batch: '', branch: '' })}
        options={courses.data}
      />
      <Select label={i18n._('Batch')} value={f.batch} onChange={(batch) => set({ batch })} options={batches.data} />
      <Select
        label={i18n._('Branch')}
        value={f.branch}
        onChange={(branch) => set({ branch })}
        options={branches.data?.map((b) => ({ value: b.value, label: b.shortForm }))}
      />
      <Select
        label={i18n._('Admission Type')}
        value={f.admissionType}
        onChange={(admissionType) => set({ admissionType })}
        options={types.map((t) => ({ value: t, label: t }))}
      />
      <Select
        label={i18n._('Academic Year')}
        value={f.academicYear}
        onChange={(year) => set({ academicYear: year })}
        options={recentAcademicYears().map((y) => ({ value: y, label: y }))}
      />
      <div className="register-actions">
        <PlainButton type="submit">{i18n._('Search')}</PlainButton>
        <PlainButton
          type="button"
          fill="outline"
          onClick={() => {
            setF(EMPTY);
            onApply({});
          }}
        >
          {i18n._('Clear')}
        </PlainButton>
      </div>
    </form>
  );
}
