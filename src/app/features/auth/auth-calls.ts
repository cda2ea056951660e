import * as v from 'valibot';
import { MessageAnswerSchema, PasswordChangedSchema, SignedInSchema } from '../../../domain/auth/answers';
import { authApi } from '../../lib/http';
import { isKioskMode } from '../../lib/kiosk';
import { followAccountLanguage } from '../../i18n/app-i18n';

export async function signIn(module: string, username: string, password: string, rememberMe: boolean) {
  const user = v.parse(
    SignedInSchema,
    await authApi
      .post('signin', {
        searchParams: { module },
        json: { username, password, module, rememberMe, kiosk: isKioskMode() },
      })
      .json(),
  );
  // The device follows the account's language (a kiosk keeps the one chosen at the desk).
  if (user.language && !isKioskMode()) void followAccountLanguage(user.language);
  return user;
}

export const changePassword = async (username: string, oldpassword: string, newPassword: string) =>
  v.parse(
    PasswordChangedSchema,
    await authApi.post('resetUserPasswords', { json: { username, oldpassword, newPassword } }).json(),
  );

export const askResetLink = async (email: string) =>
  v.parse(MessageAnswerSchema, await authApi.post('forgotPassword', { json: { email } }).json());

/** POST {auth}/unlockSignIn: lifts a sign-in lockout with the mailed single-use token. */
export const unlockSignIn = async (token: string) =>
  v.parse(MessageAnswerSchema, await authApi.post('unlockSignIn', { json: { token } }).json());

export const resetPassword = async (token: string, password: string, confirmPassword: string) =>
  v.parse(
    MessageAnswerSchema,
    await authApi.post('resetPassword', { json: { token, password, confirmPassword } }).json(),
  );
