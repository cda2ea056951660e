import { useId } from 'react';
import { usePageI18n } from '../i18n/translate-known';
import { FieldMessage, fieldAria } from './form/field-parts';

/** A labelled drop-down of numbered choices with a 'Choose the …' blank (allotments, timetables). */
export function ChoiceSelect({
  label,
  name,
  value,
  options,
  onChange,
  error,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly { value: number; label: string }[];
  onChange: (value: string) => void;
  /** The field's message, shown under it. */
  error?: string | null;
}) {
  const id = useId();
  const i18n = usePageI18n();
  return (
    <div className={error ? 'select-field select-field--invalid' : 'select-field'}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...fieldAria(id, error, false)}
      >
        <option value="">{i18n._('Choose the {label}', { label: label.toLowerCase() })}</option>
        {options.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessage fieldId={id} error={error} />
    </div>
  );
}
