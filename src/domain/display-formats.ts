/**
 * Dates and numbers as the screens show them (Indian English), each Intl format built once, on first use.
 *
 * `toLocaleString(locale, options)` builds a new Intl format on every call, and building one costs from a fraction
 * of a millisecond to tens of milliseconds (the first) on a phone; a list of notifications or counters formatted
 * that way made a render task long enough to block input (issue 12). Each function gives exactly the text the
 * matching `toLocale…String('en-IN', options)` call gave.
 */
type DateInput = Date | number | string;

function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const asDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

const numberFormat = once(() => new Intl.NumberFormat('en-IN'));
const dayFormat = once(() => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }));
const shortDayFormat = once(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }));
const numericDayFormat = once(() => new Intl.DateTimeFormat('en-IN'));
const dayAndTimeFormat = once(() => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }));
const numericDayAndTimeFormat = once(
  () => new Intl.DateTimeFormat('en-IN', { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }),
);
const clockFormat = once(() => new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit' }));
const wholeRupeesFormat = once(() => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }));

/** 123456 → '1,23,456'. */
export const countText = (value: number) => numberFormat().format(value);
/** '24 Nov 2026'. */
export const dayText = (value: DateInput) => dayFormat().format(asDate(value));
/** '24 Nov 2026' (day, short month, year). */
export const shortDayText = (value: DateInput) => shortDayFormat().format(asDate(value));
/** '24/11/2026'. */
export const numericDayText = (value: DateInput) => numericDayFormat().format(asDate(value));
/** '24 Nov 2026, 3:05 pm'. */
export const dayAndTimeText = (value: DateInput) => dayAndTimeFormat().format(asDate(value));
/** '24/11/2026, 3:05:09 pm'. */
export const numericDayAndTimeText = (value: DateInput) => numericDayAndTimeFormat().format(asDate(value));
/** '03:05 pm'. */
export const clockText = (value: DateInput) => clockFormat().format(asDate(value));
/** 12345600 paise → '₹1,23,456'. */
export const wholeRupeesText = (paise: number) => wholeRupeesFormat().format(paise / 100);
