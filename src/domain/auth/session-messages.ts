/**
 * The project's own words (not seed messages) for a session's idle end, the password asked again before a change to
 * money or personal data, and sign-up's one answer for a taken name or address. Kept apart from AUTH_MESSAGES, which
 * every signed-in page loads, because only the server and the password dialog (loaded when asked) use them.
 */
export const SESSION_MESSAGES = {
  sessionIdle: /*i18n*/ 'You were signed out after a while without activity. Please sign in again.',
  confirmPasswordNeeded: /*i18n*/ 'Please enter your password again to make this change.',
  confirmPasswordTitle: /*i18n*/ 'Confirm your password',
  passwordConfirmed: /*i18n*/ 'Password confirmed',
  wrongPassword: /*i18n*/ 'The password is not correct',
  /** Sign-up by anyone but an administrator: one answer for a taken user name and a taken e-mail address. */
  signUpTaken:
    /*i18n*/ 'This user name or e-mail address cannot be used for a new account. If you already have an account, sign in or use "Forgot user name?"; otherwise choose another user name.',
} as const;
