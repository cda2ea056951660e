import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { ForgotPasswordSchema } from '../../../domain/auth/schemas';
import { askResetLink } from './auth-calls';
import { EmailRequestForm } from './email-request-form';

/** §2 /ForgotPassword: a single-use reset link, valid 30 minutes, goes to the account's e-mail. */
export function ForgotPasswordScreen() {
  const { i18n } = useLingui();
  return (
    <EmailRequestForm
      title={i18n._('Forgot Password')}
      intro={i18n._('Enter the e-mail address of your account. We will send a link to choose a new password.')}
      schema={ForgotPasswordSchema}
      send={askResetLink}
      sendLabel={i18n._('Send Reset Link')}
      links={<Link to="/">{i18n._('Back to Home')}</Link>}
    />
  );
}
