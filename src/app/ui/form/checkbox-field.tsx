import { FieldMessage, fieldAria } from './field-parts';
import type { FieldBinding } from './use-schema-form';

interface Props {
  field: FieldBinding<boolean>;
  label: string;
  required?: boolean;
  /** 'switch' for a tick that turns something on or off at once (maintenance mode). */
  role?: 'switch';
}

/** One checkbox with its label beside it (a box that must be ticked shows the schema's message). */
export function CheckboxField({ field: { attach, ...field }, label, required, role }: Props) {
  const isRequired = required ?? field.required;
  return (
    <div className="check-field">
      <label className="check">
        <input
          type="checkbox"
          role={role}
          id={field.id}
          name={field.name}
          ref={attach}
          checked={field.value}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
          {...fieldAria(field.id, field.error, isRequired)}
        />
        {label}
        {isRequired && (
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <FieldMessage fieldId={field.id} error={field.error} />
    </div>
  );
}
