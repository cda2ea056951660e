import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { AllotmentInput, AllotmentRow } from '../../../domain/faculty/allotment';
import { AllotmentFormSchema, allotmentFormValues } from '../../../domain/faculty/allotment-form';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { SelectField } from '../../ui/form/select-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { ListFormCard, SaveOrCancel } from '../../ui/list-form-card';
import { allotmentQueries } from './allotment-queries';

const asOptions = (options: readonly { value: number; label: string }[] | undefined) =>
  options?.map((o) => ({ value: String(o.value), label: o.label }));

/**
 * Allots a subject to a faculty member for a section: the choices are those the user may allot (a HoD's own
 * department), checked by the field schemas the server checks with before the server checks the rules.
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
  const { i18n } = useLingui();
  const choices = useQuery(allotmentQueries.choices());
  const form = useSchemaForm(AllotmentFormSchema, {
    initial: allotmentFormValues(editing),
    onSubmit: (fields) => onSave({ academicYear: year, ...fields }),
  });
  const headingId = useId();
  const data = choices.data;
  return (
    <ListFormCard
      title={
        editing
          ? i18n._('Change the allotment of {subject} in {section}', {
              subject: editing.subjectCode,
              section: editing.sectionLabel,
            })
          : i18n._('Allot a subject for {year}', { year })
      }
      titleId={headingId}
      focusable
      problem={form.formError}
      onSubmit={form.handleSubmit}
      actions={<SaveOrCancel pending={pending} onCancel={onCancel} />}
    >
      <SelectField
        field={form.field('facultyId')}
        label={i18n._('Faculty member')}
        options={asOptions(data?.faculty)}
        loading={choices.isPending}
        placeholder={i18n._('Choose the faculty member')}
      />
      <SelectField
        field={form.field('subjectId')}
        label={i18n._('Subject')}
        options={asOptions(data?.subjects)}
        loading={choices.isPending}
        placeholder={i18n._('Choose the subject')}
      />
      <SelectField
        field={form.field('sectionId')}
        label={i18n._('Section')}
        options={asOptions(data?.sections)}
        loading={choices.isPending}
        placeholder={i18n._('Choose the section')}
      />
      <CheckboxField field={form.field('shared')} label={i18n._('Shared or lab co-teacher')} />
    </ListFormCard>
  );
}
