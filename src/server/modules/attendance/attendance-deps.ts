import type { Clock } from '../../http/attempt-store';
import type { Logger } from '../../http/logger';
import type { Mailer } from '../../mail/mailer';
import type { CalendarTerms } from '../timetable/service';
import type { AttendanceStore } from './attendance-store';
import type { MailLanguages } from '../../mail/recipient-language';

/** What the attendance routes are given: the store, the college's threshold, its clock and calendar, the mail. */
export interface AttendanceDeps {
  store: AttendanceStore;
  threshold: number;
  clock: Clock;
  /** The semester of a day by the college's calendar. */
  terms: CalendarTerms;
  mailer: Mailer;
  /** The language each address reads mail in (its account's choice). */
  mailLanguages: MailLanguages;
  logger: Logger;
}
