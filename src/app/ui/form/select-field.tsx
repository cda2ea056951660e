import { translateKnown, usePageI18n } from '../../i18n/translate-known';
import { FieldLabel, FieldMessage, fieldAria } from './field-parts';
import type { FieldBinding } from './use-schema-form';

export interface Option {
  value: string;
  label: string;
}

interface Props {
  field: FieldBinding<string>;
  label: string;
  /** The lookup's entries; undefined while it loads. */
  options: ReadonlyArray<Option> | undefined;
  loading?: boolean;
  placeholder?: string;
  required?: boolean;
}

/**
 * A labelled native select over a lookup list: works with every keyboard, screen reader and kiosk touch screen. An
 * option's label shows in the page's language when a loaded catalogue has it (Yes, No; a lookup's names stay as sent).
 */
export function SelectField({
  field: { attach, ...field },
  label,
  options,
  loading = false,
  placeholder,
  required,
}: Props) {
  const i18n = usePageI18n();
  const isRequired = required ?? field.required;
  return (
    <div className={field.error ? 'select-field select-field--invalid' : 'select-field'}>
      <FieldLabel htmlFor={field.id} label={label} required={isRequired} />
      <select
        id={field.id}
        name={field.name}
        ref={attach}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        aria-busy={loading || undefined}
        {...fieldAria(field.id, field.error, isRequired)}
      >
        <option value="">{loading ? i18n._('Loading…') : (placeholder ?? i18n._('Select'))}</option>
        {(options ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {translateKnown(i18n, o.label)}
          </option>
        ))}
      </select>
      <FieldMessage fieldId={field.id} error={field.error} />
    </div>
  );
}
