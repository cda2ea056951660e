import { MessageAnswerSchema, PasswordChangedSchema, SessionAnswerSchema } from '../../../domain/auth/answers';
import { LanguageChoiceSchema } from '../../../domain/i18n/locales';
import type { Operation, PermissionLine } from '../server-module';

/** The authentication calls as GET /api/docs describes them. */
export const authOperations = {
  'POST /api/auth/signin': {
    summary: 'Sign in: { username, password, module, rememberMe }; sets the session cookies',
    answer: SessionAnswerSchema,
  },
  'POST /api/auth/logout': { summary: 'End the current session', answer: MessageAnswerSchema },
  'GET /api/auth/me': {
    summary: 'The signed-in user, their landing route and the interface language their account keeps',
    answer: SessionAnswerSchema,
  },
  'PUT /api/auth/language': {
    summary:
      "Keep the interface language on the account (JSON { language }: 'en', 'te' or 'hi') and set the lang cookie; 204 on a kiosk, which saves nothing",
    answer: LanguageChoiceSchema,
    also: [{ status: 204 }],
  },
  'POST /api/auth/resetUserPasswords': {
    summary: 'Change password: { username, oldpassword, newPassword } → { status, message }',
    answer: PasswordChangedSchema,
  },
  'POST /api/auth/confirm-password': {
    summary: "Confirm the signed-in user's password again before a sensitive change (JSON { password })",
    answer: MessageAnswerSchema,
  },
  'POST /api/auth/forgotPassword': {
    summary: 'Mail a single-use reset link: { email }',
    answer: MessageAnswerSchema,
  },
  'POST /api/auth/restoreCredentials': {
    summary: 'Mail the user names of the accounts of an e-mail address (JSON { email })',
    answer: MessageAnswerSchema,
  },
  'POST /api/auth/resetPassword': {
    summary: 'Set a new password with a mailed token: { token, password, confirmPassword }',
    answer: MessageAnswerSchema,
  },
  'POST /api/auth/unlockSignIn': {
    summary: 'Lift the sign-in lockout of a user name with the mailed single-use token (JSON { token })',
    answer: MessageAnswerSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
