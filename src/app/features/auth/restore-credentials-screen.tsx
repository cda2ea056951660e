import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { RestoreCredentialsSchema } from '../../../domain/auth/restore-credentials';
import { EmailRequestForm } from './email-request-form';
import { askUserNames } from './restore-credentials-call';

/** §2 /restoreCredentials, "Forgot your user name?": every user name of the address goes to it by e-mail. */
export function RestoreCredentialsScreen() {
  const { i18n } = useLingui();
  return (
    <EmailRequestForm
      title={i18n._('Forgot User Name')}
      intro={i18n._(
        'Enter the e-mail address you registered with. We will send it the user names of every account that uses it.',
      )}
      schema={RestoreCredentialsSchema}
      send={askUserNames}
      sendLabel={i18n._('Send User Names')}
      links={
        <div className="form-links">
          <Link to="/ForgotPassword">{i18n._('Forgot password?')}</Link>
          <Link to="/">{i18n._('Back to Home')}</Link>
        </div>
      }
    />
  );
}
