import { useLingui } from '@lingui/react';
import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { PASSWORD_INSTRUCTIONS } from '../../../domain/auth/messages';
import { ResetPasswordSchema } from '../../../domain/auth/schemas';
import { signInHrefFor } from '../../../domain/auth/sign-in-redirect';
import { ErrorAlert } from '../../ui/error-alert';
import { PasswordField } from '../../ui/form/password-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PageFrame } from '../../ui/page-frame';
import { failureMessage } from '../../lib/http';
import { resetPassword } from './auth-calls';
import { translateKnown } from '../../i18n/translate-known';
import { StatusNote } from '../../ui/status-note';

/**
 * §2 /reset-password: the page the mailed link opens; sets a new password once. With `next` (the first
 * administrator's link from create-admin) it then leads to the sign-in that opens that page.
 */
export function ResetPasswordScreen({ token, next }: { token: string; next?: string }) {
  const { i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: (f: v.InferOutput<typeof ResetPasswordSchema>) => resetPassword(f.token, f.password, f.confirmPassword),
    onError: async (e) => setError(await failureMessage(e)),
  });
  const form = useSchemaForm(ResetPasswordSchema, {
    initial: { token, password: '', confirmPassword: '' },
    onSubmit: (fields) => {
      setError(null);
      reset.mutate(fields);
    },
  });

  if (!token) {
    return (
      <PageFrame title={i18n._('Reset Password')}>
        <div className="form-card">
          <p>
            {i18n._(
              'To reset your password, ask for a link by e-mail; it opens this page and is valid for 30 minutes.',
            )}
          </p>
          <Link to="/ForgotPassword">{i18n._('Send me a reset link')}</Link>
        </div>
      </PageFrame>
    );
  }
  if (reset.isSuccess) {
    return (
      <PageFrame title={i18n._('Reset Password')}>
        <div className="form-card">
          <StatusNote>{translateKnown(i18n, reset.data.message)}</StatusNote>
          {next ? (
            <a href={signInHrefFor(next)}>{i18n._('Sign in with your new password')}</a>
          ) : (
            <Link to="/">{i18n._('Go to the home page')}</Link>
          )}
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={i18n._('Reset Password')}>
      <form className="form-card" onSubmit={form.handleSubmit} noValidate aria-label={i18n._('Reset Password')}>
        <p className="hint">{i18n._(PASSWORD_INSTRUCTIONS)}</p>
        <PasswordField field={form.field('password')} label={i18n._('New Password')} autoComplete="new-password" />
        <PasswordField
          field={form.field('confirmPassword')}
          label={i18n._('Confirm Password')}
          autoComplete="new-password"
        />
        {/* A link whose token is malformed: the schema's message for the token, which has no field of its own. */}
        <ErrorAlert message={error ? translateKnown(i18n, error) : form.field('token').error} as="div" />
        <PlainButton type="submit" expand="block" disabled={reset.isPending}>
          {i18n._('Set New Password')}
        </PlainButton>
      </form>
    </PageFrame>
  );
}
