import { useId } from 'react';
import { FieldLabel, FieldMessage, fieldAria } from './form/field-parts';

/** A labelled text of several lines, drawn like PlainTextField: for a value written as a long line ('S 90 10; …'). */
export function PlainTextArea({
  label,
  name,
  value,
  onChange,
  error,
  required,
  placeholder,
  rows = 3,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
  placeholder?: string;
  rows?: number;
}) {
  const id = useId();
  return (
    <div className={['plain-field', error ? 'plain-field--invalid' : ''].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        {...fieldAria(id, error, required)}
      />
      <FieldMessage fieldId={id} error={error} />
    </div>
  );
}
