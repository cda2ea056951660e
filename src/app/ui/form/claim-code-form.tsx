import { ClaimCodeEntrySchema, CLAIM_CODE_DIGITS, CLAIM_MESSAGES as M } from '../../../domain/auth/student-claim';
import { translateKnown, usePageI18n } from '../../i18n/translate-known';
import { ErrorAlert } from '../error-alert';
import { PlainButton } from '../plain/plain-button';
import { TextField } from './text-field';
import { useSchemaForm } from './use-schema-form';

export interface ClaimCodeFormProps {
  /** The card's heading (its id labels the form). */
  title: string;
  titleId: string;
  /** The server's words saying where the code went ("We sent a 6-digit code to s****@example.com…"). */
  sentMessage: string;
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  onCode: (code: string) => void;
  /** Sends a new code (the one sent before stops working). */
  onResend: () => void;
  /** Back to the first step (another roll number or date of birth). */
  onBack: () => void;
}

/**
 * The second step of a claim on a student (a parent linking, an alumni account): the one-time code sent to
 * the contact on the admission record, with a resend. Shared by the parent dashboard and the alumni account form.
 */
export function ClaimCodeForm(props: ClaimCodeFormProps) {
  const i18n = usePageI18n();
  const form = useSchemaForm(ClaimCodeEntrySchema, {
    initial: { code: '' },
    onSubmit: ({ code }) => props.onCode(code),
  });
  return (
    <form className="form-card claim-code" onSubmit={form.handleSubmit} noValidate aria-labelledby={props.titleId}>
      <h2 id={props.titleId}>{props.title}</h2>
      <p className="hint" role="status">
        {props.sentMessage}
      </p>
      <TextField
        field={form.field('code')}
        label={M.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CLAIM_CODE_DIGITS + 2}
        normalize={(typed) => typed.replace(/\D/g, '').slice(0, CLAIM_CODE_DIGITS)}
      />
      <ErrorAlert message={props.failure && translateKnown(i18n, props.failure)} as="div" />
      <PlainButton type="submit" expand="block" disabled={props.busy}>
        {props.submitLabel}
      </PlainButton>
      <div className="claim-code__more">
        <PlainButton fill="clear" disabled={props.busy} onClick={props.onResend}>
          {M.resend}
        </PlainButton>
        <PlainButton fill="clear" disabled={props.busy} onClick={props.onBack}>
          {i18n._('Back')}
        </PlainButton>
      </div>
    </form>
  );
}
