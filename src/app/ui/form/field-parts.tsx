/** The id of a field's message, which the control's aria-describedby points at. */
export const messageId = (fieldId: string) => `${fieldId}-message`;

/** The ARIA attributes every control of the kit carries: invalid state, required state, its message. */
export function fieldAria(fieldId: string, error: string | null | undefined, required: boolean | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': error ? messageId(fieldId) : undefined,
  } as const;
}

/** A visible label; a required field gets a star beside it, kept out of the label's text and name. */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <span className="field-label">
      <label htmlFor={htmlFor}>{label}</label>
      {required && (
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      )}
    </span>
  );
}

/** The field's message, under it. */
export function FieldMessage({ fieldId, error }: { fieldId: string; error: string | null | undefined }) {
  return error ? (
    <p id={messageId(fieldId)} className="field-error">
      {error}
    </p>
  ) : null;
}
