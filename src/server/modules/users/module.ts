import { LOGIN_CREATOR_ROLES } from '../../../domain/auth/access';
import { Hono } from 'hono';
import type { AppEnv } from '../../auth/session-user';
import { anonymousAddressLimit } from '../../http/address-limit';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import type { ServerModule } from '../server-module';
import { loginCreationRoutes } from './login-routes';
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
  summaries: {
    'GET /api/app/getProgram': 'Departments; a HoD gets only their own',
    'GET /api/app/getLoginCandidates':
      'Who Create Logins would make accounts for: { students, studentsWithEmail, faculty, facultyWithEmail }',
    'POST /api/app/createStudentLogins': 'Create logins for students who have none; each is mailed a link',
    'POST /api/app/createFacultyLogins':
      'Create logins for faculty who have none (query considerMailOrEmpcode=email|empcode)',
  },
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
  summaries: {
    'POST /api/auth/signup':
      'Create an account from the §3 sign-up payload; anonymous sign-ups are limited per client address (429)',
  },
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
