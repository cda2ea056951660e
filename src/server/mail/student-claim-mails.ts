import { CLAIM_CODE_MINUTES } from '../../domain/auth/student-claim';
import type { Mail } from './mailer';
import { dateTimeText } from '../../domain/calendar/date-text';

/** What a claim is for, as the mails to the student say it. */
export type ClaimPurpose = 'parent-link' | 'alumni-account';

const WHAT: Record<ClaimPurpose, (rollNo: string) => string> = {
  'parent-link': (rollNo) => `link a parent account to roll number ${rollNo}`,
  'alumni-account': (rollNo) => `create an alumni account for roll number ${rollNo}`,
};

/** The one-time code, mailed to the student's e-mail on the admission record. */
export function claimCodeMail(to: string, purpose: ClaimPurpose, rollNo: string, code: string): Mail {
  return {
    to,
    subject: 'Your Campus ERP confirmation code',
    text: [
      `Someone asked to ${WHAT[purpose](rollNo)} on Campus ERP.`,
      '',
      `The code is ${code}. It works once, for ${String(CLAIM_CODE_MINUTES)} minutes.`,
      '',
      'Give it only to your own parent or use it yourself. If you did not expect this mail, do not share the code and tell the college office.',
    ].join('\n'),
  };
}

/** The same code as a text message to the parent mobile on the admission record. */
export function claimCodeText(purpose: ClaimPurpose, rollNo: string, code: string): string {
  return `Campus ERP code ${code} to ${WHAT[purpose](rollNo)}. Valid ${String(CLAIM_CODE_MINUTES)} minutes. Do not share it with anyone else.`;
}

/** The student is told whenever a parent was linked or an alumni account was made for their roll number. */
export function claimDoneMail(to: string, purpose: ClaimPurpose, rollNo: string, userName: string, at: Date): Mail {
  const when = dateTimeText(at);
  const done =
    purpose === 'parent-link'
      ? {
          subject: 'A parent account was linked to your roll number',
          text: `The parent account ${userName} was linked to roll number ${rollNo} on ${when}. It can now see your results and fees.`,
        }
      : {
          subject: 'An alumni account was created for your roll number',
          text: `The alumni account ${userName} was created for roll number ${rollNo} on ${when}.`,
        };
  return {
    to,
    subject: done.subject,
    text: `${done.text}\n\nIf this was not you or your family, please tell the college office at once.`,
  };
}
