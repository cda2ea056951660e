import type { I18n } from '@lingui/core';
import type { Mail } from './mailer';

/** An account as its mails name it. */
interface Owner {
  email: string;
  fullName: string;
  username: string;
}

/** Mailed once, when failures lock a user name: the owner can lift the lock with the link. */
export function signInLockedMail(i18n: I18n, to: Owner, link: string): Mail {
  return {
    to: to.email,
    subject: i18n._('Sign-in to your Campus ERP account is locked'),
    text: [
      i18n._('Hello {fullName},', { fullName: to.fullName }),
      '',
      i18n._(
        'There were too many wrong passwords for the Campus ERP account "{username}", so signing in to it is locked for a while.',
        { username: to.username },
      ),
      i18n._('If it was you, open this link to unlock it now (it works once, within 24 hours):'),
      '',
      link,
      '',
      i18n._('If it was not you, your password is still safe; you may want to change it after signing in.'),
      '',
    ].join('\n'),
  };
}

/** A login made by the college for a student or teacher: the user name, and a link to choose the password. */
export function loginCreatedMail(i18n: I18n, to: Owner, link: string): Mail {
  return {
    to: to.email,
    subject: i18n._('Your Campus ERP login'),
    text: [
      i18n._('Hello {fullName},', { fullName: to.fullName }),
      '',
      i18n._('A Campus ERP login was created for you. Your user name is: {username}', { username: to.username }),
      i18n._('Choose your password with this link within 30 minutes (it works once):'),
      '',
      link,
      '',
      i18n._('If the link has expired, use "Forgot password" on the sign-in page.'),
      '',
    ].join('\n'),
  };
}

/**
 * Sign-up answers a taken e-mail address the same as a taken user name, so the screen does not tell a stranger
 * whose address has an account; the address's owner learns it from this mail instead.
 */
export function signUpTakenMail(i18n: I18n, owner: Owner, publicUrl: string): Mail {
  return {
    to: owner.email,
    subject: i18n._('Someone tried to register with your e-mail address'),
    text: [
      i18n._('Hello {fullName},', { fullName: owner.fullName }),
      '',
      i18n._(
        'Someone tried to create a new Campus ERP account with this e-mail address, which already belongs to the account "{username}". No account was created and nothing was changed.',
        { username: owner.username },
      ),
      '',
      i18n._('If it was you, sign in with the user name {username}, or choose a new password here: {link}', {
        username: owner.username,
        link: `${publicUrl}/ForgotPassword`,
      }),
      '',
      i18n._('If it was not you, you can ignore this mail.'),
    ].join('\n'),
  };
}

/** "Forgot your user name?": one mail to the address with all of its user names. */
export function userNamesMail(
  i18n: I18n,
  to: string,
  publicUrl: string,
  accounts: ReadonlyArray<{ username: string; fullName: string }>,
): Mail {
  const lines = accounts.map((a) => `  - ${a.username}${a.fullName ? ` (${a.fullName})` : ''}`).join('\n');
  return {
    to,
    subject: i18n._('Your Campus ERP user names'),
    text:
      `${i18n._('Hello,')}\n\n${i18n._('Someone asked for the Campus ERP user names registered with this e-mail address:')}\n\n${lines}\n\n` +
      `${i18n._('Sign in from the home page: {link}', { link: `${publicUrl}/` })}\n` +
      `${i18n._('Forgotten the password too? Ask for a reset link here: {link}', { link: `${publicUrl}/ForgotPassword` })}\n\n` +
      `${i18n._('If it was not you, ignore this mail; nothing has changed.')}\n`,
  };
}

/** An approver is told that a leave application waits for their decision. */
export function leaveWaitingMail(i18n: I18n, to: string, applicant: string, what: string, link: string): Mail {
  return {
    to,
    subject: i18n._('Leave waiting for your decision'),
    text: `${i18n._('{applicant} has applied for leave ({what}).', { applicant, what })}\n\n${i18n._('Decide it on Leave approvals: {link}', { link })}\n`,
  };
}
