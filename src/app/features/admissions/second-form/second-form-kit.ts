import type { SecondAdmissionFormSchema } from '../../../../domain/admissions/second-form';
import type { FieldBinding, useSchemaForm } from '../../../ui/form/use-schema-form';

/** The second form's state, passed to each section component. */
export type SecondForm = ReturnType<typeof useSchemaForm<typeof SecondAdmissionFormSchema>>;
export type SecondFormField = Parameters<SecondForm['field']>[0];

export const optionsOf = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** A field whose change also clears the fields that depend on it (the §4 cascades). */
export function cascading(
  form: SecondForm,
  name: SecondFormField,
  dependants: SecondFormField[],
): FieldBinding<string> {
  const binding = form.field(name) as FieldBinding<string>;
  return {
    ...binding,
    onChange: (value) => {
      binding.onChange(value);
      for (const d of dependants) if (form.values[d]) form.setValue(d, '');
    },
  };
}

/**
 * §5 second form: a field checked when it is left; on failure the message is alerted and the field cleared
 * (Aadhaar: 'Invalid Aadhaar Number'; mobiles: 'Please enter a valid mobile number').
 */
export function checkedOnBlur(
  form: SecondForm,
  name: SecondFormField,
  check: (value: string) => { message: string } | null,
): FieldBinding<string> {
  const binding = form.field(name) as FieldBinding<string>;
  return {
    ...binding,
    onBlur: () => {
      const failed = check(binding.value);
      if (failed) {
        form.setValue(name, '');
        window.alert(failed.message);
      }
      binding.onBlur();
    },
  };
}
