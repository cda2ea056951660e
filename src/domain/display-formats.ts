/**
 * Dates and numbers as the screens show them (Indian English, the device's time zone).
 *
 * `toLocaleString(locale, options)` builds a new Intl format on every call, and building one costs from a fraction
 * of a millisecond to tens of milliseconds (the first one a page makes) on a phone; a list of notifications or
 * counters formatted that way made a render task long enough to block input. So the texts the signed-in
 * screens show as they open (counts, dates, clock times) are written here by hand, and the rarer ones use an Intl
 * format built once, on first use. Each function gives the text the matching `toLocale…String('en-IN', options)`
 * call gives (tests/domain/display-formats.test.ts).
 */
type DateInput = Date | number | string;

function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const asDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A string of digits grouped the Indian way: '1234567' → '12,34,567' (the last three, then pairs). */
export function groupDigitsIndian(digits: string): string {
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return rest ? `${rest},${last3}` : last3;
}

/** Whole numbers grouped the Indian way (12,34,567); other numbers through Intl. */
const numberFormat = once(() => new Intl.NumberFormat('en-IN'));
const indianGrouping = (value: number) =>
  Number.isSafeInteger(value)
    ? `${value < 0 ? '-' : ''}${groupDigitsIndian(String(Math.abs(value)))}`
    : numberFormat().format(value);
const numericDayFormat = once(() => new Intl.DateTimeFormat('en-IN'));
const dayAndTimeFormat = once(() => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }));
const numericDayAndTimeFormat = once(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
);

/** 1234567 → '12,34,567'. */
export const countText = (value: number) => indianGrouping(value);
/** '24 Nov 2026' (en-IN's medium date: day, short month, year). */
export function dayText(value: DateInput): string {
  const d = asDate(value);
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}
/** '24/11/2026'. */
export const numericDayText = (value: DateInput) => numericDayFormat().format(asDate(value));
/** '24 Nov 2026, 3:05 pm'. */
export const dayAndTimeText = (value: DateInput) => dayAndTimeFormat().format(asDate(value));
/** '24/11/2026, 3:05:09 pm'. */
export const numericDayAndTimeText = (value: DateInput) => numericDayAndTimeFormat().format(asDate(value));
/** '03:05 pm' (two-digit hour and minute, twelve-hour clock). */
export function clockText(value: DateInput): string {
  const d = asDate(value);
  const hour = d.getHours();
  return `${twoDigits(hour % 12 || 12)}:${twoDigits(d.getMinutes())} ${hour < 12 ? 'am' : 'pm'}`;
}
