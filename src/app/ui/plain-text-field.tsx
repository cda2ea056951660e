import { useId, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
};

/**
 * A labelled outline text field made of plain elements, for public pages: Ionic's input component is
 * large, and a visitor looking up a result should not download it (it stays with the account screens).
 */
export function PlainTextField({ label, value, onChange, error, className, ...rest }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['plain-field', error ? 'plain-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest} />
      {error && <p id={errorId} className="field-error">{error}</p>}
    </div>
  );
}
