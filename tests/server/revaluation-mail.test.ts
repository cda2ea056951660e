import { describe, expect, it } from 'vitest';
import { mailI18n } from '../../src/server/mail/mail-i18n';
import { revaluationDecidedMail } from '../../src/server/mail/notice-mails';

const decided = {
  name: 'CHARAN PILLAI',
  kind: 'revaluation' as const,
  code: 'R22CS781',
  course: 'Cloud Computing',
  oldGrade: 'F',
  newGrade: 'B',
  rollNo: '22B81A0501',
  link: 'http://c.test/app/My Results',
};

describe("the revaluation decision mail in the recipient's language", () => {
  it('writes the English mail word for word as before', () => {
    expect(revaluationDecidedMail(mailI18n('en'), 'a@b.in', decided)).toEqual({
      to: 'a@b.in',
      subject: 'Revaluation result: R22CS781',
      text:
        'Dear CHARAN PILLAI,\n\nYour application for revaluation of R22CS781 Cloud Computing is decided. Revalued: F → B.\n' +
        'Your result (roll number 22B81A0501): http://c.test/app/My Results\n',
    });
    const recounted = revaluationDecidedMail(mailI18n('en'), 'a@b.in', {
      ...decided,
      kind: 'recounting',
      oldGrade: 'A+',
      newGrade: 'A+',
    });
    expect(recounted.subject).toBe('Recounting result: R22CS781');
    expect(recounted.text).toContain(
      'Your application for recounting of R22CS781 Cloud Computing is decided. Recounted: unchanged (A+).\n',
    );
  });

  it('writes it in Telugu and Hindi, with codes, grades, roll numbers and the link as they are', () => {
    const telugu = revaluationDecidedMail(mailI18n('te'), 'a@b.in', decided);
    expect(telugu.subject).toBe('రీవాల్యుయేషన్ ఫలితం: R22CS781');
    expect(telugu.text).toContain('R22CS781 Cloud Computing రీవాల్యుయేషన్ కోసం మీ దరఖాస్తుపై నిర్ణయం తీసుకున్నారు.');
    expect(telugu.text).toContain('రీవాల్యుయేషన్: F → B.');
    expect(telugu.text).toContain('మీ ఫలితం (రోల్ నంబర్ 22B81A0501): http://c.test/app/My Results');
    const hindi = revaluationDecidedMail(mailI18n('hi'), 'a@b.in', { ...decided, kind: 'recounting', newGrade: 'F' });
    expect(hindi.subject).toBe('पुनर्गणना परिणाम: R22CS781');
    expect(hindi.text).toContain('पुनर्गणना: कोई बदलाव नहीं (F)');
    expect(hindi.text).toContain('आपका परिणाम (रोल नंबर 22B81A0501): http://c.test/app/My Results');
  });
});
