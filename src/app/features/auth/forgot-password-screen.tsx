import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ForgotPasswordSchema } from '../../../domain/auth/schemas';
import { ErrorAlert } from '../../ui/error-alert';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PageFrame } from '../../ui/page-frame';
import { failureMessage } from '../../lib/http';
import { askResetLink } from './auth-calls';
import { StatusNote } from '../../ui/status-note';

/** §2 /ForgotPassword: a single-use reset link, valid 30 minutes, goes to the account's e-mail. */
export function ForgotPasswordScreen() {
  const [failure, setFailure] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: (email: string) => askResetLink(email),
    onError: async (e) => setFailure(await failureMessage(e)),
  });
  const form = useSchemaForm(ForgotPasswordSchema, {
    initial: { email: '' },
    onSubmit: ({ email }) => {
      setFailure(null);
      ask.mutate(email);
    },
  });

  return (
    <PageFrame title="Forgot Password">
      <form className="form-card" onSubmit={form.handleSubmit} noValidate aria-label="Forgot Password">
        <p>Enter the e-mail address of your account. We will send a link to choose a new password.</p>
        <TextField field={form.field('email')} label="E-mail" type="email" autoComplete="email" maxLength={254} />
        <ErrorAlert message={failure} as="div" />
        {ask.isSuccess && <StatusNote>{ask.data.message}</StatusNote>}
        <PlainButton type="submit" expand="block" disabled={ask.isPending}>
          {ask.isPending ? 'Sending…' : 'Send Reset Link'}
        </PlainButton>
        <Link to="/">Back to Home</Link>
      </form>
    </PageFrame>
  );
}
