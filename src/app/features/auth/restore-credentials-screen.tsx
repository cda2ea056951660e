import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { RestoreCredentialsSchema } from '../../../domain/auth/restore-credentials';
import { ErrorAlert } from '../../ui/error-alert';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PageFrame } from '../../ui/page-frame';
import { failureMessage } from '../../lib/http';
import { askUserNames } from './restore-credentials-call';
import { StatusNote } from '../../ui/status-note';

/** §2 /restoreCredentials, "Forgot your user name?": every user name of the address goes to it by e-mail. */
export function RestoreCredentialsScreen() {
  const [failure, setFailure] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: (address: string) => askUserNames(address),
    onError: async (e) => setFailure(await failureMessage(e)),
  });
  const form = useSchemaForm(RestoreCredentialsSchema, {
    initial: { email: '' },
    onSubmit: ({ email }) => {
      setFailure(null);
      ask.mutate(email);
    },
  });

  return (
    <PageFrame title="Forgot User Name">
      <form className="form-card" onSubmit={form.handleSubmit} noValidate aria-label="Forgot User Name">
        <p>
          Enter the e-mail address you registered with. We will send it the user names of every account that uses it.
        </p>
        <TextField field={form.field('email')} label="E-mail" type="email" autoComplete="email" maxLength={254} />
        <ErrorAlert message={failure} as="div" />
        {ask.isSuccess && <StatusNote>{ask.data.message}</StatusNote>}
        <PlainButton type="submit" expand="block" disabled={ask.isPending}>
          {ask.isPending ? 'Sending…' : 'Send User Names'}
        </PlainButton>
        <div className="form-links">
          <Link to="/ForgotPassword">Forgot password?</Link>
          <Link to="/">Back to Home</Link>
        </div>
      </form>
    </PageFrame>
  );
}
