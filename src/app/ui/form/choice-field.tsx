import { ChoiceGroup } from '../choice-group';
import type { Option } from './select-field';
import type { FieldBinding } from './use-schema-form';

interface Props {
  field: FieldBinding<string>;
  legend: string;
  options: ReadonlyArray<Option>;
  required?: boolean;
}

/** A radio group of the form kit (gender, Yes/No, working status). */
export function ChoiceField({ field, legend, options, required }: Props) {
  return (
    <ChoiceGroup
      legend={legend}
      name={field.name}
      value={field.value}
      options={options}
      onChange={field.onChange}
      onBlur={field.onBlur}
      id={field.id}
      error={field.error}
      required={required ?? field.required}
      inputRef={field.attach}
    />
  );
}
