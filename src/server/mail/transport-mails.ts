import type { I18n } from '@lingui/core';
import { dateText } from '../../domain/calendar/date-text';
import { isLocale } from '../../domain/i18n/locales';
import type { DocumentDueLine } from '../../domain/transport/vehicle-answers';
import type { VehicleDocument } from '../../domain/transport/vehicle-documents';
import type { Mail } from './mailer';

const localeOf = (i18n: I18n) => (isLocale(i18n.locale) ? i18n.locale : 'en');

/** A vehicle document's name in the recipient's language. */
function documentName(i18n: I18n, document: VehicleDocument): string {
  switch (document) {
    case 'INSURANCE':
      return i18n._('Insurance');
    case 'FITNESS':
      return i18n._('Fitness certificate');
    case 'PERMIT':
      return i18n._('Permit');
    case 'POLLUTION':
      return i18n._('Pollution certificate');
  }
}

/** One document of the reminder: missing, lapsed some days ago, or valid until a day some days ahead. */
function documentLine(i18n: I18n, d: DocumentDueLine): string {
  const values = { registration: d.registrationText, document: documentName(i18n, d.document) };
  if (d.validUntil === null || d.daysLeft === null) return i18n._('{registration}: {document} is missing', values);
  const day = dateText(d.validUntil, localeOf(i18n));
  if (d.daysLeft < 0)
    return i18n._('{registration}: {document} lapsed on {day}, {days, plural, one {# day ago} other {# days ago}}', {
      ...values,
      day,
      days: -d.daysLeft,
    });
  return i18n._(
    '{registration}: {document} is valid until {day}, {days, plural, =0 {its last day today} one {# day left} other {# days left}}',
    { ...values, day, days: d.daysLeft },
  );
}

/** The day's notice to a transportation incharge: each document of the fleet that is missing, overdue or due soon. */
export function documentsDueMail(i18n: I18n, to: string, name: string, documents: readonly DocumentDueLine[]): Mail {
  return {
    to,
    subject: i18n._('Vehicle documents needing action: {count}', { count: documents.length }),
    text:
      [
        i18n._('Dear {name},', { name }),
        '',
        i18n._('These documents of the college’s vehicles need renewing:'),
        ...documents.map((d) => `- ${documentLine(i18n, d)}`),
        '',
        i18n._('Record each renewal in the app, against the vehicle.'),
      ].join('\n') + '\n',
  };
}
