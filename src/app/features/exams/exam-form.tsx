import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import {
  EXAM_FIELD_LABELS as L,
  type ExamHead,
  EXAM_TYPES,
  EXAM_TYPE_LABELS,
  ExamSchema,
  examIssueMessage,
  examTitle,
  type ExamInput,
} from '../../../domain/exams/exam';
import { semesterName } from '../../../domain/academic/semester-name';
import { MONTH_NAMES } from '../../../domain/calendar/month-names';
import { ChoiceSelect } from '../../ui/choice-select';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import { examQueries } from './exams-queries';
import { ErrorAlert } from '../../ui/error-alert';

type Values = Record<'title' | 'regulationId' | 'degreeId' | 'semester' | 'examType' | 'month' | 'year', string>;

const blank = (): Values => ({
  title: '',
  regulationId: '',
  degreeId: '',
  semester: '',
  examType: '1',
  month: '',
  year: String(new Date().getUTCFullYear()),
});
const valuesOf = (e: ExamHead): Values => ({
  title: e.title,
  regulationId: String(e.regulationId),
  degreeId: String(e.degreeId),
  semester: String(e.semester),
  examType: String(EXAM_TYPES.indexOf(e.examType) + 1),
  month: String(e.month),
  year: String(e.year),
});
const num = (s: string) => (s === '' ? undefined : Number(s));

/**
 * Defines or changes an exam. The title follows the other fields (the public list's form) until it is typed over;
 * "Generate the title" puts the generated one back.
 */
export function ExamForm({
  editing,
  pending,
  onSave,
  onCancel,
}: {
  editing: ExamHead | null;
  pending: boolean;
  onSave: (input: ExamInput) => void;
  onCancel?: () => void;
}) {
  const choices = useQuery(examQueries.choices());
  const [values, setValues] = useState<Values>(() => (editing ? valuesOf(editing) : blank()));
  const [typed, setTyped] = useState(Boolean(editing));
  const [problem, setProblem] = useState<string | null>(null);
  const degrees = choices.data?.degrees ?? [];
  const degree = degrees.find((d) => String(d.value) === values.degreeId);

  const generated = (all: Values) => {
    const deg = degrees.find((d) => String(d.value) === all.degreeId);
    const reg = choices.data?.regulations.find((r) => String(r.value) === all.regulationId);
    if (!deg || !reg || !all.semester || !all.month || !all.year) return '';
    return examTitle({
      degree: deg.label,
      regulation: reg.label,
      semester: Number(all.semester),
      examType: EXAM_TYPES[Number(all.examType) - 1] ?? 'regular',
      month: Number(all.month),
      year: Number(all.year),
    });
  };
  const set = (name: keyof Values) => (value: string) =>
    setValues((all) => {
      const next = { ...all, [name]: value };
      if (name === 'title') return next;
      return typed ? next : { ...next, title: generated(next) };
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(ExamSchema, {
      title: values.title,
      regulationId: num(values.regulationId),
      degreeId: num(values.degreeId),
      semester: num(values.semester),
      examType: EXAM_TYPES[Number(values.examType) - 1],
      month: num(values.month),
      year: num(values.year),
    });
    if (!parsed.success) return setProblem(examIssueMessage(parsed.issues[0]));
    setProblem(null);
    onSave(parsed.output);
  };
  const semesters = Array.from({ length: (degree?.years ?? 4) * 2 }, (_, i) => ({
    value: i + 1,
    label: semesterName(i + 1),
  }));
  return (
    <form className="form-card list-form" onSubmit={submit} noValidate aria-labelledby="exam-form-title">
      <h2 id="exam-form-title">{editing ? `Change ${editing.title}` : 'Define an exam'}</h2>
      <ErrorAlert message={problem} />
      <div className="list-form__grid">
        <ChoiceSelect
          label={L.regulationId}
          name="regulationId"
          value={values.regulationId}
          options={choices.data?.regulations ?? []}
          onChange={set('regulationId')}
        />
        <ChoiceSelect
          label={L.degreeId}
          name="degreeId"
          value={values.degreeId}
          options={degrees}
          onChange={set('degreeId')}
        />
        <ChoiceSelect
          label={L.semester}
          name="semester"
          value={values.semester}
          options={semesters}
          onChange={set('semester')}
        />
        <ChoiceSelect
          label={L.examType}
          name="examType"
          value={values.examType}
          options={EXAM_TYPES.map((t, i) => ({ value: i + 1, label: EXAM_TYPE_LABELS[t] }))}
          onChange={set('examType')}
        />
        <ChoiceSelect
          label={L.month}
          name="month"
          value={values.month}
          options={MONTH_NAMES.map((m, i) => ({ value: i + 1, label: m }))}
          onChange={set('month')}
        />
        <PlainTextField name="year" label={L.year} inputMode="numeric" value={values.year} onChange={set('year')} />
      </div>
      <PlainTextField
        name="title"
        label={L.title}
        value={values.title}
        onChange={(title) => {
          setTyped(true);
          set('title')(title);
        }}
      />
      <p className="hint">
        {typed ? 'Typed over: Generate the title makes it again' : 'Made from the fields above; you may change it'}
      </p>
      <div className="row-actions">
        <PlainButton type="submit" disabled={pending}>
          {editing ? 'Save the changes' : 'Save the exam'}
        </PlainButton>
        <PlainButton
          fill="outline"
          onClick={() => {
            setTyped(false);
            setValues((all) => ({ ...all, title: generated(all) || all.title }));
          }}
        >
          Generate the title
        </PlainButton>
        {onCancel && (
          <PlainButton fill="clear" onClick={onCancel}>
            Cancel
          </PlainButton>
        )}
      </div>
    </form>
  );
}
