import type { I18n } from '@lingui/core';
import type { RevaluationKind } from '../../domain/exams/revaluation';
import type { Term } from '../../domain/timetable/timetable';
import type { Mail } from './mailer';

/** A student's (or parent's) notice that the attendance fell below the college's threshold for the examinations. */
export function shortageMail(
  i18n: I18n,
  to: string,
  notice: { name: string; percent: number; threshold: number; year: string; term: Term },
): Mail {
  const values = {
    name: notice.name,
    percent: String(notice.percent),
    threshold: String(notice.threshold),
    year: notice.year,
  };
  return {
    to,
    subject: i18n._('Attendance below the required percentage'),
    text: [
      notice.term === 'odd'
        ? i18n._('The attendance of {name} in the odd semester of {year} is {percent}%,', values)
        : i18n._('The attendance of {name} in the even semester of {year} is {percent}%,', values),
      i18n._('below the {threshold}% the college requires for the examinations.', values),
      '',
      i18n._('Subject-wise percentages are under My Attendance in Campus ERP.'),
    ].join('\n'),
  };
}

/** A student's notice that an exam's results are published, with the link to their own result. */
export function resultsPublishedMail(
  i18n: I18n,
  to: string,
  notice: { name: string; title: string; rollNo: string; link: string },
): Mail {
  return {
    to,
    subject: i18n._('Results published: {title}', { title: notice.title }),
    text:
      [
        i18n._('Dear {name},', { name: notice.name }),
        '',
        i18n._('The results of {title} are published. Your result (roll number {rollNo}): {link}', notice),
      ].join('\n') + '\n',
  };
}

/** The exam cell's decision on a student's recounting or revaluation: the grade before and after, and their result. */
export function revaluationDecidedMail(
  i18n: I18n,
  to: string,
  notice: {
    name: string;
    kind: RevaluationKind;
    code: string;
    course: string;
    oldGrade: string;
    newGrade: string;
    rollNo: string;
    link: string;
  },
): Mail {
  const { kind, code, course, oldGrade, newGrade } = notice;
  const same = oldGrade === newGrade;
  const note =
    kind === 'revaluation'
      ? same
        ? i18n._('Revalued: unchanged ({grade})', { grade: newGrade })
        : i18n._('Revalued: {from} → {to}', { from: oldGrade, to: newGrade })
      : same
        ? i18n._('Recounted: unchanged ({grade})', { grade: newGrade })
        : i18n._('Recounted: {from} → {to}', { from: oldGrade, to: newGrade });
  return {
    to,
    subject:
      kind === 'revaluation'
        ? i18n._('Revaluation result: {code}', { code })
        : i18n._('Recounting result: {code}', { code }),
    text:
      [
        i18n._('Dear {name},', { name: notice.name }),
        '',
        kind === 'revaluation'
          ? i18n._('Your application for revaluation of {code} {course} is decided. {note}.', { code, course, note })
          : i18n._('Your application for recounting of {code} {course} is decided. {note}.', { code, course, note }),
        i18n._('Your result (roll number {rollNo}): {link}', { rollNo: notice.rollNo, link: notice.link }),
      ].join('\n') + '\n',
  };
}
