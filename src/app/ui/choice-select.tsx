import { useId } from 'react';

/** A labelled drop-down of numbered choices with a 'Choose the …' blank (allotments, timetables). */
export function ChoiceSelect({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly { value: number; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="select-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{`Choose the ${label.toLowerCase()}`}</option>
        {options.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
