import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { ConfirmPasswordSchema } from '../../domain/auth/password-confirmation';
import { authApi, failureMessage, failureStatus } from '../lib/http';
import { ErrorAlert } from '../ui/error-alert';
import { PasswordField } from '../ui/form/password-field';
import { useSchemaForm } from '../ui/form/use-schema-form';
import { ModalDialog } from '../ui/modal-dialog';
import { PlainButton } from '../ui/plain/plain-button';
import { SESSION_MESSAGES } from '../../domain/auth/session-messages';

/**
 * Asks for the password when the server wants it again before a change to money or personal data (the sign-in
 * is older than the idle time); once POST {auth}/confirm-password accepts it, `onDone(true)` lets the change be
 * sent again. Shown by PasswordConfirmationHost.
 */
export function PasswordConfirmationDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const { i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  /** The server's refusal of the password typed ('Wrong password'), shown at the field until it is typed again. */
  const [refused, setRefused] = useState<{ password: string; message: string } | null>(null);
  const [sending, setSending] = useState(false);

  const finish = (confirmed: boolean) => {
    form.reset();
    onDone(confirmed);
  };

  const form = useSchemaForm(ConfirmPasswordSchema, {
    initial: { password: '' },
    onSubmit: async ({ password }) => {
      setSending(true);
      setError(null);
      setRefused(null);
      try {
        await authApi.post('confirm-password', { json: { password } });
        finish(true);
      } catch (e) {
        const message = await failureMessage(e);
        if (failureStatus(e) === 400) setRefused({ password, message });
        else setError(message);
      } finally {
        setSending(false);
      }
    },
  });

  const field = form.field('password');
  const passwordField =
    refused && refused.password === field.value ? { ...field, error: field.error ?? refused.message } : field;

  return (
    <ModalDialog open title={SESSION_MESSAGES.confirmPasswordTitle} onClose={() => finish(false)}>
      <form
        className="form-card"
        onSubmit={form.handleSubmit}
        noValidate
        aria-label={SESSION_MESSAGES.confirmPasswordTitle}
      >
        <p>{SESSION_MESSAGES.confirmPasswordNeeded}</p>
        <PasswordField field={passwordField} label={i18n._('Password')} />
        <ErrorAlert message={error} as="div" />
        <PlainButton type="submit" expand="block" disabled={sending}>
          {sending ? i18n._('Confirming…') : i18n._('Confirm')}
        </PlainButton>
        <PlainButton fill="outline" expand="block" onClick={() => finish(false)}>
          {i18n._('Cancel')}
        </PlainButton>
      </form>
    </ModalDialog>
  );
}
