import { useLingui } from '@lingui/react';
import { PlainButton } from '../../ui/plain/plain-button';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ACHIEVEMENT_MESSAGES as M } from '../../../domain/achievements/messages';
import { AchievementFormSchema, type Achievement, type AchievementInput } from '../../../domain/achievements/schemas';
import { DateField } from '../../ui/form/date-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { translateKnown } from '../../i18n/translate-known';
import { ErrorAlert } from '../../ui/error-alert';
import { ModalDialog } from '../../ui/modal-dialog';
import { showToast } from '../../ui/toast';
import { achievementsQueries } from './achievements-queries';

interface Props {
  /** The achievement being edited, or the defaults of a new one. */
  editing: Achievement | null;
  defaults: { departmentName: string; facultyName: string };
  /** A faculty member adds only their own: the faculty list shows only them. */
  onlyFaculty: string | null;
  busy: boolean;
  failure: string | null;
  onSave: (input: AchievementInput) => void;
  onClose: () => void;
}

/** The New and Edit modals of §2 Achievements. */
export function AchievementFormModal({ editing, defaults, onlyFaculty, busy, failure, onSave, onClose }: Props) {
  const { i18n } = useLingui();
  const form = useSchemaForm(AchievementFormSchema, {
    initial: {
      departmentName: editing?.departmentName ?? defaults.departmentName,
      facultyEmail: editing?.facultyEmail ?? '',
      dates: editing?.dates ?? '',
      description: editing?.description ?? '',
    },
    onInvalid: () => void showToast(i18n._(M.fillAll), { tone: 'danger' }),
    onSubmit: (fields) =>
      onSave({
        ...fields,
        ...(editing ? { id: editing.id } : {}),
        facultyName: nameOf(fields.facultyEmail) ?? editing?.facultyName ?? '',
      }),
  });
  const departments = useQuery(achievementsQueries.departments());
  const faculty = useQuery({
    ...achievementsQueries.faculty(form.values.departmentName),
    select: (list) => {
      const shown = onlyFaculty ? list.filter((f) => f.facultyName.toLowerCase() === onlyFaculty.toLowerCase()) : list;
      return shown.map((f) => ({ value: f.facultyEmail, label: f.facultyName }));
    },
  });
  const options = faculty.data;
  // The name sent with the achievement is the chosen member's, as the list names them.
  function nameOf(email: string): string | undefined {
    return options?.find((o) => o.value === email)?.label;
  }
  const onlyChoice = !editing && onlyFaculty && options?.length === 1 ? options[0]!.value : null;
  const { setValue } = form;
  useEffect(() => {
    if (onlyChoice) setValue('facultyEmail', onlyChoice);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setValue is stable in effect
  }, [onlyChoice]);

  return (
    <ModalDialog open title={editing ? i18n._('Edit Achievement') : i18n._('New Achievement')} onClose={onClose}>
      <form
        className="form-card achievement-form"
        onSubmit={form.handleSubmit}
        noValidate
        aria-label={editing ? i18n._('Edit Achievement') : i18n._('New Achievement')}
      >
        <SelectField
          field={{
            ...form.field('departmentName'),
            onChange: (value) => (form.setValue('departmentName', value), form.setValue('facultyEmail', '')),
          }}
          label={i18n._('Department')}
          options={departments.data?.map((d) => ({ value: d, label: d }))}
          loading={departments.isPending}
        />
        <SelectField
          field={form.field('facultyEmail')}
          label={i18n._('Faculty')}
          options={options}
          loading={faculty.isFetching}
        />
        <DateField field={form.field('dates')} label={i18n._('Date')} />
        <TextField field={form.field('description')} label={i18n._('Description')} maxLength={2000} />
        <ErrorAlert message={failure && translateKnown(i18n, failure)} as="div" />
        <PlainButton type="submit" expand="block" disabled={busy}>
          {busy ? i18n._('Saving…') : editing ? i18n._('Update') : i18n._('Save')}
        </PlainButton>
      </form>
    </ModalDialog>
  );
}
