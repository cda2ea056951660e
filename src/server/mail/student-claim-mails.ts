import type { I18n } from '@lingui/core';
import { CLAIM_CODE_MINUTES } from '../../domain/auth/student-claim';
import { isLocale } from '../../domain/i18n/locales';
import type { Mail } from './mailer';
import { dateTimeText } from '../../domain/calendar/date-text';

/** What a claim is for, as the mails to the student say it. */
export type ClaimPurpose = 'parent-link' | 'alumni-account';

/** The code's mail and text message, whole sentences per purpose so that each language words them its own way. */
const ASKED: Record<ClaimPurpose, (i18n: I18n, rollNo: string) => string> = {
  'parent-link': (i18n, rollNo) =>
    i18n._('Someone asked to link a parent account to roll number {rollNo} on Campus ERP.', { rollNo }),
  'alumni-account': (i18n, rollNo) =>
    i18n._('Someone asked to create an alumni account for roll number {rollNo} on Campus ERP.', { rollNo }),
};
const TEXT: Record<ClaimPurpose, (i18n: I18n, values: { code: string; rollNo: string; minutes: string }) => string> = {
  'parent-link': (i18n, values) =>
    i18n._(
      'Campus ERP code {code} to link a parent account to roll number {rollNo}. Valid {minutes} minutes. Do not share it with anyone else.',
      values,
    ),
  'alumni-account': (i18n, values) =>
    i18n._(
      'Campus ERP code {code} to create an alumni account for roll number {rollNo}. Valid {minutes} minutes. Do not share it with anyone else.',
      values,
    ),
};

/** The one-time code, mailed to the student's e-mail on the admission record. */
export function claimCodeMail(i18n: I18n, to: string, purpose: ClaimPurpose, rollNo: string, code: string): Mail {
  return {
    to,
    subject: i18n._('Your Campus ERP confirmation code'),
    text: [
      ASKED[purpose](i18n, rollNo),
      '',
      i18n._('The code is {code}. It works once, for {minutes} minutes.', {
        code,
        minutes: String(CLAIM_CODE_MINUTES),
      }),
      '',
      i18n._(
        'Give it only to your own parent or use it yourself. If you did not expect this mail, do not share the code and tell the college office.',
      ),
    ].join('\n'),
  };
}

/** The same code as a text message to the parent mobile on the admission record. */
export function claimCodeText(i18n: I18n, purpose: ClaimPurpose, rollNo: string, code: string): string {
  return TEXT[purpose](i18n, { code, rollNo, minutes: String(CLAIM_CODE_MINUTES) });
}

/** The student is told whenever a parent was linked or an alumni account was made for their roll number. */
export function claimDoneMail(
  i18n: I18n,
  to: string,
  purpose: ClaimPurpose,
  rollNo: string,
  userName: string,
  at: Date,
): Mail {
  const when = dateTimeText(at, isLocale(i18n.locale) ? i18n.locale : 'en');
  const done =
    purpose === 'parent-link'
      ? {
          subject: i18n._('A parent account was linked to your roll number'),
          text: i18n._(
            'The parent account {userName} was linked to roll number {rollNo} on {when}. It can now see your results and fees.',
            { userName, rollNo, when },
          ),
        }
      : {
          subject: i18n._('An alumni account was created for your roll number'),
          text: i18n._('The alumni account {userName} was created for roll number {rollNo} on {when}.', {
            userName,
            rollNo,
            when,
          }),
        };
  return {
    to,
    subject: done.subject,
    text: `${done.text}\n\n${i18n._('If this was not you or your family, please tell the college office at once.')}`,
  };
}
