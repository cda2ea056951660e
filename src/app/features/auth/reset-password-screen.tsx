import { IonButton } from '@ionic/react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { PASSWORD_INSTRUCTIONS } from '../../../domain/auth/messages';
import { ResetPasswordSchema } from '../../../domain/auth/schemas';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { PasswordInput } from '../../ui/password-input';
import { failureMessage } from '../../lib/http';
import { resetPassword } from './auth-calls';

/** §2 /reset-password: the page the mailed link opens; sets a new password once. */
export function ResetPasswordScreen({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: () => resetPassword(token, password, confirmPassword),
    onError: async (e) => setError(await failureMessage(e)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(ResetPasswordSchema, { token, password, confirmPassword });
    if (!parsed.success) return setError(parsed.issues[0].message);
    setError(null);
    reset.mutate();
  };

  if (!token) {
    return (
      <PageFrame title="Reset Password">
        <div className="form-card">
          <p>To reset your password, ask for a link by e-mail; it opens this page and is valid for 30 minutes.</p>
          <Link to="/ForgotPassword">Send me a reset link</Link>
        </div>
      </PageFrame>
    );
  }
  if (reset.isSuccess) {
    return (
      <PageFrame title="Reset Password">
        <div className="form-card">
          <p className="success-note" role="status">{reset.data.message}</p>
          <Link to="/">Go to the home page</Link>
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Reset Password">
      <form className="form-card" onSubmit={onSubmit} noValidate aria-label="Reset Password">
        <p className="hint">{PASSWORD_INSTRUCTIONS}</p>
        <PasswordInput label="New Password" value={password} onChange={setPassword} autocomplete="new-password" />
        <PasswordInput label="Confirm Password" value={confirmPassword} onChange={setConfirmPassword} autocomplete="new-password" />
        <ErrorAlert message={error} />
        <IonButton type="submit" expand="block" disabled={reset.isPending}>Set New Password</IonButton>
      </form>
    </PageFrame>
  );
}
