import type { I18n } from '@lingui/core';
import { dateText } from '../../domain/calendar/date-text';
import { isLocale } from '../../domain/i18n/locales';
import { formatRupees } from '../../domain/money/money';
import type { Mail } from './mailer';

const localeOf = (i18n: I18n) => (isLocale(i18n.locale) ? i18n.locale : 'en');

/** A hold ready at the desk: who, which title, and the last college day to collect it. */
export interface HoldReadyNotice {
  name: string;
  title: string;
  pickupBy: string | null;
}

/** Tells a patron the copy they waited for is kept at the library desk until their pickup day. */
export function holdReadyMail(i18n: I18n, to: string, n: HoldReadyNotice): Mail {
  const until = n.pickupBy ? dateText(n.pickupBy, localeOf(i18n)) : '';
  return {
    to,
    subject: i18n._('Kept for you at the library: {title}', { title: n.title }),
    text:
      [
        i18n._('Dear {name},', { name: n.name }),
        '',
        i18n._('{title} is kept for you at the library desk until {until}.', { title: n.title, until }),
        i18n._('Collect it by then, or it goes to the next reader waiting.'),
        '',
        i18n._('See My Loans in the app to cancel the hold.'),
      ].join('\n') + '\n',
  };
}

/** One overdue copy as the reminder lists it. */
export interface OverdueCopy {
  title: string;
  accessionNo: string;
  dueOn: string;
  lateDays: number;
  finePaise: number;
}

/** The day's reminder to a patron: each overdue copy with its open days late and the fine so far. */
export function overdueReminderMail(i18n: I18n, to: string, name: string, copies: readonly OverdueCopy[]): Mail {
  const locale = localeOf(i18n);
  const items = copies.map(
    (c) =>
      '- ' +
      i18n._(
        '{title} (accession {accessionNo}), due {due}: {lateDays, plural, one {# open day late} other {# open days late}}, fine so far {fine}',
        {
          title: c.title,
          accessionNo: c.accessionNo,
          due: dateText(c.dueOn, locale),
          lateDays: c.lateDays,
          fine: formatRupees(c.finePaise),
        },
      ),
  );
  return {
    to,
    subject: i18n._('Library books overdue: {count}', { count: copies.length }),
    text:
      [
        i18n._('Dear {name},', { name }),
        '',
        i18n._('These library books are past their due day:'),
        ...items,
        '',
        i18n._('Return them at the library desk: the fine grows with each day the library is open.'),
        '',
        i18n._('See My Loans in the app for your loans and fines.'),
      ].join('\n') + '\n',
  };
}
