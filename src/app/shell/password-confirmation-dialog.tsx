import { useEffect, useRef, useState } from 'react';
import { AUTH_MESSAGES as M } from '../../domain/auth/messages';
import { ConfirmPasswordSchema } from '../../domain/auth/password-confirmation';
import { authApi, failureMessage } from '../lib/http';
import { answerPasswordRequestsWith } from '../lib/password-confirmation';
import { ErrorAlert } from '../ui/error-alert';
import { PasswordField } from '../ui/form/password-field';
import { useSchemaForm } from '../ui/form/use-schema-form';
import { ModalDialog } from '../ui/modal-dialog';
import { PlainButton } from '../ui/plain/plain-button';

/**
 * Asks for the password when the server wants it again before a change to money or personal data (the sign-in
 * is older than the idle time); once POST {auth}/confirm-password accepts it, the change is sent again.
 */
export function PasswordConfirmationDialog() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Several changes refused at once share one question.
  const pending = useRef<{ promise: Promise<boolean>; settle: (confirmed: boolean) => void } | null>(null);

  useEffect(
    () =>
      answerPasswordRequestsWith(() => {
        if (!pending.current) {
          let settle: (confirmed: boolean) => void = () => undefined;
          const promise = new Promise<boolean>((resolve) => (settle = resolve));
          pending.current = { promise, settle };
          setError(null);
          setOpen(true);
        }
        return pending.current.promise;
      }),
    [],
  );

  const finish = (confirmed: boolean) => {
    pending.current?.settle(confirmed);
    pending.current = null;
    setOpen(false);
    form.reset();
  };

  const form = useSchemaForm(ConfirmPasswordSchema, {
    initial: { password: '' },
    onSubmit: async ({ password }) => {
      setSending(true);
      setError(null);
      try {
        await authApi.post('confirm-password', { json: { password } });
        finish(true);
      } catch (e) {
        setError(await failureMessage(e));
      } finally {
        setSending(false);
      }
    },
  });

  return (
    <ModalDialog open={open} title={M.confirmPasswordTitle} onClose={() => finish(false)}>
      <form className="form-card" onSubmit={form.handleSubmit} noValidate aria-label={M.confirmPasswordTitle}>
        <p>{M.confirmPasswordNeeded}</p>
        <PasswordField field={form.field('password')} label="Password" />
        <ErrorAlert message={error} as="div" />
        <PlainButton type="submit" expand="block" disabled={sending}>
          {sending ? 'Confirming…' : 'Confirm'}
        </PlainButton>
        <PlainButton fill="outline" expand="block" onClick={() => finish(false)}>
          Cancel
        </PlainButton>
      </form>
    </ModalDialog>
  );
}
