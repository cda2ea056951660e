import { useLingui } from '@lingui/react';
import { ErrorAlert } from '../error-alert';
import { PlainButton } from '../plain/plain-button';

interface Props {
  /** The form's own message (the schema's form-level one) or the server's refusal, shown above the buttons. */
  error: string | null | undefined;
  /** While the submission is under way: the submit button waits and says `pendingLabel`. */
  pending: boolean;
  submitLabel: string;
  /** What the submit button says while waiting (Saving… unless told). */
  pendingLabel?: string;
  /** Closes the form without saving; no Cancel button without it. */
  onCancel?: () => void;
  /** The row's class where a screen lays its buttons out its own way. */
  className?: string;
}

/** The end of a form of the kit: its message, the submit button (waiting while it sends) and Cancel. */
export function FormFooter({ error, pending, submitLabel, pendingLabel, onCancel, className = 'button-row' }: Props) {
  const { i18n } = useLingui();
  return (
    <>
      <ErrorAlert message={error} />
      <div className={className}>
        <PlainButton type="submit" disabled={pending}>
          {pending ? (pendingLabel ?? i18n._('Saving…')) : submitLabel}
        </PlainButton>
        {onCancel && (
          <PlainButton fill="clear" onClick={onCancel}>
            {i18n._('Cancel')}
          </PlainButton>
        )}
      </div>
    </>
  );
}
