import { authApi } from '../../lib/http';
import { isKioskMode } from '../../lib/kiosk';

export interface SignedIn {
  username: string;
  roles: string[];
  landing: string;
}

export const signIn = (module: string, username: string, password: string, rememberMe: boolean) =>
  authApi
    .post('signin', {
      searchParams: { module },
      json: { username, password, module, rememberMe, kiosk: isKioskMode() },
    })
    .json<SignedIn>();

export const changePassword = (username: string, oldpassword: string, newPassword: string) =>
  authApi
    .post('resetUserPasswords', { json: { username, oldpassword, newPassword } })
    .json<{ status: 0 | 1; message: string }>();

export const askResetLink = (email: string) =>
  authApi.post('forgotPassword', { json: { email } }).json<{ message: string }>();

/** POST {auth}/unlockSignIn: lifts a sign-in lockout with the mailed single-use token. */
export const unlockSignIn = (token: string) =>
  authApi.post('unlockSignIn', { json: { token } }).json<{ message: string }>();

export const resetPassword = (token: string, password: string, confirmPassword: string) =>
  authApi.post('resetPassword', { json: { token, password, confirmPassword } }).json<{ message: string }>();
