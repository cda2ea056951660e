import { FieldMessage, messageId } from './field-parts';
import type { Option } from './select-field';
import type { FieldBinding } from './use-schema-form';

interface Props {
  field: FieldBinding<string[]>;
  legend: string;
  options: ReadonlyArray<Option>;
}

/** Several checkboxes in a fieldset, holding the list of the values ticked (Create User's modules). */
export function CheckListField({ field: { attach, ...field }, legend, options }: Props) {
  const toggle = (value: string) =>
    field.onChange(field.value.includes(value) ? field.value.filter((v) => v !== value) : [...field.value, value]);
  return (
    <fieldset className="choice-group">
      <legend>{legend}</legend>
      <div className="check-grid">
        {options.map((o, i) => (
          <label key={o.value} className="check">
            <input
              type="checkbox"
              name={field.name}
              value={o.value}
              checked={field.value.includes(o.value)}
              onChange={() => toggle(o.value)}
              onBlur={field.onBlur}
              ref={i === 0 ? attach : undefined}
              aria-invalid={field.error ? true : undefined}
              aria-describedby={field.error ? messageId(field.id) : undefined}
            />
            {o.label}
          </label>
        ))}
      </div>
      <FieldMessage fieldId={field.id} error={field.error} />
    </fieldset>
  );
}
