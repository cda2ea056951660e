import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { LOGIN_MODULES } from '../../domain/auth/roles';
import { SignInSearchSchema } from '../../domain/auth/sign-in-redirect';
import { requireUser } from '../lib/require-user';
import { rootRoute } from './root-route';

type AccountScreens = typeof import('./account-screens');
const screen = <K extends keyof AccountScreens>(name: K) => lazyRouteComponent<AccountScreens, K>(() => import('./account-screens'), name);
const loginScreen = screen('LoginScreen');
const registerScreen = screen('RegisterScreen');

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login/$module',
  validateSearch: (search) => v.parse(SignInSearchSchema, search),
  beforeLoad: ({ params }) => {
    if (!(LOGIN_MODULES as readonly string[]).includes(params.module)) throw notFound();
  },
  component: function LoginRoute() {
    const LoginScreen = loginScreen;
    return <LoginScreen module={loginRoute.useParams().module} redirect={loginRoute.useSearch().redirect} />;
  },
});

export const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  component: function RegisterRoute() {
    const RegisterScreen = registerScreen;
    return <RegisterScreen module={null} />;
  },
});

export const registerModuleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register/$module',
  component: function RegisterModuleRoute() {
    const RegisterScreen = registerScreen;
    return <RegisterScreen module={registerModuleRoute.useParams().module} />;
  },
});

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ForgotPassword',
  component: screen('ForgotPasswordScreen'),
});

const TokenSearchSchema = v.object({ token: v.optional(v.pipe(v.unknown(), v.transform(String)), '') });
const resetScreen = screen('ResetPasswordScreen');
export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: (search) => v.parse(TokenSearchSchema, search),
  component: function ResetRoute() {
    const ResetPasswordScreen = resetScreen;
    return <ResetPasswordScreen token={resetPasswordRoute.useSearch().token} />;
  },
});

const changePassword = screen('ChangePasswordScreen');
export const changePasswordRoute = createRoute({ getParentRoute: () => rootRoute, path: '/ResetLoginPassword', beforeLoad: requireUser, component: changePassword });
export const appChangePasswordRoute = createRoute({ getParentRoute: () => rootRoute, path: '/app/reset Password', beforeLoad: requireUser, component: changePassword });

export const createLoginsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/createLogins',
  beforeLoad: requireUser,
  component: screen('CreateLoginsScreen'),
});

export const createUserRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/app/Create User',
  beforeLoad: requireUser,
  component: screen('CreateUserScreen'),
});

export const emailSignInRoute = createRoute({ getParentRoute: () => rootRoute, path: '/signin', component: screen('EmailSignInScreen') });
