import { useLingui } from '@lingui/react';
import { semesterName } from '../../../domain/academic/semester-name';
import { SESSIONS, SESSION_LABELS, type ExamSubjectSlot } from '../../../domain/exams/exam';
import { EMPTY_PLACEMENT, PlaceSubjectFormSchema } from '../../../domain/exams/exam-forms';
import { DateField } from '../../ui/form/date-field';
import { SelectField } from '../../ui/form/select-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { ListFormCard } from '../../ui/list-form-card';
import { PlainButton } from '../../ui/plain/plain-button';
import type { ExamView } from './exams-queries';

// The select field shows each option's label in the page's language (SESSION_LABELS are marked messages).
const SESSION_OPTIONS = SESSIONS.map((s) => ({ value: s, label: SESSION_LABELS[s] }));

/**
 * The exam cell's form placing one more subject of the exam's curriculum on its timetable; `refusal` is the server's
 * answer to the last placement (a clash), told here where it was asked for.
 */
export function PlaceSubjectForm({
  coverable,
  pending,
  refusal,
  onPlace,
}: {
  coverable: ExamView['coverable'];
  pending: boolean;
  refusal: string | null | undefined;
  onPlace: (subjectId: number, slot: ExamSubjectSlot) => void;
}) {
  const { i18n } = useLingui();
  const form = useSchemaForm(PlaceSubjectFormSchema, {
    initial: EMPTY_PLACEMENT,
    onSubmit: ({ subjectId, ...slot }) => onPlace(subjectId, slot),
  });
  return (
    <ListFormCard
      title={i18n._('Place a subject')}
      titleId="place-subject-title"
      heading="h4"
      problem={refusal}
      onSubmit={form.handleSubmit}
      actions={
        <PlainButton type="submit" disabled={pending}>
          {i18n._('Place the subject')}
        </PlainButton>
      }
    >
      <SelectField
        field={form.field('subjectId')}
        label={i18n._('Subject')}
        placeholder={i18n._('Choose the subject')}
        options={coverable.map((s) => ({
          value: String(s.id),
          label: `${s.code} ${s.name} (${s.branch}, ${semesterName(s.semester)})`,
        }))}
      />
      <DateField field={form.field('date')} label={i18n._('Date')} />
      <SelectField
        field={form.field('session')}
        label={i18n._('Session')}
        placeholder={i18n._('Choose the session')}
        options={SESSION_OPTIONS}
      />
    </ListFormCard>
  );
}
