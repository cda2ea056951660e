import { useLingui } from '@lingui/react';
import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { EmailSignInSchema } from '../../../domain/auth/schemas';
import { failureMessage } from '../../lib/http';
import { translateKnown } from '../../i18n/translate-known';
import { ErrorAlert } from '../../ui/error-alert';
import { PasswordField } from '../../ui/form/password-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PageFrame } from '../../ui/page-frame';
import { signIn } from './auth-calls';

/** §2 template sign-in form at /signin: e-mail and password, Remember, a reset link and social buttons. */
export function EmailSignInScreen() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [remember, setRemember] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const login = useMutation({
    mutationFn: (f: v.InferOutput<typeof EmailSignInSchema>) => signIn('Management', f.email, f.password, remember),
    onSuccess: (user) => void navigate({ to: user.landing as '/' }),
    onError: async (e) => setFailure(await failureMessage(e)),
  });
  const form = useSchemaForm(EmailSignInSchema, {
    initial: { email: '', password: '' },
    onSubmit: (fields) => login.mutate(fields),
  });

  return (
    <PageFrame title={i18n._('Sign In')}>
      <form
        className="form-card"
        onSubmit={(e) => {
          setFailure(null);
          form.handleSubmit(e);
        }}
        noValidate
        aria-label={i18n._('Sign in with e-mail')}
      >
        <TextField
          field={form.field('email')}
          label={i18n._('E-mail')}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <PasswordField field={form.field('password')} label={i18n._('Password')} />
        <div className="form-links">
          <label className="check">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            {i18n._('Remember')}
          </label>
          <Link to="/reset-password" search={{ token: '' }}>
            {i18n._('Forgot Password?')}
          </Link>
        </div>
        <ErrorAlert message={failure && translateKnown(i18n, failure)} as="div" />
        <PlainButton type="submit" expand="block" disabled={login.isPending}>
          {i18n._('Sign In')}
        </PlainButton>
        <p className="hint">
          {i18n._('Sign-in with Google or Microsoft accounts is not configured for this college.')}
        </p>
        <div className="button-row">
          <PlainButton fill="outline" disabled>
            Google
          </PlainButton>
          <PlainButton fill="outline" disabled>
            Microsoft
          </PlainButton>
        </div>
      </form>
    </PageFrame>
  );
}
