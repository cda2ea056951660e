import { Hono, type Context } from 'hono';
import { AUTH_MESSAGES as M } from '../../../domain/auth/messages';
import { landingFor } from '../../../domain/auth/roles';
import {
  ForgotPasswordSchema,
  ResetPasswordSchema,
  ResetUserPasswordsSchema,
  SignInSchema,
} from '../../../domain/auth/schemas';
import { UNLOCK_MESSAGES, UnlockSignInSchema } from '../../../domain/auth/unlock-sign-in';
import { ConfirmPasswordSchema } from '../../../domain/auth/password-confirmation';
import type { Config } from '../../config';
import { LanguageChoiceSchema } from '../../../domain/i18n/locales';
import { clearSessionCookies, sessionToken, setLocaleCookie, setSessionCookies } from '../../auth/cookies';
import { guessablePassword } from '../../auth/common-passwords';
import { UNKNOWN_USER_HASH, verifyPassword } from '../../auth/password-hash';
import { newFlag, type AppEnv } from '../../auth/session-user';
import type { SessionStore } from '../../auth/sessions';
import { tooManyAttempts, type MailRequestLimiter, type SignInLimiter } from '../../http/attempt-limit';
import { validate } from '../../http/validate';
import { errorForLog } from '../../http/error-for-log';
import type { Logger } from '../../http/logger';
import { sendInBackground, type Mailer } from '../../mail/mailer';
import { mailI18n } from '../../mail/mail-i18n';
import { passwordResetMail } from '../../mail/password-reset-mail';
import { requestLocale } from '../../http/request-locale';
import { toSessionUser, type AccountsStore } from './accounts-store';
import { idempotencyExempt } from '../../http/idempotency';
import { SESSION_MESSAGES } from '../../../domain/auth/session-messages';
import { signInLockedMail } from '../../mail/account-mails';
import type { Locale } from '../../../domain/i18n/locales';

export interface AuthDeps {
  config: Config;
  accounts: AccountsStore;
  sessions: SessionStore;
  mailer: Mailer;
  logger: Logger;
  signInLimits: SignInLimiter;
  mailRequests: MailRequestLimiter;
  address: (c: Context) => string;
}

