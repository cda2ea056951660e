import { useLingui } from '@lingui/react';
import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { MODULES_WITHOUT_SIGN_UP } from '../../../domain/auth/roles';
import { SignInFormSchema } from '../../../domain/auth/schemas';
import { loadsFacultyProfile } from '../../../domain/faculty/profile';
import { translateKnown } from '../../i18n/translate-known';
import { ErrorAlert } from '../../ui/error-alert';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { PasswordField } from '../../ui/form/password-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { LanguageMenu } from '../../ui/language-menu';
import { PageFrame } from '../../ui/page-frame';
import { facultyProfileQuery } from '../../lib/faculty-profile';
import { failureMessage } from '../../lib/http';
import { currentUser } from '../../lib/session';
import { signIn } from './auth-calls';
import { SignUpPanel } from './sign-up-panel';

/**
 * §2 /login/{module}: sign in, then land by the first role, or go back to the guarded page that sent the
 * visitor here (`redirect`, a same-origin path checked by the route); Sign Up swaps in registration.
 */
/** Modules an alumnus signs in to: they offer the alumni account form (roll number and date of birth). */
const ALUMNI_SIGN_IN_MODULES = ['Placements Cell', 'Alumni', 'Placement'];

export function LoginScreen({ module, redirect }: { module: string; redirect?: string }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [signingUp, setSigningUp] = useState(false);
  const offersSignUp = !MODULES_WITHOUT_SIGN_UP.includes(module);

  const login = useMutation({
    mutationFn: (f: v.InferOutput<typeof SignInFormSchema>) => signIn(module, f.username, f.password, f.rememberMe),
    onSuccess: (user) => {
      // §4: ROLE_FACULTY loads the faculty profile (general information) right after sign-in.
      const me = currentUser();
      if (me && loadsFacultyProfile(user.roles)) void queryClient.prefetchQuery(facultyProfileQuery(me));
      void (redirect ? navigate({ href: redirect }) : navigate({ to: user.landing as '/' }));
    },
    onError: async (e) => setError(await failureMessage(e)),
  });
  const form = useSchemaForm(SignInFormSchema, {
    initial: { username: '', password: '', rememberMe: false },
    onSubmit: (fields) => {
      setError(null);
      login.mutate(fields);
    },
  });

  return (
    <PageFrame title={i18n._('Sign in to {module} Module', { module })}>
      {signingUp ? (
        <SignUpPanel module={module} onDone={() => setSigningUp(false)} />
      ) : (
        <form
          className="form-card"
          onSubmit={form.handleSubmit}
          noValidate
          aria-label={i18n._('Sign in to {module} Module', { module })}
        >
          {redirect && (
            <p className="hint">{i18n._('Please sign in to open that page; you will go straight there.')}</p>
          )}
          <TextField
            field={form.field('username')}
            label={i18n._('User Name')}
            autoComplete="username"
            maxLength={64}
          />
          <PasswordField field={form.field('password')} label={i18n._('Password')} />
          <div className="form-links">
            <CheckboxField field={form.field('rememberMe')} label={i18n._('Remember me')} />
            <span className="form-links-end">
              <Link to="/ForgotPassword">{i18n._('Forgot password?')}</Link>
              <Link to="/restoreCredentials">{i18n._('Forgot user name?')}</Link>
            </span>
          </div>
          <ErrorAlert message={error && translateKnown(i18n, error)} as="div" />
          <PlainButton type="submit" expand="block" disabled={login.isPending}>
            {login.isPending ? i18n._('Signing in…') : i18n._('Sign In')}
          </PlainButton>
          {offersSignUp && (
            <PlainButton fill="outline" expand="block" onClick={() => setSigningUp(true)}>
              {i18n._('Sign Up')}
            </PlainButton>
          )}
          {ALUMNI_SIGN_IN_MODULES.includes(module) && (
            <p className="hint">
              {i18n._('Passed out and no account yet?')}{' '}
              <Link to="/alumni/account">{i18n._('Create your alumni account')}</Link>
            </p>
          )}
        </form>
      )}
      <LanguageMenu />
    </PageFrame>
  );
}
