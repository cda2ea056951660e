import { describe, expect, it } from 'vitest';
import { mailI18n } from '../../src/server/mail/mail-i18n';
import { resultsPublishedMail, shortageMail } from '../../src/server/mail/notice-mails';
import { passwordResetMail } from '../../src/server/mail/password-reset-mail';
import { leaveWaitingMail, signInLockedMail } from '../../src/server/mail/account-mails';
import { claimCodeText } from '../../src/server/mail/student-claim-mails';

const shortage = { name: 'CHARAN PILLAI', percent: 71.5, threshold: 75, year: '2026-27', term: 'odd' as const };
const published = { name: 'CHARAN PILLAI', title: 'B.Tech May 2026', rollNo: '22B81A0501', link: 'http://c.test/r' };

describe("mails in the recipient's language", () => {
  it('writes the English mails word for word as before', () => {
    expect(shortageMail(mailI18n('en'), 'a@b.in', shortage)).toEqual({
      to: 'a@b.in',
      subject: 'Attendance below the required percentage',
      text:
        'The attendance of CHARAN PILLAI in the odd semester of 2026-27 is 71.5%,\n' +
        'below the 75% the college requires for the examinations.\n\n' +
        'Subject-wise percentages are under My Attendance in Campus ERP.',
    });
    expect(resultsPublishedMail(mailI18n('en'), 'a@b.in', published).text).toBe(
      'Dear CHARAN PILLAI,\n\nThe results of B.Tech May 2026 are published. Your result (roll number 22B81A0501): http://c.test/r\n',
    );
    expect(passwordResetMail(mailI18n('en'), 'a@b.in', { fullName: 'Asha', username: 'asha' }, 'L').text).toBe(
      'Hello Asha,\n\nSomeone asked to reset the password of the Campus ERP account "asha".\n' +
        'Open this link within 30 minutes to choose a new password (it works once):\n\nL\n\n' +
        'If it was not you, ignore this mail; your password stays as it is.\n',
    );
  });

  it('writes them in Telugu and Hindi, with names, numbers and links as they are', () => {
    const telugu = shortageMail(mailI18n('te'), 'a@b.in', { ...shortage, term: 'even' });
    expect(telugu.subject).toBe('అవసరమైన శాతం కంటే తక్కువ హాజరు');
    expect(telugu.text).toContain('2026-27 సరి సెమిస్టర్‌లో CHARAN PILLAI హాజరు 71.5%');
    const hindi = resultsPublishedMail(mailI18n('hi'), 'a@b.in', published);
    expect(hindi.subject).toBe('परिणाम प्रकाशित: B.Tech May 2026');
    expect(hindi.text).toContain('आपका परिणाम (रोल नंबर 22B81A0501): http://c.test/r');
    expect(claimCodeText(mailI18n('te'), 'parent-link', '22B81A0501', '482913')).toContain('కోడ్ 482913');
  });

  it('tells an approver and a locked-out owner in their language', () => {
    const owner = { email: 'a@b.in', fullName: 'Asha', username: 'asha' };
    expect(signInLockedMail(mailI18n('en'), owner, 'L').text).toBe(
      'Hello Asha,\n\nThere were too many wrong passwords for the Campus ERP account "asha", so signing in to it is locked for a while.\n' +
        'If it was you, open this link to unlock it now (it works once, within 24 hours):\n\nL\n\n' +
        'If it was not you, your password is still safe; you may want to change it after signing in.\n',
    );
    expect(signInLockedMail(mailI18n('hi'), owner, 'L').subject).toBe('आपके Campus ERP खाते में साइन-इन लॉक है');
    expect(leaveWaitingMail(mailI18n('te'), 'h@b.in', 'Ravi', '2 days', 'L').text).toBe(
      'Ravi సెలవుకు దరఖాస్తు చేశారు (2 days).\n\nLeave approvals లో నిర్ణయించండి: L\n',
    );
  });
});
