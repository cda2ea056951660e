import { IonButton } from '@ionic/react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { MODULES_WITHOUT_SIGN_UP } from '../../../domain/auth/roles';
import { SignInSchema } from '../../../domain/auth/schemas';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { PasswordInput } from '../../ui/password-input';
import { TextInput } from '../../ui/text-input';
import { failureMessage } from '../../lib/http';
import { signIn } from './auth-calls';
import { SignUpPanel } from './sign-up-panel';

/**
 * §2 /login/{module}: sign in, then land by the first role, or go back to the guarded page that sent the
 * visitor here (`redirect`, a same-origin path checked by the route); Sign Up swaps in registration.
 */
export function LoginScreen({ module, redirect }: { module: string; redirect?: string }) {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [signingUp, setSigningUp] = useState(false);
  const offersSignUp = !MODULES_WITHOUT_SIGN_UP.includes(module);

  const login = useMutation({
    mutationFn: () => signIn(module, username.trim(), password, rememberMe),
    onSuccess: (user) => void (redirect ? navigate({ href: redirect }) : navigate({ to: user.landing as '/' })),
    onError: async (e) => setError(await failureMessage(e)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(SignInSchema, { username, password });
    if (!parsed.success) return setError(parsed.issues[0].message);
    setError(null);
    login.mutate();
  };

  return (
    <PageFrame title={`Sign in to ${module} Module`}>
      {signingUp ? (
        <SignUpPanel module={module} onDone={() => setSigningUp(false)} />
      ) : (
        <form className="form-card" onSubmit={onSubmit} noValidate aria-label={`Sign in to ${module} Module`}>
          {redirect && <p className="hint">Please sign in to open that page; you will go straight there.</p>}
          <TextInput label="User Name" value={username} onChange={setUsername} autocomplete="username" maxlength={64} name="username" />
          <PasswordInput label="Password" value={password} onChange={setPassword} name="password" />
          <div className="form-links">
            <label className="check">
              <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
              Remember me
            </label>
            <span className="form-links-end">
              <Link to="/ForgotPassword">Forgot password?</Link>
              <Link to="/restoreCredentials">Forgot user name?</Link>
            </span>
          </div>
          <ErrorAlert message={error} />
          <IonButton type="submit" expand="block" disabled={login.isPending}>{login.isPending ? 'Signing in…' : 'Sign In'}</IonButton>
          {offersSignUp && (
            <IonButton fill="outline" expand="block" onClick={() => setSigningUp(true)}>Sign Up</IonButton>
          )}
        </form>
      )}
    </PageFrame>
  );
}
