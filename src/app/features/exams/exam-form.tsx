import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  EXAM_FIELD_LABELS as L,
  EXAM_TYPES,
  EXAM_TYPE_LABELS,
  examTitle,
  type ExamHead,
  type ExamInput,
  type ExamType,
} from '../../../domain/exams/exam';
import { ExamFormSchema, examFormValues, newExamValues, type ExamFormValues } from '../../../domain/exams/exam-forms';
import { semesterName } from '../../../domain/academic/semester-name';
import { MONTH_NAMES, MONTH_NAMES_IN } from '../../../domain/calendar/month-names';
import { useLocale } from '../../i18n/use-locale';
import { ErrorAlert } from '../../ui/error-alert';
import { NumberField } from '../../ui/form/number-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';
import { examQueries } from './exams-queries';

// The select field shows each option's label in the page's language (EXAM_TYPE_LABELS are marked messages).
const TYPE_OPTIONS = EXAM_TYPES.map((t) => ({ value: t, label: EXAM_TYPE_LABELS[t] }));
const asOptions = (options: readonly { value: number; label: string }[] | undefined) =>
  options?.map((o) => ({ value: String(o.value), label: o.label }));

/** The fields the generated title is made from. */
type TitleFields = Exclude<keyof ExamFormValues, 'title'>;

/**
 * Defines or changes an exam. The title follows the other fields (the public list's form) until it is typed over;
 * "Generate the title" puts the generated one back. `refusal` is the server's answer to the last save.
 */
export function ExamForm({
  editing,
  pending,
  refusal,
  onSave,
  onCancel,
}: {
  editing: ExamHead | null;
  pending: boolean;
  refusal?: string | null;
  onSave: (input: ExamInput) => void;
  onCancel?: () => void;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const months = locale === 'en' ? MONTH_NAMES : MONTH_NAMES_IN[locale];
  const choices = useQuery(examQueries.choices());
  const form = useSchemaForm(ExamFormSchema, {
    initial: editing ? examFormValues(editing) : newExamValues(new Date().getUTCFullYear()),
    onSubmit: onSave,
  });
  const [typed, setTyped] = useState(Boolean(editing));
  const degrees = choices.data?.degrees ?? [];
  const degree = degrees.find((d) => String(d.value) === form.values.degreeId);

  const generated = (all: ExamFormValues) => {
    const deg = degrees.find((d) => String(d.value) === all.degreeId);
    const reg = choices.data?.regulations.find((r) => String(r.value) === all.regulationId);
    if (!deg || !reg || !all.semester || !all.month || !/^\d{4}$/.test(all.year.trim())) return '';
    return examTitle({
      degree: deg.label,
      regulation: reg.label,
      semester: Number(all.semester),
      examType: EXAM_TYPES.includes(all.examType as ExamType) ? (all.examType as ExamType) : 'regular',
      month: Number(all.month),
      year: Number(all.year),
    });
  };
  // A field the title is made from: changing it makes the title again, unless the title was typed over.
  const titlePart = (name: TitleFields) => {
    const field = form.field(name);
    return {
      ...field,
      onChange: (value: string) => {
        field.onChange(value);
        if (!typed) form.setValue('title', generated({ ...form.values, [name]: value }));
      },
    };
  };
  const titleField = form.field('title');
  const semesters = Array.from({ length: (degree?.years ?? 4) * 2 }, (_, i) => ({
    value: String(i + 1),
    label: semesterName(i + 1),
  }));
  return (
    <form className="form-card list-form" onSubmit={form.handleSubmit} noValidate aria-labelledby="exam-form-title">
      <h2 id="exam-form-title">
        {editing ? i18n._('Change {title}', { title: editing.title }) : i18n._('Define an exam')}
      </h2>
      <div className="list-form__grid">
        <SelectField
          field={titlePart('regulationId')}
          label={i18n._(L.regulationId)}
          options={asOptions(choices.data?.regulations)}
          loading={choices.isPending}
          placeholder={i18n._('Choose the regulation')}
        />
        <SelectField
          field={titlePart('degreeId')}
          label={i18n._(L.degreeId)}
          options={asOptions(degrees)}
          loading={choices.isPending}
          placeholder={i18n._('Choose the degree')}
        />
        <SelectField
          field={titlePart('semester')}
          label={i18n._(L.semester)}
          options={semesters}
          placeholder={i18n._('Choose the semester')}
        />
        <SelectField
          field={titlePart('examType')}
          label={i18n._(L.examType)}
          options={TYPE_OPTIONS}
          placeholder={i18n._('Choose the exam type')}
        />
        <SelectField
          field={titlePart('month')}
          label={i18n._(L.month)}
          options={months.map((m, i) => ({ value: String(i + 1), label: m }))}
          placeholder={i18n._('Choose the month')}
        />
        <NumberField field={titlePart('year')} label={i18n._(L.year)} maxLength={4} />
      </div>
      <TextField
        field={{
          ...titleField,
          onChange: (title) => {
            setTyped(true);
            titleField.onChange(title);
          },
        }}
        label={i18n._(L.title)}
        maxLength={160}
      />
      <p className="hint">
        {typed
          ? i18n._('Typed over: Generate the title makes it again')
          : i18n._('Made from the fields above; you may change it')}
      </p>
      <ErrorAlert message={refusal} />
      <div className="row-actions">
        <PlainButton type="submit" disabled={pending}>
          {editing ? i18n._('Save the changes') : i18n._('Save the exam')}
        </PlainButton>
        <PlainButton
          fill="outline"
          onClick={() => {
            setTyped(false);
            form.setValue('title', generated(form.values) || form.values.title);
          }}
        >
          {i18n._('Generate the title')}
        </PlainButton>
        {onCancel && (
          <PlainButton fill="clear" onClick={onCancel}>
            {i18n._('Cancel')}
          </PlainButton>
        )}
      </div>
    </form>
  );
}
