import { Hono, type MiddlewareHandler } from 'hono';
import { AUTH_MESSAGES as M } from '../../../domain/auth/messages';
import { landingFor } from '../../../domain/auth/roles';
import { ForgotPasswordSchema, ResetPasswordSchema, ResetUserPasswordsSchema, SignInSchema } from '../../../domain/auth/schemas';
import type { Config } from '../../config';
import { clearSessionCookies, sessionToken, setSessionCookies } from '../../auth/cookies';
import { verifyPassword } from '../../auth/password-hash';
import type { AppEnv } from '../../auth/session-user';
import type { SessionStore } from '../../auth/sessions';
import { attemptLimit, bodyField } from '../../http/attempt-limit';
import { validate } from '../../http/validate';
import type { Logger } from '../../http/logger';
import { sendInBackground, type Mailer } from '../../mail/mailer';
import { toSessionUser, type AccountsService } from './service';

// Compared against when the user name is unknown, so both failures take the same time.
const UNKNOWN_USER_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export interface AuthDeps {
  config: Config;
  accounts: AccountsService;
  sessions: SessionStore;
  mailer: Mailer;
  logger: Logger;
  perAddress: MiddlewareHandler;
}

/** §7 Authentication: sign in and out, change password, forgotten password by mailed link. */
export function authRoutes({ config, accounts, sessions, mailer, logger, perAddress }: AuthDeps) {
  const perUserName = attemptLimit(config.loginRateLimit, 'user', bodyField('username'));
  const perEmail = attemptLimit(config.loginRateLimit, 'email', bodyField('email'));

  return new Hono<AppEnv>()
    .post('/signin', perAddress, perUserName, validate('json', SignInSchema), async (c) => {
      const { username, password, rememberMe } = c.req.valid('json');
      // The template sign-in form (§2) sends an e-mail address; it works when one account has it.
      const byEmail = username.includes('@') ? await accounts.byEmail(username) : [];
      const row = (await accounts.byUsername(username)) ?? (byEmail.length === 1 ? byEmail[0]! : null);
      const valid = await verifyPassword(password, row?.passwordHash ?? UNKNOWN_USER_HASH);
      if (!row || !valid) return c.json({ message: M.invalidCredentials }, 401);
      const user = toSessionUser(row);
      const { token, expiresAt } = await sessions.create(user.id, rememberMe);
      setSessionCookies(c, config, token, expiresAt, user, rememberMe);
      return c.json({ ...user, id: undefined, landing: landingFor(user.roles) });
    })
    .post('/logout', async (c) => {
      const token = sessionToken(c);
      if (token) await sessions.revoke(token);
      clearSessionCookies(c);
      return c.json({ message: 'Signed out' });
    })
    .get('/me', (c) => {
      const user = c.get('user')!;
      return c.json({ ...user, id: undefined, landing: landingFor(user.roles) });
    })
    .post('/resetUserPasswords', perAddress, validate('json', ResetUserPasswordsSchema), async (c) => {
      const user = c.get('user')!;
      const { username, oldpassword, newPassword } = c.req.valid('json');
      if (username.trim().toLowerCase() !== user.username.toLowerCase()) return c.json({ message: M.forbidden }, 403);
      const row = await accounts.byUsername(user.username);
      if (!row || !(await verifyPassword(oldpassword, row.passwordHash))) {
        return c.json({ status: 0, message: 'The old password is not correct' });
      }
      await accounts.setPassword(row.id, newPassword);
      await sessions.revokeAll(row.id);
      clearSessionCookies(c);
      return c.json({ status: 1, message: M.passwordUpdated });
    })
    .post('/forgotPassword', perAddress, perEmail, validate('json', ForgotPasswordSchema), async (c) => {
      const { email } = c.req.valid('json');
      // Links are made and mailed after answering: the same answer, in the same time, whether or not an
      // account exists (issue 3 §4).
      const mailLinks = async () => {
        for (const row of await accounts.byEmail(email)) {
          const token = await accounts.newResetToken(row.id);
          sendInBackground(mailer, logger, {
            to: row.email,
            subject: 'Reset your Campus ERP password',
            text: `Hello ${row.fullName},\n\nSomeone asked to reset the password of the Campus ERP account "${row.username}".\nOpen this link within 30 minutes to choose a new password (it works once):\n\n${config.publicUrl}/reset-password?token=${token}\n\nIf it was not you, ignore this mail; your password stays as it is.\n`,
          });
        }
      };
      mailLinks().catch((err: unknown) => logger.error({ reason: err instanceof Error ? err.message : String(err) }, 'reset links could not be made'));
      return c.json({ message: M.resetLinkSent });
    })
    .post('/resetPassword', perAddress, validate('json', ResetPasswordSchema), async (c) => {
      const { token, password } = c.req.valid('json');
      const userId = await accounts.consumeResetToken(token);
      if (userId === null) return c.json({ message: M.resetLinkInvalid }, 400);
      await accounts.setPassword(userId, password);
      await sessions.revokeAll(userId);
      return c.json({ message: M.passwordResetDone });
    });
}
