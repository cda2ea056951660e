import { Hono, type Context } from 'hono';
import { RestoreCredentialsSchema, USER_NAMES_SENT } from '../../../domain/auth/restore-credentials';
import type { Config } from '../../config';
import type { AppEnv } from '../../auth/session-user';
import { tooManyAttempts, type MailRequestLimiter } from '../../http/attempt-limit';
import { errorForLog } from '../../http/error-for-log';
import { validate } from '../../http/validate';
import type { Logger } from '../../http/logger';
import { sendInBackground, type Mailer } from '../../mail/mailer';
import type { AccountsStore } from './accounts-store';
import { userNamesMail } from '../../mail/account-mails';
import { mailI18n } from '../../mail/mail-i18n';
import { requestLocale } from '../../http/request-locale';

export interface RestoreCredentialsDeps {
  config: Config;
  accounts: AccountsStore;
  mailer: Mailer;
  logger: Logger;
  mailRequests: MailRequestLimiter;
  address: (c: Context) => string;
}

/** "Forgot your user name?" (§2 /restoreCredentials): one mail to the address with all of its user names. */
export function restoreCredentialsRoutes({
  config,
  accounts,
  mailer,
  logger,
  mailRequests,
  address,
}: RestoreCredentialsDeps) {
  return new Hono<AppEnv>().post('/restoreCredentials', validate('json', RestoreCredentialsSchema), async (c) => {
    const { email } = c.req.valid('json');
    const waitMs = await mailRequests.claim(address(c), email);
    if (waitMs > 0) return tooManyAttempts(c, waitMs);
    const locale = requestLocale(c);
    // Looked up and mailed after answering, so the answer takes as long for unknown addresses.
    const mailNames = async () => {
      const rows = await accounts.byEmail(email);
      if (!rows.length) return;
      const sorted = [...rows].sort((a, b) => a.username.localeCompare(b.username));
      const i18n = mailI18n(rows.find((row) => row.language)?.language ?? locale);
      sendInBackground(mailer, logger, userNamesMail(i18n, rows[0]!.email, config.publicUrl, sorted));
    };
    mailNames().catch((err: unknown) => logger.error({ err: errorForLog(err) }, 'user names could not be looked up'));
    // The same answer whether or not an account uses the address (no account enumeration).
    return c.json({ message: USER_NAMES_SENT });
  });
}
