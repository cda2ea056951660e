import { IonButton } from '@ionic/react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { RestoreCredentialsSchema } from '../../../domain/auth/restore-credentials';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { TextInput } from '../../ui/text-input';
import { failureMessage } from '../../lib/http';
import { askUserNames } from './restore-credentials-call';

/** §2 /restoreCredentials, "Forgot your user name?": every user name of the address goes to it by e-mail. */
export function RestoreCredentialsScreen() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: (address: string) => askUserNames(address),
    onError: async (e) => setFailure(await failureMessage(e)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(RestoreCredentialsSchema, { email });
    if (!parsed.success) return setFieldError(parsed.issues[0].message);
    setFieldError(null);
    setFailure(null);
    ask.mutate(parsed.output.email);
  };

  return (
    <PageFrame title="Forgot User Name">
      <form className="form-card" onSubmit={onSubmit} noValidate aria-label="Forgot User Name">
        <p>Enter the e-mail address you registered with. We will send it the user names of every account that uses it.</p>
        <TextInput label="E-mail" type="email" value={email} onChange={setEmail} error={fieldError} autocomplete="email" maxlength={254} name="email" />
        <ErrorAlert message={failure} />
        {ask.isSuccess && <p className="success-note" role="status">{ask.data.message}</p>}
        <IonButton type="submit" expand="block" disabled={ask.isPending}>{ask.isPending ? 'Sending…' : 'Send User Names'}</IonButton>
        <div className="form-links">
          <Link to="/ForgotPassword">Forgot password?</Link>
          <Link to="/">Back to Home</Link>
        </div>
      </form>
    </PageFrame>
  );
}
