import type { I18n } from '@lingui/core';
import type { Mail } from './mailer';

/** The link to choose a new password, mailed to the account's address in its language. */
export function passwordResetMail(
  i18n: I18n,
  to: string,
  account: { fullName: string; username: string },
  link: string,
): Mail {
  return {
    to,
    subject: i18n._('Reset your Campus ERP password'),
    text: [
      i18n._('Hello {fullName},', { fullName: account.fullName }),
      '',
      i18n._('Someone asked to reset the password of the Campus ERP account "{username}".', {
        username: account.username,
      }),
      i18n._('Open this link within 30 minutes to choose a new password (it works once):'),
      '',
      link,
      '',
      i18n._('If it was not you, ignore this mail; your password stays as it is.'),
      '',
    ].join('\n'),
  };
}