/** §7 Authentication: sign in and out, change password, forgotten password by mailed link. */
export function authRoutes({
  config,
  accounts,
  sessions,
  mailer,
  logger,
  signInLimits,
  mailRequests,
  address,
}: AuthDeps) {
  const isGuessable = guessablePassword(config);
  // Mailed once, when failures lock the user name: the owner can lift the lock.
  const mailUnlockLink = async (
    to: { email: string; fullName: string; username: string; language: Locale | null },
    userKey: string,
    locale: Locale,
  ) => {
    const token = await signInLimits.unlockLink(userKey);
    const link = `${config.publicUrl}/unlock-sign-in?token=${token}`;
    sendInBackground(mailer, logger, signInLockedMail(mailI18n(to.language ?? locale), to, link));
  };

  return new Hono<AppEnv>()
    .post('/signin', idempotencyExempt.notReplayable, validate('json', SignInSchema), async (c) => {
      const { username, password, rememberMe, kiosk } = c.req.valid('json');
      // The template sign-in form (§2) sends an e-mail address; it works when one account has it.
      const byEmail = username.includes('@') ? await accounts.byEmail(username) : [];
      const row = (await accounts.byUsername(username)) ?? (byEmail.length === 1 ? byEmail[0]! : null);
      // Failures count against the account, whether it was named by user name or by e-mail: one counter, not two.
      const attempt = await signInLimits.begin(address(c), row?.username ?? username);
      if (!attempt.allowed) return tooManyAttempts(c, attempt.retryAfterMs);
      const valid = await verifyPassword(password, row?.passwordHash ?? UNKNOWN_USER_HASH);
      if (!row || !valid) {
        if (row && attempt.locksIfWrong && attempt.userKey) {
          mailUnlockLink(row, attempt.userKey, requestLocale(c)).catch((err: unknown) =>
            logger.error({ err: errorForLog(err) }, 'unlock link could not be made'),
          );
        }
        return c.json({ message: M.invalidCredentials }, 401);
      }
      await attempt.succeeded();
      const user = toSessionUser(row);
      const { token, expiresAt, remembered } = await sessions.create(user.id, { rememberMe, kiosk });
      setSessionCookies(c, config, token, expiresAt, user, remembered);
      // The device follows the account; a kiosk keeps its own language for the next person.
      if (user.language && !kiosk) setLocaleCookie(c, config, user.language);
      return c.json({ ...user, id: undefined, new: newFlag(user), landing: landingFor(user.roles) });
    })
    .post('/logout', idempotencyExempt.notReplayable, async (c) => {
      const token = sessionToken(c, config);
      if (token) await sessions.revoke(token);
      clearSessionCookies(c);
      return c.json({ message: 'Signed out' });
    })
    .post('/confirm-password', validate('json', ConfirmPasswordSchema), async (c) => {
      const user = c.get('user')!;
      const session = c.get('session')!;
      // A wrong password here is a failed sign-in of this user name, with the same limits.
      const attempt = await signInLimits.begin(address(c), user.username);
      if (!attempt.allowed) return tooManyAttempts(c, attempt.retryAfterMs);
      const row = await accounts.byUsername(user.username);
      if (!row || !(await verifyPassword(c.req.valid('json').password, row.passwordHash)))
        return c.json({ message: SESSION_MESSAGES.wrongPassword }, 400);
      await attempt.succeeded();
      await sessions.passwordConfirmed(session.id);
      return c.json({ message: SESSION_MESSAGES.passwordConfirmed });
    })
    .get('/me', (c) => {
      const user = c.get('user')!;
      return c.json({ ...user, id: undefined, new: newFlag(user), landing: landingFor(user.roles) });
    })
    .put('/language', idempotencyExempt.notReplayable, validate('json', LanguageChoiceSchema), async (c) => {
      // Not replayed from a stored answer (idempotencyExempt), which would lose the cookie. A kiosk is shared: a
      // choice made there is the device's (the app keeps it in the cookie), not the account's.
      if (c.get('session')!.kiosk) return c.body(null, 204);
      const { language } = c.req.valid('json');
      await accounts.setLanguage(c.get('user')!.id, language);
      setLocaleCookie(c, config, language);
      return c.json({ language });
    })
    .post('/resetUserPasswords', validate('json', ResetUserPasswordsSchema), async (c) => {
      const user = c.get('user')!;
      const { username, oldpassword, newPassword } = c.req.valid('json');
      if (username.trim().toLowerCase() !== user.username.toLowerCase()) return c.json({ message: M.forbidden }, 403);
      if (await isGuessable(newPassword)) return c.json({ message: M.commonPassword }, 400);
      // A wrong old password is a failed sign-in of this user name.
      const attempt = await signInLimits.begin(address(c), user.username);
      if (!attempt.allowed) return tooManyAttempts(c, attempt.retryAfterMs);
      const row = await accounts.byUsername(user.username);
      if (!row || !(await verifyPassword(oldpassword, row.passwordHash))) {
        return c.json({ status: 0, message: M.oldPasswordWrong });
      }
      await attempt.succeeded();
      await accounts.setPassword(row.id, newPassword);
      await sessions.revokeAll(row.id);
      clearSessionCookies(c);
      return c.json({ status: 1, message: M.passwordUpdated });
    })
    .post('/forgotPassword', validate('json', ForgotPasswordSchema), async (c) => {
      const { email } = c.req.valid('json');
      const waitMs = await mailRequests.claim(address(c), email);
      if (waitMs > 0) return tooManyAttempts(c, waitMs);
      const locale = requestLocale(c);
      // Links are made and mailed after answering: the same answer, in the same time, whether or not an
      // account exists.
      const mailLinks = async () => {
        for (const row of await accounts.byEmail(email)) {
          const token = await accounts.newResetToken(row.id);
          const link = `${config.publicUrl}/reset-password?token=${token}`;
          // In the account's language, else the language of the device that asked.
          const i18n = mailI18n(row.language ?? locale);
          sendInBackground(mailer, logger, passwordResetMail(i18n, row.email, row, link));
        }
      };
      mailLinks().catch((err: unknown) => logger.error({ err: errorForLog(err) }, 'reset links could not be made'));
      return c.json({ message: M.resetLinkSent });
    })
    .post('/resetPassword', validate('json', ResetPasswordSchema), async (c) => {
      const { token, password } = c.req.valid('json');
      // Before the link is used, so the owner can try another password with the same link.
      if (await isGuessable(password)) return c.json({ message: M.commonPassword }, 400);
      // An invalid link is a failure of the address (guessing tokens); a valid one does not count.
      const attempt = await signInLimits.begin(address(c), null);
      if (!attempt.allowed) return tooManyAttempts(c, attempt.retryAfterMs);
      const userId = await accounts.consumeResetToken(token);
      if (userId === null) return c.json({ message: M.resetLinkInvalid }, 400);
      await attempt.succeeded();
      await accounts.setPassword(userId, password);
      await sessions.revokeAll(userId);
      // The mailbox owner chose a new password: failures of the name (and of the e-mail used as a name) go.
      const row = await accounts.byId(userId);
      if (row) await signInLimits.forget(row.username, row.email);
      return c.json({ message: M.passwordResetDone });
    })
    .post('/unlockSignIn', validate('json', UnlockSignInSchema), async (c) => {
      // A POST, not a link: each attempt counts against the address, which an <img> elsewhere must not do.
      const { token } = c.req.valid('json');
      const attempt = await signInLimits.begin(address(c), null);
      if (!attempt.allowed) return tooManyAttempts(c, attempt.retryAfterMs);
      if (!(await signInLimits.useUnlockLink(token))) return c.json({ message: UNLOCK_MESSAGES.invalid }, 400);
      await attempt.succeeded();
      return c.json({ message: UNLOCK_MESSAGES.done });
    });
}
