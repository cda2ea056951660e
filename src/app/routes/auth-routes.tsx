import { createRoute, lazyRouteComponent, notFound, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { ResetPasswordSearchSchema } from '../../domain/auth/reset-password-search';
import { LOGIN_MODULES } from '../../domain/auth/roles';
import { signedInLandingForLoginModule } from '../../domain/home/module-roles';
import { SignInSearchSchema } from '../../domain/auth/sign-in-redirect';
import { withCatalogue } from '../i18n/app-i18n';
import { currentUser } from '../lib/session';
import { rootRoute } from './root-route';
import { guardedScreen, publicRoute, signedInScreen } from './screen-route';
import { AUTH_PATHS } from '../../domain/auth/paths';
import type { AppModule } from './app-module';

type AccountScreens = typeof import('./account-screens');
const screen = <K extends keyof AccountScreens>(name: K) =>
  lazyRouteComponent<AccountScreens, K>(
    withCatalogue('auth', () => import('./account-screens')),
    name,
  );
const loginScreen = screen('LoginScreen');
const registerScreen = screen('RegisterScreen');

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: AUTH_PATHS.login,
  validateSearch: (search) => v.parse(SignInSearchSchema, search),
  beforeLoad: ({ params, search }) => {
    if (!(LOGIN_MODULES as readonly string[]).includes(params.module)) throw notFound();
    // A signed-in user whose roles open this module goes to their own screen rather than a second sign-in.
    const user = currentUser();
    const landing = user && !search.redirect ? signedInLandingForLoginModule(params.module, user.roles) : null;
    if (landing) throw redirect({ href: encodeURI(landing), replace: true });
  },
  component: function LoginRoute() {
    const LoginScreen = loginScreen;
    return <LoginScreen module={loginRoute.useParams().module} redirect={loginRoute.useSearch().redirect} />;
  },
});

export const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: AUTH_PATHS.register,
  component: function RegisterRoute() {
    const RegisterScreen = registerScreen;
    return <RegisterScreen module={null} />;
  },
});

export const registerModuleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: AUTH_PATHS.registerModule,
  component: function RegisterModuleRoute() {
    const RegisterScreen = registerScreen;
    return <RegisterScreen module={registerModuleRoute.useParams().module} />;
  },
});

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: AUTH_PATHS.forgotPassword,
  component: screen('ForgotPasswordScreen'),
});

const resetScreen = screen('ResetPasswordScreen');
export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: AUTH_PATHS.resetPassword,
  validateSearch: (search) => v.parse(ResetPasswordSearchSchema, search),
  component: function ResetRoute() {
    const ResetPasswordScreen = resetScreen;
    const { token, next } = resetPasswordRoute.useSearch();
    return <ResetPasswordScreen token={token} next={next} />;
  },
});

const unlockScreen = screen('UnlockSignInScreen');
/** The page the mailed unlock link opens (the token is checked by the server, not here). */
export const unlockSignInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: AUTH_PATHS.unlockSignIn,
  validateSearch: (search) => v.parse(ResetPasswordSearchSchema, search),
  component: function UnlockRoute() {
    const UnlockSignInScreen = unlockScreen;
    return <UnlockSignInScreen token={unlockSignInRoute.useSearch().token} />;
  },
});

const guardedChangePassword = guardedScreen(screen('ChangePasswordScreen'));
export const changePasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: AUTH_PATHS.changePassword,
  ...signedInScreen,
  component: guardedChangePassword,
});
export const appChangePasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: AUTH_PATHS.appChangePassword,
  ...signedInScreen,
  component: guardedChangePassword,
});

export const emailSignInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: AUTH_PATHS.emailSignIn,
  component: screen('EmailSignInScreen'),
});

/** §2 /restoreCredentials: "Forgot your user name?". */
export const restoreCredentialsRoute = publicRoute(
  AUTH_PATHS.restoreCredentials,
  withCatalogue('auth', () => import('../features/auth/restore-credentials-screen')),
  'RestoreCredentialsScreen',
);

/** The auth module's app side (src/app/routes/app-modules.ts): its routes. */
export const AUTH_APP_MODULE = {
  routes: [
    loginRoute,
    emailSignInRoute,
    registerRoute,
    registerModuleRoute,
    forgotPasswordRoute,
    resetPasswordRoute,
    unlockSignInRoute,
    changePasswordRoute,
    appChangePasswordRoute,
    restoreCredentialsRoute,
  ],
} satisfies AppModule;
