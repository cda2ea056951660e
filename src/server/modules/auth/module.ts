import { Hono } from 'hono';
import type { AppEnv } from '../../auth/session-user';
import { mailRequestLimiter, signInLimiter } from '../../http/attempt-limit';
import type { ServerModule } from '../server-module';
import { restoreCredentialsRoutes } from './restore-credentials-routes';
import { authOperations } from './operations';
import { authRoutes } from './routes';

/** The authentication service: sign-in, sessions, passwords and lockouts. */
export const authModule: ServerModule = {
  name: 'auth',
  mount: '/auth',
  permissions: {
    // Authentication service.
    'POST /api/auth/signin': 'public',
    'POST /api/auth/logout': 'public',
    'GET /api/auth/me': 'signed-in',
    'PUT /api/auth/language': 'signed-in', // a kiosk session is answered 204 and the account is left as it was
    'POST /api/auth/resetUserPasswords': 'signed-in',
    'POST /api/auth/confirm-password': 'signed-in',
    'POST /api/auth/forgotPassword': 'public',
    'POST /api/auth/restoreCredentials': 'public',
    'POST /api/auth/resetPassword': 'public',
    'POST /api/auth/unlockSignIn': 'public', // the mailed single-use token that lifts a sign-in lockout
  },
  operations: authOperations,
  build: ({ config, accounts, sessions, mailer, logger, attempts, address }) => {
    const mailRequests = mailRequestLimiter(attempts, config.mailRequestLimits);
    const signInLimits = signInLimiter(attempts, config.signInLimits);
    return {
      router: new Hono<AppEnv>()
        .route('/', authRoutes({ config, accounts, sessions, mailer, logger, signInLimits, mailRequests, address }))
        .route('/', restoreCredentialsRoutes({ config, accounts, mailer, logger, mailRequests, address })),
    };
  },
};
