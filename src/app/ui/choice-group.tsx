import type { Ref } from 'react';
import { useTranslateKnown } from '../i18n/translate-known';
import { FieldMessage, fieldAria } from './form/field-parts';

interface Props<T extends string> {
  legend: string;
  name: string;
  value: T | '';
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  onBlur?: () => void;
  /** Set by the form kit: the group's id (its message is `${id}-message`), message, requirement, focus target. */
  id?: string;
  error?: string | null;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Native radio buttons in a fieldset: keyboard and screen-reader friendly, and light to load. An option's label shows
 * in the page's language when a loaded catalogue has it.
 */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  onBlur,
  id,
  error,
  required,
  inputRef,
}: Props<T>) {
  const known = useTranslateKnown();
  // Focus goes to the checked radio, else the first: where the arrow keys start.
  const focusIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  return (
    <fieldset className="choice-group" role="radiogroup" id={id} {...(id ? fieldAria(id, error, required) : {})}>
      <legend>
        {legend}
        {required && (
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className="choice-row">
        {options.map((o, i) => (
          <label key={o.value} className="choice">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              onBlur={onBlur}
              ref={i === focusIndex ? inputRef : undefined}
            />
            {known(o.label)}
          </label>
        ))}
      </div>
      {id && <FieldMessage fieldId={id} error={error} />}
    </fieldset>
  );
}
