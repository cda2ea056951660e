import { IonButton } from '@ionic/react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ForgotPasswordSchema } from '../../../domain/auth/schemas';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { TextInput } from '../../ui/text-input';
import { failureMessage } from '../../lib/http';
import { askResetLink } from './auth-calls';

/** §2 /ForgotPassword: a single-use reset link, valid 30 minutes, goes to the account's e-mail. */
export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: () => askResetLink(email.trim()),
    onError: async (e) => setFailure(await failureMessage(e)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(ForgotPasswordSchema, { email });
    if (!parsed.success) return setFieldError(parsed.issues[0].message);
    setFieldError(null);
    setFailure(null);
    ask.mutate();
  };

  return (
    <PageFrame title="Forgot Password">
      <form className="form-card" onSubmit={onSubmit} noValidate aria-label="Forgot Password">
        <p>Enter the e-mail address of your account. We will send a link to choose a new password.</p>
        <TextInput label="E-mail" type="email" value={email} onChange={setEmail} error={fieldError} autocomplete="email" maxlength={254} />
        <ErrorAlert message={failure} />
        {ask.isSuccess && <p className="success-note" role="status">{ask.data.message}</p>}
        <IonButton type="submit" expand="block" disabled={ask.isPending}>{ask.isPending ? 'Sending…' : 'Send Reset Link'}</IonButton>
        <Link to="/">Back to Home</Link>
      </form>
    </PageFrame>
  );
}
