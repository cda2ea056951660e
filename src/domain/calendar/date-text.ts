import { collegeDateTime } from './college-time';
import { isCalendarDate } from './calendar-date';
import type { Locale } from '../i18n/locales';
import { MONTH_NAMES, MONTH_NAMES_IN, SHORT_MONTH_NAMES, WEEKDAY_NAMES } from './month-names';

/**
 * The one way dates and times are written for people — screens, PDFs, Excel sheets and mails: '24 Nov 2026' and
 * '24 Nov 2026, 3:05 pm', a moment always on the college's clock (COLLEGE_TIME_ZONE, Asia/Kolkata unless
 * configured), never the device's or UTC. A calendar date (YYYY-MM-DD, as a `date` column holds it) is a day, not
 * a moment: it is written as it is, in no zone. Written by hand from the college's wall clock, which builds its one
 * Intl format per zone once: a list of dates formatted through `toLocale…String` built a new one per call
 * ([performance.md](../../../docs/performance.md)). `tests/lint/date-text.test.ts` keeps other code from writing
 * dates another way. In Telugu and Hindi (`locale`) a date is day, month by its whole name, year: '24 నవంబర్ 2026';
 * digits stay Western, as marks and roll numbers do.
 */
export type DateInput = Date | number | string;

const asDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** The college's day and wall-clock time of a moment: ['2026-11-24', '15:05']. */
function wallClock(value: DateInput): [day: string, time: string] {
  const [day, time] = collegeDateTime(asDate(value)).split(' ');
  return [day!, time!];
}

/** The YYYY-MM-DD a value stands for: a calendar date as it is, a moment by the college's calendar. */
function dayOf(value: DateInput): string {
  return typeof value === 'string' && isCalendarDate(value) ? value : wallClock(value)[0];
}

function dayParts(day: string): [year: number, month: number, date: number] {
  return [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
}

/** A month's name as a date in `locale` writes it: 'Nov', 'నవంబర్', 'नवंबर'. */
const monthIn = (month: number, locale: Locale, long: boolean) =>
  locale === 'en' ? (long ? MONTH_NAMES : SHORT_MONTH_NAMES)[month - 1]! : MONTH_NAMES_IN[locale][month - 1]!;

/** '24 Nov 2026' ('24 నవంబర్ 2026' in Telugu). */
export function dateText(value: DateInput, locale: Locale = 'en'): string {
  const [year, month, date] = dayParts(dayOf(value));
  return `${String(date)} ${monthIn(month, locale, false)} ${String(year)}`;
}

/** 'Tuesday, 24 November 2026' (a day shown on its own: the calendar, a verification). */
export function longDateText(value: DateInput, locale: Locale = 'en'): string {
  const day = dayOf(value);
  const [year, month, date] = dayParts(day);
  const weekday = WEEKDAY_NAMES[locale][new Date(Date.UTC(year, month - 1, date)).getUTCDay()]!;
  return `${weekday}, ${String(date)} ${monthIn(month, locale, true)} ${String(year)}`;
}

/** 'November 2026' for a month (YYYY-MM) or a day in it. */
export function monthText(value: string, locale: Locale = 'en'): string {
  return `${monthIn(Number(value.slice(5, 7)), locale, true)} ${value.slice(0, 4)}`;
}

/** '3:05 pm' on the college's clock. */
export function timeText(value: DateInput): string {
  return clockOf(wallClock(value)[1]);
}

/** '3:05 pm' for a wall-clock time 'HH:mm' (a timetable's period). */
export function clockOf(hhmm: string): string {
  const hour = Number(hhmm.slice(0, 2));
  return `${String(hour % 12 || 12)}:${hhmm.slice(3, 5)} ${hour < 12 ? 'am' : 'pm'}`;
}

/** '24 Nov 2026, 3:05 pm' on the college's clock. */
export function dateTimeText(value: DateInput, locale: Locale = 'en'): string {
  const [day, time] = wallClock(value);
  return `${dateText(day, locale)}, ${clockOf(time)}`;
}

/** The same as dateTimeText, or '' for a moment not known (null). */
export const optionalDateTimeText = (value: DateInput | null | undefined, locale: Locale = 'en'): string =>
  value === null || value === undefined || value === '' ? '' : dateTimeText(value, locale);

/** The number format of a spreadsheet cell holding a sheetDateTime: the same text as dateTimeText. */
export const SHEET_DATE_TIME_FORMAT = 'd mmm yyyy, h:mm am/pm';

/**
 * A moment as a spreadsheet date (Excel dates have no zone): a Date whose UTC fields are the college's wall
 * clock, so the cell shows the college's time with SHEET_DATE_TIME_FORMAT and stays a real date to sort and filter.
 */
export function sheetDateTime(value: DateInput): Date {
  const [day, time] = wallClock(value);
  return new Date(`${day}T${time}:00Z`);
}
