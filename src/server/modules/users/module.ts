import { LOGIN_CREATOR_ROLES } from '../../../domain/auth/access';
import { Hono } from 'hono';
import type { AppEnv } from '../../auth/session-user';
import { anonymousAddressLimit } from '../../http/address-limit';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import type { ServerModule } from '../server-module';
import { loginCreationRoutes } from './login-routes';
import { signupOperations, usersOperations } from './operations';
import { programRoutes } from './program-routes';
import { signupRoutes } from './signup-routes';
import { usersDemo } from '../../demo/users';

/** Departments of the signed-in user and the logins administrators create. */
export const usersModule: ServerModule = {
  name: 'users',
  mount: '/app',
  demo: usersDemo,
  permissions: {
    'GET /api/app/getLoginCandidates': LOGIN_CREATOR_ROLES,
    'POST /api/app/createStudentLogins': LOGIN_CREATOR_ROLES,
    'POST /api/app/createFacultyLogins': LOGIN_CREATOR_ROLES,
    'GET /api/app/getProgram': 'signed-in',
  },
  operations: usersOperations,
  build: ({ config, accounts, users, mailer }) => ({
    router: new Hono<AppEnv>()
      .route('/', programRoutes(users))
      .route('/', loginCreationRoutes({ config, accounts, users, mailer })),
  }),
};

/** Sign-up, on the authentication service: anonymous sign-ups are limited per client address. */
export const signupModule: ServerModule = {
  name: 'signup',
  mount: '/auth',
  permissions: {
    'POST /api/auth/signup': 'public', // anonymous sign-up is limited to self-service roles in the handler
  },
  operations: signupOperations,
  build: ({ config, accounts, users, attempts, address, mailer, logger }) => ({
    router: signupRoutes(
      config,
      accounts,
      users,
      anonymousAddressLimit(attempts, {
        kind: 'sign-up',
        ...config.signUpAddressLimit,
        message: AUTH_MESSAGES.signUpsFromAddress,
        address,
      }),
      { mailer, logger },
    ),
  }),
};
