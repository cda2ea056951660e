import * as v from 'valibot';
import { AUTH_MESSAGES as M } from './messages';
import { SESSION_MESSAGES } from './session-messages';

/**
 * A change to money or personal data made when the password was last typed longer ago than the session's idle
 * time is answered with this status (Precondition Required) and `passwordConfirmation: true`; the app asks for
 * the password, sends it to POST {auth}/confirm-password and repeats the change.
 */
export const PASSWORD_CONFIRMATION_STATUS = 428;

/** POST {auth}/confirm-password. */
export const ConfirmPasswordSchema = v.object({
  password: v.pipe(
    v.string(M.requiredField),
    v.nonEmpty(M.requiredField),
    v.maxLength(256, SESSION_MESSAGES.wrongPassword),
  ),
});
export type ConfirmPassword = v.InferOutput<typeof ConfirmPasswordSchema>;

/** The answer that asks for the password again. */
export const PasswordConfirmationAnswerSchema = v.object({
  message: v.string(),
  passwordConfirmation: v.literal(true),
});
