import type { InputHTMLAttributes } from 'react';
import { PlainTextField } from '../plain-text-field';
import type { FieldBinding } from './use-schema-form';

export type TextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'onBlur' | 'id' | 'name' | 'required' | 'type'
> & {
  field: FieldBinding<string>;
  label: string;
  /** Overrides the schema's own requirement, for fields a cross-field rule requires (affiliated to). */
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'date' | 'datetime-local';
  /** Rewrites what is typed before it is kept (§5: the Aadhaar field keeps digits only, 12 at most). */
  normalize?: (typed: string) => string;
};

/** A text field of the form kit: label, value, message under it, ARIA state, all from its binding. */
export function TextField({ field, label, required, normalize, type = 'text', ...rest }: TextFieldProps) {
  return (
    <PlainTextField
      id={field.id}
      name={field.name}
      label={label}
      type={type}
      value={field.value}
      error={field.error}
      required={required ?? field.required}
      inputRef={field.attach}
      onBlur={field.onBlur}
      onChange={(typed) => field.onChange(normalize ? normalize(typed) : typed)}
      {...rest}
    />
  );
}
