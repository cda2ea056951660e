import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AllowanceLine } from '../../../domain/library/rules-answers';
import { AllowanceFormSchema, allowanceFormValues } from '../../../domain/library/rules-forms';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { DateField } from '../../ui/form/date-field';
import { NumberField } from '../../ui/form/number-field';
import { SelectField, type Option } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { FormFooter } from '../../ui/form/form-footer';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { showToast } from '../../ui/toast';
import { libraryKeys } from './library-queries';
import { saveAllowance } from './rules-queries';

const SEMESTERS: Option[] = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/**
 * A material allowance added or edited: book bank copies lent to the students of a degree and semester (or every
 * one) up to a number each, due back on one day.
 */
export function AllowanceForm({
  allowance,
  degrees,
  onDone,
}: {
  allowance: AllowanceLine | null;
  degrees: readonly Option[];
  onDone: () => void;
}) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (input: Parameters<typeof saveAllowance>[1]) => saveAllowance(allowance?.id ?? null, input),
    onMutate: () => setRefusal(null),
    onSuccess: async (answer) => {
      void showToast(translateKnown(i18n, answer.message), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: [...libraryKeys.all, 'allowances'] });
      onDone();
    },
    onError: async (e) => setRefusal(translateKnown(i18n, await failureMessage(e))),
  });
  const form = useSchemaForm(AllowanceFormSchema, {
    initial: allowanceFormValues(allowance),
    onSubmit: (fields) => save.mutate(fields),
  });
  const label = allowance
    ? i18n._('Edit the allowance {name}', { name: allowance.name })
    : i18n._('New material allowance');
  return (
    <form className="library-panel" onSubmit={form.handleSubmit} noValidate aria-label={label}>
      <h3>{label}</h3>
      <div className="library-form__grid">
        <TextField field={form.field('name')} label={i18n._('Name')} maxLength={80} />
        <SelectField
          field={form.field('degreeId')}
          label={i18n._('Degree')}
          options={degrees}
          placeholder={i18n._('Every degree')}
        />
        <SelectField
          field={form.field('semester')}
          label={i18n._('Semester')}
          options={SEMESTERS}
          placeholder={i18n._('Every semester')}
        />
        <NumberField field={form.field('maxCopies')} label={i18n._('Copies each student may take')} maxLength={2} />
        <DateField field={form.field('dueOn')} label={i18n._('Due back on')} />
      </div>
      <CheckboxField field={form.field('active')} label={i18n._('In force (lends now)')} />
      <FormFooter
        error={form.formError ?? refusal}
        pending={save.isPending}
        submitLabel={i18n._('Save the allowance')}
        onCancel={onDone}
      />
    </form>
  );
}
