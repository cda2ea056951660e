/**
 * The screens behind sign-in, loaded on demand as one chunk: what only they use (forms, dialogs,
 * radio and segment controls, crypto-js) stays out of the JavaScript the public pages load.
 */
export { ChangePasswordScreen } from '../features/auth/change-password-screen';
export { ForgotPasswordScreen } from '../features/auth/forgot-password-screen';
export { LoginScreen } from '../features/auth/login-screen';
export { RegisterScreen } from '../features/auth/register-screen';
export { ResetPasswordScreen } from '../features/auth/reset-password-screen';
export { UnlockSignInScreen } from '../features/auth/unlock-sign-in-screen';
export { AdminMenusScreen } from '../shell/admin-menus-screen';
export { CreateLoginsScreen } from '../features/users/create-logins-screen';
export { CreateUserScreen } from '../features/users/create-user-screen';
export { EmailSignInScreen } from '../features/auth/email-sign-in-screen';
