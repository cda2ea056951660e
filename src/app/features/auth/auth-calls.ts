import { HTTPError } from 'ky';
import { encryptPassword } from '../../../domain/auth/password-transport';
import { PASSWORD_KEY } from '../../lib/config';
import { authApi, serverMessage } from '../../lib/http';

export interface SignedIn {
  username: string;
  roles: string[];
  landing: string;
}

/** The server's message, else the error's own (§8 login failure), else a plain fallback. */
export async function failureMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): Promise<string> {
  const fromServer = await serverMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof HTTPError) return fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

export const signIn = (module: string, username: string, password: string, rememberMe: boolean) =>
  authApi.post('signin', { searchParams: { module }, json: { username, password, module, rememberMe } }).json<SignedIn>();


export const changePassword = (username: string, oldpassword: string, newPassword: string) =>
  authApi.post('resetUserPasswords', { json: { username, oldpassword, newPassword } }).json<{ status: 0 | 1; message: string }>();

export const askResetLink = (email: string) => authApi.post('forgotPassword', { json: { email } }).json<{ message: string }>();

export const resetPassword = (token: string, password: string, confirmPassword: string) =>
  authApi.post('resetPassword', { json: { token, password, confirmPassword } }).json<{ message: string }>();

export interface SignUpFields {
  username: string;
  email: string;
  password: string;
  role: string;
  fullName: string;
  instituteType: string;
  eamcetCode: string;
  collegeName: string;
  affiliatedTo: string;
  department: string;
  modules: string[];
  promotions: boolean;
}

/** §3 sign-up payload: the password AES-encrypted, the role as a list of one lower-cased role. */
export const signUp = (f: SignUpFields) =>
  authApi.post('signup', {
    json: {
      username: f.username, email: f.email, password: encryptPassword(f.password, PASSWORD_KEY), role: [f.role.toLowerCase()],
      instituteType: f.instituteType, eamcetCode: f.eamcetCode, collegeName: f.collegeName, affiliatedTo: f.affiliatedTo,
      fullName: f.fullName, department: f.department, signInType: 'email', module: f.modules.join(','), promotions: f.promotions,
    },
  }).json<{ message: string }>();
