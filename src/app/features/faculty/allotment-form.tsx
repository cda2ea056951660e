import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { rowIssueMessage } from '../../../domain/academic/list-fields';
import { AllotmentSchema, type AllotmentInput, type AllotmentRow } from '../../../domain/faculty/allotment';
import { allotmentQueries } from './allotment-queries';
import { ChoiceSelect } from '../../ui/choice-select';
import { ListFormCard, SaveOrCancel } from '../../ui/list-form-card';

/**
 * Allots a subject to a faculty member for a section: the choices are those the user may allot (a HoD's own
 * department), checked by the schema the server checks with before the server checks the rules.
 */
export function AllotmentForm({
  year,
  editing = null,
  pending,
  onSave,
  onCancel,
}: {
  year: string;
  /** The allotment being changed; a new one when null. */
  editing?: AllotmentRow | null;
  pending: boolean;
  onSave: (body: AllotmentInput) => void;
  onCancel: () => void;
}) {
  const choices = useQuery(allotmentQueries.choices());
  const [values, setValues] = useState({
    facultyId: editing ? String(editing.facultyId) : '',
    subjectId: editing ? String(editing.subjectId) : '',
    sectionId: editing ? String(editing.sectionId) : '',
  });
  const [shared, setShared] = useState(editing?.shared ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const sharedId = useId();
  const set = (name: keyof typeof values) => (value: string) => setValues((all) => ({ ...all, [name]: value }));
  const number = (s: string) => (s === '' ? undefined : Number(s));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(AllotmentSchema, {
      academicYear: year,
      facultyId: number(values.facultyId),
      subjectId: number(values.subjectId),
      sectionId: number(values.sectionId),
      shared,
    });
    if (!parsed.success) return setProblem(rowIssueMessage(parsed.issues[0]));
    setProblem(null);
    onSave(parsed.output);
  };

  const data = choices.data;
  return (
    <ListFormCard
      title={
        editing
          ? `Change the allotment of ${editing.subjectCode} in ${editing.sectionLabel}`
          : `Allot a subject for ${year}`
      }
      titleId={headingId}
      focusable
      problem={problem}
      onSubmit={submit}
      actions={<SaveOrCancel pending={pending} onCancel={onCancel} />}
    >
      <ChoiceSelect
        label="Faculty member"
        name="facultyId"
        value={values.facultyId}
        options={data?.faculty ?? []}
        onChange={set('facultyId')}
      />
      <ChoiceSelect
        label="Subject"
        name="subjectId"
        value={values.subjectId}
        options={data?.subjects ?? []}
        onChange={set('subjectId')}
      />
      <ChoiceSelect
        label="Section"
        name="sectionId"
        value={values.sectionId}
        options={data?.sections ?? []}
        onChange={set('sectionId')}
      />
      <div className="check-field">
        <input id={sharedId} type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} />
        <label htmlFor={sharedId}>Shared or lab co-teacher</label>
      </div>
    </ListFormCard>
  );
}
