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
          ? `Change the allotment of ${editing.subjectCode} in ${editing.sectionLabel}`
          : `Allot a subject for ${year}`
      }
      titleId={headingId}
      focusable
      problem={form.formError}
      onSubmit={form.handleSubmit}
      actions={<SaveOrCancel pending={pending} onCancel={onCancel} />}
    >
      <SelectField
        field={form.field('facultyId')}
        label="Faculty member"
        options={asOptions(data?.faculty)}
        loading={choices.isPending}
        placeholder="Choose the faculty member"
      />
      <SelectField
        field={form.field('subjectId')}
        label="Subject"
        options={asOptions(data?.subjects)}
        loading={choices.isPending}
        placeholder="Choose the subject"
      />
      <SelectField
        field={form.field('sectionId')}
        label="Section"
        options={asOptions(data?.sections)}
        loading={choices.isPending}
        placeholder="Choose the section"
      />
      <CheckboxField field={form.field('shared')} label="Shared or lab co-teacher" />
    </ListFormCard>
  );
}
