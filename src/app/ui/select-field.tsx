import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  error?: string | null;
  placeholder?: string;
}

/** A labelled native select: works with every keyboard, screen reader and kiosk touch screen. */
export function SelectField({ label, value, options, onChange, error, placeholder = 'Select' }: Props) {
  const id = useId();
  return (
    <div className="select-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined}>
        <option value="">{placeholder}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      {error && <span id={`${id}-error`} className="field-error">{error}</span>}
    </div>
  );
}
