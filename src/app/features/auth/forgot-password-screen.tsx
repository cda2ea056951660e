import { Link } from '@tanstack/react-router';
import { ForgotPasswordSchema } from '../../../domain/auth/schemas';
import { askResetLink } from './auth-calls';
import { EmailRequestForm } from './email-request-form';

/** §2 /ForgotPassword: a single-use reset link, valid 30 minutes, goes to the account's e-mail. */
export function ForgotPasswordScreen() {
  return (
    <EmailRequestForm
      title="Forgot Password"
      intro="Enter the e-mail address of your account. We will send a link to choose a new password."
      schema={ForgotPasswordSchema}
      send={askResetLink}
      sendLabel="Send Reset Link"
      links={<Link to="/">Back to Home</Link>}
    />
  );
}
