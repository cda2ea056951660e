import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldLabel, FieldMessage, fieldAria } from './form/field-parts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** The input's id; one is made up when absent. */
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A labelled outline text field made of plain elements, for public pages: Ionic's input component is
 * large, and a visitor looking up a result should not download it. The form kit's text fields use it.
 */
export function PlainTextField({
  label,
  value,
  onChange,
  error,
  className,
  id: givenId,
  inputRef,
  required,
  ...rest
}: Props) {
  const madeId = useId();
  const id = givenId ?? madeId;
  return (
    <div className={['plain-field', error ? 'plain-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        ref={inputRef}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...fieldAria(id, error, required)}
        {...rest}
      />
      <FieldMessage fieldId={id} error={error} />
    </div>
  );
}
