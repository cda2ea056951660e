import type { I18n } from '@lingui/core';
import { formatRupees } from '../../domain/money/money';
import type { Mail } from './mailer';

/** What a fee reminder says: the college, the student, and what is overdue (paise). */
export interface FeeReminder {
  college: string;
  name: string;
  rollNo: string;
  overdue: number;
}

/** The reminder's sentences, each written once: the mail and the text message are made of them. */
function reminderLines(i18n: I18n, r: FeeReminder): string[] {
  return [
    i18n._('Dear {name} (roll number {rollNo}),', { name: r.name, rollNo: r.rollNo }),
    i18n._('Fees of {amount} are past their due date and still unpaid.', { amount: formatRupees(r.overdue) }),
    i18n._('Please pay at the fee desk or online.'),
  ];
}

/** A defaulter's fee reminder, mailed to the student's e-mail on record. */
export function feeReminderMail(i18n: I18n, to: string, r: FeeReminder): Mail {
  const [dear, overdue, pay] = reminderLines(i18n, r);
  return {
    to,
    subject: i18n._('{college}: fee reminder', { college: r.college }),
    text: [dear, '', overdue, pay, '', r.college].join('\n') + '\n',
  };
}

/** The same reminder as a text message to the student's mobile on record. */
export function feeReminderText(i18n: I18n, r: FeeReminder): string {
  return `${r.college}: ${reminderLines(i18n, r).join(' ')}`;
}
