import * as v from 'valibot';

/** The answers of the mailed unlock link (a lockout that mail can lift). */
export const UNLOCK_MESSAGES = {
  done: /*i18n*/ 'Sign-in to your account is unlocked. You can sign in again.',
  invalid: /*i18n*/ 'This unlock link is invalid, used or expired. Signing in unlocks by itself after a while.',
  missing: /*i18n*/ 'The unlock link is incomplete. Please open the whole link from the mail.',
} as const;

/** POST {auth}/unlockSignIn { token }: the single-use token from the mailed link, sent by the unlock screen. */
export const UnlockSignInSchema = v.object({
  token: v.pipe(v.string(UNLOCK_MESSAGES.missing), v.regex(/^[A-Za-z0-9_-]{20,100}$/, UNLOCK_MESSAGES.missing)),
});
