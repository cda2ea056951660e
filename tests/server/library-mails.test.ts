import { describe, expect, it } from 'vitest';
import { holdReadyMail, overdueReminderMail } from '../../src/server/mail/library-mails';
import { mailI18n } from '../../src/server/mail/mail-i18n';

const hold = { name: 'CHARAN PILLAI', title: 'Digital Design', pickupBy: '2026-12-16' };
const late = [
  { title: 'Digital Design', accessionNo: 'ACC-0012', dueOn: '2026-11-20', lateDays: 1, finePaise: 100 },
  { title: 'Signals and Systems', accessionNo: 'ACC-0040', dueOn: '2026-11-02', lateDays: 14, finePaise: 120000 },
];

describe('the library mails in the reader’s language', () => {
  it('writes the hold notice and the overdue reminder in English, with dates and money written out', () => {
    expect(holdReadyMail(mailI18n('en'), 'a@b.in', hold)).toEqual({
      to: 'a@b.in',
      subject: 'Kept for you at the library: Digital Design',
      text:
        'Dear CHARAN PILLAI,\n\nDigital Design is kept for you at the library desk until 16 Dec 2026.\n' +
        'Collect it by then, or it goes to the next reader waiting.\n\nSee My Loans in the app to cancel the hold.\n',
    });
    const reminder = overdueReminderMail(mailI18n('en'), 'a@b.in', 'CHARAN PILLAI', late);
    expect(reminder.subject).toBe('Library books overdue: 2');
    expect(reminder.text).toContain(
      '- Digital Design (accession ACC-0012), due 20 Nov 2026: 1 open day late, fine so far Rs 1.00\n',
    );
    expect(reminder.text).toContain(
      '- Signals and Systems (accession ACC-0040), due 2 Nov 2026: 14 open days late, fine so far Rs 1,200.00\n',
    );
  });

  it('writes them in Telugu and Hindi, titles and accession numbers as they are', () => {
    const telugu = holdReadyMail(mailI18n('te'), 'a@b.in', hold);
    expect(telugu.subject).toBe('గ్రంథాలయంలో మీ కోసం ఉంచాం: Digital Design');
    expect(telugu.text).toContain('Digital Design ను');
    const hindi = overdueReminderMail(mailI18n('hi'), 'a@b.in', 'CHARAN PILLAI', late);
    expect(hindi.subject).toBe('विलंबित पुस्तकालय पुस्तकें: 2');
    expect(hindi.text).toContain('(परिग्रहण ACC-0040)');
    expect(hindi.text).toContain('14 खुले दिन देरी');
    expect(hindi.text).toContain('1 खुला दिन देरी');
  });
});
