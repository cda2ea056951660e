import * as v from 'valibot';
import { AUTH_MESSAGES as M } from './messages';
import { EMAIL_PATTERN } from './schemas';

/** POST {auth}/restoreCredentials ("Forgot your user name?"): the e-mail address the accounts were registered with. */
export const RestoreCredentialsSchema = v.object({
  // A missing field is checked like an empty one, so the answer is always 'Required'.
  email: v.optional(
    v.pipe(
      v.string(M.templateRequired),
      v.trim(),
      v.nonEmpty(M.templateRequired),
      v.maxLength(254, M.templateInvalidEmail),
      v.regex(EMAIL_PATTERN, M.templateInvalidEmail),
    ),
    '',
  ),
});
export type RestoreCredentials = v.InferOutput<typeof RestoreCredentialsSchema>;

/** The same answer whether or not an account uses the address, so nobody can probe for accounts. */
export const USER_NAMES_SENT =
  /*i18n*/ 'If an account uses that e-mail, its user names are on their way. Please check your inbox.';
