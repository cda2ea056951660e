import type { TextareaHTMLAttributes } from 'react';
import { FieldLabel, FieldMessage, fieldAria } from './field-parts';
import type { FieldBinding } from './use-schema-form';

type Props = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'onBlur' | 'id' | 'name' | 'required'
> & {
  field: FieldBinding<string>;
  label: string;
  required?: boolean;
  /** A line under the text that stays (a character counter), read with the field. */
  hint?: string;
};

/** A text of several lines of the form kit: label, value, a hint, message under it, ARIA state from its binding. */
export function TextAreaField({ field, label, required, hint, rows = 4, ...rest }: Props) {
  const isRequired = required ?? field.required;
  const aria = fieldAria(field.id, field.error, isRequired);
  const hintId = `${field.id}-hint`;
  const describedBy = [hint ? hintId : undefined, aria['aria-describedby']].filter(Boolean).join(' ');
  return (
    <div className={['plain-field', field.error ? 'plain-field--invalid' : ''].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={field.id} label={label} required={isRequired} />
      <textarea
        id={field.id}
        name={field.name}
        ref={field.attach}
        rows={rows}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        {...aria}
        aria-describedby={describedBy || undefined}
        {...rest}
      />
      {hint && (
        <span id={hintId} className="hint">
          {hint}
        </span>
      )}
      <FieldMessage fieldId={field.id} error={field.error} />
    </div>
  );
}
