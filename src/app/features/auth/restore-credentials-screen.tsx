import { Link } from '@tanstack/react-router';
import { RestoreCredentialsSchema } from '../../../domain/auth/restore-credentials';
import { EmailRequestForm } from './email-request-form';
import { askUserNames } from './restore-credentials-call';

/** §2 /restoreCredentials, "Forgot your user name?": every user name of the address goes to it by e-mail. */
export function RestoreCredentialsScreen() {
  return (
    <EmailRequestForm
      title="Forgot User Name"
      intro="Enter the e-mail address you registered with. We will send it the user names of every account that uses it."
      schema={RestoreCredentialsSchema}
      send={askUserNames}
      sendLabel="Send User Names"
      links={
        <div className="form-links">
          <Link to="/ForgotPassword">Forgot password?</Link>
          <Link to="/">Back to Home</Link>
        </div>
      }
    />
  );
}
