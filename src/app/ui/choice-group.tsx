interface Props<T extends string> {
  legend: string;
  name: string;
  value: T | '';
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}

/** Native radio buttons in a fieldset: keyboard and screen-reader friendly, and light to load. */
export function ChoiceGroup<T extends string>({ legend, name, value, options, onChange }: Props<T>) {
  return (
    <fieldset className="choice-group">
      <legend>{legend}</legend>
      <div className="choice-row">
        {options.map((o) => (
          <label key={o.value} className="choice">
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
