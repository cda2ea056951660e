/**
 * The auth module's addresses: signing in, registering and passwords. Strings only; APP_PATHS (src/domain/routes/app-
 * paths.ts) is the union of the modules' addresses.
 */
export const AUTH_PATHS = {
  login: '/login/$module',
  emailSignIn: '/signin',
  register: '/register',
  registerModule: '/register/$module',
  forgotPassword: '/ForgotPassword',
  resetPassword: '/reset-password',
  unlockSignIn: '/unlock-sign-in',
  changePassword: '/ResetLoginPassword',
  appChangePassword: '/app/reset Password',
  restoreCredentials: '/restoreCredentials',
} as const;
