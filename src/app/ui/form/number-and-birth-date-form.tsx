import { PlainButton } from '../plain/plain-button';
import { useState, type FormEvent, type ReactNode } from 'react';
import type * as v from 'valibot';
import { translateKnown, usePageI18n } from '../../i18n/translate-known';
import { ErrorAlert } from '../error-alert';
import { PlainTextField } from '../plain-text-field';
import { checkWithSchema, type FormSchema } from './schema-issues';

type Values<K extends string> = Record<K | 'dateOfBirth', string>;

export interface NumberAndBirthDateFormProps<K extends string, Out> {
  /** The payload's domain schema: the number field and dateOfBirth (yyyy-mm-dd). */
  schema: v.GenericSchema<Partial<Values<K>>, Out>;
  /** The number's field name in the payload (rollNo, admissionNo) and its label. */
  numberField: K;
  numberLabel: string;
  /** The card's heading (its id labels the form) and the hint under it. */
  title: string;
  titleId: string;
  hint: string;
  className?: string;
  /** The latest date of birth the picker offers (yyyy-mm-dd), if any. */
  maxDateOfBirth?: string;
  /** The server's refusal, shown above the button. */
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  /** The button's words while busy (else submitLabel). */
  busyLabel?: string;
  /** Each submit, before the fields are checked (clear earlier answers). */
  onSubmitStart?: () => void;
  /** Valid fields: the schema's output, and how to empty the fields once the request succeeded. */
  onValid: (values: Out, reset: () => void) => void;
  /** A field changed (an earlier answer no longer fits what is typed). */
  onEdit?: () => void;
  /** Shown between the failure and the button (a success note). */
  children?: ReactNode;
}

/**
 * Identifies a student by a number and the date of birth the college has (both must match; the server never
 * says which is wrong): the parents' link-a-student form and the applicant's self payment. The fields are
 * checked with the payload's domain schema; each field's first message shows under it.
 */
export function NumberAndBirthDateForm<K extends string, Out>(props: NumberAndBirthDateFormProps<K, Out>) {
  const { schema, numberField, numberLabel, failure, busy, onEdit } = props;
  const i18n = usePageI18n();
  const empty = { [numberField]: '', dateOfBirth: '' } as Values<K>;
  const [form, setForm] = useState<Values<K>>(empty);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const set = (field: K | 'dateOfBirth') => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
    onEdit?.();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmitStart?.();
    const checked = checkWithSchema(schema as unknown as FormSchema, form);
    if (checked.output === undefined) return setErrors(checked.byField);
    setErrors({});
    props.onValid(checked.output as Out, () => setForm(empty));
  };
  return (
    <form className={props.className ?? 'form-card'} onSubmit={submit} noValidate aria-labelledby={props.titleId}>
      <h2 id={props.titleId}>{props.title}</h2>
      <p className="hint">{props.hint}</p>
      <PlainTextField
        label={numberLabel}
        value={form[numberField]}
        onChange={set(numberField)}
        error={errors[numberField] && translateKnown(i18n, errors[numberField])}
        maxLength={20}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        name={numberField}
      />
      <PlainTextField
        label={i18n._('Date of Birth')}
        type="date"
        value={form.dateOfBirth}
        onChange={set('dateOfBirth')}
        error={errors.dateOfBirth && translateKnown(i18n, errors.dateOfBirth)}
        max={props.maxDateOfBirth}
        name="dateOfBirth"
      />
      <ErrorAlert message={failure && translateKnown(i18n, failure)} as="div" />
      {props.children}
      <PlainButton type="submit" expand="block" disabled={busy}>
        {busy && props.busyLabel ? props.busyLabel : props.submitLabel}
      </PlainButton>
    </form>
  );
}
