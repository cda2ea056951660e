import { IonButton } from '@ionic/react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { EmailSignInSchema } from '../../../domain/auth/schemas';
import { failureMessage } from '../../lib/http';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { PasswordInput } from '../../ui/password-input';
import { TextInput } from '../../ui/text-input';
import { signIn } from './auth-calls';

/** §2 template sign-in form at /signin: e-mail and password, Remember, a reset link and social buttons. */
export function EmailSignInScreen() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const login = useMutation({
    mutationFn: () => signIn('Management', email.trim(), password, remember),
    onSuccess: (user) => void navigate({ to: user.landing as '/' }),
    onError: async (e) => setFailure(await failureMessage(e)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(EmailSignInSchema, { email, password });
    const next: typeof errors = {};
    for (const issue of parsed.issues ?? []) {
      const key = v.getDotPath(issue) as 'email' | 'password' | null;
      if (key && !next[key]) next[key] = issue.message;
    }
    setErrors(next);
    setFailure(null);
    if (parsed.success) login.mutate();
  };

  return (
    <PageFrame title="Sign In">
      <form className="form-card" onSubmit={onSubmit} noValidate aria-label="Sign in with e-mail">
        <TextInput label="E-mail" type="email" value={email} onChange={setEmail} error={errors.email} autocomplete="email" maxlength={254} />
        <PasswordInput label="Password" value={password} onChange={setPassword} error={errors.password} />
        <div className="form-links">
          <label className="check"><input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />Remember</label>
          <Link to="/reset-password" search={{ token: '' }}>Forgot Password?</Link>
        </div>
        <ErrorAlert message={failure} />
        <IonButton type="submit" expand="block" disabled={login.isPending}>Sign In</IonButton>
        <p className="hint">Sign-in with Google or Microsoft accounts is not configured for this college.</p>
        <div className="button-row">
          <IonButton fill="outline" disabled>Google</IonButton>
          <IonButton fill="outline" disabled>Microsoft</IonButton>
        </div>
      </form>
    </PageFrame>
  );
}
