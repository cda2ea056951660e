import { Hono } from 'hono';
import type { AppEnv } from '../../auth/session-user';
import { mailRequestLimiter, signInLimiter } from '../../http/attempt-limit';
import type { ServerModule } from '../server-module';
import { restoreCredentialsRoutes } from './restore-credentials-routes';
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
    'POST /api/auth/resetUserPasswords': 'signed-in',
    'POST /api/auth/confirm-password': 'signed-in',
    'POST /api/auth/forgotPassword': 'public',
    'POST /api/auth/restoreCredentials': 'public',
    'POST /api/auth/resetPassword': 'public',
    'POST /api/auth/unlockSignIn': 'public', // the mailed single-use token that lifts a sign-in lockout
  },
  summaries: {
    'POST /api/auth/signin': 'Sign in: { username, password, module, rememberMe }; sets the session cookies',
    'POST /api/auth/logout': 'End the current session',
    'GET /api/auth/me': 'The signed-in user and their landing route',
    'POST /api/auth/resetUserPasswords':
      'Change password: { username, oldpassword, newPassword } → { status, message }',
    'POST /api/auth/forgotPassword': 'Mail a single-use reset link: { email }',
    'POST /api/auth/resetPassword': 'Set a new password with a mailed token: { token, password, confirmPassword }',
    'POST /api/auth/unlockSignIn':
      'Lift the sign-in lockout of a user name with the mailed single-use token (JSON { token })',
  },
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
